#!/usr/bin/env python3
"""Generate every Safehouse SVG asset from one place, so they share one style.

Run from anywhere:  python resources/art/build_art.py

Output is SVG Tiny 1.2 that Qt's QSvgRenderer draws: plain shapes, paths,
linear/radial gradients; no filters, masks, clip paths, CSS or bitmaps; no
text (names are drawn by the app in three languages).

Grid: cards are 126 x 176 (63:88), corner radius 8, outline stroke 2.
Tokens are 64 x 64, tables 1600 x 1000.
"""
from __future__ import annotations

import math
from pathlib import Path

HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------- palette
# Okabe-Ito (sides and outcomes; always paired with a shape)
BLUE = "#0072B2"      # good / resistance / success
ORANGE = "#E69F00"
GREEN = "#009E73"     # approve
VERM = "#D55E00"      # evil / spy / fail / reject
SKY = "#56B4E9"
# The Resistance
SLATE = "#1f2a33"
SLATE_D = "#151d23"
SLATE_L = "#2c3b47"
TEAL = "#2bb3a3"
AMBER = "#f2b134"
# Avalon
NAVY = "#1d2b53"
NAVY_D = "#141e3b"
GOLD = "#d4a72c"
GOLD_D = "#a67f1a"
PARCH = "#efe3c2"
PARCH_D = "#e2d1a4"
# Bodyguard
CHAR = "#1b1b1e"
CHAR_L = "#2e2e33"
CRIMSON = "#c8102e"
OFFW = "#f4f1ea"
OFFW_D = "#e3ddd0"
# neutral ink
INK = "#20252c"
WHITE = "#ffffff"

CARD_W, CARD_H, CARD_R = 126, 176, 8
SW = 2  # outline stroke at 1x
PW = 3.5  # pictogram line weight in pictogram units (-24..24)


# ---------------------------------------------------------------- svg helpers
def f(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def el(tag: str, body: str | None = None, **attrs) -> str:
    parts = []
    for k, v in attrs.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        if isinstance(v, float):
            v = f(v)
        parts.append(f'{k}="{v}"')
    a = (" " + " ".join(parts)) if parts else ""
    if body is None:
        return f"<{tag}{a}/>"
    return f"<{tag}{a}>{body}</{tag}>"


def g(*children: str, **attrs) -> str:
    return el("g", "".join(children), **attrs)


def circle(cx, cy, r, **a):
    return el("circle", cx=float(cx), cy=float(cy), r=float(r), **a)


def rect(x, y, w, h, rx=0, **a):
    return el("rect", x=float(x), y=float(y), width=float(w), height=float(h),
              rx=float(rx) if rx else None, **a)


def path(d, **a):
    return el("path", d=d, **a)


def line(x1, y1, x2, y2, **a):
    return el("line", x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2), **a)


def pts(points) -> str:
    return " ".join(f"{f(x)},{f(y)}" for x, y in points)


def polygon(points, **a):
    return el("polygon", points=pts(points), **a)


def polyline(points, **a):
    return el("polyline", points=pts(points), **a)


def d_poly(points, closed=True) -> str:
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in points)
    return d + (" Z" if closed else "")


def rounded_poly(points, r) -> str:
    """Path for a closed polygon whose corners are rounded with radius r."""
    n = len(points)
    out = []
    for i in range(n):
        p0, p1, p2 = points[i - 1], points[i], points[(i + 1) % n]
        v1 = (p0[0] - p1[0], p0[1] - p1[1])
        v2 = (p2[0] - p1[0], p2[1] - p1[1])
        l1, l2 = math.hypot(*v1), math.hypot(*v2)
        t = min(r, l1 / 2, l2 / 2)
        a = (p1[0] + v1[0] / l1 * t, p1[1] + v1[1] / l1 * t)
        b = (p1[0] + v2[0] / l2 * t, p1[1] + v2[1] / l2 * t)
        out.append(("L" if out else "M") + f"{f(a[0])} {f(a[1])}")
        out.append(f"Q{f(p1[0])} {f(p1[1])} {f(b[0])} {f(b[1])}")
    return " ".join(out) + " Z"


