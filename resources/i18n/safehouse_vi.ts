<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
    <context>
        <name>HomeScreen</name>
        <message>
            <location filename="../../ui/home.py" line="70" />
            <source>About</source>
            <translation>Giới thiệu</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="52" />
            <source>Coached first games, step by step</source>
            <translation>Những ván đầu có hướng dẫn, từng bước một</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="49" />
            <source>Find a table on this network</source>
            <translation>Tìm bàn chơi trong mạng này</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="48" />
            <source>Friends join from their computers</source>
            <translation>Bạn bè tham gia từ máy của họ</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="48" />
            <source>Host a LAN table</source>
            <translation>Mở bàn chơi mạng LAN</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="47" />
            <source>Hot-seat</source>
            <translation>Chơi chung một màn hình</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="54" />
            <source>How each game is played</source>
            <translation>Cách chơi từng trò</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="49" />
            <source>Join a LAN table</source>
            <translation>Vào bàn chơi mạng LAN</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="52" />
            <source>Learn to play</source>
            <translation>Học cách chơi</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="47" />
            <source>Pass one screen around the room</source>
            <translation>Chuyền một màn hình quanh phòng</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="50" />
            <source>Pick up where you stopped</source>
            <translation>Chơi tiếp từ chỗ đã dừng</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="46" />
            <source>Play solo</source>
            <translation>Chơi một mình</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="68" />
            <source>Quit</source>
            <translation>Thoát</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="50" />
            <source>Resume a saved game</source>
            <translation>Tiếp tục ván đã lưu</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="54" />
            <source>Rules</source>
            <translation>Luật chơi</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="31" />
            <source>Safehouse</source>
            <translation>Safehouse</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="55" />
            <source>Settings</source>
            <translation>Cài đặt</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="51" />
            <source>Step through a finished game</source>
            <translation>Xem lại từng bước một ván đã xong</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="33" />
            <source>The Resistance · Avalon · Bodyguard — at one table, on your LAN, or against bots</source>
            <translation>The Resistance · Avalon · Vệ sĩ — cùng một bàn, qua mạng LAN hoặc đấu với máy</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="51" />
            <source>Watch a replay</source>
            <translation>Xem lại ván chơi</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="46" />
            <source>You and bots at a table</source>
            <translation>Bạn và các máy cùng một bàn</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="53" />
            <source>Your games</source>
            <translation>Các ván của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="55" />
            <source>Your name, speed, language</source>
            <translation>Tên, tốc độ, ngôn ngữ</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="53" />
            <source>Your wins, and every game to replay</source>
            <translation>Số trận thắng, và mọi ván để xem lại</translation>
        </message>
    </context>
    <context>
        <name>HostSetupDialog</name>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="22" />
            <source>%1's table</source>
            <translation>Bàn của %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="69" />
            <source>Exactly one seat is yours: the others are open for players on the network, or bots.</source>
            <translation>Đúng một chỗ là của bạn: các chỗ khác để trống cho người chơi trong mạng, hoặc cho máy.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="73" />
            <source>Give the table a name, so the others can find it.</source>
            <translation>Hãy đặt tên cho bàn để mọi người tìm thấy.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="33" />
            <source>Hold their seat 1 minute, then a bot plays it</source>
            <translation>Giữ chỗ 1 phút, sau đó máy chơi thay</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="34" />
            <source>Hold their seat 3 minutes, then a bot plays it</source>
            <translation>Giữ chỗ 3 phút, sau đó máy chơi thay</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="19" />
            <source>Host a LAN table</source>
            <translation>Mở bàn chơi mạng LAN</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="39" />
            <source>If a player drops</source>
            <translation>Nếu có người rớt mạng</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="29" />
            <source>None — anyone on this network may join</source>
            <translation>Không có — ai trong mạng này cũng vào được</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="20" />
            <source>Open the table</source>
            <translation>Mở bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="51" />
            <source>Open — a player on the network</source>
            <translation>Trống — người chơi trong mạng</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="38" />
            <source>Password</source>
            <translation>Mật khẩu</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="22" />
            <source>Safehouse table</source>
            <translation>Bàn Safehouse</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="24" />
            <location filename="../../ui/lan/host_setup.py" line="37" />
            <source>Table name</source>
            <translation>Tên bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="30" />
            <source>Table password</source>
            <translation>Mật khẩu bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="56" />
            <source>The player's own name</source>
            <translation>Tên của chính người chơi</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="71" />
            <source>Two seats have the same name: give everyone a different one.</source>
            <translation>Có hai chỗ trùng tên: hãy đặt cho mỗi người một tên khác nhau.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="35" />
            <source>Wait for them, however long it takes</source>
            <translation>Chờ họ, bao lâu cũng được</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="32" />
            <source>When a player drops out</source>
            <translation>Khi có người rớt mạng</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="50" />
            <source>You (the host)</source>
            <translation>Bạn (chủ bàn)</translation>
        </message>
    </context>
    <context>
        <name>OptionsPanel</name>
        <message>
            <location filename="../../ui/option_widgets.py" line="88" />
            <source>Evil</source>
            <translation>Phe ác</translation>
        </message>
        <message>
            <location filename="../../ui/option_widgets.py" line="88" />
            <source>Good</source>
            <translation>Phe thiện</translation>
        </message>
        <message>
            <location filename="../../ui/option_widgets.py" line="62" />
            <source>This game has no options.</source>
            <translation>Trò này không có tùy chọn.</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <location filename="../../ui/translation.py" line="27" />
            <source>&amp;No</source>
            <translation>&amp;Không</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="27" />
            <source>&amp;Yes</source>
            <translation>&amp;Có</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="25" />
            <source>Apply</source>
            <translation>Áp dụng</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="24" />
            <source>Cancel</source>
            <translation>Hủy</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="24" />
            <source>Close</source>
            <translation>Đóng</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="26" />
            <source>Discard</source>
            <translation>Bỏ</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="26" />
            <source>Help</source>
            <translation>Trợ giúp</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="24" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="25" />
            <source>Open</source>
            <translation>Mở</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="26" />
            <source>Reset</source>
            <translation>Đặt lại</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="25" />
            <source>Save</source>
            <translation>Lưu</translation>
        </message>
    </context>
    <context>
        <name>SetupDialog</name>
        <message>
            <location filename="../../ui/setup_dialog.py" line="250" />
            <source>At least one seat must be a person at this screen.</source>
            <translation>Phải có ít nhất một chỗ là người ngồi tại màn hình này.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="185" />
            <source>Bot — %1</source>
            <translation>Máy — %1</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="90" />
            <source>Cancel</source>
            <translation>Hủy</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="147" />
            <source>Custom</source>
            <translation>Tùy chỉnh</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="61" />
            <source>Each bot as chosen below</source>
            <translation>Mỗi bot theo lựa chọn bên dưới</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="63" />
            <source>Every bot: %1</source>
            <translation>Mọi bot: %1</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="95" />
            <source>Game</source>
            <translation>Trò chơi</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="60" />
            <source>Level of every bot</source>
            <translation>Cấp độ của mọi bot</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="179" />
            <source>Name of seat %1</source>
            <translation>Tên ở chỗ %1</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="26" />
            <source>New game</source>
            <translation>Ván mới</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="48" />
            <source>Number of players</source>
            <translation>Số người chơi</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="106" />
            <source>Options</source>
            <translation>Tùy chọn</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="183" />
            <source>Person at this screen</source>
            <translation>Người tại màn hình này</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="55" />
            <source>Players</source>
            <translation>Người chơi</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="50" />
            <location filename="../../ui/setup_dialog.py" line="56" />
            <source>Preset</source>
            <translation>Thiết lập sẵn</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="100" />
            <source>Seats</source>
            <translation>Chỗ ngồi</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="87" />
            <source>Start the game</source>
            <translation>Bắt đầu chơi</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="252" />
            <source>Two seats have the same name: give everyone a different one.</source>
            <translation>Có hai chỗ trùng tên: hãy đặt cho mỗi người một tên khác nhau.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="182" />
            <source>Who plays seat %1</source>
            <translation>Ai chơi ở chỗ %1</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <location filename="../../ui/table/table_view.py" line="24" />
            <source>Game table</source>
            <translation>Bàn chơi</translation>
        </message>
    </context>
    <context>
        <name>about</name>
        <message>
            <location filename="../../ui/about_dialog.py" line="18" />
            <source>About Safehouse</source>
            <translation>Giới thiệu Safehouse</translation>
        </message>
        <message>
            <location filename="../../ui/about_dialog.py" line="21" />
            <source>Hidden-role table games: The Resistance, Avalon and Bodyguard.</source>
            <translation>Trò chơi bàn vai trò ẩn: The Resistance, Avalon và Bodyguard.</translation>
        </message>
        <message>
            <location filename="../../ui/about_dialog.py" line="23" />
            <source>Qt %1 (PySide6 %2), Python %3</source>
            <translation>Qt %1 (PySide6 %2), Python %3</translation>
        </message>
        <message>
            <location filename="../../ui/about_dialog.py" line="19" />
            <source>Safehouse %1</source>
            <translation>Safehouse %1</translation>
        </message>
    </context>
    <context>
        <name>chat</name>
        <message>
            <location filename="../../ui/chat.py" line="29" />
            <source>Chat message</source>
            <translation>Tin nhắn trò chuyện</translation>
        </message>
        <message>
            <location filename="../../ui/chat.py" line="23" />
            <source>Chat messages</source>
            <translation>Các tin nhắn trò chuyện</translation>
        </message>
        <message>
            <location filename="../../ui/chat.py" line="28" />
            <source>Say something to the table…</source>
            <translation>Nói gì đó với cả bàn…</translation>
        </message>
        <message>
            <location filename="../../ui/chat.py" line="31" />
            <source>Send</source>
            <translation>Gửi</translation>
        </message>
        <message>
            <location filename="../../ui/chat.py" line="69" />
            <source>Slow down a little: wait a moment before the next message.</source>
            <translation>Chậm lại một chút: hãy đợi một lát trước khi gửi tiếp.</translation>
        </message>
        <message>
            <location filename="../../ui/chat.py" line="19" />
            <source>Table chat</source>
            <translation>Trò chuyện tại bàn</translation>
        </message>
    </context>
    <context>
        <name>crash</name>
        <message>
            <location filename="../../ui/crash_dialog.py" line="57" />
            <source>Copied</source>
            <translation>Đã sao chép</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="44" />
            <source>Copy details</source>
            <translation>Sao chép chi tiết</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="38" />
            <source>If you report this problem, paste the details into your report.</source>
            <translation>Nếu bạn báo cáo sự cố này, hãy dán phần chi tiết vào báo cáo.</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="45" />
            <source>Open the log folder</source>
            <translation>Mở thư mục nhật ký</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="29" />
            <source>Safehouse ran into a problem</source>
            <translation>Safehouse gặp sự cố</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="31" />
            <source>Something went wrong: %1</source>
            <translation>Đã xảy ra lỗi: %1</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="34" />
            <source>The log is saved in %1</source>
            <translation>Nhật ký được lưu tại %1</translation>
        </message>
    </context>
    <context>
        <name>curtain</name>
        <message>
            <location filename="../../ui/curtain.py" line="53" />
            <source>Everyone else, look away. %1 has a secret choice to make.</source>
            <translation>Những người khác hãy quay đi. %1 cần đưa ra một lựa chọn bí mật.</translation>
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="49" />
            <source>Everyone else, look away. %1 wants to check their secret role.</source>
            <translation>Những người khác hãy quay đi. %1 muốn xem lại vai trò bí mật của mình.</translation>
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="51" />
            <source>Everyone else, look away. %1 will see their secret role.</source>
            <translation>Những người khác hãy quay đi. %1 sắp xem vai trò bí mật của mình.</translation>
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="54" />
            <source>I am %1 — show my screen</source>
            <translation>Tôi là %1 — hiện màn hình của tôi</translation>
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="31" />
            <source>Not now</source>
            <translation>Để sau</translation>
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="47" />
            <source>Pass the screen to %1</source>
            <translation>Chuyền màn hình cho %1</translation>
        </message>
    </context>
    <context>
        <name>decide</name>
        <message>
            <location filename="../../ui/decisions.py" line="114" />
            <source>%1 suggests %2</source>
            <translation>%1 đề xuất %2</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="20" />
            <source>%1, one last name: who else, and which role?</source>
            <translation>%1, một cái tên cuối cùng: còn ai, và vai trò gì?</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="18" />
            <source>%1, take your shot: one name decides the game</source>
            <translation>%1, hãy ra tay: một cái tên quyết định ván chơi</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="22" />
            <source>%1, your turn: play one card</source>
            <translation>%1, đến lượt bạn: đánh một lá bài</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="104" />
            <source>Choose one shot:</source>
            <translation>Chọn một phát bắn:</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="55" />
            <source>Establish Confidence is yours to use: pick whom you show your character card to.</source>
            <translation>Gầy dựng lòng tin do bạn dùng: chọn người được xem lá nhân vật của bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="74" />
            <source>Everyone answers at once, so nobody learns who could accuse.</source>
            <translation>Mọi người cùng trả lời một lúc, nên không ai biết ai có thể buộc tội.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="84" />
            <source>Evil shoots together: suggest a target to %1, who takes the shot, or pass.</source>
            <translation>Phe Tà ác cùng ra tay: đề xuất mục tiêu cho %1, người sẽ bắn, hoặc bỏ qua.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="63" />
            <source>Give the Investigator token to another player: they will investigate someone.</source>
            <translation>Trao thẻ Điều tra viên cho người chơi khác: họ sẽ điều tra một người.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="95" />
            <source>Good has won three missions. Only your shot can still win the game for evil.</source>
            <translation>Phe Chính nghĩa đã thắng ba nhiệm vụ. Chỉ phát bắn của bạn còn có thể giúp phe Tà ác thắng.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="102" />
            <source>Hunt the Cleric: name the Cleric, then one more player and their role.</source>
            <translation>Săn Giáo sĩ: gọi tên Giáo sĩ, rồi thêm một người chơi và vai trò của họ.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="126" />
            <source>In the Spotlight: name one team member; their mission card is played face up.</source>
            <translation>Tâm điểm nghi kị: chọn một thành viên trong đội; lá nhiệm vụ của họ được lật ngửa.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="65" />
            <source>Investigate a player who is not on the team: they must show you a loyalty card.</source>
            <translation>Điều tra một người không ở trong đội: họ phải cho bạn xem một lá lòng trung thành.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="127" />
            <source>Keeping a Close Eye on You: privately look at one team member's mission card.</source>
            <translation>Đối tượng cần chú ý: bí mật xem lá nhiệm vụ của một thành viên trong đội.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="98" />
            <source>Name Merlin: evil wins if you are right.</source>
            <translation>Gọi tên Merlin: phe Tà ác thắng nếu bạn đúng.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="100" />
            <source>Name both lovers, Tristan and Isolde: evil wins only if both are right.</source>
            <translation>Gọi tên cả hai người yêu, Tristan và Isolde: phe Tà ác chỉ thắng nếu đúng cả hai.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="71" />
            <source>Name the rival Chief: a correct accusation wins the game for your side.</source>
            <translation>Gọi tên Thủ lĩnh phe đối địch: buộc tội đúng sẽ giúp phe bạn thắng.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="125" />
            <source>No Confidence: the approved team counts as rejected and the lead passes on.</source>
            <translation>Tự ti: đội đã được thông qua bị tính là bị bác bỏ và quyền đội trưởng được chuyển tiếp.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="59" />
            <source>Open Up: show your own character card to one player of your choice (the Leader too).</source>
            <translation>Mở lòng: cho một người chơi tùy chọn xem lá nhân vật của bạn (kể cả Đội trưởng).</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="57" />
            <source>Overheard Conversation: look at the character card of a neighbour on your left or right.</source>
            <translation>Tình cờ nghe thấy: xem lá nhân vật của người ngồi bên trái hoặc bên phải bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="51" />
            <source>Play it now, or pass: a pass holds the card for a later chance.</source>
            <translation>Đánh ngay, hoặc bỏ qua: bỏ qua thì bạn giữ lá bài cho lần sau.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="124" />
            <source>Strong Leader: become the Leader yourself, before the Leader acts.</source>
            <translation>Chỗ dựa vững chắc: tự trở thành Đội trưởng, trước khi Đội trưởng hành động.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="61" />
            <source>Take Responsibility: take one plot card lying in front of another player.</source>
            <translation>Gánh vác trách nhiệm: lấy một lá diễn hoạt đang nằm trước mặt người chơi khác.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="87" />
            <source>The Cleric is found. Now name one more player and their role: both right and evil wins; one wrong and good wins.</source>
            <translation>Đã tìm ra Giáo sĩ. Giờ gọi tên thêm một người chơi và vai trò của họ: đúng cả hai thì phe Tà ác thắng; sai một thì phe Chính nghĩa thắng.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="92" />
            <source>The Resistance has won three missions. Name the Commander and the spies win instead.</source>
            <translation>Phe Kháng chiến đã thắng ba nhiệm vụ. Gọi đúng tên Chỉ huy thì phe Gián điệp sẽ thắng.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="67" />
            <source>You are being investigated: show the investigator one of the cards you may show.</source>
            <translation>Bạn đang bị điều tra: cho điều tra viên xem một trong những lá bạn được phép cho xem.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="53" />
            <source>You drew plot cards as Leader: give each one to another player (nobody gets two).</source>
            <translation>Là Đội trưởng, bạn đã rút lá diễn hoạt: trao mỗi lá cho một người chơi khác (không ai nhận hai lá).</translation>
        </message>
        <message>
            <source>You drew plot cards as Leader: give each one to another player (nobody gets two). Establish Confidence is yours to use: pick whom you show your character card to.</source>
            <translation type="vanished">Là Đội trưởng, bạn đã rút lá diễn hoạt: trao mỗi lá cho một người chơi khác (không ai nhận hai lá). Gầy dựng lòng tin do bạn dùng: chọn người được xem lá nhân vật của bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="72" />
            <source>You may accuse: %1.</source>
            <translation>Bạn có thể buộc tội: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="112" />
            <source>You may name anyone not known to be on your side: %1.</source>
            <translation>Bạn có thể gọi tên bất kỳ ai không được biết là cùng phe: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="117" />
            <source>Your team: %1.</source>
            <translation>Đồng đội của bạn: %1.</translation>
        </message>
    </context>
    <context>
        <name>end</name>
        <message>
            <source>%1 points (%2 × 2)</source>
            <translation type="vanished">%1 điểm (%2 × 2)</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="105" />
            <location filename="../../ui/reveal_director.py" line="114" />
            <source>%1 win!</source>
            <translation>%1 thắng!</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="103" />
            <location filename="../../ui/reveal_director.py" line="112" />
            <source>%1 wins!</source>
            <translation>%1 thắng!</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="146" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/end_panel.py" line="132" />
            <source>%n points (%1 × 2)</source>
            <translation>
                <numerusform>%n điểm (%1 × 2)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="57" />
            <source>Back to the home screen</source>
            <translation>Về màn hình chính</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="147" />
            <source>Missions — %1</source>
            <translation>Nhiệm vụ — %1</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="49" />
            <source>Rematch</source>
            <translation>Chơi lại</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="54" />
            <source>Review the game</source>
            <translation>Xem lại ván đấu</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="142" />
            <source>Scores: %1</source>
            <translation>Điểm: %1</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="55" />
            <source>The coach's belief round by round, and what the expert would have done at the key moments</source>
            <translation>Nhận định của huấn luyện viên qua từng vòng, và điều chuyên gia sẽ làm ở những thời điểm then chốt</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="103" />
            <location filename="../../ui/end_panel.py" line="105" />
            <location filename="../../ui/reveal_director.py" line="112" />
            <location filename="../../ui/reveal_director.py" line="115" />
            <source>The game is over</source>
            <translation>Trò chơi đã kết thúc</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="52" />
            <location filename="../../ui/tutorial_screen.py" line="187" />
            <source>Watch the replay</source>
            <translation>Xem lại ván chơi</translation>
        </message>
    </context>
    <context>
        <name>game</name>
        <message>
            <location filename="../../ui/game_screen.py" line="308" />
            <source>%1, this is your secret information. Hide it when you are done.</source>
            <translation>%1, đây là thông tin bí mật của bạn. Hãy ẩn đi khi xem xong.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="23" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="182" />
            <source>At this screen</source>
            <translation>Tại màn hình này</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="178" />
            <source>Bot · %1</source>
            <translation>Máy · %1</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="109" />
            <source>Faster bots</source>
            <translation>Máy chơi nhanh hơn</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="98" />
            <source>Hide my screen</source>
            <translation>Ẩn màn hình của tôi</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="113" />
            <source>Leave the table</source>
            <translation>Rời bàn</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="102" />
            <source>Look at your secret role again (the screen goes behind the curtain first)</source>
            <translation>Xem lại vai trò bí mật của bạn (màn hình được che trước)</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="101" />
            <source>Peek at my role</source>
            <translation>Xem vai trò của tôi</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="322" />
            <source>Sent. Waiting for the table…</source>
            <translation>Đã gửi. Đang chờ cả bàn…</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="171" />
            <source>Setting up the table…</source>
            <translation>Đang chuẩn bị bàn chơi…</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="93" />
            <source>Vote history</source>
            <translation>Lịch sử biểu quyết</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="304" />
            <source>Waiting for %1…</source>
            <translation>Đang chờ %1…</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="313" />
            <source>Waiting for: %1</source>
            <translation>Đang chờ: %1</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="306" />
            <source>Waiting…</source>
            <translation>Đang chờ…</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="180" />
            <source>You</source>
            <translation>Bạn</translation>
        </message>
    </context>
    <context>
        <name>join</name>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="169" />
            <source>%1 of %2 free</source>
            <translation>Còn trống %1/%2</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="168" />
            <source>(no name)</source>
            <translation>(không tên)</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="69" />
            <source>Access</source>
            <translation>Truy cập</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="118" />
            <source>Back to the home screen</source>
            <translation>Về màn hình chính</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="189" />
            <source>Between games</source>
            <translation>Giữa các ván</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="209" />
            <source>Every seat is taken: you can watch.</source>
            <translation>Đã hết chỗ: bạn có thể xem.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="68" />
            <source>Game</source>
            <translation>Trò chơi</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="50" />
            <source>Join a LAN table</source>
            <translation>Vào bàn chơi mạng LAN</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="258" />
            <source>Joining…</source>
            <translation>Đang vào bàn…</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="82" />
            <location filename="../../ui/lan/join_screen.py" line="180" />
            <source>Looking for tables on this network…</source>
            <translation>Đang tìm bàn chơi trong mạng này…</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="59" />
            <source>Only for a table that asks for one</source>
            <translation>Chỉ khi bàn yêu cầu</translation>
        </message>
        <message>
            <source>Only for a table with 🔒</source>
            <translation type="vanished">Chỉ cho bàn có 🔒</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="195" />
            <source>Open</source>
            <translation>Mở</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="99" />
            <source>Or join by address</source>
            <translation>Hoặc vào bằng địa chỉ</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="63" />
            <location filename="../../ui/lan/join_screen.py" line="195" />
            <source>Password</source>
            <translation>Mật khẩu</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="187" />
            <source>Playing</source>
            <translation>Đang chơi</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="68" />
            <source>Seats</source>
            <translation>Chỗ ngồi</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="69" />
            <source>Status</source>
            <translation>Trạng thái</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="68" />
            <source>Table</source>
            <translation>Bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="103" />
            <source>Table address</source>
            <translation>Địa chỉ bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="60" />
            <source>Table password</source>
            <translation>Mật khẩu bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="181" />
            <source>Tables appear and update here as they open and fill.</source>
            <translation>Các bàn sẽ hiện ra và cập nhật ở đây khi được mở và có người vào.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="74" />
            <source>Tables found on this network</source>
            <translation>Các bàn tìm thấy trong mạng này</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="65" />
            <source>Tables on this network</source>
            <translation>Các bàn trong mạng này</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="89" />
            <location filename="../../ui/lan/join_screen.py" line="105" />
            <source>Take a seat</source>
            <translation>Ngồi vào bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="102" />
            <source>The address the host shows, e.g. 192.168.1.20:52000</source>
            <translation>Địa chỉ chủ bàn hiển thị, ví dụ 192.168.1.20:52000</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="154" />
            <source>This computer cannot look for tables on the network right now. Join by address instead.</source>
            <translation>Máy này hiện không tìm được bàn trong mạng. Hãy vào bằng địa chỉ.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="223" />
            <source>This table has a password: type it above.</source>
            <translation>Bàn này có mật khẩu: hãy nhập ở trên.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="206" />
            <source>This table runs a different version of Safehouse (protocol %1; this copy speaks %2). Install the same version as the host to join it.</source>
            <translation>Bàn này dùng phiên bản Safehouse khác (giao thức %1; bản này dùng %2). Hãy cài cùng phiên bản với chủ bàn để vào.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="252" />
            <source>Type your name first: the table shows it to everyone.</source>
            <translation>Hãy nhập tên trước: cả bàn sẽ thấy tên bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="190" />
            <source>Waiting for players</source>
            <translation>Đang chờ người chơi</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="92" />
            <location filename="../../ui/lan/join_screen.py" line="107" />
            <source>Watch</source>
            <translation>Xem</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="55" />
            <location filename="../../ui/lan/join_screen.py" line="62" />
            <source>Your name</source>
            <translation>Tên của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="54" />
            <source>Your name at the table</source>
            <translation>Tên của bạn tại bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="194" />
            <source>✕ Other version</source>
            <translation>✕ Khác phiên bản</translation>
        </message>
        <message>
            <source>🔒 Password</source>
            <translation type="vanished">🔒 Mật khẩu</translation>
        </message>
    </context>
    <context>
        <name>lan</name>
        <message>
            <source>%1 bot</source>
            <translation type="vanished">%1 máy</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="93" />
            <source>%1 watching</source>
            <translation>%1 người xem</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="16" />
            <source>A game is being played at this table right now.</source>
            <translation>Bàn này đang có ván chơi diễn ra.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="64" />
            <location filename="../../ui/lan/in_game.py" line="74" />
            <source>At the table</source>
            <translation>Tại bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="74" />
            <source>At the table — last known</source>
            <translation>Tại bàn — trạng thái gần nhất</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="19" />
            <source>Away — a bot plays for now</source>
            <translation>Vắng mặt — máy đang chơi thay</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="22" />
            <source>Away — seat held</source>
            <translation>Vắng mặt — đang giữ chỗ</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="144" />
            <source>Back at the table.</source>
            <translation>Đã trở lại bàn.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="44" />
            <source>Between games</source>
            <translation>Giữa các ván</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="35" />
            <source>Bot %1</source>
            <translation>Máy %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="17" />
            <source>Bot · %1</source>
            <translation>Máy · %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="11" />
            <source>Choose a name with at least one letter or digit.</source>
            <translation>Hãy chọn một tên có ít nhất một chữ cái hoặc chữ số.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="21" />
            <source>Connected</source>
            <translation>Đã kết nối</translation>
        </message>
        <message>
            <source>Every seat at this table is taken. You can still watch.</source>
            <translation type="vanished">Bàn này đã hết chỗ. Bạn vẫn có thể xem.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="40" />
            <source>Leave the table</source>
            <translation>Rời bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="21" />
            <source>No Safehouse table answered at that address.</source>
            <translation>Không có bàn Safehouse nào trả lời ở địa chỉ đó.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="15" />
            <source>Open seat</source>
            <translation>Chỗ trống</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="42" />
            <source>Playing</source>
            <translation>Đang chơi</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="36" />
            <source>Seat %1</source>
            <translation>Chỗ %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="33" />
            <source>Seat %1 — free</source>
            <translation>Chỗ %1 — trống</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="23" />
            <source>Slow down a little: too many messages at once.</source>
            <translation>Chậm lại một chút: quá nhiều tin nhắn cùng lúc.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="13" />
            <source>Someone else just took that seat. Pick another one.</source>
            <translation>Có người vừa ngồi vào chỗ đó. Hãy chọn chỗ khác.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="24" />
            <source>That is not possible for your own seat.</source>
            <translation>Không thể làm vậy với chỗ của chính bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="14" />
            <source>That password is not right for this table.</source>
            <translation>Mật khẩu không đúng với bàn này.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="20" />
            <source>That seat does not exist.</source>
            <translation>Chỗ đó không tồn tại.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="10" />
            <source>That seat is still connected from another window or computer.</source>
            <translation>Ghế đó vẫn đang được kết nối từ một cửa sổ hoặc máy tính khác.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="12" />
            <source>The host cannot save the game (its disk may be full), so the table has stopped. Nothing already played is lost.</source>
            <translation>Chủ bàn không lưu được ván chơi (có thể ổ đĩa đã đầy), nên bàn đã dừng. Những gì đã chơi không bị mất.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="21" />
            <location filename="../../ui/lan/refusals.py" line="18" />
            <source>The host closed the table.</source>
            <translation>Chủ bàn đã đóng bàn.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="17" />
            <source>The host gave your seat to someone else.</source>
            <translation>Chủ bàn đã giao chỗ của bạn cho người khác.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="21" />
            <source>The host is not answering.</source>
            <translation>Chủ bàn không phản hồi.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="26" />
            <source>The table refused: %1</source>
            <translation>Bàn đã từ chối: %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="9" />
            <source>This table has no room left: every seat, or every place to watch, is taken.</source>
            <translation>Bàn này đã hết chỗ: mọi ghế, hoặc mọi chỗ xem, đều đã có người.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="15" />
            <source>This table runs a different version of Safehouse. Use the same version as the host to join.</source>
            <translation>Bàn này dùng phiên bản Safehouse khác. Hãy dùng cùng phiên bản với chủ bàn để vào.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="22" />
            <source>Type the address as the host shows it, for example 192.168.1.20:52000.</source>
            <translation>Nhập địa chỉ đúng như chủ bàn hiển thị, ví dụ 192.168.1.20:52000.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="45" />
            <source>Waiting for players</source>
            <translation>Đang chờ người chơi</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="91" />
            <location filename="../../ui/lan/in_game.py" line="128" />
            <source>You</source>
            <translation>Bạn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="19" />
            <source>Your seat at this table is no longer yours.</source>
            <translation>Chỗ của bạn ở bàn này không còn là của bạn nữa.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="22" />
            <source>Your seat is kept: you will be back at the table by yourself as soon as the host reopens it.</source>
            <translation>Chỗ của bạn được giữ: bạn sẽ tự động trở lại bàn ngay khi chủ bàn mở lại.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="18" />
            <source>◌ Connection lost — reconnecting to the table…</source>
            <translation>◌ Mất kết nối — đang kết nối lại với bàn…</translation>
        </message>
    </context>
    <context>
        <name>lobby</name>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="134" />
            <source> (you)</source>
            <translation> (bạn)</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="140" />
            <source>%1 watching</source>
            <translation>%1 người xem</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="125" />
            <source>%1 · %2 players · %3</source>
            <translation>%1 · %2 người · %3</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="165" />
            <source>Announcing the table on this network…</source>
            <translation>Đang thông báo bàn trong mạng này…</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="189" />
            <source>Change seat %1</source>
            <translation>Đổi chỗ %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="199" />
            <source>Change the bot</source>
            <translation>Đổi máy</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="188" />
            <source>Change…</source>
            <translation>Đổi…</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="78" />
            <source>Close the table</source>
            <translation>Đóng bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="74" />
            <source>Fill open seats with bots</source>
            <translation>Cho máy ngồi vào các chỗ trống</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="78" />
            <source>Leave the table</source>
            <translation>Rời bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="165" />
            <source>Listed on this network.</source>
            <translation>Đã hiển thị trong mạng này.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="193" />
            <source>Move to seat</source>
            <translation>Chuyển sang chỗ</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="203" />
            <source>Open the seat for a player</source>
            <translation>Mở chỗ cho người chơi</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="124" />
            <source>Open to everyone on this network</source>
            <translation>Mở cho mọi người trong mạng này</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="159" />
            <source>Opening the table…</source>
            <translation>Đang mở bàn…</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="124" />
            <source>Password needed</source>
            <translation>Cần mật khẩu</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="47" />
            <source>Player</source>
            <translation>Người chơi</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="166" />
            <source>Players can also join by address: %1</source>
            <translation>Người chơi cũng có thể vào bằng địa chỉ: %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="199" />
            <source>Replace with a bot</source>
            <translation>Thay bằng máy</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="47" />
            <source>Seat</source>
            <translation>Chỗ</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="195" />
            <source>Seat %1</source>
            <translation>Chỗ %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="52" />
            <source>Seats at the table</source>
            <translation>Các chỗ ngồi tại bàn</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="197" />
            <source>Send away (the seat opens)</source>
            <translation>Mời ra (chỗ được mở lại)</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="184" />
            <source>Sit here</source>
            <translation>Ngồi đây</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="76" />
            <source>Stand up and watch</source>
            <translation>Đứng dậy và xem</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="71" />
            <source>Start the game</source>
            <translation>Bắt đầu chơi</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="47" />
            <source>State</source>
            <translation>Trạng thái</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="168" />
            <source>Table at %1</source>
            <translation>Bàn tại %1</translation>
        </message>
        <message>
            <source>Waiting for %1 more players (or fill the seats with bots).</source>
            <translation type="vanished">Đang chờ thêm %1 người (hoặc cho máy ngồi vào chỗ trống).</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/lan/lobby_screen.py" line="149" />
            <source>Waiting for %n more players (or fill the seats with bots).</source>
            <translation>
                <numerusform>Đang chờ thêm %n người (hoặc cho máy ngồi vào chỗ trống).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="143" />
            <source>You are watching. Pick a free seat to play.</source>
            <translation>Bạn đang xem. Hãy chọn một chỗ trống để chơi.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="145" />
            <source>You sit in seat %1.</source>
            <translation>Bạn ngồi ở chỗ %1.</translation>
        </message>
        <message>
            <source>🔒 Password needed</source>
            <translation type="vanished">🔒 Cần mật khẩu</translation>
        </message>
    </context>
    <context>
        <name>log</name>
        <message>
            <location filename="../../ui/game_screen.py" line="55" />
            <source>%1 (you)</source>
            <translation>%1 (bạn)</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="120" />
            <source>%1 accuses %2: %3.</source>
            <translation>%1 buộc tội %2: %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="113" />
            <source>%1 answers the investigation.</source>
            <translation>%1 trả lời cuộc điều tra.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="42" />
            <source>%1 answers with Hardcore!</source>
            <translation>%1 đáp lại bằng Phản đòn!</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="44" />
            <source>%1 discards a card face down.</source>
            <translation>%1 bỏ úp một lá.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="89" />
            <source>%1 does not use %2: no card is switched.</source>
            <translation>%1 không dùng %2: không lá bài nào bị đổi.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="51" />
            <source>%1 drank the Deadly Martini and skips a turn.</source>
            <translation>%1 đã uống Ly Martini chết người và mất một lượt.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="68" />
            <source>%1 draws %2.</source>
            <translation>%1 rút: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="56" />
            <source>%1 gathers the roles to deal them again.</source>
            <translation>%1 gom các vai trò để chia lại.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="70" />
            <location filename="../../ui/log_text.py" line="87" />
            <source>%1 gives %2 to %3.</source>
            <translation>%1 trao %2 cho %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="109" />
            <source>%1 gives the Investigator token to %2.</source>
            <translation>%1 trao thẻ Điều tra viên cho %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="111" />
            <source>%1 investigates %2.</source>
            <translation>%1 điều tra %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="39" />
            <source>%1 is cancelled.</source>
            <translation>%1 bị hủy.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="78" />
            <source>%1 is discarded without effect.</source>
            <translation>%1 bị bỏ mà không có tác dụng.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="69" />
            <source>%1 is eliminated by %2.</source>
            <translation>%1 bị %2 loại.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="61" />
            <source>%1 now leads.</source>
            <translation>%1 giờ là Đội trưởng.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="34" />
            <source>%1 places %2 on %3.</source>
            <translation>%1 đặt %2 lên %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="85" />
            <source>%1 plays %2 face up.</source>
            <translation>%1 lật ngửa lá %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="36" />
            <location filename="../../ui/log_text.py" line="73" />
            <source>%1 plays %2 on %3.</source>
            <translation>%1 dùng %2 lên %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="74" />
            <source>%1 plays %2.</source>
            <translation>%1 dùng %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="54" />
            <source>%1 plays Plan B and removes %2.</source>
            <translation>%1 đánh Kế hoạch B và bỏ %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="60" />
            <source>%1 plays Strong Leader and takes the lead.</source>
            <translation>%1 dùng Chỗ dựa vững chắc và trở thành Đội trưởng.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="27" />
            <source>%1 proposes %2 for mission %3.</source>
            <translation>%1 đề cử %2 cho nhiệm vụ %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="52" />
            <source>%1 receives the %2.</source>
            <translation>%1 nhận %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="117" />
            <source>%1 reveals: %2.</source>
            <translation>%1 lộ diện: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="104" />
            <source>%1 shoots at %2.</source>
            <translation>%1 bắn %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="107" />
            <source>%1 shoots at %2: %3.</source>
            <translation>%1 bắn %2: %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="115" />
            <source>%1 showed you: %2.</source>
            <translation>%1 đã cho bạn xem: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="52" />
            <source>%1 skips a turn.</source>
            <translation>%1 mất một lượt.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="102" />
            <source>%1 suggests %2.</source>
            <translation>%1 gợi ý %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="40" />
            <source>%1 takes effect on %2.</source>
            <translation>%1 có hiệu lực lên %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="91" />
            <source>%1 uses %2 to switch %3's mission card.</source>
            <translation>%1 dùng %2 để đổi lá nhiệm vụ của %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="54" />
            <source>%1 uses the %2 on %3.</source>
            <translation>%1 dùng %2 lên %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="127" />
            <source>%1 win: %2.</source>
            <translation>%1 thắng: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="35" />
            <source>Everyone approves, yet the team is rejected.</source>
            <translation>Mọi người đều đồng ý, nhưng đội vẫn bị từ chối.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="100" />
            <source>Evil reveals itself to choose the target together.</source>
            <translation>Phe Tà ác lộ diện để cùng chọn mục tiêu.</translation>
        </message>
        <message>
            <location filename="../../ui/game_log.py" line="17" />
            <source>Game log</source>
            <translation>Nhật ký ván chơi</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="94" />
            <source>Lancelot's loyalty card: %1.</source>
            <translation>Lá trung thành của Lancelot: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="96" />
            <source>Lancelot's loyalty cards, in order: %1.</source>
            <translation>Các lá trung thành của Lancelot, theo thứ tự: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="49" />
            <source>Mission %1 %2: %3 Success, %4 Fail.</source>
            <translation>Nhiệm vụ %1 %2: %3 Thành công, %4 Thất bại.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="125" />
            <source>Mission %1 now counts as %2.</source>
            <translation>Nhiệm vụ %1 giờ được tính là %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="67" />
            <source>No rescue came.</source>
            <translation>Không có ai giải cứu.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="64" />
            <source>Opinion Maker votes first: %1.</source>
            <translation>Người giữ Ghi nhận ý kiến bỏ phiếu trước: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="44" />
            <source>Rejected teams this round: %1 of 5.</source>
            <translation>Số đội bị từ chối trong vòng này: %1/5.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="60" />
            <source>Rescue window! %1 is about to kill the President. Can the Bodyguard save them?</source>
            <translation>Thời điểm giải cứu! %1 sắp hạ Tổng thống. Vệ sĩ có cứu kịp không?</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="58" />
            <source>Role cards collected: %1.</source>
            <translation>Các lá vai trò đã gom: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="72" />
            <source>Round over (%1). Roles: %2. Scores: %3.</source>
            <translation>Hết vòng (%1). Vai trò: %2. Điểm: %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="62" />
            <source>The Bodyguard rescues the President!</source>
            <translation>Vệ sĩ giải cứu Tổng thống!</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="27" />
            <source>The President deals the roles again.</source>
            <translation>Tổng thống chia lại vai trò.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="28" />
            <source>The President deals the secret roles.</source>
            <translation>Tổng thống chia các vai trò bí mật.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="122" />
            <source>The Spy Hunter does not accuse early.</source>
            <translation>Thợ săn Gián điệp không buộc tội sớm.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="42" />
            <source>The fifth team goes ahead without a vote.</source>
            <translation>Đội thứ năm lên đường mà không cần biểu quyết.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="21" />
            <source>The game begins with %1 players. %2 leads first.</source>
            <translation>Ván chơi bắt đầu với %1 người. %2 làm Đội trưởng đầu tiên.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="22" />
            <source>The game begins: %1 rounds, everyone is President once.</source>
            <translation>Ván chơi bắt đầu: %1 vòng, ai cũng làm Tổng thống một lần.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="65" />
            <source>The game is over. Winner: %1.</source>
            <translation>Ván chơi kết thúc. Người thắng: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="39" />
            <source>The team is %1. Approve: %2. Reject: %3.</source>
            <translation>Đội %1. Đồng ý: %2. Từ chối: %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="34" />
            <source>The team is approved by everyone.</source>
            <translation>Mọi người đều đồng ý với đội.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="37" />
            <source>The team is rejected by everyone.</source>
            <translation>Mọi người đều từ chối đội.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="98" />
            <source>Three missions succeeded. %1 takes aim.</source>
            <translation>Ba nhiệm vụ đã thành công. %1 nhắm bắn.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="46" />
            <source>You discarded %1.</source>
            <translation>Bạn đã bỏ %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="48" />
            <source>You drew %1.</source>
            <translation>Bạn đã rút %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="81" />
            <source>You saw %1's card: %2.</source>
            <translation>Bạn đã xem lá của %1: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="56" />
            <source>You saw %1's loyalty: %2.</source>
            <translation>Bạn đã xem phe của %1: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="83" />
            <source>You saw %1's mission card: %2.</source>
            <translation>Bạn đã xem lá nhiệm vụ của %1: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="30" />
            <source>You set aside: %1.</source>
            <translation>Bạn đã để riêng: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="32" />
            <source>Your role this round: %1.</source>
            <translation>Vai trò của bạn ở vòng này: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="23" />
            <source>Your role: %1.</source>
            <translation>Vai trò của bạn: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="124" />
            <source>a failure</source>
            <translation>thất bại</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="106" />
            <source>a hit</source>
            <translation>trúng</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="106" />
            <source>a miss</source>
            <translation>trượt</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="124" />
            <source>a success</source>
            <translation>thành công</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="38" />
            <source>approved</source>
            <translation>được thông qua</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="48" />
            <source>failed</source>
            <translation>thất bại</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="38" />
            <source>rejected</source>
            <translation>bị từ chối</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="119" />
            <source>right</source>
            <translation>đúng</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="48" />
            <source>succeeded</source>
            <translation>thành công</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="119" />
            <source>wrong</source>
            <translation>sai</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="24" />
            <source>— Round %1 — %2 is President.</source>
            <translation>— Vòng %1 — %2 là Tổng thống.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="25" />
            <source>— Round %1 — %2 leads.</source>
            <translation>— Vòng %1 — %2 làm Đội trưởng.</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../../ui/main_window.py" line="307" />
            <source>Cannot replay this game</source>
            <translation>Không thể xem lại ván này</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="276" />
            <source>Cannot review this game</source>
            <translation>Không thể xem lại ván này</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="162" />
            <source>Keep playing</source>
            <translation>Chơi tiếp</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="161" />
            <source>Leave the table</source>
            <translation>Rời bàn</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="158" />
            <source>Leave the table?</source>
            <translation>Rời bàn?</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="50" />
            <location filename="../../ui/main_window.py" line="89" />
            <source>Safehouse</source>
            <translation>Safehouse</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation type="vanished">Đã có lỗi xảy ra</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="159" />
            <source>The game is not over. Leave the table and go back to the home screen? You can resume it later from the home screen.</source>
            <translation>Ván chơi chưa kết thúc. Rời bàn và quay về màn hình chính? Bạn có thể chơi tiếp sau từ màn hình chính.</translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <location filename="../../ui/names.py" line="142" />
            <source>A Hunter accuses</source>
            <translation>Một Thợ săn buộc tội</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="134" />
            <source>A mission card may be switched</source>
            <translation>Có thể đổi một lá nhiệm vụ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="163" />
            <source>A mission card you saw</source>
            <translation>Lá nhiệm vụ bạn đã thấy</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="145" />
            <source>A player's turn</source>
            <translation>Lượt của một người chơi</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="120" />
            <source>Accuse a player</source>
            <translation>Buộc tội một người</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="121" />
            <source>Accuse now?</source>
            <translation>Buộc tội ngay?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="141" />
            <source>An investigation</source>
            <translation>Một cuộc điều tra</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="164" />
            <source>An investigation answer you saw</source>
            <translation>Câu trả lời điều tra bạn đã thấy</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="152" />
            <source>Answer</source>
            <translation>Trả lời</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="119" />
            <source>Answer the investigation</source>
            <translation>Trả lời cuộc điều tra</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="95" />
            <location filename="../../ui/names.py" line="95" />
            <source>Answer with Hardcore?</source>
            <translation>Đáp lại bằng Phản đòn?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="157" />
            <source>Approve</source>
            <translation>Đồng ý</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="19" />
            <source>Arthur's loyal servants against Mordred's minions — and Merlin must stay hidden. 5–10 players.</source>
            <translation>Người hầu trung thành của Arthur đối đầu tay sai của Mordred — và Merlin phải giấu mình. 5–10 người chơi.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="26" />
            <source>Assassin</source>
            <translation>Sát thủ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="32" />
            <source>Blind Spy</source>
            <translation>Điệp viên mù</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="32" />
            <source>Body Guard</source>
            <translation>Vệ sĩ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="15" />
            <location filename="../../ui/names.py" line="37" />
            <source>Bodyguard</source>
            <translation>Vệ sĩ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="150" />
            <source>Card</source>
            <translation>Lá bài</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="48" />
            <source>Chief</source>
            <translation>Thủ lĩnh</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="47" />
            <source>Chief Fail</source>
            <translation>Thất bại của Thủ lĩnh</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="28" />
            <source>Cleric</source>
            <translation>Giáo sĩ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="31" />
            <source>Commander</source>
            <translation>Chỉ huy</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="35" />
            <source>Coordinator</source>
            <translation>Điều phối viên</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="59" />
            <source>Deadly Martini</source>
            <translation>Ly Martini chết người</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="36" />
            <source>Deep Agent</source>
            <translation>Đặc vụ chìm</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="32" />
            <source>Deep Cover</source>
            <translation>Nằm vùng</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="59" />
            <source>Dirty Trick</source>
            <translation>Chiêu bẩn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="108" />
            <source>Discard a card</source>
            <translation>Bỏ một lá</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="35" />
            <source>Dummy Agent</source>
            <translation>Đặc vụ bù nhìn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="169" />
            <source>Easy</source>
            <translation>Dễ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="51" />
            <source>Establish Confidence</source>
            <translation>Gầy dựng lòng tin</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="125" />
            <source>Everyone votes on the team</source>
            <translation>Mọi người biểu quyết đội</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="41" />
            <source>Evil</source>
            <translation>phe Tà ác</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="55" />
            <source>Excalibur</source>
            <translation>Excalibur</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="170" />
            <source>Expert</source>
            <translation>Chuyên gia</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="47" />
            <source>Fail</source>
            <translation>Thất bại</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="31" />
            <source>False Commander</source>
            <translation>Chỉ huy giả</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="152" />
            <source>From</source>
            <translation>Của</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="117" />
            <source>Give the Investigator token</source>
            <translation>Trao thẻ Điều tra viên</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="153" />
            <source>Give to</source>
            <translation>Trao cho</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="41" />
            <source>Good</source>
            <translation>phe Chính nghĩa</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="109" />
            <source>Hand out the plot card</source>
            <translation>Trao lá diễn hoạt</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="103" />
            <source>Hand over the token</source>
            <translation>Trao thẻ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="170" />
            <source>Hard</source>
            <translation>Khó</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="60" />
            <source>Hardcore</source>
            <translation>Phản đòn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="153" />
            <source>Hit to remove</source>
            <translation>Đòn cần bỏ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="92" />
            <source>Hunt the Cleric</source>
            <translation>Săn Giáo sĩ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="53" />
            <source>In the Spotlight</source>
            <translation>Tâm điểm nghi kị</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="138" />
            <source>In the Spotlight can be played</source>
            <translation>Có thể dùng Tâm điểm nghi kị</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="57" />
            <source>Inquisitor</source>
            <translation>Người thẩm vấn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="118" />
            <source>Investigate a player</source>
            <translation>Điều tra một người</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="57" />
            <source>Investigator</source>
            <translation>Điều tra viên</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="29" />
            <source>Isolde</source>
            <translation>Isolde</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="139" />
            <source>Keeping a Close Eye can be played</source>
            <translation>Có thể dùng Đối tượng cần chú ý</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="53" />
            <source>Keeping a Close Eye on You</source>
            <translation>Đối tượng cần chú ý</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="55" />
            <source>Lady of the Lake</source>
            <translation>Nữ thần Hồ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="30" />
            <source>Lancelot (evil)</source>
            <translation>Lancelot (tà ác)</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="30" />
            <source>Lancelot (good)</source>
            <translation>Lancelot (chính nghĩa)</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="105" />
            <source>Leave the cards as they are</source>
            <translation>Giữ nguyên các lá</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="154" />
            <source>Location</source>
            <translation>Địa điểm</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="113" />
            <source>Look at a mission card?</source>
            <translation>Xem một lá nhiệm vụ?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="110" />
            <source>Look at a neighbour's card</source>
            <translation>Xem lá của người ngồi cạnh</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="24" />
            <location filename="../../ui/names.py" line="25" />
            <source>Loyal Servant of Arthur</source>
            <translation>Người hầu trung thành của Arthur</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="163" />
            <source>Loyalty you saw</source>
            <translation>Phe bạn đã thấy</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="26" />
            <source>Merlin</source>
            <translation>Merlin</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="24" />
            <location filename="../../ui/names.py" line="25" />
            <source>Minion of Mordred</source>
            <translation>Tay sai của Mordred</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="151" />
            <source>Mission</source>
            <translation>Nhiệm vụ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="253" />
            <source>Mission %1</source>
            <translation>Nhiệm vụ %1</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="27" />
            <source>Mordred</source>
            <translation>Mordred</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="28" />
            <source>Mordred (Assassin)</source>
            <translation>Mordred (Sát thủ)</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="27" />
            <source>Morgana</source>
            <translation>Morgana</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="175" />
            <source>Morgana without Percival has nobody to fool.</source>
            <translation>Morgana không có Percival thì chẳng lừa được ai.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="90" />
            <source>Name Tristan and Isolde</source>
            <translation>Chỉ định Tristan và Isolde</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="93" />
            <source>Name a player and their role</source>
            <translation>Gọi tên người chơi và vai trò</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="89" />
            <source>Name your target</source>
            <translation>Chỉ định mục tiêu</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="255" />
            <source>No</source>
            <translation>Không</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="58" />
            <source>No Change</source>
            <translation>Không đổi</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="52" />
            <source>No Confidence</source>
            <translation>Tự ti</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="137" />
            <source>No Confidence can be played</source>
            <translation>Có thể dùng Tự ti</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="169" />
            <source>Normal</source>
            <translation>Bình thường</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="48" />
            <source>Not a Chief</source>
            <translation>Không phải Thủ lĩnh</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="27" />
            <source>Oberon</source>
            <translation>Oberon</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="51" />
            <source>Open Up</source>
            <translation>Mở lòng</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="54" />
            <source>Opinion Maker</source>
            <translation>Ghi nhận ý kiến</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="50" />
            <source>Overheard Conversation</source>
            <translation>Tình cờ nghe thấy</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="107" />
            <location filename="../../ui/names.py" line="158" />
            <source>Pass</source>
            <translation>Bỏ qua</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="26" />
            <source>Percival</source>
            <translation>Percival</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="174" />
            <source>Percival without Merlin has nobody to look for.</source>
            <translation>Percival không có Merlin thì chẳng có ai để tìm.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="94" />
            <source>Place a hit card</source>
            <translation>Đặt một lá đòn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="60" />
            <source>Plan B</source>
            <translation>Kế hoạch B</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="98" />
            <source>Play Deadly Martini</source>
            <translation>Đánh Ly Martini chết người</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="98" />
            <source>Play Dirty Trick</source>
            <translation>Đánh Chiêu bẩn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="99" />
            <source>Play Hardcore</source>
            <translation>Đánh Phản đòn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="116" />
            <source>Play No Confidence?</source>
            <translation>Dùng Tự ti?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="97" />
            <source>Play Plan B</source>
            <translation>Đánh Kế hoạch B</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="115" />
            <source>Play Strong Leader?</source>
            <translation>Dùng Chỗ dựa vững chắc?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="106" />
            <source>Play a card</source>
            <translation>Đánh một lá</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="88" />
            <source>Play a mission card</source>
            <translation>Chọn lá nhiệm vụ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="158" />
            <source>Play it</source>
            <translation>Dùng</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="96" />
            <source>Play one card</source>
            <translation>Đánh một lá bài</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="152" />
            <source>Player</source>
            <translation>Người chơi</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="37" />
            <source>President</source>
            <translation>Tổng thống</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="36" />
            <source>Pretender</source>
            <translation>Kẻ giả danh</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="86" />
            <source>Propose the team</source>
            <translation>Đề cử đội</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="20" />
            <source>Protect the President — or be the assassin who gets through. 4–8 players.</source>
            <translation>Bảo vệ Tổng thống — hoặc làm sát thủ ra tay thành công. 4–8 người chơi.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="114" />
            <source>Put someone in the spotlight?</source>
            <translation>Đưa ai đó vào tâm điểm?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="169" />
            <source>Random (testing)</source>
            <translation>Ngẫu nhiên (thử nghiệm)</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="97" />
            <source>Reassign the roles</source>
            <translation>Chia lại vai trò</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="56" />
            <source>Ref of the Rain</source>
            <translation>Trọng tài Mưa</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="157" />
            <source>Reject</source>
            <translation>Từ chối</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="94" />
            <source>Rescue the President</source>
            <translation>Giải cứu Tổng thống</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="23" />
            <source>Resistance</source>
            <translation>Kháng chiến</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="34" />
            <location filename="../../ui/names.py" line="49" />
            <source>Resistance Chief</source>
            <translation>Thủ lĩnh Kháng chiến</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="33" />
            <source>Resistance Hunter</source>
            <translation>Thợ săn Kháng chiến</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="18" />
            <source>Resistance operatives against hidden spies. Three missions decide it. 5–10 players.</source>
            <translation>Kháng chiến đối đầu gián điệp ẩn mình. Ba nhiệm vụ quyết định tất cả. 5–10 người chơi.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="153" />
            <source>Role</source>
            <translation>Vai trò</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="162" />
            <source>Role cards in your hand</source>
            <translation>Lá vai trò trên tay bạn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="101" />
            <source>See a player's loyalty</source>
            <translation>Xem phe của một người</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="57" />
            <source>Sergeant</source>
            <translation>Trung sĩ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="96" />
            <source>Set a role card aside</source>
            <translation>Để riêng một lá vai trò</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="111" />
            <source>Show your card to a player</source>
            <translation>Cho một người xem lá của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="102" />
            <source>Show your loyalty to a player</source>
            <translation>Cho một người xem phe của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="56" />
            <source>Sire of the Sea</source>
            <translation>Chúa tể Biển cả</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="23" />
            <source>Spy</source>
            <translation>Gián điệp</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="34" />
            <location filename="../../ui/names.py" line="49" />
            <source>Spy Chief</source>
            <translation>Thủ lĩnh Gián điệp</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="33" />
            <source>Spy Hunter</source>
            <translation>Thợ săn Gián điệp</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="50" />
            <source>Strong Leader</source>
            <translation>Chỗ dựa vững chắc</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="136" />
            <source>Strong Leader can be played</source>
            <translation>Có thể dùng Chỗ dựa vững chắc</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="47" />
            <source>Success</source>
            <translation>Thành công</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="91" />
            <source>Suggest a target</source>
            <translation>Gợi ý mục tiêu</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="58" />
            <source>Switch</source>
            <translation>Đổi phe</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="104" />
            <source>Switch a mission card</source>
            <translation>Đổi một lá nhiệm vụ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="52" />
            <source>Take Responsibility</source>
            <translation>Gánh vác trách nhiệm</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="112" />
            <source>Take a plot card</source>
            <translation>Lấy một lá diễn hoạt</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="151" />
            <source>Target</source>
            <translation>Mục tiêu</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="151" />
            <source>Targets</source>
            <translation>Các mục tiêu</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="150" />
            <source>Team</source>
            <translation>Đội</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="176" />
            <source>The Assassin has no one to shoot at: there is no Merlin, Cleric or pair of lovers.</source>
            <translation>Sát thủ không có ai để bắn: không có Merlin, Giáo sĩ hay đôi tình nhân.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="128" />
            <source>The Assassin is taking aim</source>
            <translation>Sát thủ đang nhắm bắn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="162" />
            <source>The Bodyguard is one of</source>
            <translation>Vệ sĩ là một trong số</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="130" />
            <source>The Inquisitor is used</source>
            <translation>Người thẩm vấn hành động</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="129" />
            <source>The Lady of the Lake is used</source>
            <translation>Nữ thần Hồ được sử dụng</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="126" />
            <source>The Opinion Makers vote first</source>
            <translation>Người giữ Ghi nhận ý kiến bỏ phiếu trước</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="145" />
            <source>The President sets a role card aside</source>
            <translation>Tổng thống để riêng một lá vai trò</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="132" />
            <source>The Ref of the Rain is used</source>
            <translation>Trọng tài Mưa được sử dụng</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="13" />
            <source>The Resistance</source>
            <translation>The Resistance (Kháng chiến)</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="14" />
            <source>The Resistance: Avalon</source>
            <translation>The Resistance: Avalon</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="131" />
            <source>The Sire of the Sea is used</source>
            <translation>Chúa tể Biển cả được sử dụng</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="143" />
            <source>The Spy Hunter may accuse early</source>
            <translation>Thợ săn Gián điệp có thể buộc tội sớm</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="144" />
            <source>The game is over</source>
            <translation>Trò chơi đã kết thúc</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="140" />
            <source>The leader gives out the Investigator token</source>
            <translation>Đội trưởng trao thẻ Điều tra viên</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="135" />
            <source>The leader hands out plot cards</source>
            <translation>Đội trưởng trao lá diễn hoạt</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="133" />
            <source>The leader hands over a token</source>
            <translation>Đội trưởng trao một thẻ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="124" />
            <source>The leader is choosing a team</source>
            <translation>Đội trưởng đang chọn đội</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="146" />
            <source>The rescue window is open</source>
            <translation>Thời điểm giải cứu đang mở</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="161" />
            <source>The role card set aside</source>
            <translation>Lá vai trò được để riêng</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="127" />
            <source>The team is on the mission</source>
            <translation>Đội đang làm nhiệm vụ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="173" />
            <source>There is no Merlin: the Assassin's shot can only aim at other roles.</source>
            <translation>Không có Merlin: phát bắn của Sát thủ chỉ nhắm được vào vai trò khác.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="154" />
            <source>Time</source>
            <translation>Thời gian</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="29" />
            <source>Tristan</source>
            <translation>Tristan</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="100" />
            <source>Use the Lady of the Lake</source>
            <translation>Dùng Nữ thần Hồ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="87" />
            <source>Vote</source>
            <translation>Biểu quyết</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="146" />
            <location filename="../../ui/names.py" line="147" />
            <source>Waiting for a Hardcore answer</source>
            <translation>Đang chờ Phản đòn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="154" />
            <source>Weapon</source>
            <translation>Vũ khí</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="154" />
            <source>Weather</source>
            <translation>Thời tiết</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="177" />
            <source>With 5 players and Percival, also add Mordred or Morgana.</source>
            <translation>Với 5 người và có Percival, hãy thêm Mordred hoặc Morgana.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="255" />
            <source>Yes</source>
            <translation>Có</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="161" />
            <source>You discarded face down</source>
            <translation>Bạn đã bỏ úp</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="164" />
            <source>Your mission card</source>
            <translation>Lá nhiệm vụ của bạn</translation>
        </message>
        <message>
            <source>Your turn: play one card</source>
            <translation type="vanished">Lượt của bạn: đánh một lá</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="150" />
            <source>Your vote</source>
            <translation>Phiếu của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="71" />
            <source>a Hunter found a Chief</source>
            <translation>một Thợ săn đã tìm ra Thủ lĩnh</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="80" />
            <source>an Assassin got the President</source>
            <translation>một Sát thủ đã hạ Tổng thống</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="78" />
            <source>every player has been President: the most points win</source>
            <translation>mọi người đều đã làm Tổng thống: nhiều điểm nhất thắng</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="73" />
            <location filename="../../ui/names.py" line="74" />
            <source>evil hunted down the Cleric and one more role</source>
            <translation>phe Tà ác đã săn được Giáo sĩ và thêm một vai trò</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="66" />
            <source>five teams were rejected in one round</source>
            <translation>năm đội bị từ chối trong một vòng</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="67" />
            <location filename="../../ui/names.py" line="68" />
            <source>the Assassin found Merlin</source>
            <translation>Sát thủ đã tìm ra Merlin</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="72" />
            <source>the Assassin found Tristan and Isolde</source>
            <translation>Sát thủ đã tìm ra Tristan và Isolde</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="70" />
            <source>the Assassin found the Commander</source>
            <translation>Sát thủ đã tìm ra Chỉ huy</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="75" />
            <source>the Assassin found their target</source>
            <translation>Sát thủ đã tìm ra mục tiêu</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="76" />
            <source>the Assassin missed</source>
            <translation>Sát thủ đã bắn trượt</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="69" />
            <source>the Assassin missed Merlin</source>
            <translation>Sát thủ không tìm ra Merlin</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="42" />
            <location filename="../../ui/names.py" line="43" />
            <source>the Assassins</source>
            <translation>các Sát thủ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="43" />
            <source>the Bodyguard</source>
            <translation>Vệ sĩ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="81" />
            <source>the Bodyguard rescued the President</source>
            <translation>Vệ sĩ đã giải cứu Tổng thống</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="82" />
            <source>the President took out an Assassin</source>
            <translation>Tổng thống đã hạ một Sát thủ</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="42" />
            <source>the President's side</source>
            <translation>phe Tổng thống</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="40" />
            <source>the Resistance</source>
            <translation>phe Kháng chiến</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="40" />
            <source>the Spies</source>
            <translation>phe Gián điệp</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="83" />
            <source>the cards ran out</source>
            <translation>đã hết bài</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="77" />
            <source>the most points after every round</source>
            <translation>nhiều điểm nhất sau tất cả các vòng</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="44" />
            <source>the tied players</source>
            <translation>những người hòa điểm</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="65" />
            <source>three missions failed</source>
            <translation>ba nhiệm vụ thất bại</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="64" />
            <source>three missions succeeded</source>
            <translation>ba nhiệm vụ thành công</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <location filename="../../ui/options_text.py" line="64" />
            <source>After a failed quest the holder sees one player's loyalty; that player takes it.</source>
            <translation>Sau một nhiệm vụ thất bại, người giữ xem phe của một người; người đó nhận lá.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="41" />
            <source>After four rejections in a round the fifth team goes without a vote.</source>
            <translation>Sau bốn lần từ chối trong một vòng, đội thứ năm đi mà không cần biểu quyết.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="44" />
            <source>After missions 2–4 the holder sees one player's loyalty; that player takes the token.</source>
            <translation>Sau nhiệm vụ 2–4, người giữ xem phe của một người; người đó nhận thẻ.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="62" />
            <source>After quests 2–4 the holder sees one player's loyalty; that player takes it.</source>
            <translation>Sau nhiệm vụ 2–4, người giữ xem phe của một người; người đó nhận lá.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="63" />
            <source>After quests 2–4 the holder shows their loyalty to one player, who takes it.</source>
            <translation>Sau nhiệm vụ 2–4, người giữ cho một người xem phe của mình; người đó nhận lá.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="17" />
            <location filename="../../ui/options_text.py" line="70" />
            <source>Assassin module</source>
            <translation>Mô-đun Sát thủ</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="12" />
            <location filename="../../ui/options_text.py" line="74" />
            <source>Blind Spies</source>
            <translation>Điệp viên gà mờ</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="21" />
            <source>Blind Spy</source>
            <translation>Điệp viên mù</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="18" />
            <source>Body Guard</source>
            <translation>Vệ sĩ</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="51" />
            <source>Chiefs and Hunters; an investigation each mission; Hunters accuse Chiefs to decide the end.</source>
            <translation>Thủ lĩnh và Thợ săn; mỗi nhiệm vụ có một cuộc điều tra; Thợ săn buộc tội Thủ lĩnh để quyết định kết cục.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="29" />
            <source>Cleric hunt</source>
            <translation>Săn Giáo sĩ</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="24" />
            <source>Coordinator</source>
            <translation>Điều phối viên</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="25" />
            <source>Deep Agent</source>
            <translation>Đặc vụ chìm</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="20" />
            <source>Deep Cover</source>
            <translation>Nằm vùng</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="23" />
            <source>Dummy Agent</source>
            <translation>Đặc vụ bù nhìn</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="36" />
            <source>Excalibur</source>
            <translation>Excalibur</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="19" />
            <source>False Commander</source>
            <translation>Chỉ huy giả</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="11" />
            <source>Fifth team goes without a vote</source>
            <translation>Đội thứ năm đi không cần biểu quyết</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="40" />
            <source>House rule: the leader always votes Approve and is not asked.</source>
            <translation>Luật tự chọn: Đội trưởng luôn bỏ phiếu Đồng ý và không cần hỏi.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="22" />
            <location filename="../../ui/options_text.py" line="73" />
            <source>Hunter module</source>
            <translation>Mô-đun Thợ săn</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="15" />
            <location filename="../../ui/options_text.py" line="71" />
            <source>Inquisitor</source>
            <translation>Người thẩm vấn</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="33" />
            <source>Lady of the Lake</source>
            <translation>Nữ thần Hồ</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="31" />
            <source>Lancelot: evil Lancelot must fail</source>
            <translation>Lancelot: Lancelot tà ác phải chọn Thất bại</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="30" />
            <source>Lancelot: loyalty cards face up</source>
            <translation>Lancelot: lá trung thành để ngửa</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="32" />
            <source>Lancelot: the Lancelots see each other</source>
            <translation>Lancelot: hai Lancelot thấy nhau</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="10" />
            <source>Leader always approves</source>
            <translation>Đội trưởng luôn đồng ý</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="78" />
            <source>Mordred is the Assassin · %1 players</source>
            <translation>Mordred là Sát thủ · %1 người</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="57" />
            <source>No Assassin card: a random evil player shoots after the evil team confers.</source>
            <translation>Không có lá Sát thủ: một người phe Tà ác ngẫu nhiên sẽ bắn sau khi cả phe bàn bạc.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="79" />
            <source>Online-style (team assassination) · %1 players</source>
            <translation>Kiểu chơi trực tuyến (ám sát tập thể) · %1 người</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="13" />
            <location filename="../../ui/options_text.py" line="14" />
            <source>Plot cards (The Plot Thickens)</source>
            <translation>Lá diễn hoạt (The Plot Thickens)</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="26" />
            <source>Pretender</source>
            <translation>Kẻ giả danh</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="77" />
            <source>Recommended · %1 players</source>
            <translation>Gợi ý · %1 người</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="35" />
            <source>Ref of the Rain</source>
            <translation>Trọng tài Mưa</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="53" />
            <source>Resistance: known to the Resistance Chiefs; the Spy Hunter wins by finding it too.</source>
            <translation>Kháng chiến: được các Thủ lĩnh Kháng chiến biết; Thợ săn Gián điệp tìm ra người này cũng thắng.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="55" />
            <source>Resistance: looks like a second possible Deep Agent to the spies.</source>
            <translation>Kháng chiến: trong mắt Gián điệp trông như một Đặc vụ chìm nữa.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="52" />
            <source>Resistance: may answer an investigation either way.</source>
            <translation>Kháng chiến: trả lời điều tra thế nào cũng được.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="47" />
            <source>Resistance: sees the Commander and the False Commander, not knowing which is which.</source>
            <translation>Kháng chiến: thấy Chỉ huy và Chỉ huy giả nhưng không biết ai là ai.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="16" />
            <source>Sergeant</source>
            <translation>Trung sĩ</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="34" />
            <source>Sire of the Sea</source>
            <translation>Chúa tể Biển cả</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="27" />
            <source>Special roles</source>
            <translation>Vai trò đặc biệt</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="56" />
            <source>Special roles in play; Loyal Servants and Minions fill the other seats.</source>
            <translation>Các vai trò đặc biệt được dùng; Người hầu trung thành và Tay sai lấp các chỗ còn lại.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="42" />
            <source>Spies are not told who the other spies are.</source>
            <translation>Gián điệp không được biết ai là đồng đội.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="54" />
            <source>Spy: does not know the other spies.</source>
            <translation>Gián điệp: không biết các Gián điệp khác.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="49" />
            <source>Spy: hidden from the Commander.</source>
            <translation>Gián điệp: Chỉ huy không thấy người này.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="48" />
            <source>Spy: looks like the Commander to the Body Guard.</source>
            <translation>Gián điệp: trong mắt Vệ sĩ trông như Chỉ huy.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="9" />
            <source>Targeting</source>
            <translation>Chọn mục tiêu</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="28" />
            <source>Team assassination</source>
            <translation>Ám sát tập thể</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="46" />
            <source>The Commander knows the spies; after three successes the Assassin may shoot the Commander.</source>
            <translation>Chỉ huy biết các Gián điệp; sau ba lần thành công, Sát thủ có thể bắn Chỉ huy.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="60" />
            <source>The Lancelot who is evil must play Fail on quests.</source>
            <translation>Lancelot đang ở phe Tà ác phải chọn Thất bại khi làm nhiệm vụ.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="69" />
            <source>The Plot Thickens</source>
            <translation>Lá diễn hoạt (The Plot Thickens)</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="72" />
            <source>The Plot Thickens + Assassin</source>
            <translation>Lá diễn hoạt + Sát thủ</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="68" />
            <source>The base game</source>
            <translation>Trò chơi cơ bản</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="43" />
            <source>The first leader of each round draws plot cards and hands them out.</source>
            <translation>Đội trưởng đầu tiên của mỗi vòng rút lá diễn hoạt và trao cho người khác.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="65" />
            <source>The leader arms a team member, who may switch one other member's card.</source>
            <translation>Đội trưởng trao kiếm cho một thành viên, người này có thể đổi lá của một thành viên khác.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="45" />
            <source>The leader names a team member, who may switch one other member's card.</source>
            <translation>Đội trưởng chỉ định một thành viên, người này có thể đổi lá của một thành viên khác.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="39" />
            <source>The leader picks which mission to attempt; mission 5 only after two successes.</source>
            <translation>Đội trưởng chọn nhiệm vụ sẽ làm; nhiệm vụ 5 chỉ sau hai lần thành công.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="59" />
            <source>The loyalty cards are dealt face up, so the switches are known.</source>
            <translation>Các lá trung thành được chia ngửa, nên biết trước lúc đổi phe.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="50" />
            <source>The spies do not know the Blind Spy and it does not know them; the Commander does.</source>
            <translation>Các Gián điệp không biết Điệp viên mù và ngược lại; Chỉ huy thì thấy.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="61" />
            <source>The two Lancelots open their eyes and see each other.</source>
            <translation>Hai Lancelot mở mắt và thấy nhau.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="58" />
            <source>With the Cleric in play, evil may hunt the Cleric and one more role instead of Merlin.</source>
            <translation>Khi có Giáo sĩ, phe Tà ác có thể săn Giáo sĩ và thêm một vai trò thay vì Merlin.</translation>
        </message>
    </context>
    <context>
        <name>prompt</name>
        <message>
            <location filename="../../ui/prompt.py" line="415" />
            <source>%1 (chosen)</source>
            <translation>%1 (đã chọn)</translation>
        </message>
        <message>
            <location filename="../../ui/prompt.py" line="452" />
            <source>%1 of %2 chosen</source>
            <translation>Đã chọn %1 trên %2</translation>
        </message>
        <message>
            <source>Choose a card (or click it in your hand):</source>
            <translation type="vanished">Chọn một lá (hoặc bấm vào lá đó trên tay):</translation>
        </message>
        <message>
            <location filename="../../ui/card_prompt.py" line="42" />
            <source>Choose a card here, or click it in your hand</source>
            <translation>Chọn một lá bài ở đây, hoặc bấm vào nó trên tay bạn</translation>
        </message>
        <message>
            <location filename="../../ui/card_prompt.py" line="41" />
            <source>Choose a card:</source>
            <translation>Chọn một lá bài:</translation>
        </message>
        <message>
            <location filename="../../ui/prompt.py" line="233" />
            <source>Key %1</source>
            <translation>Phím %1</translation>
        </message>
        <message>
            <location filename="../../ui/prompt.py" line="160" />
            <location filename="../../ui/prompt.py" line="446" />
            <source>Play %1</source>
            <translation>Đánh %1</translation>
        </message>
        <message>
            <location filename="../../ui/prompt.py" line="308" />
            <source>Which one</source>
            <translation>Chọn cái nào</translation>
        </message>
    </context>
    <context>
        <name>record</name>
        <message>
            <location filename="../../ui/your_games.py" line="185" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="178" />
            <source>%1 · %2 bots</source>
            <translation>%1 · máy mức %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/your_games.py" line="195" />
            <source>%1 · %n points</source>
            <translation>
                <numerusform>%1 · %n điểm</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/win_chart.py" line="41" />
            <source>%1% · %2 of %n games</source>
            <translation>
                <numerusform>%1% · thắng %2 trên %n ván</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="186" />
            <location filename="../../ui/your_games.py" line="196" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="53" />
            <source>Against</source>
            <translation>Đối thủ</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="169" />
            <source>Against bots</source>
            <translation>Đấu với máy</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="37" />
            <source>Back to the home screen</source>
            <translation>Về màn hình chính</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="168" />
            <source>By game</source>
            <translation>Theo trò chơi</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="168" />
            <source>By side</source>
            <translation>Theo phe</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="70" />
            <location filename="../../ui/your_games.py" line="147" />
            <source>Clear history</source>
            <translation>Xóa lịch sử</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="144" />
            <source>Clear your history?</source>
            <translation>Xóa lịch sử của bạn?</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="52" />
            <source>Date</source>
            <translation>Ngày</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="145" />
            <source>Forget every game in your history and its win rates? The saved games themselves stay, to resume or replay.</source>
            <translation>Quên mọi ván trong lịch sử và tỉ lệ thắng của bạn? Các ván đã lưu vẫn còn, để chơi tiếp hoặc xem lại.</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="137" />
            <source>From %1's seat</source>
            <translation>Từ ghế của %1</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="52" />
            <source>Game</source>
            <translation>Trò chơi</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="177" />
            <source>Hot-seat</source>
            <translation>Chơi chung một màn hình</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="147" />
            <source>Keep it</source>
            <translation>Giữ lại</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="177" />
            <source>LAN</source>
            <translation>LAN</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="193" />
            <source>Lost</source>
            <translation>Thua</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="173" />
            <source>Mixed levels</source>
            <translation>Nhiều mức</translation>
        </message>
        <message>
            <location filename="../../ui/win_chart.py" line="34" />
            <location filename="../../ui/win_chart.py" line="69" />
            <source>No finished games yet</source>
            <translation>Chưa có ván nào kết thúc</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="64" />
            <source>Replay</source>
            <translation>Xem lại</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="52" />
            <source>Result</source>
            <translation>Kết quả</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="67" />
            <source>Review</source>
            <translation>Phân tích ván</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="177" />
            <source>Solo</source>
            <translation>Chơi một mình</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="118" />
            <source>This game's saved file is gone: it cannot be replayed.</source>
            <translation>Tệp lưu của ván này không còn: không thể xem lại.</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="68" />
            <source>Walk through the game from your seat, with the coach's view</source>
            <translation>Đi lại ván chơi từ ghế của bạn, với góc nhìn của huấn luyện viên</translation>
        </message>
        <message>
            <location filename="../../ui/win_chart.py" line="26" />
            <source>Win rates</source>
            <translation>Tỉ lệ thắng</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="193" />
            <source>Won</source>
            <translation>Thắng</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="53" />
            <source>You played</source>
            <translation>Bạn chơi</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="51" />
            <source>Your finished games, newest first</source>
            <translation>Các ván đã kết thúc của bạn, mới nhất trước</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="210" />
            <source>Your game history could not be read; it starts again empty.</source>
            <translation>Không đọc được lịch sử ván chơi của bạn; lịch sử bắt đầu lại từ đầu.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/your_games.py" line="213" />
            <source>Your game history was damaged: %n games could not be read.</source>
            <translation>
                <numerusform>Lịch sử ván chơi của bạn bị hỏng: không đọc được %n ván.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="211" />
            <source>Your game history was damaged; it starts again empty (the old file is kept beside it).</source>
            <translation>Lịch sử ván chơi của bạn bị hỏng; lịch sử bắt đầu lại từ đầu (tệp cũ được giữ bên cạnh).</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="212" />
            <source>Your game history was written by a newer Safehouse; it starts again empty (the old file is kept).</source>
            <translation>Lịch sử ván chơi của bạn do một bản Safehouse mới hơn ghi; lịch sử bắt đầu lại từ đầu (tệp cũ được giữ lại).</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="35" />
            <source>Your games</source>
            <translation>Các ván của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="155" />
            <source>Your history could not be cleared: %1</source>
            <translation>Không xóa được lịch sử của bạn: %1</translation>
        </message>
    </context>
    <context>
        <name>reject</name>
        <message>
            <location filename="../../ui/reject_text.py" line="36" />
            <source>Already connected.</source>
            <translation>Đã kết nối rồi.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="23" />
            <source>Choose a member of the team.</source>
            <translation>Hãy chọn một thành viên trong đội.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="55" />
            <source>Choose a name with at least one letter or digit.</source>
            <translation>Hãy chọn một tên có ít nhất một chữ cái hoặc chữ số.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="18" />
            <source>Choose the right number of players.</source>
            <translation>Hãy chọn đúng số người.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="12" />
            <source>It is not your turn to decide.</source>
            <translation>Chưa đến lượt bạn quyết định.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="41" />
            <source>Join the table first.</source>
            <translation>Hãy vào bàn trước.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="62" />
            <source>Not accepted: %1</source>
            <translation>Không được chấp nhận: %1</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="42" />
            <source>Only the host can do that.</source>
            <translation>Chỉ chủ bàn mới làm được việc này.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="15" />
            <source>Something is missing from that choice.</source>
            <translation>Lựa chọn đó còn thiếu thông tin.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="43" />
            <source>Take a seat first.</source>
            <translation>Hãy chọn chỗ ngồi trước.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="27" />
            <source>That card is not in your hand.</source>
            <translation>Lá đó không có trên tay bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="16" />
            <source>That choice has something extra in it.</source>
            <translation>Lựa chọn đó có thông tin thừa.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="17" />
            <source>That choice is not allowed now.</source>
            <translation>Lựa chọn đó hiện không được phép.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="13" />
            <source>That message could not be read.</source>
            <translation>Không đọc được tin nhắn đó.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="52" />
            <source>That message was not one Safehouse sends.</source>
            <translation>Tin nhắn đó không phải loại Safehouse gửi.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="51" />
            <source>That message was too large.</source>
            <translation>Tin nhắn đó quá lớn.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="22" />
            <source>That mission cannot be chosen now.</source>
            <translation>Hiện không thể chọn nhiệm vụ đó.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="14" />
            <source>That move is not possible now.</source>
            <translation>Hiện không thể làm nước đi đó.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="28" />
            <source>That player already has a hit of this type.</source>
            <translation>Người đó đã có đòn loại này.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="25" />
            <source>That player cannot be chosen.</source>
            <translation>Không thể chọn người đó.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="26" />
            <source>That player cannot be targeted.</source>
            <translation>Không thể nhắm vào người đó.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="30" />
            <source>That role cannot be chosen.</source>
            <translation>Không thể chọn vai trò đó.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="11" />
            <source>That seat is not at this table.</source>
            <translation>Chỗ đó không thuộc bàn này.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="54" />
            <source>That seat is still connected from another window or computer.</source>
            <translation>Ghế đó vẫn đang được kết nối từ một cửa sổ hoặc máy tính khác.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="46" />
            <source>That seat is taken.</source>
            <translation>Chỗ đó đã có người.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="48" />
            <source>That table runs a different version of Safehouse.</source>
            <translation>Bàn đó dùng phiên bản Safehouse khác.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="29" />
            <source>The Bodyguard cannot place the President's last hit.</source>
            <translation>Vệ sĩ không được đặt đòn cuối cùng lên Tổng thống.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="39" />
            <source>The game has not started yet.</source>
            <translation>Ván chơi chưa bắt đầu.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="40" />
            <source>The game is already running.</source>
            <translation>Ván chơi đang diễn ra.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="10" />
            <source>The game is over.</source>
            <translation>Ván chơi đã kết thúc.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="53" />
            <source>The host cannot save the game (its disk may be full), so the table has stopped. Nothing already played is lost.</source>
            <translation>Chủ bàn không lưu được ván chơi (có thể ổ đĩa đã đầy), nên bàn đã dừng. Những gì đã chơi không bị mất.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="49" />
            <source>The host removed you from the table.</source>
            <translation>Chủ bàn đã mời bạn rời bàn.</translation>
        </message>
        <message>
            <source>The leader always approves in this game.</source>
            <translation type="vanished">Trong ván này Đội trưởng luôn đồng ý.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="19" />
            <source>The same choice appears twice.</source>
            <translation>Một lựa chọn bị lặp lại hai lần.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="50" />
            <source>The table has closed.</source>
            <translation>Bàn chơi đã đóng.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="45" />
            <source>The table is full.</source>
            <translation>Bàn đã đủ người.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="44" />
            <source>The table is not ready yet.</source>
            <translation>Bàn chơi chưa sẵn sàng.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="32" />
            <source>The table moved on; look again and choose.</source>
            <translation>Bàn chơi đã sang bước khác; hãy xem lại rồi chọn.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="47" />
            <source>There is no such seat.</source>
            <translation>Không có chỗ ngồi đó.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="34" />
            <source>This seat belongs to someone else.</source>
            <translation>Chỗ này thuộc về người khác.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="33" />
            <source>Too fast — wait a moment.</source>
            <translation>Nhanh quá — hãy đợi một chút.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="35" />
            <source>Wrong password.</source>
            <translation>Sai mật khẩu.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="38" />
            <source>You already have a seat.</source>
            <translation>Bạn đã có chỗ ngồi.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="37" />
            <source>You are already at this table.</source>
            <translation>Bạn đã ở bàn này.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="24" />
            <source>You cannot choose yourself.</source>
            <translation>Bạn không thể chọn chính mình.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="21" />
            <source>You must play Fail.</source>
            <translation>Bạn phải chọn Thất bại.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="20" />
            <source>Your side must play Success.</source>
            <translation>Phe của bạn phải chọn Thành công.</translation>
        </message>
    </context>
    <context>
        <name>replay</name>
        <message>
            <location filename="../../ui/replay_screen.py" line="98" />
            <source>Back</source>
            <translation>Lùi</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="114" />
            <source>Back to the home screen</source>
            <translation>Về màn hình chính</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="100" />
            <source>End</source>
            <translation>Cuối</translation>
        </message>
        <message>
            <source>End ⏭</source>
            <translation type="vanished">Cuối ⏭</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="75" />
            <source>Everything revealed</source>
            <translation>Lật hết mọi lá</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="216" />
            <source>Export game file</source>
            <translation>Xuất tệp ván chơi</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="88" />
            <source>Export game file…</source>
            <translation>Xuất tệp ván chơi…</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="78" />
            <source>From %1's seat (no spoilers)</source>
            <translation>Từ chỗ của %1 (không lộ bài)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="82" />
            <source>From %1's seat — as it was seen</source>
            <translation>Từ chỗ của %1 — đúng như đã thấy</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="99" />
            <source>Next</source>
            <translation>Tiếp</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation type="vanished">Tiếp ▶</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="107" />
            <source>One step back (Left arrow)</source>
            <translation>Lùi một bước (mũi tên trái)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="108" />
            <source>One step forward (Right arrow)</source>
            <translation>Tiến một bước (mũi tên phải)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="202" />
            <source>Point of view</source>
            <translation>Góc nhìn</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="92" />
            <source>Replay position</source>
            <translation>Vị trí xem lại</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="184" />
            <source>Replay — %1, every card face up</source>
            <translation>Xem lại — %1, mọi lá đều ngửa</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="187" />
            <source>Replay — %1, from one seat</source>
            <translation>Xem lại — %1, từ một chỗ ngồi</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="123" />
            <source>Review</source>
            <translation>Xem lại</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="218" />
            <source>Safehouse games (*%1)</source>
            <translation>Ván chơi Safehouse (*%1)</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="120" />
            <location filename="../../ui/saved_games.py" line="93" />
            <source>Seat %1</source>
            <translation>Chỗ %1</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="97" />
            <source>Start</source>
            <translation>Đầu</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="204" />
            <source>Step %1 of %2</source>
            <translation>Bước %1/%2</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="109" />
            <source>The first step (Home)</source>
            <translation>Bước đầu tiên (Home)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="110" />
            <source>The last step (End)</source>
            <translation>Bước cuối cùng (End)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="124" />
            <source>What the expert would have done at the key moments, from the seat shown (or the first)</source>
            <translation>Điều chuyên gia sẽ làm ở những thời điểm then chốt, từ ghế đang hiển thị (hoặc ghế đầu tiên)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="73" />
            <source>Whose point of view</source>
            <translation>Góc nhìn của ai</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="190" />
            <source>You joined this game on another computer: only the host's copy has every card, so it replays from your seat.</source>
            <translation>Bạn đã tham gia ván này từ máy khác: chỉ bản của chủ bàn có đủ mọi lá, nên ván được xem lại từ chỗ của bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="188" />
            <source>You see only what this seat knew at each moment: no spoilers.</source>
            <translation>Bạn chỉ thấy những gì chỗ này biết ở từng thời điểm: không lộ bài.</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="81" />
            <source>a spectator</source>
            <translation>một người xem</translation>
        </message>
        <message>
            <source>⏮ Start</source>
            <translation type="vanished">⏮ Đầu</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation type="vanished">◀ Lùi</translation>
        </message>
    </context>
    <context>
        <name>reveal</name>
        <message>
            <location filename="../../ui/reveal_director.py" line="103" />
            <source>+%1 · %2 pts</source>
            <translation>+%1 · %2 điểm</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="155" />
            <source>Click to continue</source>
            <translation>Bấm để tiếp tục</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="74" />
            <source>Mission %1 failed: %2 Success, %3 Fail</source>
            <translation>Nhiệm vụ %1 thất bại: %2 Thành công, %3 Thất bại</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="76" />
            <source>Mission %1 succeeded: %2 Success, %3 Fail</source>
            <translation>Nhiệm vụ %1 thành công: %2 Thành công, %3 Thất bại</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="86" />
            <source>Round %1 is over · %2</source>
            <translation>Hết vòng %1 · %2</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="156" />
            <source>You are %1</source>
            <translation>Bạn là %1</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <location filename="../../ui/review_text.py" line="123" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="78" />
            <source>%1: played out in %2 worlds you could be in, it won %3 of them, against %4 for %5.</source>
            <translation>%1: chơi thử đến hết trong %2 khả năng có thể xảy ra, thắng %3, so với %4 của %5.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="82" />
            <source>%1: to you, %2 was most likely the %3 (%4).</source>
            <translation>%1: với bạn, nhiều khả năng %2 là %3 (%4).</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="83" />
            <source>%1: what the expert level plays here from what you could see.</source>
            <translation>%1: nước đi của cấp chuyên gia ở đây với những gì bạn thấy được.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/review_screen.py" line="158" />
            <source>%n key moments. Select one to see why.</source>
            <translation>
                <numerusform>%n thời điểm then chốt. Chọn một để xem vì sao.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="113" />
            <source>(not recorded)</source>
            <translation>(không được ghi lại)</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="165" />
            <source>(swing %1)</source>
            <translation>(mức ảnh hưởng %1)</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="29" />
            <source>A rescue that decided the round.</source>
            <translation>Một lần giải cứu quyết định vòng đấu.</translation>
        </message>
        <message>
            <location filename="../../ui/review_chart.py" line="86" />
            <source>After %1</source>
            <translation>Sau %1</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="50" />
            <source>Approve: in the worlds where your vote decides it, the team was clean in %1, at least the %2 you need to back a team.</source>
            <translation>Tán thành: ở những khả năng mà phiếu của bạn quyết định, đội trong sạch ở %1, ít nhất bằng mức %2 bạn cần để ủng hộ một đội.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="58" />
            <source>Approve: the team can fail, with %1 aboard.</source>
            <translation>Tán thành: đội có thể thất bại, vì có %1 trong đội.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="62" />
            <source>Approve: the team holds no spy, but a good player would approve it, and a rejection would mark you.</source>
            <translation>Tán thành: đội không có gián điệp, nhưng người chơi phe tốt sẽ tán thành, và bác sẽ làm lộ bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="42" />
            <source>Approve: this is the round's fifth team, and a fifth rejection hands the game to the other side.</source>
            <translation>Tán thành: đây là đội thứ năm của vòng, và lần bác thứ năm sẽ trao chiến thắng cho phe kia.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="44" />
            <source>Approve: to you the team was clean in %1 of the worlds you could be in, no worse than the %2 of the team a rejection would bring.</source>
            <translation>Tán thành: với bạn, đội này trong sạch ở %1 số khả năng có thể xảy ra, không kém %2 của đội sẽ đến nếu bác.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="72" />
            <source>Back to the home screen</source>
            <translation>Về màn hình chính</translation>
        </message>
        <message>
            <location filename="../../ui/review_chart.py" line="30" />
            <source>Belief chart</source>
            <translation>Biểu đồ nghi ngờ</translation>
        </message>
        <message>
            <location filename="../../ui/review_chart.py" line="92" />
            <source>Chance of being a spy, as the coach saw it from your seat</source>
            <translation>Khả năng là gián điệp, theo huấn luyện viên nhìn từ ghế của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/review_chart.py" line="93" />
            <source>Chance of being the assassin, as the coach saw it from your seat</source>
            <translation>Khả năng là sát thủ, theo huấn luyện viên nhìn từ ghế của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="68" />
            <source>Fail: the team can fail this mission, and you are the spy to play the fail.</source>
            <translation>Thất bại: đội có thể làm nhiệm vụ này thất bại, và bạn là gián điệp cần đánh lá thất bại.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="68" />
            <source>From %1's seat</source>
            <translation>Từ ghế của %1</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="85" />
            <source>Key moments</source>
            <translation>Thời điểm then chốt</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="97" />
            <source>Key moments: what you did, what the expert would have done, and why</source>
            <translation>Thời điểm then chốt: bạn đã làm gì, chuyên gia sẽ làm gì, và vì sao</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="160" />
            <source>No key moments: every decision matched the expert's.</source>
            <translation>Không có thời điểm then chốt: mọi quyết định đều trùng với chuyên gia.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="46" />
            <source>Reject: %1 was a spy in %2 of the worlds you could be in, so the team was clean in only %3, against %4 for the team a rejection would bring.</source>
            <translation>Bác: %1 là gián điệp ở %2 số khả năng có thể xảy ra, nên đội chỉ trong sạch ở %3, so với %4 của đội sẽ đến nếu bác.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="48" />
            <source>Reject: in the worlds where your vote decides it, the team was clean in only %1, against %2 for the team a rejection would bring.</source>
            <translation>Bác: ở những khả năng mà phiếu của bạn quyết định, đội chỉ trong sạch ở %1, so với %2 của đội sẽ đến nếu bác.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="52" />
            <source>Reject: in the worlds where your vote decides it, the team was clean in only %1, below the %2 you need to back a team.</source>
            <translation>Bác: ở những khả năng mà phiếu của bạn quyết định, đội chỉ trong sạch ở %1, dưới mức %2 bạn cần để ủng hộ một đội.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="64" />
            <source>Reject: the team can fail, but a good player would reject it, and backing it would mark you.</source>
            <translation>Bác: đội có thể thất bại, nhưng người chơi phe tốt sẽ bác, và ủng hộ sẽ làm lộ bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="60" />
            <source>Reject: the team holds no spy, so it would succeed.</source>
            <translation>Bác: đội không có gián điệp nào, nên sẽ thành công.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="54" />
            <source>Reject: you lead before the hammer, and your own team would be clean in %1, against %2 for this one.</source>
            <translation>Bác: bạn sẽ làm đội trưởng trước lượt cuối, và đội của bạn sẽ trong sạch ở %1, so với %2 của đội này.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="80" />
            <source>Rescue: the President has all four types of hit; your three types save the President and win you the round.</source>
            <translation>Giải cứu: Tổng thống đã trúng đủ bốn loại đòn; ba loại của bạn cứu Tổng thống và giúp bạn thắng vòng này.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="61" />
            <source>Review — %1</source>
            <translation>Xem lại — %1</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="162" />
            <source>Round %1 · %2 — you: %3; the expert: %4</source>
            <translation>Vòng %1 · %2 — bạn: %3; chuyên gia: %4</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="66" />
            <source>Send %1: it looks clean to the table (%2 of the worlds it could see) and carries %3.</source>
            <translation>Cử %1: với cả bàn, đội trông trong sạch (%2 số khả năng bàn thấy) và có %3.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="56" />
            <source>Send %1: the team likeliest to be clean, in %2 of the worlds you could be in.</source>
            <translation>Cử %1: đội có khả năng trong sạch cao nhất, ở %2 số khả năng có thể xảy ra.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="76" />
            <source>Shoot %1: of the good seats, %1's votes fitted Merlin best (%2).</source>
            <translation>Bắn %1: trong các ghế phe tốt, phiếu của %1 khớp với Merlin nhất (%2).</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="94" />
            <source>Show this moment in the replay</source>
            <translation>Xem thời điểm này trong phát lại</translation>
        </message>
        <message>
            <location filename="../../ui/review_chart.py" line="86" />
            <source>Start</source>
            <translation>Bắt đầu</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="74" />
            <source>Succeed: %1 plays the fail; a second would only show how many spies rode.</source>
            <translation>Thành công: %1 đánh lá thất bại; lá thứ hai chỉ cho thấy có bao nhiêu gián điệp trong đội.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="72" />
            <source>Succeed: a lone fail on the first small mission all but names you; wait for a better one.</source>
            <translation>Thành công: một lá thất bại đơn độc ở nhiệm vụ nhỏ đầu tiên gần như chỉ thẳng vào bạn; hãy chờ dịp tốt hơn.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="70" />
            <source>Succeed: this mission needs %1 fails, and one alone would only expose you.</source>
            <translation>Thành công: nhiệm vụ này cần %1 lá thất bại, một lá đơn độc chỉ làm lộ bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="139" />
            <source>The coach is going through the game from %1's seat…</source>
            <translation>Huấn luyện viên đang xem lại ván đấu từ ghế của %1…</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="28" />
            <source>The shot that missed.</source>
            <translation>Phát bắn trượt.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="27" />
            <source>The shot that won the game.</source>
            <translation>Phát bắn quyết định chiến thắng.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="151" />
            <source>This game cannot be reviewed: %1</source>
            <translation>Không thể xem lại ván này: %1</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="70" />
            <source>Watch the replay</source>
            <translation>Xem phát lại</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="64" />
            <source>Whose game to review</source>
            <translation>Xem lại từ ghế nào</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="24" />
            <source>You and the expert chose differently.</source>
            <translation>Bạn và chuyên gia đã chọn khác nhau.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="25" />
            <source>You approved a team that had a spy on it.</source>
            <translation>Bạn đã tán thành một đội có gián điệp.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="26" />
            <source>You rejected a team that had a spy on it.</source>
            <translation>Bạn đã bác một đội có gián điệp.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="30" />
            <source>Your last decision of the game.</source>
            <translation>Quyết định cuối cùng của bạn trong ván.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="116" />
            <source>approve</source>
            <translation>tán thành</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="116" />
            <source>reject</source>
            <translation>bác</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="118" />
            <source>send %1</source>
            <translation>cử %1</translation>
        </message>
    </context>
    <context>
        <name>role</name>
        <message>
            <location filename="../../ui/role_panel.py" line="35" />
            <source>Evil, but alone: the other minions do not know you.</source>
            <translation>Thuộc phe Tà ác nhưng đơn độc: các tay sai khác không biết bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="31" />
            <source>Find the real Merlin among your two candidates, and shield him.</source>
            <translation>Tìm Merlin thật trong hai người nghi vấn, và che chở cho ông ấy.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="56" />
            <source>First leader %1 is %2.</source>
            <translation>Đội trưởng đầu tiên, %1, thuộc %2.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="32" />
            <source>If good wins three quests, your one shot at Merlin can still win.</source>
            <translation>Nếu phe Chính nghĩa thắng ba nhiệm vụ, phát bắn duy nhất vào Merlin vẫn có thể giành chiến thắng.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="26" />
            <source>Keep the President alive, and stay hidden.</source>
            <translation>Giữ Tổng thống sống sót, và đừng để lộ mình.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="61" />
            <source>Lancelot loyalty cards turned: %1.</source>
            <translation>Lá lòng trung thành của Lancelot đã lật: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="27" />
            <source>Land all four hit types on the President.</source>
            <translation>Đặt đủ bốn loại đòn lên Tổng thống.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="42" />
            <source>Make three missions fail, or get five teams rejected in one round.</source>
            <translation>Làm ba nhiệm vụ thất bại, hoặc khiến năm đội bị bác bỏ trong một vòng.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="44" />
            <source>Make three missions succeed.</source>
            <translation>Giúp ba nhiệm vụ thành công.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="34" />
            <source>Merlin cannot see you: lead evil from the shadows.</source>
            <translation>Merlin không thấy được bạn: dẫn dắt phe Tà ác từ trong bóng tối.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="146" />
            <source>No role yet</source>
            <translation>Chưa có vai</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="150" />
            <source>Nothing beyond your own role.</source>
            <translation>Không có gì ngoài vai của bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="33" />
            <source>Pose as Merlin to confuse Percival.</source>
            <translation>Giả làm Merlin để đánh lừa Percival.</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="153" />
            <location filename="../../ui/role_panel.py" line="147" />
            <source>Side: %1</source>
            <translation>Phe: %1</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="25" />
            <source>Survive the round: an Assassin needs all four hit types on you.</source>
            <translation>Sống sót qua vòng này: Sát thủ cần đặt đủ bốn loại đòn lên bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="96" />
            <source>What you know</source>
            <translation>Điều bạn biết</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="30" />
            <source>You know evil. Guide good to three quests without the Assassin spotting you.</source>
            <translation>Bạn biết phe Tà ác. Dẫn phe Chính nghĩa tới ba nhiệm vụ mà không để Sát thủ nhận ra bạn.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="37" />
            <source>You know the spies. Lead the Resistance without being found.</source>
            <translation>Bạn biết các Gián điệp. Dẫn dắt phe Kháng chiến mà không bị phát hiện.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="36" />
            <source>You know whether the first leader is good or evil.</source>
            <translation>Bạn biết Đội trưởng đầu tiên thuộc phe Chính nghĩa hay phe Tà ác.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="83" />
            <source>Your role card</source>
            <translation>Lá vai của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="28" />
            <source>Your role changes every round: score the most points over all rounds.</source>
            <translation>Vai của bạn đổi mỗi vòng: ghi nhiều điểm nhất qua tất cả các vòng.</translation>
        </message>
    </context>
    <context>
        <name>rules</name>
        <message>
            <location filename="../../ui/rules_dialog.py" line="63" />
            <source>Choose a game and a section; the text appears beside it.</source>
            <translation>Chọn trò chơi và một mục; nội dung hiện ở bên cạnh.</translation>
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="90" />
            <source>Close</source>
            <translation>Đóng</translation>
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="62" />
            <source>Contents</source>
            <translation>Mục lục</translation>
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="59" />
            <source>Rules</source>
            <translation>Luật chơi</translation>
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="65" />
            <source>Rules text</source>
            <translation>Nội dung luật chơi</translation>
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="86" />
            <source>↑ ↓ to move through the contents, → to open a game, Tab to read, Esc to close.</source>
            <translation>↑ ↓ để di chuyển trong mục lục, → để mở một trò, Tab để đọc, Esc để đóng.</translation>
        </message>
    </context>
    <context>
        <name>saved</name>
        <message>
            <location filename="../../ui/saved_games.py" line="101" />
            <source>%1 (%2 pts)</source>
            <translation>%1 (%2 điểm)</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="242" />
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1 — %2 — %3</source>
            <translation type="vanished">%1 — %2 — %3</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="241" />
            <source>%1 — %2 — from your seat</source>
            <translation>%1 — %2 — từ chỗ của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="92" />
            <source>%1 — LAN table “%2”</source>
            <translation>%1 — bàn LAN “%2”</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="152" />
            <source>Damaged saved game — %1</source>
            <translation>Ván đã lưu bị hỏng — %1</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="202" />
            <source>Delete</source>
            <translation>Xóa</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="200" />
            <location filename="../../ui/saved_games.py" line="211" />
            <source>Delete this saved game?</source>
            <translation>Xóa ván đã lưu này?</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="201" />
            <source>Delete this saved game? It cannot be resumed or replayed afterwards.</source>
            <translation>Xóa ván đã lưu này? Sau đó sẽ không thể tiếp tục hay xem lại ván này.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="131" />
            <source>Delete…</source>
            <translation>Xóa…</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="187" />
            <source>Discard this table</source>
            <translation>Bỏ bàn này</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="116" />
            <source>Game over</source>
            <translation>Ván đã kết thúc</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="253" />
            <source>Import a game file</source>
            <translation>Nhập tệp ván chơi</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="232" />
            <source>Import a game file…</source>
            <translation>Nhập tệp ván chơi…</translation>
        </message>
        <message>
            <source>LAN table “%1” — %2 — %3</source>
            <translation type="vanished">Bàn LAN “%1” — %2 — %3</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="119" />
            <source>Mission %1 of %2 · %3 succeeded, %4 failed</source>
            <translation>Nhiệm vụ %1 trên %2 · %3 thành công, %4 thất bại</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="226" />
            <source>No saved games yet: play one first.</source>
            <translation>Chưa có ván nào được lưu: hãy chơi một ván trước.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="128" />
            <source>No unfinished games were found.</source>
            <translation>Không tìm thấy ván nào chưa xong.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="94" />
            <source>Not started</source>
            <translation>Chưa bắt đầu</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="186" />
            <source>Open the folder</source>
            <translation>Mở thư mục</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="128" />
            <location filename="../../ui/saved_games.py" line="171" />
            <source>Resume a saved game</source>
            <translation>Tiếp tục ván đã lưu</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="121" />
            <source>Round %1 of %2</source>
            <translation>Vòng %1 trên %2</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="255" />
            <source>Safehouse games (*%1)</source>
            <translation>Ván chơi Safehouse (*%1)</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="89" />
            <location filename="../../ui/saved_games.py" line="269" />
            <source>The file could not be read: %1</source>
            <translation>Không đọc được tệp: %1</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="172" />
            <source>The last move was cut short when the game stopped, so the game goes on without it.</source>
            <translation>Nước đi cuối bị cắt ngang khi ván dừng lại, nên ván chơi tiếp tục mà không có nước đó.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="212" />
            <source>The saved game could not be deleted: %1</source>
            <translation>Không xóa được ván đã lưu: %1</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="95" />
            <source>This file is empty.</source>
            <translation>Tệp này trống.</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="93" />
            <source>This file is too large to be a Safehouse game.</source>
            <translation>Tệp này quá lớn, không phải ván chơi Safehouse.</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="106" />
            <source>This game file is damaged at line %1.</source>
            <translation>Tệp ván chơi bị hỏng ở dòng %1.</translation>
        </message>
        <message>
            <source>This game file is damaged.</source>
            <translation type="vanished">Tệp ván chơi bị hỏng.</translation>
        </message>
        <message>
            <source>This game file is for a game this version does not know (%1).</source>
            <translation type="vanished">Tệp này thuộc trò chơi mà phiên bản này chưa biết (%1).</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="101" />
            <source>This game file is for a game this version does not know.</source>
            <translation>Tệp này là của một trò chơi mà phiên bản này không biết.</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="99" />
            <source>This game file was written by a newer version of Safehouse.</source>
            <translation>Tệp này được tạo bởi phiên bản Safehouse mới hơn.</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="105" />
            <source>This is not a Safehouse game file (it is not JSON lines).</source>
            <translation>Đây không phải tệp ván chơi Safehouse (không phải JSON lines).</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="97" />
            <source>This is not a Safehouse game file.</source>
            <translation>Đây không phải tệp ván chơi Safehouse.</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="103" />
            <source>This is not a Safehouse game file: line %1 is not text (UTF-8).</source>
            <translation>Đây không phải tệp ván chơi Safehouse: dòng %1 không phải văn bản (UTF-8).</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="91" />
            <source>This is not a file (a folder, a pipe or a device), so it is not a Safehouse game.</source>
            <translation>Đây không phải là tệp (mà là thư mục, ống dẫn hoặc thiết bị), nên không phải ván chơi Safehouse.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="181" />
            <source>This saved game cannot be resumed</source>
            <translation>Không thể tiếp tục ván đã lưu này</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="182" />
            <source>This saved game cannot be resumed: its files are damaged. They are left as they are.</source>
            <translation>Không thể tiếp tục ván đã lưu này: các tệp của nó bị hỏng. Chúng được giữ nguyên.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="226" />
            <source>Watch a replay</source>
            <translation>Xem lại ván chơi</translation>
        </message>
    </context>
    <context>
        <name>settings</name>
        <message>
            <location filename="../../ui/settings_dialog.py" line="48" />
            <source>&amp;Animations</source>
            <translation>&amp;Hiệu ứng</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="49" />
            <source>&amp;Bot pace</source>
            <translation>&amp;Nhịp độ của máy</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="50" />
            <source>&amp;Language</source>
            <translation>&amp;Ngôn ngữ</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="47" />
            <source>&amp;Your name</source>
            <translation>&amp;Tên của bạn</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="61" />
            <source>A new language and size apply at once. A game in progress keeps some of its labels in the old language until you leave the table.</source>
            <translation>Ngôn ngữ và cỡ chữ mới được áp dụng ngay. Ván đang chơi sẽ giữ một số nhãn bằng ngôn ngữ cũ cho đến khi bạn rời bàn.</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="68" />
            <source>Cancel</source>
            <translation>Hủy</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="22" />
            <location filename="../../ui/settings_dialog.py" line="26" />
            <source>Fast</source>
            <translation>Nhanh</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="36" />
            <source>High-contrast theme</source>
            <translation>Giao diện tương phản cao</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="26" />
            <source>Instant</source>
            <translation>Tức thì</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="22" />
            <location filename="../../ui/settings_dialog.py" line="25" />
            <source>Normal</source>
            <translation>Bình thường</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="22" />
            <source>Off</source>
            <translation>Tắt</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="25" />
            <source>Relaxed</source>
            <translation>Thong thả</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="67" />
            <source>Save</source>
            <translation>Lưu</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="18" />
            <location filename="../../ui/settings_dialog.py" line="43" />
            <source>Settings</source>
            <translation>Cài đặt</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="28" />
            <source>Show the vote history beside the table</source>
            <translation>Hiện lịch sử biểu quyết bên cạnh bàn</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="23" />
            <source>Slow</source>
            <translation>Chậm</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="38" />
            <source>Sound effects (votes, reveals, the end)</source>
            <translation>Hiệu ứng âm thanh (bỏ phiếu, lật bài, kết thúc)</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="30" />
            <source>System language</source>
            <translation>Ngôn ngữ hệ thống</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="51" />
            <source>Text and controls &amp;size</source>
            <translation>&amp;Cỡ chữ và nút bấm</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="21" />
            <source>Your name at the table</source>
            <translation>Tên của bạn tại bàn</translation>
        </message>
    </context>
    <context>
        <name>setup</name>
        <message>
            <location filename="../../ui/setup_dialog.py" line="279" />
            <source>%1 already is the %2: leave %2 out.</source>
            <translation>%1 đã kiêm luôn %2: hãy bỏ %2 ra.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="270" />
            <source>%1 cannot be combined with %2.</source>
            <translation>%1 không thể kết hợp với %2.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="277" />
            <source>%1 is listed twice.</source>
            <translation>%1 bị chọn hai lần.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="275" />
            <source>%1 is only played together with %2.</source>
            <translation>%1 chỉ chơi cùng với %2.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="273" />
            <source>%1 needs %2.</source>
            <translation>%1 cần có %2.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="303" />
            <source>At this table: %1 good, %2 evil</source>
            <translation>Tại bàn này: %1 thiện, %2 ác</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="309" />
            <source>Merlin and the Assassin</source>
            <translation>Merlin và Sát thủ</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="281" />
            <source>Team assassination has no Assassin card: leave %1 out.</source>
            <translation>Ám sát tập thể không dùng lá Sát thủ: hãy bỏ %1 ra.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="283" />
            <source>The end-of-game shot needs an Assassin, Mordred (Assassin) or team assassination.</source>
            <translation>Phát bắn cuối trò cần có Sát thủ, Mordred (Sát thủ) hoặc ám sát tập thể.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="266" />
            <source>Too many evil roles (%1): only %2 evil seats at %3 players.</source>
            <translation>Quá nhiều vai trò phe Tà ác (%1): với %3 người chỉ có %2 chỗ phe Tà ác.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="268" />
            <source>Too many good roles (%1): only %2 good seats at %3 players.</source>
            <translation>Quá nhiều vai trò phe Chính nghĩa (%1): với %3 người chỉ có %2 chỗ phe Chính nghĩa.</translation>
        </message>
    </context>
    <context>
        <name>table</name>
        <message>
            <location filename="../../ui/table/captions.py" line="57" />
            <source> or </source>
            <translation> hoặc </translation>
        </message>
        <message>
            <source>%1 cards</source>
            <translation type="vanished">%1 lá</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="24" />
            <source>%1 hit</source>
            <translation>Đòn %1</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="53" />
            <source>%1 is %2.</source>
            <translation>%1 là %2.</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="21" />
            <source>%1 is choosing %2 players for mission %3</source>
            <translation>%1 đang chọn %2 người cho nhiệm vụ %3</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="19" />
            <source>%1 is choosing a mission and its team</source>
            <translation>%1 đang chọn nhiệm vụ và đội</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="115" />
            <source>%1 players</source>
            <translation>%1 người</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="36" />
            <source>%1 plays %2 on %3 — Hardcore?</source>
            <translation>%1 đánh %2 lên %3 — Phản đòn?</translation>
        </message>
        <message>
            <source>%1 pts</source>
            <translation type="vanished">%1 điểm</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="60" />
            <source>%1 showed you their loyalty: %2.</source>
            <translation>%1 đã cho bạn xem phe: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="32" />
            <source>%1 win the game!</source>
            <translation>%1 thắng chung cuộc!</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="12" />
            <source>%1 win — %2</source>
            <translation>%1 thắng — %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="33" />
            <source>%1 wins the game!</source>
            <translation>%1 thắng chung cuộc!</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="113" />
            <source>%1 ✓   %2 ✗</source>
            <translation>%1 ✓   %2 ✗</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="41" />
            <source>%1's turn</source>
            <translation>Lượt của %1</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="57" />
            <location filename="../../ui/table/captions.py" line="65" />
            <location filename="../../ui/table/captions.py" line="67" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="29" />
            <source>%1: waiting for %2</source>
            <translation>%1: đang chờ %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/table/bodyguard_scene.py" line="155" />
            <source>%n cards</source>
            <translation>
                <numerusform>%n lá</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/table/bodyguard_scene.py" line="155" />
            <source>%n pts</source>
            <translation>
                <numerusform>%n điểm</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="214" />
            <source>Discards: %1</source>
            <translation>Bài bỏ: %1</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="210" />
            <source>Draw pile: %1</source>
            <translation>Chồng bài: %1</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="157" />
            <source>Eliminated</source>
            <translation>Bị loại</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="23" />
            <source>Everyone votes on %1's team for mission %2</source>
            <translation>Mọi người biểu quyết đội của %1 cho nhiệm vụ %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_scene.py" line="122" />
            <source>Leader</source>
            <translation>Đội trưởng</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="25" />
            <source>Mission %1 is under way: %2</source>
            <translation>Nhiệm vụ %1 đang diễn ra: %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="118" />
            <source>Mission %1 needs two Fail cards to fail.</source>
            <translation>Nhiệm vụ %1 cần hai lá Thất bại mới thất bại.</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="73" />
            <source>Missions</source>
            <translation>Nhiệm vụ</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="62" />
            <source>Nobody is the Bodyguard this round.</source>
            <translation>Vòng này không ai là Vệ sĩ.</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="249" />
            <source>Rescue window!
