#!/usr/bin/env python3
"""Render every Safehouse SVG onto contact sheets, or check the asset set.

    python resources/art/contact_sheet.py            # writes /tmp/safehouse_art_1x.png and _2x.png
    python resources/art/contact_sheet.py --check    # exit 1 if an expected asset is missing/invalid

The check loads each expected file with QSvgRenderer, requires isValid(), no Qt SVG
warnings, and nothing painted outside the viewBox (rendered with a margin around it).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt, QtMsgType, qInstallMessageHandler  # noqa: E402
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ART = Path(__file__).resolve().parent
FONTS = ART.parent / "fonts"

EXPECTED = {
    "common": """app_icon approve reject success fail card_back leader_token team_token vote_marker
        round_marker good_token evil_token hidden_role lesson record""",
    "resistance": """table mission_slot mission_success mission_fail two_fail_mark resistance_card spy_card
        plot_strong_leader plot_overheard_conversation plot_establish_confidence plot_open_up
        plot_take_responsibility plot_no_confidence plot_keeping_close_eye plot_in_the_spotlight
        plot_opinion_maker inquisitor_token sergeant_token investigator_token commander_card assassin_card
        bodyguard_role_card false_commander_card deep_cover_card blind_spy_card hunter_card chief_card
        chief_fail hunter_card_resistance hunter_card_spy chief_card_resistance chief_card_spy""",
    "avalon": """table quest_slot quest_success quest_fail merlin percival loyal_servant assassin morgana
        mordred oberon minion mordred_assassin cleric tristan isolde lancelot_good lancelot_evil
        loyalty_good loyalty_evil lady_of_the_lake excalibur sire_of_the_sea ref_of_the_rain
        lancelot_no_change lancelot_switch""",
    "bodyguard": """table president_card bodyguard_card assassin_card hit_weapon hit_location hit_weather
        hit_time action_dirty_trick action_deadly_martini action_plan_b action_hardcore president_marker
        score_1 score_2 draw_pile discard_pile card_back""",
}
FORBIDDEN = ("<filter", "<mask", "<image", "<style", "clip-path", "<clipPath", "<text", "<foreignObject")

_messages: list[str] = []


def _handler(mode, context, message):
    if mode != QtMsgType.QtDebugMsg:
        _messages.append(message)


def expected_files() -> list[Path]:
    return [ART / folder / f"{name}.svg" for folder, names in EXPECTED.items() for name in names.split()]


def render(renderer: QSvgRenderer, w: int, h: int, margin: int = 0) -> QImage:
    img = QImage(w + 2 * margin, h + 2 * margin, QImage.Format_ARGB32_Premultiplied)
    img.fill(Qt.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    renderer.render(p, QRectF(margin, margin, w, h))
    p.end()
    return img


def spill(renderer: QSvgRenderer) -> int:
    """Count pixels painted outside the viewBox (rendered at 1x with a margin)."""
    vb = renderer.viewBoxF()
    w, h, m = round(vb.width()), round(vb.height()), 24
    img = render(renderer, w, h, m)
    p = QPainter(img)
    p.setCompositionMode(QPainter.CompositionMode_Clear)
    p.fillRect(m, m, w, h, Qt.transparent)
    p.end()
    data = bytes(img.constBits())
    # ARGB32 little-endian: alpha is every 4th byte starting at 3; ignore faint antialias (< 16)
    alpha = data[3::4]
    return sum(1 for a in alpha.translate(bytes(16) + bytes(range(16, 256))) if a)


def check() -> int:
    problems = []
    for path in expected_files():
        rel = path.relative_to(ART)
        if not path.exists():
            problems.append(f"missing   {rel}")
            continue
        text = path.read_text(encoding="utf-8")
        bad = [t for t in FORBIDDEN if t in text]
        if bad:
            problems.append(f"forbidden {rel}: {', '.join(bad)}")
        _messages.clear()
        r = QSvgRenderer(str(path))
        if not r.isValid():
            problems.append(f"invalid   {rel}")
            continue
        n = spill(r)
        if n:
            problems.append(f"spills    {rel}: {n} px outside the viewBox")
        if _messages:
            problems.append(f"warnings  {rel}: {'; '.join(sorted(set(_messages)))[:200]}")
    known = set(expected_files())
    extra = sorted(p.relative_to(ART) for p in ART.rglob("*.svg") if p not in known)
    for p in problems:
        print(p)
    print(f"{len(known)} expected assets, {len(problems)} problem(s)"
          + (f"; {len(extra)} extra file(s): {', '.join(map(str, extra))}" if extra else ""))
    return 1 if problems else 0


def sheet(scale: float, out: Path) -> None:
    fam = "Sans"
    for ttf in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"):
        fid = QFontDatabase.addApplicationFont(str(FONTS / ttf))
        if fid >= 0:
            fam = QFontDatabase.applicationFontFamilies(fid)[0]
    pad, label_h, width = int(12 * scale), int(16 * scale), int(1500 * scale)
    items = []
    for folder, names in EXPECTED.items():
        for name in names.split():
            path = ART / folder / f"{name}.svg"
            r = QSvgRenderer(str(path)) if path.exists() else None
            if r is None or not r.isValid():
                items.append((folder, name, None, (64, 64)))
                continue
            vb = r.viewBoxF()
            w, h = vb.width(), vb.height()
            if w > 400:  # tables: show at 480 wide per 1x
                w, h = 480, 480 * h / w
            items.append((folder, name, r, (w * scale, h * scale)))
    # lay out rows
    placements, x, y, row_h, cur = [], pad, pad, 0, None
    for folder, name, r, (w, h) in items:
        if folder != cur:
            if cur is not None:
                y += row_h + label_h + pad
            x, row_h, cur = pad, 0, folder
            placements.append(("title", folder, x, y))
            y += int(22 * scale)
        cell_w = max(w, 118 * scale)
        if x + cell_w > width - pad:
            x, y, row_h = pad, y + row_h + label_h + pad, 0
        placements.append(("img", (folder, name, r, w, h), x, y))
        x += cell_w + pad
        row_h = max(row_h, h)
    total_h = int(y + row_h + label_h + 2 * pad)
    img = QImage(width, total_h, QImage.Format_ARGB32_Premultiplied)
    img.fill(QColor("#6b7078"))
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.TextAntialiasing)
    font = QFont(fam)
    for kind, data, x, y in placements:
        if kind == "title":
            font.setPixelSize(int(16 * scale))
            font.setBold(True)
            p.setFont(font)
            p.setPen(QColor("#ffffff"))
            p.drawText(int(x), int(y + 16 * scale), data)
            continue
        folder, name, r, w, h = data
        if r is None:
            p.fillRect(QRectF(x, y, w, h), QColor("#ff00ff"))
        else:
            r.render(p, QRectF(x, y, w, h))
        font.setPixelSize(int(10 * scale))
        font.setBold(False)
        p.setFont(font)
        p.setPen(QColor("#f0f0f0"))
        p.drawText(QRectF(x, y + h + 2, max(w, 118 * scale), label_h), Qt.AlignLeft | Qt.AlignTop, name)
    p.end()
    img.save(str(out))
    print(f"wrote {out} ({width}x{total_h})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="validate the asset set and exit")
    ap.add_argument("--out", default="/tmp/safehouse_art", help="output path prefix for the PNG sheets")
    args = ap.parse_args()
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    qInstallMessageHandler(_handler)
    if args.check:
        return check()
    for s in (1, 2):
        sheet(s, Path(f"{args.out}_{s}x.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