def star_points(cx, cy, R, r, n=5, rot=-90):
    res = []
    for i in range(2 * n):
        ang = math.radians(rot + i * 180 / n)
        rr = R if i % 2 == 0 else r
        res.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
    return res


def reg_points(cx, cy, r, n, rot=-90):
    return [(cx + r * math.cos(math.radians(rot + i * 360 / n)),
             cy + r * math.sin(math.radians(rot + i * 360 / n))) for i in range(n)]


def arc_d(cx, cy, r, a0, a1):
    """Open arc path from angle a0 to a1 (degrees, clockwise on screen)."""
    x0, y0 = cx + r * math.cos(math.radians(a0)), cy + r * math.sin(math.radians(a0))
    x1, y1 = cx + r * math.cos(math.radians(a1)), cy + r * math.sin(math.radians(a1))
    large = 1 if (a1 - a0) % 360 > 180 else 0
    return f"M{f(x0)} {f(y0)} A{f(r)} {f(r)} 0 {large} 1 {f(x1)} {f(y1)}"


def tf(x=0, y=0, s=1, rot=0):
    t = []
    if x or y:
        t.append(f"translate({f(x)} {f(y)})")
    if rot:
        t.append(f"rotate({f(rot)})")
    if s != 1:
        t.append(f"scale({f(s)})")
    return " ".join(t) or None


class Defs:
    """Gradients collected per document."""

    def __init__(self):
        self.items: list[str] = []
        self.n = 0

    def _id(self, p):
        self.n += 1
        return f"{p}{self.n}"

    def linear(self, stops, x1=0, y1=0, x2=0, y2=1, user=None):
        gid = self._id("lg")
        st = "".join(el("stop", offset=float(o), stop_color=c,
                        stop_opacity=(float(op) if op != 1 else None))
                     for o, c, op in [(s + (1,))[:3] for s in stops])
        attrs = dict(id=gid, x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2))
        if user:
            attrs["gradientUnits"] = "userSpaceOnUse"
        self.items.append(el("linearGradient", st, **attrs))
        return f"url(#{gid})"

    def radial(self, stops, cx=0.5, cy=0.5, r=0.5, user=None):
        gid = self._id("rg")
        st = "".join(el("stop", offset=float(o), stop_color=c,
                        stop_opacity=(float(op) if op != 1 else None))
                     for o, c, op in [(s + (1,))[:3] for s in stops])
        attrs = dict(id=gid, cx=float(cx), cy=float(cy), r=float(r))
        if user:
            attrs["gradientUnits"] = "userSpaceOnUse"
        self.items.append(el("radialGradient", st, **attrs))
        return f"url(#{gid})"


D = Defs()  # current document defs (reset per asset)

WRITTEN: list[Path] = []


def write(rel: str, w: int, h: int, body: str) -> None:
    global D
    defs = el("defs", "".join(D.items)) if D.items else ""
    doc = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
           f'width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
           f"{defs}{body}</svg>\n")
    p = HERE / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(doc, encoding="utf-8")
    WRITTEN.append(p)
    D = Defs()


# ---------------------------------------------------------------- pictograms
# Every pictogram is drawn in a 48 x 48 box centred on 0,0 (-24..24).
# c = ink colour, k = knockout colour (the colour of the field behind).
def S(c, w=PW, **a):
    return dict(fill="none", stroke=c, stroke_width=float(w), stroke_linecap="round",
                stroke_linejoin="round", **a)


def p_star(c, k):
    return path(rounded_poly(star_points(0, 1.5, 23, 9.5), 1.6), fill=c)


def p_sparkle(cx, cy, R, c):
    return path(rounded_poly(star_points(cx, cy, R, R * 0.3, 4), 0.6), fill=c)


def p_staff_star(c, k):  # Merlin
    return g(rect(-2.3, -5, 4.6, 29, 2.3, fill=c),
             p_sparkle(0, -13, 12.5, c),
             p_sparkle(-13, -19, 5, c), p_sparkle(12, -3, 4.5, c),
             rect(-5, 6, 10, 3.2, 1.6, fill=c))


