"""Chat stays plain text: HTML typed into it shows as typed, in the panel and in what is sent."""


def test_chat_panel_shows_html_as_typed_and_sends_plain_text(app):
    from PySide6.QtWidgets import QPlainTextEdit
    from ui.chat import MAX_CHAT, ChatPanel

    panel = ChatPanel()
    sent = []
    panel.send_requested.connect(sent.append)
    panel.entry.setText("  <script>alert(1)</script> <b>bold</b> %1 %2  ")
    panel.send()
    assert sent == ["<script>alert(1)</script> <b>bold</b> %1 %2"] and panel.entry.text() == ""
    panel.send()  # nothing typed: nothing sent
    assert len(sent) == 1
    panel.add_line("<i>Eve</i>", sent[0])
    assert isinstance(panel.transcript, QPlainTextEdit)  # never interprets markup
    assert panel.transcript.toPlainText() == "<i>Eve</i>: <script>alert(1)</script> <b>bold</b> %1 %2"
    assert panel.entry.maxLength() == MAX_CHAT
    panel.on_host_error(None, "rate_limited", {})
    assert panel.notice.text() and not panel.notice.isHidden()
    panel.on_host_error(None, "not_pending", {})  # other refusals are the prompt's business