%1 is about to kill the President.
Waiting for: %2</source>
            <translation>Cơ hội giải cứu!
%1 sắp giết Tổng thống.
Đang chờ: %2</translation>
        </message>
        <message>
            <source>Rescue window! %1 is about to kill the President.
Waiting for: %2</source>
            <translation type="vanished">Thời điểm giải cứu! %1 sắp hạ Tổng thống.
Đang chờ: %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="175" />
            <source>Round %1 of %2 · %3 is President</source>
            <translation>Vòng %1/%2 · %3 là Tổng thống</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="132" />
            <source>Team %1 of 5 this round · five rejections and %2 win</source>
            <translation>Đội thứ %1/5 của vòng này · năm lần từ chối thì %2 thắng</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="43" />
            <source>The President sets one role card aside</source>
            <translation>Tổng thống để riêng một lá vai trò</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="63" />
            <source>This mission fails only with two Fail cards.</source>
            <translation>Nhiệm vụ này chỉ thất bại khi có hai lá Thất bại.</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="27" />
            <source>Three missions succeeded. The Assassin is taking aim…</source>
            <translation>Ba nhiệm vụ đã thành công. Sát thủ đang nhắm bắn…</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="44" />
            <source>You are %1 (%2).</source>
            <translation>Bạn là %1 (%2).</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="46" />
            <source>You are %1.</source>
            <translation>Bạn là %1.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="47" />
            <source>%1 · about %2 minutes</source>
            <translation>%1 · khoảng %2 phút</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="53" />
            <source>Close</source>
            <translation>Đóng</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="70" />
            <source>Coach · %1</source>
            <translation>Huấn luyện viên · %1</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="94" />
            <source>Finish</source>
            <translation>Kết thúc</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="28" />
            <location filename="../../ui/tutorial_picker.py" line="83" />
            <source>Learn to play</source>
            <translation>Học cách chơi</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="81" />
            <source>Learn to play with a short coached game: about ten minutes, no rules to read first.</source>
            <translation>Học cách chơi qua một ván ngắn có hướng dẫn: khoảng mười phút, không cần đọc luật trước.</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="80" />
            <source>New to these games?</source>
            <translation>Bạn mới chơi những trò này?</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="92" />
            <source>Next</source>
            <translation>Tiếp</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="84" />
            <source>Not now</source>
            <translation>Để sau</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="91" />
            <source>Play the lesson again from just before that choice</source>
            <translation>Chơi lại bài học từ ngay trước lựa chọn đó</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="30" />
            <source>Short games on a set deal: you make every decision of your seat and the coach explains each new thing when it first matters.</source>
            <translation>Những ván ngắn với cách chia bài định sẵn: bạn tự ra mọi quyết định cho ghế của mình và huấn luyện viên giải thích từng điều mới ngay khi nó lần đầu quan trọng.</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="52" />
            <source>Start the lesson</source>
            <translation>Bắt đầu bài học</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="189" />
            <source>Start the lesson again</source>
            <translation>Bắt đầu lại bài học</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="90" />
            <source>Take back</source>
            <translation>Đi lại</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="208" />
            <source>Taking it back…</source>
            <translation>Đang đi lại…</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="262" />
            <source>The game is over. Take back your flagged choice, or start the lesson again, to follow it to the end.</source>
            <translation>Ván đấu đã kết thúc. Hãy đi lại lựa chọn đã được đánh dấu, hoặc bắt đầu lại bài học, để theo nó đến cuối.</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="259" />
            <source>This game has gone where the lesson cannot follow: the bots play on. Start the lesson again to follow it.</source>
            <translation>Ván này đã đi theo hướng bài học không theo được: các bot sẽ chơi tiếp. Hãy bắt đầu lại bài học để theo nó.</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="248" />
            <source>You may take this choice back and try again, or play on: the bots take the other seats.</source>
            <translation>Bạn có thể đi lại lựa chọn này và thử lại, hoặc chơi tiếp: các bot sẽ ngồi những ghế còn lại.</translation>
        </message>
    </context>
    <context>
        <name>votes</name>
        <message>
            <location filename="../../ui/vote_grid.py" line="34" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="44" />
            <source>%1·%2</source>
            <translation>%1·%2</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="54" />
            <source>Approve</source>
            <translation>Đồng ý</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="63" />
            <source>Auto</source>
            <translation>Tự động</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="45" />
            <source>Mission %1, team %2. Leader: %3. Team: %4</source>
            <translation>Nhiệm vụ %1, đội %2. Đội trưởng: %3. Đội: %4</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="61" />
            <source>No</source>
            <translation>Không</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="34" />
            <source>OK</source>
            <translation>Qua</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="54" />
            <source>Reject</source>
            <translation>Từ chối</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="23" />
            <source>Vote history</source>
            <translation>Lịch sử biểu quyết</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="61" />
            <source>Yes</source>
            <translation>Có</translation>
        </message>
    </context>
</TS>