def p_chalice(c, k):  # Percival
    return g(path("M-16 -20 H16 C16 -4 9 5 0 5 C-9 5 -16 -4 -16 -20 Z", fill=c),
             rect(-16, -14, 32, 2.6, fill=k),
             rect(-2.6, 4, 5.2, 11, fill=c),
             path("M-12 22 C-12 16 -6 14 0 14 C6 14 12 16 12 22 Z", fill=c),
             circle(0, -5, 3.4, fill=k))


def p_tower(c, k):  # Loyal Servant: Camelot tower
    body = d_poly([(-17, -21), (-10, -21), (-10, -15), (-3.5, -15), (-3.5, -21), (3.5, -21),
                   (3.5, -15), (10, -15), (10, -21), (17, -21), (17, -8), (13, -5),
                   (13, 23), (-13, 23), (-13, -5), (-17, -8)])
    return g(path(body, fill=c, stroke=c, stroke_width=1.0, stroke_linejoin="round"),
             path("M-6 23 V13 A6 6 0 0 1 6 13 V23 Z", fill=k),
             rect(-2, -4, 4, 9, 2, fill=k),
             rect(-13, -8, 26, 2.4, fill=k))


def p_dagger(c, k):
    return g(path("M0 -25 L5.5 -9 V5 H-5.5 V-9 Z", fill=c),
             line(0, -16, 0, 2, stroke=k, stroke_width=1.6, stroke_linecap="round"),
             rect(-13, 5, 26, 5, 2.5, fill=c),
             rect(-3, 10, 6, 9, fill=c),
             circle(0, 21, 4, fill=c))


def p_crescent(c, k):  # Morgana
    return g(circle(-3, 1, 20, fill=c), circle(6, -5, 16.5, fill=k),
             path(rounded_poly(star_points(11, 8, 7.5, 3), 0.5), fill=c))


CROWN = [(-20, 17), (-21, -13), (-10, -3), (0, -19), (10, -3), (21, -13), (20, 17)]


def p_crown(c, k):
    return g(path(rounded_poly(CROWN, 2), fill=c),
             rect(-20, 8, 40, 2.6, fill=k),
             circle(-21, -14, 3, fill=c), circle(0, -20, 3.2, fill=c), circle(21, -14, 3, fill=c),
             circle(0, 2, 3, fill=k))


def p_broken_crown(c, k):  # Mordred
    return g(path(rounded_poly(CROWN, 2), fill=c),
             rect(-20, 8, 40, 2.6, fill=k),
             circle(-21, -14, 3, fill=c), circle(21, -14, 3, fill=c),
             polyline([(3, -24), (-3, -10), (4, -1), (-2, 9), (2, 22)], **S(k, 3.4)))


def p_hooded_eye(c, k):  # Oberon
    return g(path("M-22 23 C-22 -4 -12 -23 0 -23 C12 -23 22 -4 22 23 Z", fill=c),
             path("M-13 23 C-13 3 -7 -10 0 -10 C7 -10 13 3 13 23 Z", fill=k),
             path("M-10 7 Q0 -3 10 7 Q0 17 -10 7 Z", fill=c),
             circle(0, 7, 3.2, fill=k))


def p_helm(c, k):  # Minion of Mordred
    return g(path("M-16 23 V-5 C-16 -17 -8 -23 0 -23 C8 -23 16 -17 16 -5 V23 Z", fill=c),
             rect(-13, -5, 26, 4.5, 2.25, fill=k),
             rect(-2, 0, 4, 17, 2, fill=k),
             circle(-8, 10, 1.6, fill=k), circle(-8, 15.5, 1.6, fill=k),
             circle(8, 10, 1.6, fill=k), circle(8, 15.5, 1.6, fill=k))


def p_cleric(c, k):  # cross-headed staff
    return g(rect(-2.6, -22, 5.2, 46, 2.6, fill=c),
             rect(-14, -13, 28, 5.2, 2.6, fill=c),
             circle(0, -10.4, 8, **S(c, 3)),
             rect(-6, 14, 12, 3, 1.5, fill=c))


def p_rings(c, k, dy=0):
    y = dy
    a = circle(-7, y, 11, **S(c, 4))
    b = circle(7, y, 11, **S(c, 4))
    over = arc_d(-7, y, 11, -75, -25)
    return g(a, b, path(over, **S(k, 8.5, stroke_linecap="butt")), path(over, **S(c, 4, stroke_linecap="butt")))


def p_tristan(c, k):
    return g(p_rings(c, k, -6),
             path("M-15 18 L9 18 L13 20 L9 22 L-15 22 Z", fill=c),
             rect(-18, 15, 3.4, 10, 1.7, fill=c), rect(-23, 18.5, 5, 3, 1.5, fill=c))


def p_isolde(c, k):
    petals = "".join(circle(5.5 * math.cos(math.radians(a)), 18 + 5.5 * math.sin(math.radians(a)), 4.2, fill=c)
                     for a in range(-90, 270, 72))
    return g(p_rings(c, k, -6), petals, circle(0, 18, 2.6, fill=k))


def p_lance(c, k):
    return g(polygon([(0, -27), (3.6, 4), (-3.6, 4)], fill=c),
             path("M-9 4 H9 L4 12 H-4 Z", fill=c),
             rect(-2.2, 12, 4.4, 13, 2.2, fill=c),
             polygon([(1.5, -17), (15, -12), (9, -9), (15, -6), (2.5, -5)], fill=c),
             transform="rotate(35)")


SHIELD = "M-14 -21 H14 Q18 -21 18 -17 V-4 C18 10 9 18 0 23.5 C-9 18 -18 10 -18 -4 V-17 Q-18 -21 -14 -21 Z"


def p_shield(c, k):
    return path(SHIELD, fill=c)


def p_cracked_shield(c, k):
    return g(path(SHIELD, fill=c),
             polyline([(3, -23), (-3, -10), (4, -2), (-2, 9), (1, 25)], **S(k, 3.2)))


def p_eye(c, k):
    return g(path("M-23 0 Q0 -23 23 0 Q0 23 -23 0 Z", fill=c),
             circle(0, 0, 8.5, fill=k), circle(0, 0, 4.2, fill=c))


def p_blind_eye(c, k):
    return g(p_eye(c, k), line(-19, 19, 19, -19, **S(k, 9)), line(-19, 19, 19, -19, **S(c, 4)))


def p_crosshair(c, k):
    return g(circle(0, 0, 16, **S(c)), circle(0, 0, 2.8, fill=c),
             *[line(x1, y1, x2, y2, **S(c)) for x1, y1, x2, y2 in
               [(0, -24, 0, -8), (0, 8, 0, 24), (-24, 0, -8, 0), (8, 0, 24, 0)]])


def p_hunter(c, k):  # crosshair on a chief's star
    return g(circle(0, 0, 17, **S(c)),
             *[line(x1, y1, x2, y2, **S(c)) for x1, y1, x2, y2 in
               [(0, -24, 0, -12), (0, 12, 0, 24), (-24, 0, -12, 0), (12, 0, 24, 0)]],
             path(rounded_poly(star_points(0, 0.8, 9.5, 4), 0.8), fill=c))


def p_antenna(c, k):  # Resistance: radio mast
    return g(polyline([(-10, 23), (0, -6), (10, 23)], **S(c)),
             line(-6.6, 13, 6.6, 13, **S(c, 3)), line(-3.3, 3.5, 3.3, 3.5, **S(c, 3)),
             circle(0, -9, 4.2, fill=c),
             path(arc_d(0, -9, 10, -40, 40), **S(c)), path(arc_d(0, -9, 10, 140, 220), **S(c)),
             path(arc_d(0, -9, 18, -38, 38), **S(c)), path(arc_d(0, -9, 18, 142, 218), **S(c)))


def p_mask(c, k):  # Spy: domino mask
    return g(path("M-23 -7 C-23 -14 -13 -14 0 -9 C13 -14 23 -14 23 -7 C23 6 15 12 8 10 "
                  "C4 9 2 4 0 4 C-2 4 -4 9 -8 10 C-15 12 -23 6 -23 -7 Z", fill=c),
             path("M-17 -3 Q-10.5 -10 -4 -3 Q-10.5 2 -17 -3 Z", fill=k),
             path("M17 -3 Q10.5 -10 4 -3 Q10.5 2 17 -3 Z", fill=k))


def chevron(y, c, w=5.0, half=16, drop=8):
    return polyline([(-half, y + drop), (0, y), (half, y + drop)], **S(c, w))


def p_chevrons(c, k):  # Sergeant
    return g(chevron(-14, c), chevron(-3, c), chevron(8, c))


def p_commander(c, k):
    return g(path(rounded_poly(star_points(0, -9, 14, 5.8), 1.2), fill=c), chevron(7, c), chevron(15, c))


def p_false_commander(c, k):
    return g(path(rounded_poly(star_points(0, -9, 14, 5.8), 1.2), fill=c),
             polyline([(1, -25), (-2, -13), (2, -8), (-1, 2)], **S(k, 2.6)),
             chevron(7, c), chevron(15, c))


def p_fedora(c, k):  # Deep Cover
    return g(path("M-13 1 C-14 -10 -12 -19 -6 -19 C-3 -19 -2 -16 0 -16 C2 -16 3 -19 6 -19 "
                  "C12 -19 14 -10 13 1 Z", fill=c),
             rect(-13.5, -4, 27, 3.2, fill=k),
             path("M-24 4 C-21 -2 21 -2 24 4 C20 9 -20 9 -24 4 Z", fill=c),
             polygon([(-17, 24), (-4, 11), (-1, 24)], fill=c),
             polygon([(17, 24), (4, 11), (1, 24)], fill=c))


def p_chief(c, k):  # three stars over a bar
    return g(path(rounded_poly(star_points(-14, -1, 8, 3.3), 0.6), fill=c),
             path(rounded_poly(star_points(0, -10, 10, 4.1), 0.8), fill=c),
             path(rounded_poly(star_points(14, -1, 8, 3.3), 0.6), fill=c),
             rect(-20, 11, 40, 5, 2.5, fill=c), rect(-14, 19, 28, 4, 2, fill=c))


def p_guard(c, k):  # Body Guard (Resistance): shield guarding a person
    return g(path(SHIELD, fill=c),
             circle(0, -7, 5.5, fill=k),
             path("M-10 12 C-10 3 -5 0 0 0 C5 0 10 3 10 12 Z", fill=k))


def p_magnifier(c, k):
    return g(circle(-4, -4, 13, **S(c, 4.5)), line(5.5, 5.5, 19, 19, **S(c, 7.5)),
             path(arc_d(-4, -4, 7.5, 200, 260), **S(c, 2.5)))


def p_lantern(c, k):  # Inquisitor
    return g(path(arc_d(0, -17, 6, 180, 360), **S(c, 3)),
             rect(-9, -18, 18, 4, 2, fill=c),
             path("M-12 -14 H12 L10 16 H-10 Z", fill=c),
             rect(-13, 16, 26, 5, 2.5, fill=c),
             path("M-6 -9 H6 L5 11 H-5 Z", fill=k),
             path("M0 -6 C4 -1 4 4 0 8 C-4 4 -4 -1 0 -6 Z", fill=c))


def p_bust(c, k, x=0, y=0, s=1):
    return g(circle(0, -9, 9, fill=c),
             path("M-17 22 C-17 8 -9 3 0 3 C9 3 17 8 17 22 Z", fill=c),
             transform=tf(x, y, s))


def p_card(x, y, w, h, c, **a):
    return rect(x, y, w, h, 3, fill=c, **a)


def p_strong_leader(c, k):
    return g(path(rounded_poly(star_points(0, -12, 12, 5), 1), fill=c),
             circle(0, 6, 6.5, fill=c),
             path("M-15 25 C-15 16 -8 13 0 13 C8 13 15 16 15 25 Z", fill=c),
             polyline([(-20, -6), (-20, -20), (-14, -14)], **S(c, 3)),
             polyline([(20, -6), (20, -20), (14, -14)], **S(c, 3)))


def p_overheard(c, k):
    bub = rounded_poly([(-23, -19), (8, -19), (8, 5), (-8, 5), (-16, 14), (-15, 5), (-23, 5)], 3.5)
    return g(path(bub, fill=c),
             circle(-15, -7, 2.6, fill=k), circle(-7.5, -7, 2.6, fill=k), circle(0, -7, 2.6, fill=k),
             path(arc_d(9, -7, 8, -50, 50), **S(c, 3)), path(arc_d(9, -7, 14.5, -45, 45), **S(c, 3)))


def p_key(c, k):  # Establish Confidence
    return g(circle(-11, -9, 11, fill=c), circle(-11, -9, 4.5, fill=k),
             path(d_poly([(-4, -2), (18, 20), (14, 24), (10, 20), (13, 17), (9, 13), (6, 16),
                          (-8, 2)]), fill=c, stroke=c, stroke_width=1.0, stroke_linejoin="round"))


def p_open_lock(c, k):  # Open Up
    return g(path("M-16 -6 V-12 A9.5 9.5 0 0 1 3 -12", **S(c, 5, stroke_linecap="butt")),
             rect(-6, -6, 28, 28, 4, fill=c),
             circle(8, 5, 3.6, fill=k), polygon([(6, 6), (10, 6), (11.5, 15), (4.5, 15)], fill=k),
             rect(-22, -8, 4, 6, 2, fill=c))


def p_magnet(c, k):  # Take Responsibility: pull a card
    return g(path("M-20 -20 V-4 A10 10 0 0 0 0 -4 V-20", **S(c, 7, stroke_linecap="butt")),
             rect(-23.5, -24, 7, 5, fill=c), rect(-3.5, -24, 7, 5, fill=c),
             path(arc_d(-10, -4, 17, 20, 60), **S(c, 2.4)),
             path(arc_d(-10, -4, 22, 25, 55), **S(c, 2.4)),
             g(p_card(-8, -13, 17, 24, c), rect(-4.5, -9.5, 10, 17, 2, fill="none", stroke=k,
                                                 stroke_width=1.6), transform="translate(14 10) rotate(20)"))


def p_no_confidence(c, k):
    return g(circle(0, 0, 19, **S(c)), polyline([(-9, 0), (-3, 7), (10, -7)], **S(c, 4.5)),
             line(-20, 20, 20, -20, **S(k, 10)), line(-20, 20, 20, -20, **S(c, 4.5)))


def p_close_eye(c, k):  # Keeping a Close Eye on You: eye over a card
    return g(path("M-20 -12 Q0 -31 20 -12 Q0 7 -20 -12 Z", fill=c), circle(0, -12, 6.5, fill=k),
             circle(0, -12, 3.2, fill=c),
             line(-6, 3, -8, 8, **S(c, 2.4)), line(6, 3, 8, 8, **S(c, 2.4)), line(0, 4, 0, 9, **S(c, 2.4)),
             p_card(-9, 11, 18, 13, c), rect(-6.5, 13.5, 13, 8, 1.5, fill="none", stroke=k, stroke_width=1.4))


def p_spotlight(c, k):  # In the Spotlight
    return g(polygon([(-12, -7), (-7, -12), (22, 15), (15, 22)], fill=c, fill_opacity=0.45),
             g(rect(-8, -6, 16, 12, 2.5, fill=c), rect(8, -7, 3, 14, 1.5, fill=c),
               rect(-12, -3, 4, 6, 1.5, fill=c), transform="translate(-14 -14) rotate(45)"),
             line(-14, -4, -18, 6, **S(c, 3)),
             p_bust(c, k, 15, 12, 0.5))


def p_megaphone(c, k):  # Opinion Maker
    return g(path(rounded_poly([(-16, -6), (8, -17), (8, 17), (-16, 6)], 2), fill=c),
             rect(-22, -6, 7, 12, 2, fill=c),
             path("M-12 6 L-9 17 H-3 L-5 6 Z", fill=c),
             path(arc_d(9, 0, 8, -45, 45), **S(c, 3)), path(arc_d(9, 0, 14, -40, 40), **S(c, 3)))


def p_check(c, k, w=5.0):
    return polyline([(-12, 0), (-4, 8), (13, -9)], **S(c, w))


def p_x(c, k, w=5.0):
    return g(line(-10, -10, 10, 10, **S(c, w)), line(-10, 10, 10, -10, **S(c, w)))


def p_knife(c, k):
    return g(path("M-5 4 V-17 C-5 -22 -2 -25 0 -25 C6 -17 7 -5 5 4 Z", fill=c),
             rect(-9, 4, 18, 4.5, 2.25, fill=c),
             rect(-4.5, 8.5, 9, 16, 3, fill=c),
             circle(0, 13, 1.6, fill=k), circle(0, 19.5, 1.6, fill=k), transform="rotate(40)")


def p_pin(c, k):
    return g(path("M0 25 C-6 15 -16 5 -16 -7 A16 16 0 0 1 16 -7 C16 5 6 15 0 25 Z", fill=c),
             circle(0, -7, 6.5, fill=k))


def p_cloud(c, k, dy=0):
    return g(circle(-10, 4, 9, fill=c), circle(2, -3, 13, fill=c), circle(13, 5, 8, fill=c),
             rect(-19, 4, 40, 9, 4.5, fill=c), transform=tf(0, dy))


def p_clock(c, k):
    ticks = "".join(line(0, -16.5, 0, -13, **S(c, 2.4), transform=f"rotate({a})") for a in range(0, 360, 30))
    return g(circle(0, 0, 22, fill=c), circle(0, 0, 18, fill=k), ticks,
             line(0, 0, 0, -11, **S(c, 3.4)), line(0, 0, 8, 4, **S(c, 3.4)), circle(0, 0, 2.6, fill=c))


def p_martini(c, k):
    return g(line(3, -13, 14, -24, **S(c, 2.2)), circle(5, -15, 4.2, fill=c),
             polygon([(-20, -11), (20, -11), (0, 8)], fill=c, stroke=c, stroke_width=2, stroke_linejoin="round"),
             rect(-1.8, 7, 3.6, 12, fill=c), rect(-11, 18.5, 22, 4.5, 2.25, fill=c),
             # skull knocked out of the drink
             circle(0, -5.2, 4, fill=k), rect(-2.4, -3, 4.8, 3.8, 1, fill=k),
             circle(-1.6, -5.4, 1.15, fill=c), circle(1.6, -5.4, 1.15, fill=c))


def p_scissors(c, k):  # Dirty Trick
    return g(line(9, 8, -8, -23, **S(c, 5)), line(-9, 8, 8, -23, **S(c, 5)),
             circle(-11, 15, 6.5, **S(c, 4)), circle(11, 15, 6.5, **S(c, 4)),
             circle(0, -7.4, 2.2, fill=k))


def p_undo(c, k):  # Plan B
    return g(path("M-8 -7 H5 A11.5 11.5 0 0 1 5 16 H-10", **S(c, 5.5)),
             polygon([(-21, -7), (-8, -18), (-8, 4)], fill=c, stroke=c, stroke_width=2, stroke_linejoin="round"))


def p_block(c, k):  # Hardcore: cancel / counter
    return g(circle(0, 0, 19, **S(c, 5.5)), line(-13, 13, 13, -13, **S(c, 5.5)))


def p_shades(c, k):  # Bodyguard: agent with sunglasses and earpiece
    return g(circle(0, -8, 11, fill=c),
             path("M-19 24 C-19 10 -10 5 0 5 C10 5 19 10 19 24 Z", fill=c),
             path("M-10 -11 H-1 V-8 C-1 -5 -3 -4 -6 -4 C-9 -4 -10 -6 -10 -8 Z", fill=k),
             path("M10 -11 H1 V-8 C1 -5 3 -4 6 -4 C9 -4 10 -6 10 -8 Z", fill=k),
             path("M12 -6 C16 -5 16 -1 13 0 C10 2 14 5 16 6 C19 8 15 11 13 12", **S(c, 2)),
             polygon([(0, 7), (-3, 12), (0, 22), (3, 12)], fill=k))


def p_seal(c, k):  # presidential seal
    stars = "".join(path(rounded_poly(star_points(18.5 * math.cos(math.radians(a)), 18.5 * math.sin(math.radians(a)),
                                                  2.6, 1.1), 0.2), fill=c) for a in range(-90, 270, 30))
    leaves = ""
    for side in (-1, 1):
        for i, a in enumerate(range(110, 170, 14)):
            ang = math.radians(a if side > 0 else 180 - a)
            x, y = 12 * math.cos(ang), 12 * math.sin(ang) - 2
            rot = math.degrees(ang) + 90 * side
            leaves += el("ellipse", cx=float(x), cy=float(y), rx=2.0, ry=4.0, fill=c,
                         transform=f"rotate({f(rot)} {f(x)} {f(y)})")
    return g(circle(0, 0, 23, **S(c, 2)), circle(0, 0, 14, **S(c, 1.4)), stars,
             path(rounded_poly(star_points(0, -1.5, 9.5, 4), 0.6), fill=c), leaves)


def waves(c, ys, w=3.2, x0=-22, x1=22, amp=3.5):
    out = []
    for y in ys:
        seg = (x1 - x0) / 4
        d = f"M{f(x0)} {f(y)} Q{f(x0 + seg / 2)} {f(y - amp)} {f(x0 + seg)} {f(y)}"
        for i in range(1, 4):
            d += f" T{f(x0 + seg * (i + 1))} {f(y)}"
        out.append(path(d, **S(c, w)))
    return "".join(out)


def p_lily(c, k):  # Lady of the Lake
    petal = "M0 4 C-5.5 -2 -5.5 -12 0 -19 C5.5 -12 5.5 -2 0 4 Z"
    ps = "".join(path(petal, fill=c, stroke=k, stroke_width=1.6, transform=f"rotate({a} 0 4)")
                 for a in (-64, 64, -32, 32, 0))
    return g(ps, waves(c, [12, 20]))


def p_sword_stone(c, k):  # Excalibur
    return g(path("M-3 -12 H3 V12 L0 16 L-3 12 Z", fill=c),
             rect(-12, -16, 24, 4.5, 2.25, fill=c), rect(-2.4, -24, 4.8, 8, 1, fill=c),
             circle(0, -24.5, 3, fill=c),
             path(rounded_poly([(-21, 23), (-16, 9), (-6, 5), (7, 6), (17, 11), (21, 23)], 3),
                  fill=c, stroke=k, stroke_width=2.2))


def p_trident(c, k):  # Sire of the Sea
    return g(rect(-2, -12, 4, 26, 2, fill=c),
             path("M-11 -19 V-10 Q-11 -4 0 -4 Q11 -4 11 -10 V-19", **S(c, 3.6)),
             polygon([(-11, -25), (-15, -17), (-7, -17)], fill=c), polygon([(11, -25), (15, -17), (7, -17)], fill=c),
             polygon([(0, -27), (-4, -18), (4, -18)], fill=c), rect(-1.8, -19, 3.6, 12, fill=c),
             waves(c, [16, 22.5], 3))


def p_rain(c, k):  # Ref of the Rain
    streaks = "".join(line(x, 12, x - 4, 22, **S(c, 3)) for x in (-10, 0, 10))
    return g(p_cloud(c, k, -8), streaks)


def p_question(c, k, w=6.0):
    return g(path("M-9 -10 C-9 -21 9 -21 9 -10 C9 -2 0 -2 0 7", **S(c, w)), circle(0, 17, w * 0.62, fill=c))


def p_num1(c, k, w=6.0):
    return polyline([(-7, -12), (2, -20), (2, 20)], **S(c, w))


def p_num2(c, k, w=6.0):
    return path("M-11 -10 C-11 -23 11 -23 11 -10 C11 -1 -11 9 -12 20 H12", **S(c, w))


def p_ballot(c, k):  # vote marker
    return g(rect(-8, -23, 16, 18, 2, fill=c), polyline([(-4, -14), (-1, -10), (4, -17)], **S(k, 2.4)),
             rect(-20, -8, 40, 30, 3.5, fill=c), rect(-13, -6, 26, 4, 2, fill=k))


def p_pointer(c, k):  # round marker: "this mission"
    return g(circle(0, -4, 12, **S(c, 5)), circle(0, -4, 4.5, fill=c),
             polygon([(-9, 13), (9, 13), (0, 24)], fill=c, stroke=c, stroke_width=2, stroke_linejoin="round"))


def p_swap(c, k):
    return g(path(arc_d(0, 6, 18, 200, 340), **S(c, 3.4)),
             polygon([(17.5, 2), (11, -2), (19, -6)], fill=c))


def picto(fn, x, y, s, c, k, rot=0):
    return g(fn(c, k), transform=tf(x, y, s, rot))
