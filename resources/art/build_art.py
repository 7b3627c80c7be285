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
    d = dict(fill="none", stroke=c, stroke_width=float(w), stroke_linecap="round", stroke_linejoin="round")
    d.update(a)
    return d


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


def crescent_d(x1, y1, r1, x2, y2, r2, step=4):
    """Path of circle 1 minus circle 2 (sampled arcs; no knockout needed)."""
    dx, dy = x2 - x1, y2 - y1
    d = math.hypot(dx, dy)
    a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
    h = math.sqrt(r1 * r1 - a * a)
    bx, by = x1 + a * dx / d, y1 + a * dy / d
    P = (bx - h * dy / d, by + h * dx / d)
    Q = (bx + h * dy / d, by - h * dx / d)

    def arc(cx, cy, r, p0, p1, through):
        t0 = math.atan2(p0[1] - cy, p0[0] - cx)
        t1 = math.atan2(p1[1] - cy, p1[0] - cx)
        span = (t1 - t0) % (2 * math.pi)
        tt = (math.atan2(through[1] - cy, through[0] - cx) - t0) % (2 * math.pi)
        if tt > span:  # go the other way round
            span -= 2 * math.pi
        n = max(4, int(abs(math.degrees(span)) / step))
        return [(cx + r * math.cos(t0 + span * i / n), cy + r * math.sin(t0 + span * i / n)) for i in range(n + 1)]
    far = (x1 - r1 * dx / d, y1 - r1 * dy / d)      # point of circle 1 away from circle 2
    near = (x2 - r2 * dx / d, y2 - r2 * dy / d)     # point of circle 2 inside circle 1
    return d_poly(arc(x1, y1, r1, P, Q, far) + arc(x2, y2, r2, Q, P, near)[1:-1])


def p_crescent(c, k):  # Morgana
    return g(path(crescent_d(-3, 1, 20, 6, -5, 16.5), fill=c),
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
    over = arc_d(-7, y, 11, -66, -36)
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
    return g(polygon([(0, -28), (3.4, 5), (-3.4, 5)], fill=c),
             path("M-11 6 Q0 0 11 6 L3.5 14 H-3.5 Z", fill=c),
             rect(-2.2, 12, 4.4, 12, 2.2, fill=c), circle(0, 24, 3, fill=c),
             transform="rotate(40) scale(1.05)")


SHIELD = "M-14 -21 H14 Q18 -21 18 -17 V-4 C18 10 9 18 0 23.5 C-9 18 -18 10 -18 -4 V-17 Q-18 -21 -14 -21 Z"


def p_shield(c, k):
    return path(SHIELD, fill=c)


CRACK = "L-3 -10 L4 -2 L-2 9 L0 23.5"


def p_cracked_shield(c, k):
    """The shield split in two along a zig-zag crack, halves pushed apart."""
    left = "M-14 -21 H3 " + CRACK + " C-9 18 -18 10 -18 -4 V-17 Q-18 -21 -14 -21 Z"
    right = "M3 -21 H14 Q18 -21 18 -17 V-4 C18 10 9 18 0 23.5 L-2 9 L4 -2 L-3 -10 Z"
    return g(path(left, fill=c, transform="translate(-2.2 0.6) rotate(-4 0 23)"),
             path(right, fill=c, transform="translate(2.2 -0.6) rotate(4 0 23)"))


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
    return g(path(rounded_poly(star_points(0, -11, 14, 5.8), 1.2), fill=c),
             circle(0, 9, 6, fill=c),
             path("M-14 25 C-14 17 -7 14.5 0 14.5 C7 14.5 14 17 14 25 Z", fill=c))


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
                                                 stroke_width=1.6), transform="translate(14 10) rotate(20)"),
             transform="translate(2 4) scale(0.9)")


def p_no_confidence(c, k):
    # thumbs down: fist with the thumb pointing down, cuff at the top right
    hand = "M-10 -1 L-3 -17 Q-1 -23 3.5 -21 Q7 -19 5.5 -13 L3.5 -5 H17 Q21.5 -5 20.5 -0.5 L16.5 18 Q15.8 21 12.5 21 H-10 Z"
    return g(rect(-22, -1, 9, 23, 2, fill=c), path(hand, fill=c),
             *[line(6, y, 22, y, **S(k, 2.2, stroke_linecap="butt")) for y in (3.5, 10, 16)],
             transform="rotate(180) translate(0 1)")


def p_close_eye(c, k):  # Keeping a Close Eye on You: eye over a card
    return g(path("M-21 -9 Q0 -32 21 -9 Q0 14 -21 -9 Z", fill=c), circle(0, -9, 7, fill=k),
             circle(0, -9, 3.4, fill=c),
             line(-7, 6, -9, 10, **S(c, 2.4)), line(7, 6, 9, 10, **S(c, 2.4)), line(0, 7, 0, 11, **S(c, 2.4)),
             p_card(-10, 13, 20, 12, c), rect(-7.5, 15.5, 15, 7, 1.5, fill="none", stroke=k, stroke_width=1.4))


def p_spotlight(c, k):  # In the Spotlight
    return g(polygon([(-13, -6), (-6, -13), (24, 8), (8, 24)], fill=c, fill_opacity=0.4),
             g(rect(-8, -6, 16, 12, 2.5, fill=c), rect(8, -7, 3, 14, 1.5, fill=c),
               rect(-12, -3, 4, 6, 1.5, fill=c), transform="translate(-14 -14) rotate(45)"),
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


# ---------------------------------------------------------------- building blocks
def card_outline(fill, stroke):
    return rect(1, 1, CARD_W - 2, CARD_H - 2, CARD_R, fill=fill, stroke=stroke, stroke_width=SW)


def diamond_pts(cx, cy, r):
    return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]


def round_badge(cx, cy, r, field, ring, fn, ink, s, gap=4, ring_w=SW):
    grad = D.radial([(0, lighten(field, 0.18)), (1, field)], cx=0.4, cy=0.3, r=0.75)
    return g(circle(cx, cy, r + gap, fill="none", stroke=ring, stroke_width=ring_w),
             circle(cx, cy, r, fill=grad),
             picto(fn, cx, cy, s, ink, field) if fn else "")


def diamond_badge(cx, cy, r, field, ring, fn, ink, s, gap=5, ring_w=SW):
    grad = D.radial([(0, lighten(field, 0.18)), (1, field)], cx=0.4, cy=0.3, r=0.75)
    return g(path(rounded_poly(diamond_pts(cx, cy, r + gap * 1.41), 5), fill="none", stroke=ring, stroke_width=ring_w),
             path(rounded_poly(diamond_pts(cx, cy, r), 4), fill=grad),
             picto(fn, cx, cy, s, ink, field) if fn else "")


def hex_badge(cx, cy, r, field, ring, fn, ink, s, gap=4, ring_w=SW):
    grad = D.radial([(0, lighten(field, 0.18)), (1, field)], cx=0.4, cy=0.3, r=0.75)
    return g(path(rounded_poly(reg_points(cx, cy, r + gap * 1.15, 6, 0), 4), fill="none", stroke=ring, stroke_width=ring_w),
             path(rounded_poly(reg_points(cx, cy, r, 6, 0), 3), fill=grad),
             picto(fn, cx, cy, s, ink, field) if fn else "")


def lighten(hexc, t):
    r, gg, b = (int(hexc[i:i + 2], 16) for i in (1, 3, 5))
    r, gg, b = (round(v + (255 - v) * t) for v in (r, gg, b))
    return f"#{r:02x}{gg:02x}{b:02x}"


def darken(hexc, t):
    r, gg, b = (int(hexc[i:i + 2], 16) for i in (1, 3, 5))
    r, gg, b = (round(v * (1 - t)) for v in (r, gg, b))
    return f"#{r:02x}{gg:02x}{b:02x}"


def side_mark(cx, cy, side, stroke):
    """Tiny side index for card corners: circle = good, diamond = evil, hexagon = neutral."""
    if side == "good":
        return circle(cx, cy, 6, fill=BLUE, stroke=stroke, stroke_width=1.5)
    if side == "evil":
        return path(rounded_poly(diamond_pts(cx, cy, 7.5), 1.2), fill=VERM, stroke=stroke, stroke_width=1.5)
    return path(rounded_poly(reg_points(cx, cy, 7, 6, 0), 1.2), fill=AMBER, stroke=stroke, stroke_width=1.5)


# ---- The Resistance card: slate, map grid, teal rule, stencil corner ticks
RES_EMBLEM = (63, 70)
RES_PLATE = (12, 136, 102, 26)


def res_frame(accent=TEAL, plate=True):
    bg = D.linear([(0, "#273744"), (1, SLATE_D)])
    grid = []
    for x in range(15, 118, 12):
        grid.append(line(x + 0.5, 8, x + 0.5, 168))
    for y in range(16, 168, 12):
        grid.append(line(8, y + 0.5, 118, y + 0.5))
    ex, ey = RES_EMBLEM
    out = [card_outline(bg, accent),
           g(*grid, stroke=TEAL, stroke_width=1, stroke_opacity=0.09),
           rect(7.5, 7.5, 111, 161, 4, fill="none", stroke=accent, stroke_width=1, stroke_opacity=0.45),
           circle(ex, ey, 49, fill="none", stroke=TEAL, stroke_width=1, stroke_opacity=0.22,
                  stroke_dasharray="2 4"),
           circle(ex, ey, 55, fill="none", stroke=TEAL, stroke_width=1, stroke_opacity=0.12)]
    if plate:
        x, y, w, h = RES_PLATE
        out.append(rect(x + 0.5, y + 0.5, w - 1, h - 1, 4, fill=SLATE_D, stroke=accent, stroke_width=1,
                        stroke_opacity=0.6))
    return "".join(out)


def res_role(name, side, fn, scale=None, folder="resistance"):
    ex, ey = RES_EMBLEM
    if side == "good":
        emb = round_badge(ex, ey, 38, BLUE, BLUE, fn, WHITE, scale or 1.15)
    elif side == "evil":
        emb = diamond_badge(ex, ey, 47, VERM, VERM, fn, WHITE, scale or 1.0)
    else:
        emb = hex_badge(ex, ey, 41, AMBER, AMBER, fn, SLATE, scale or 1.1)
    body = res_frame() + emb + side_mark(19, 19, side, SLATE_D) + side_mark(107, 19, side, SLATE_D)
    write(f"{folder}/{name}.svg", CARD_W, CARD_H, body)


# timing icons for plot cards (immediate = leader star, one-use = "1", permanent = square)
def timing_icon(kind, cx, cy):
    bg = circle(cx, cy, 11, fill=AMBER, stroke=SLATE_D, stroke_width=1.5)
    if kind == "immediate":
        ic = path(rounded_poly(star_points(cx, cy + 0.8, 8, 3.3), 0.6), fill=SLATE_D)
    elif kind == "one_use":
        ic = picto(p_num1, cx, cy, 0.34, SLATE_D, AMBER)
        ic = g(polyline([(cx - 3, cy - 4), (cx + 0.8, cy - 7), (cx + 0.8, cy + 7)], **S(SLATE_D, 2.6)))
    else:
        ic = rect(cx - 5, cy - 5, 10, 10, 1, fill=SLATE_D)
    return bg + ic


def res_plot(name, kind, fn, scale=1.3):
    ex, ey = RES_EMBLEM
    field = D.radial([(0, "#31424f"), (1, SLATE)], cx=0.5, cy=0.4, r=0.6)
    emb = g(circle(ex, ey, 42, fill=field, stroke=AMBER, stroke_width=SW),
            circle(ex, ey, 37, fill="none", stroke=AMBER, stroke_width=1, stroke_opacity=0.4),
            picto(fn, ex, ey, scale, AMBER, "#2d3d49"))
    body = res_frame(AMBER) + emb + timing_icon(kind, 21, 21) + timing_icon(kind, 105, 21)
    write(f"resistance/plot_{name}.svg", CARD_W, CARD_H, body)


def token(rel, fn, field, ring, ink, s=0.78, size=64):
    c = size / 2
    grad = D.radial([(0, lighten(field, 0.15)), (1, field)], cx=0.4, cy=0.3, r=0.75)
    body = g(path(rounded_poly(reg_points(c, c, c - 2, 6, 0), 5), fill=grad, stroke=ring, stroke_width=SW),
             path(rounded_poly(reg_points(c, c, c - 7, 6, 0), 3), fill="none", stroke=ring, stroke_width=1,
                  stroke_opacity=0.5),
             picto(fn, c, c, s * size / 64, ink, field))
    write(rel, size, size, body)


# ---- Mission cards (shared): ink card, outcome-coloured rule
def mission_card(rel, outcome, extra=""):
    col = BLUE if outcome == "success" else VERM
    bg = D.linear([(0, "#2a3038"), (1, "#171b20")])
    out = [card_outline(bg, col),
           rect(7.5, 7.5, 111, 161, 4, fill="none", stroke=col, stroke_width=1, stroke_opacity=0.6)]
    cx, cy = 63, 88
    grad = D.radial([(0, lighten(col, 0.2)), (1, col)], cx=0.4, cy=0.3, r=0.75)
    if outcome == "success":
        out += [circle(cx, cy, 46, fill="none", stroke=col, stroke_width=SW),
                circle(cx, cy, 41, fill=grad),
                picto(p_shield, cx, cy + 1, 1.45, WHITE, col)]
        marks = [circle(x, y, 6, fill=col) for x, y in [(19, 19), (107, 19), (19, 157), (107, 157)]]
    else:
        out += [picto(p_cracked_shield, cx, cy + 2, 2.2, grad, "#20252c")]
        marks = [picto(p_x, x, y, 0.45, col, col) for x, y in [(19, 19), (107, 19), (19, 157), (107, 157)]]
    out += marks
    write(rel, CARD_W, CARD_H, "".join(out) + extra)


# ---- Avalon card: parchment page in a deep-blue binding, gold rules, knot corners, banner
AV_EMBLEM = (63, 70)
AV_PLATE = (18, 136, 90, 22)  # the banner's flat face, for the app's text


def knot(cx, cy, r=8.5, bg=NAVY):
    """A small four-loop Celtic knot ornament."""
    loops = []
    for a in (0, 90, 180, 270):
        x = cx + 3.6 * math.cos(math.radians(a))
        y = cy + 3.6 * math.sin(math.radians(a))
        loops.append(circle(x, y, 3.4, fill="none", stroke=GOLD, stroke_width=1.5))
    return g(circle(cx, cy, r, fill=bg, stroke=GOLD, stroke_width=1.5), *loops,
             path(rounded_poly(diamond_pts(cx, cy, 3.6), 0.5), fill=GOLD))


def av_frame(plate=True):
    parch = D.linear([(0, "#f4ead0"), (1, PARCH_D)])
    lattice = []
    # faint diaper lattice inside the page (x 13..113, y 13..163)
    for i in range(-160, 120, 14):
        x0, y0, x1, y1 = 13 + i, 13, 13 + i + 150, 163
        lattice.append(seg_clip(x0, y0, x1, y1, 13, 13, 113, 163))
        lattice.append(seg_clip(113 - i, 13, 113 - i - 150, 163, 13, 13, 113, 163))
    ex, ey = AV_EMBLEM
    rays = "".join(line(ex + 47 * math.cos(math.radians(a)), ey + 47 * math.sin(math.radians(a)),
                        ex + 53 * math.cos(math.radians(a)), ey + 53 * math.sin(math.radians(a)))
                   for a in range(0, 360, 10))
    out = [card_outline(NAVY, GOLD),
           rect(8, 8, 110, 160, 4, fill=parch, stroke=GOLD, stroke_width=SW),
           g(*[l for l in lattice if l], stroke=GOLD_D, stroke_width=1, stroke_opacity=0.13),
           rect(12.5, 12.5, 101, 151, 2, fill="none", stroke=GOLD_D, stroke_width=1, stroke_opacity=0.55),
           g(rays, stroke=GOLD_D, stroke_width=1.4, stroke_opacity=0.45, stroke_linecap="round"),
           knot(10.5, 10.5, 8), knot(115.5, 10.5, 8), knot(10.5, 165.5, 8), knot(115.5, 165.5, 8)]
    if plate:
        # ribbon banner: tails behind, face in front
        for sx in (1, -1):
            x0 = 63 - sx * 55
            tail = [(x0, 142), (x0 + sx * 16, 142), (x0 + sx * 16, 162), (x0, 162), (x0 + sx * 6, 152)]
            out.append(path(rounded_poly(tail, 1), fill=NAVY_D, stroke=GOLD, stroke_width=1.5))
            fold = [(x0 + sx * 10, 158), (x0 + sx * 16, 158), (x0 + sx * 16, 162)]
            out.append(polygon(fold, fill="#0c1328"))
        x, y, w, h = AV_PLATE
        out.append(rect(x, y, w, h, 2, fill=NAVY, stroke=GOLD, stroke_width=SW))
        out.append(rect(x + 3.5, y + 3.5, w - 7, h - 7, 1, fill="none", stroke=GOLD, stroke_width=1,
                        stroke_opacity=0.45))
    return "".join(out)


def seg_clip(x0, y0, x1, y1, xmin, ymin, xmax, ymax):
    """Liang-Barsky clip of a segment to a rectangle; returns a <line> or ''."""
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - xmin), (dx, xmax - x0), (-dy, y0 - ymin), (dy, ymax - y0)):
        if p == 0:
            if q < 0:
                return ""
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return ""
    return line(x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


def av_shield(cx, cy, side, fn, s=None, charge=None):
    if side == "good":
        grad = D.radial([(0, lighten(BLUE, 0.2)), (1, darken(BLUE, 0.15))], cx=0.4, cy=0.3, r=0.8)
        out = [circle(cx, cy, 42, fill=grad, stroke=GOLD, stroke_width=3),
               circle(cx, cy, 36.5, fill="none", stroke=GOLD, stroke_width=1, stroke_opacity=0.7)]
        if charge:
            out.append(charge)
        if fn:
            out.append(picto(fn, cx, cy, s or 1.2, PARCH, BLUE))
    else:
        grad = D.radial([(0, lighten(VERM, 0.2)), (1, darken(VERM, 0.12))], cx=0.4, cy=0.3, r=0.8)
        out = [path(rounded_poly(diamond_pts(cx, cy, 52), 5), fill=grad, stroke=GOLD, stroke_width=3),
               path(rounded_poly(diamond_pts(cx, cy, 45), 3), fill="none", stroke=GOLD, stroke_width=1,
                    stroke_opacity=0.7)]
        if charge:
            out.append(charge)
        if fn:
            out.append(picto(fn, cx, cy, s or 1.0, PARCH, VERM))
    return "".join(out)


def av_role(name, side, fn, s=None):
    ex, ey = AV_EMBLEM
    body = av_frame() + av_shield(ex, ey, side, fn, s) + side_mark(22, 22, side, NAVY) + side_mark(104, 22, side, NAVY)
    write(f"avalon/{name}.svg", CARD_W, CARD_H, body)


def av_token(rel, fn, s=0.8):
    token(rel, fn, NAVY, GOLD, PARCH, s)


# ---- Bodyguard card: off-white dossier, charcoal header, crimson rule, paper clip
BG_EMBLEM = (63, 80)
BG_ROLE_PLATE = (12, 136, 102, 26)
BG_DECK_PLATE = (14, 126, 98, 22)


def bg_frame(plate=BG_ROLE_PLATE, header=True):
    paper = D.linear([(0, "#faf8f3"), (1, OFFW_D)])
    ex, ey = BG_EMBLEM if plate == BG_ROLE_PLATE else (63, 70)
    out = [card_outline(paper, CHAR)]
    if header:
        out += [path("M2 26 V9 Q2 2 9 2 H117 Q124 2 124 9 V26 Z", fill=CHAR),
                rect(2, 26, 122, 3, fill=CRIMSON),
                # folder tab notch
                path("M14 2 H46 L42 10 H18 Z", fill=CHAR_L),
                rect(88.5, 8.5, 26, 10, 2, fill="none", stroke=OFFW, stroke_width=1, stroke_opacity=0.35),
                rect(92, 12, 19, 3, 1.5, fill=OFFW, fill_opacity=0.35)]
    # crosshair ring behind the emblem
    out += [circle(ex, ey, 50, fill="none", stroke=CHAR, stroke_width=1, stroke_opacity=0.14),
            *[line(ex + dx * 44, ey + dy * 44, ex + dx * 56, ey + dy * 56, stroke=CHAR, stroke_width=1.5,
                   stroke_opacity=0.25) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]]
    if plate:
        x, y, w, h = plate
        out.append(rect(x + 0.5, y + 0.5, w - 1, h - 1, 3, fill=WHITE, fill_opacity=0.6, stroke=CHAR,
                        stroke_width=1, stroke_opacity=0.55))
    return "".join(out)


def paperclip(x, y):
    return path(f"M{x} {y + 22} V{y + 4} A4 4 0 0 1 {x + 8} {y + 4} V{y + 26} A6 6 0 0 1 {x - 4} {y + 26} V{y + 8}",
                **S("#8d8d94", 2))


def bg_role(name, side, fn, s=None):
    ex, ey = BG_EMBLEM
    if side == "good":
        emb = round_badge(ex, ey, 38, BLUE, CHAR, fn, WHITE, s or 1.15)
    else:
        emb = diamond_badge(ex, ey, 44, VERM, CHAR, fn, WHITE, s or 0.95)
    body = bg_frame() + emb + paperclip(88, 14) + side_mark(19, 40, side, OFFW) + side_mark(107, 40, side, OFFW)
    write(f"bodyguard/{name}.svg", CARD_W, CARD_H, body)


def bg_deck_card(rel, col, fn, field, ink, frame_fill, s=1.2):
    cx, cy = 63, 72
    if frame_fill == "paper":
        bg = D.linear([(0, "#faf8f3"), (1, OFFW_D)])
        out = [card_outline(col, CHAR), rect(8, 8, 110, 160, 4, fill=bg)]
        plate_fill, plate_stroke = WHITE, CHAR
    else:
        bg = D.linear([(0, CHAR_L), (1, CHAR)])
        out = [card_outline(bg, CHAR), rect(7.5, 7.5, 111, 161, 4, fill="none", stroke=col, stroke_width=SW)]
        plate_fill, plate_stroke = "#111113", col
    grad = D.radial([(0, lighten(field, 0.18)), (1, field)], cx=0.4, cy=0.3, r=0.75)
    out += [circle(cx, cy, 42, fill="none", stroke=col, stroke_width=1, stroke_opacity=0.5),
            circle(cx, cy, 37, fill=grad), picto(fn, cx, cy, s, ink, field)]
    x, y, w, h = BG_DECK_PLATE
    out.append(rect(x + 0.5, y + 0.5, w - 1, h - 1, 3, fill=plate_fill, fill_opacity=0.7, stroke=plate_stroke,
                    stroke_width=1, stroke_opacity=0.6))
    # corner indices: top-left upright, bottom-right rotated
    out.append(circle(21, 21, 11, fill=col))
    out.append(picto(fn, 21, 21, 0.34, OFFW if col != OFFW else CHAR, col))
    out.append(circle(105, 155, 11, fill=col))
    out.append(picto(fn, 105, 155, 0.34, OFFW, col))
    write(rel, CARD_W, CARD_H, "".join(out))


# ---------------------------------------------------------------- common assets
def house_logo(cx, cy, s, house=TEAL, door=AMBER, hole=SLATE):
    """Safehouse mark: a house whose door carries a keyhole (drawn in a 64 box)."""
    return g(path(rounded_poly([(0, -23), (23, -3), (18, -3), (18, 21), (-18, 21), (-18, -3), (-23, -3)], 2.5),
                  fill=house),
             rect(9, -21, 6, 12, 1, fill=house),
             rect(-8, 0, 16, 21, 2, fill=door),
             circle(0, 7.5, 3.4, fill=hole), polygon([(-2, 8), (2, 8), (3.2, 16), (-3.2, 16)], fill=hole),
             transform=tf(cx, cy, s))


def build_common():
    bg = D.linear([(0, "#2b3c49"), (1, SLATE_D)])
    write("common/app_icon.svg", 64, 64,
          rect(1, 1, 62, 62, 14, fill=bg, stroke=TEAL, stroke_width=SW) + house_logo(32, 33.5, 1.0))

    write("common/approve.svg", 64, 64,
          circle(32, 32, 30, fill=GREEN, stroke=darken(GREEN, 0.35), stroke_width=SW)
          + circle(32, 32, 24.5, fill="none", stroke=WHITE, stroke_width=1.5, stroke_opacity=0.45)
          + picto(p_check, 32, 33, 1.45, WHITE, GREEN, ))
    write("common/reject.svg", 64, 64,
          rect(3, 3, 58, 58, 8, fill=VERM, stroke=darken(VERM, 0.35), stroke_width=SW)
          + rect(8.5, 8.5, 47, 47, 4, fill="none", stroke=WHITE, stroke_width=1.5, stroke_opacity=0.45)
          + picto(p_x, 32, 32, 1.35, WHITE, VERM))

    # home entries: "Learn to play" (an open book) and "Your games" (a bar chart), round tokens like approve
    write("common/lesson.svg", 64, 64,
          circle(32, 32, 30, fill=TEAL, stroke=darken(TEAL, 0.35), stroke_width=SW)
          + circle(32, 32, 24.5, fill="none", stroke=WHITE, stroke_width=1.5, stroke_opacity=0.45)
          + path("M14 21 Q23 18 31 22 V45 Q23 41 14 44 Z", fill=WHITE)
          + path("M50 21 Q41 18 33 22 V45 Q41 41 50 44 Z", fill=WHITE, fill_opacity=0.8))
    write("common/record.svg", 64, 64,
          circle(32, 32, 30, fill=AMBER, stroke=darken(AMBER, 0.35), stroke_width=SW)
          + circle(32, 32, 24.5, fill="none", stroke=WHITE, stroke_width=1.5, stroke_opacity=0.45)
          + rect(17, 33, 8, 12, 1.5, fill=SLATE_D) + rect(28, 24, 8, 21, 1.5, fill=SLATE_D)
          + rect(39, 18, 8, 27, 1.5, fill=SLATE_D) + line(15, 47.5, 49, 47.5, stroke=SLATE_D, stroke_width=2))
    mission_card("common/success.svg", "success")
    mission_card("common/fail.svg", "fail")

    # card back: slate, map grid, logo in a ring; symmetric so it reads the same both ways up
    back = D.linear([(0, "#263542"), (1, SLATE_D)])
    grid = [line(x + 0.5, 10, x + 0.5, 166) for x in range(15, 118, 8)] + \
           [line(10, y + 0.5, 116, y + 0.5) for y in range(16, 168, 8)]
    rings = "".join(circle(63, 88, r, fill="none", stroke=TEAL, stroke_width=1, stroke_opacity=op)
                    for r, op in ((30, 0.5), (40, 0.3), (50, 0.18)))
    write("common/card_back.svg", CARD_W, CARD_H,
          card_outline(back, TEAL)
          + g(*grid, stroke=TEAL, stroke_width=1, stroke_opacity=0.1)
          + rect(7.5, 7.5, 111, 161, 4, fill="none", stroke=TEAL, stroke_width=1, stroke_opacity=0.5)
          + rect(11.5, 11.5, 103, 153, 2, fill="none", stroke=AMBER, stroke_width=1, stroke_opacity=0.35,
                 stroke_dasharray="3 3")
          + rings
          + circle(63, 88, 24, fill=SLATE_D, stroke=TEAL, stroke_width=SW)
          + house_logo(63, 89, 0.72)
          + "".join(path(rounded_poly(diamond_pts(x, y, 4), 0.5), fill=AMBER) for x, y in
                    ((63, 26), (63, 150), (25, 88), (101, 88))))

    token("common/leader_token.svg", p_star, SLATE, AMBER, AMBER, 0.8)
    token("common/team_token.svg", p_crosshair, SLATE, TEAL, TEAL, 0.86)
    token("common/vote_marker.svg", p_ballot, SLATE, AMBER, AMBER, 0.8)
    token("common/round_marker.svg", p_pointer, SLATE, TEAL, TEAL, 0.84)

    good = D.radial([(0, lighten(BLUE, 0.25)), (1, BLUE)], cx=0.4, cy=0.3, r=0.75)
    write("common/good_token.svg", 64, 64,
          circle(32, 32, 30, fill=good, stroke=darken(BLUE, 0.4), stroke_width=SW)
          + circle(32, 32, 22, fill="none", stroke=WHITE, stroke_width=2, stroke_opacity=0.7)
          + circle(32, 32, 9, fill=WHITE))
    evil = D.radial([(0, lighten(VERM, 0.25)), (1, VERM)], cx=0.4, cy=0.3, r=0.75)
    write("common/evil_token.svg", 64, 64,
          path(rounded_poly(diamond_pts(32, 32, 30), 4), fill=evil, stroke=darken(VERM, 0.4), stroke_width=SW)
          + path(rounded_poly(diamond_pts(32, 32, 20), 2), fill="none", stroke=WHITE, stroke_width=2,
                 stroke_opacity=0.7)
          + path(rounded_poly(diamond_pts(32, 32, 9), 1), fill=WHITE))

    # face-down role: a question mark over a circle-and-diamond (either side)
    hb = D.linear([(0, "#2a3038"), (1, "#171b20")])
    write("common/hidden_role.svg", CARD_W, CARD_H,
          card_outline(hb, "#6b7684")
          + rect(7.5, 7.5, 111, 161, 4, fill="none", stroke="#6b7684", stroke_width=1, stroke_opacity=0.6)
          + circle(63, 88, 36, fill="none", stroke=BLUE, stroke_width=3)
          + path(rounded_poly(diamond_pts(63, 88, 46), 4), fill="none", stroke=VERM, stroke_width=3)
          + picto(p_question, 63, 88, 1.5, "#e9edf2", "#20252c"))


# ---------------------------------------------------------------- The Resistance
def stadium_span(x, x0, y0, x1, y1, r):
    """Vertical extent of a rounded rect at abscissa x (None if outside)."""
    if x < x0 or x > x1:
        return None
    cx = min(max(x, x0 + r), x1 - r)
    dx = x - cx
    if abs(dx) > r:
        return None
    h = math.sqrt(r * r - dx * dx)
    return (y0 + r - h, y1 - r + h)


def rr_grid(x0, y0, x1, y1, r, step, inset=0):
    """Grid lines clipped to a rounded rectangle (analytically, no clip paths)."""
    out = []
    a0, b0, a1, b1, rr = x0 + inset, y0 + inset, x1 - inset, y1 - inset, r - inset
    x = a0 + step
    while x < a1:
        sp = stadium_span(x, a0, b0, a1, b1, rr)
        if sp:
            out.append(line(x + 0.5, sp[0], x + 0.5, sp[1]))
        x += step
    y = b0 + step
    while y < b1:
        sp = stadium_span(y, b0, a0, b1, a1, rr)  # transpose
        if sp:
            out.append(line(sp[0], y + 0.5, sp[1], y + 0.5))
        y += step
    return out


def build_resistance_table():
    W, H = 1600, 1000
    x0, y0, x1, y1, r = 40, 40, 1560, 960, 300
    room = D.radial([(0, "#18232b"), (1, "#0d1216")], cx=0.5, cy=0.5, r=0.7)
    top = D.radial([(0, "#2c3d4a"), (0.6, SLATE), (1, "#172027")], cx=0.5, cy=0.45, r=0.6)
    lamp = D.radial([(0, AMBER, 0.10), (1, AMBER, 0)], cx=800, cy=470, r=520, user=True)
    out = [rect(0, 0, W, H, fill=room),
           rect(x0 - 14, y0 - 14, x1 - x0 + 28, y1 - y0 + 28, r + 14, fill="#10171c", stroke="#34454f", stroke_width=SW),
           rect(x0, y0, x1 - x0, y1 - y0, r, fill=top, stroke=TEAL, stroke_width=SW, stroke_opacity=0.7),
           g(*rr_grid(x0, y0, x1, y1, r, 40, 6), stroke=TEAL, stroke_width=1, stroke_opacity=0.07),
           g(*rr_grid(x0, y0, x1, y1, r, 200, 6), stroke=TEAL, stroke_width=2, stroke_opacity=0.08),
           rect(x0, y0, x1 - x0, y1 - y0, r, fill=lamp)]
    # topographic contours (the map) in the corners of the table
    contours = []
    for (cx, cy, base) in ((360, 300, 40), (1250, 720, 36), (1230, 250, 26), (380, 720, 30)):
        for i in range(1, 6):
            rr = base * i
            pts_ = []
            for a in range(0, 360, 12):
                wob = 1 + 0.13 * math.sin(math.radians(a * 3 + cx)) + 0.07 * math.cos(math.radians(a * 5 + cy))
                pts_.append((cx + rr * wob * math.cos(math.radians(a)) * 1.25, cy + rr * wob * math.sin(math.radians(a))))
            contours.append(path(d_poly(pts_), fill="none"))
    out.append(g(*contours, stroke=TEAL, stroke_width=1.5, stroke_opacity=0.16))
    # signal lines: radio rings from a transmitter, dashed routes between safehouses
    tx, ty = 1380, 500
    for i, rr in enumerate((30, 60, 90, 120)):
        out.append(path(arc_d(tx, ty, rr, 130, 230), **S(TEAL, 2, stroke_opacity=0.3 - i * 0.06)))
    out.append(circle(tx, ty, 8, fill=TEAL, fill_opacity=0.35))
    route = [(220, 500), (360, 300), (800, 160), (1230, 250), (1380, 500), (1250, 720), (800, 840), (380, 720), (220, 500)]
    out.append(path(d_poly(route, closed=False), **S(AMBER, 2.5, stroke_opacity=0.4, stroke_dasharray="2 10")))
    for x, y in route[:-1]:
        out.append(circle(x, y, 7, fill="none", stroke=AMBER, stroke_width=2, stroke_opacity=0.45))
        out.append(circle(x, y, 2.5, fill=AMBER, fill_opacity=0.6))
    # compass mark and stencil corner brackets
    out.append(g(circle(800, 500, 150, fill="none", stroke=TEAL, stroke_width=1, stroke_opacity=0.12,
                        stroke_dasharray="4 8"),
                 circle(800, 500, 240, fill="none", stroke=TEAL, stroke_width=1, stroke_opacity=0.08)))
    for (x, y, dx, dy) in ((x0 + 200, y0 + 60, 1, 1), (x1 - 200, y0 + 60, -1, 1),
                           (x0 + 200, y1 - 60, 1, -1), (x1 - 200, y1 - 60, -1, -1)):
        out.append(polyline([(x, y + 30 * dy), (x, y), (x + 30 * dx, y)],
                            **S(AMBER, 3, stroke_opacity=0.5, stroke_linecap="butt", stroke_linejoin="miter")))
    write("resistance/table.svg", W, H, "".join(out))


def slot(rel, ring, field, dark, knots=False):
    c = 40
    out = [circle(c, c, 38, fill=field, stroke=ring, stroke_width=SW, stroke_opacity=0.8),
           circle(c, c, 31, fill="none", stroke=ring, stroke_width=2, stroke_opacity=0.45, stroke_dasharray="4 4")]
    for a in range(0, 360, 90):
        out.append(line(c + 33 * math.cos(math.radians(a)), c + 33 * math.sin(math.radians(a)),
                        c + 38 * math.cos(math.radians(a)), c + 38 * math.sin(math.radians(a)),
                        stroke=ring, stroke_width=SW))
    out.append(circle(c, c, 3, fill=ring, fill_opacity=0.5))
    write(rel, 80, 80, "".join(out))


def outcome_token(rel, outcome, rim):
    c = 40
    col = BLUE if outcome == "success" else VERM
    grad = D.radial([(0, lighten(col, 0.22)), (1, darken(col, 0.08))], cx=0.4, cy=0.3, r=0.75)
    out = [circle(c, c, 38, fill=grad, stroke=rim, stroke_width=SW),
           circle(c, c, 32.5, fill="none", stroke=WHITE, stroke_width=1.2, stroke_opacity=0.5)]
    if outcome == "success":
        out.append(picto(p_shield, c, c + 0.5, 1.1, WHITE, col))
    else:
        out.append(picto(p_cracked_shield, c, c + 0.5, 1.1, WHITE, col))
    write(rel, 80, 80, "".join(out))


def build_resistance():
    build_resistance_table()
    slot("resistance/mission_slot.svg", TEAL, "#182128", SLATE_D)
    outcome_token("resistance/mission_success.svg", "success", "#0e2a3d")
    outcome_token("resistance/mission_fail.svg", "fail", "#3d1a06")
    write("resistance/two_fail_mark.svg", 64, 40,
          rect(1, 1, 62, 38, 19, fill=SLATE_D, stroke=VERM, stroke_width=SW)
          + picto(p_cracked_shield, 21, 20.5, 0.58, VERM, SLATE_D)
          + picto(p_cracked_shield, 43, 20.5, 0.58, VERM, SLATE_D))

    res_role("resistance_card", "good", p_antenna, 1.15)
    res_role("spy_card", "evil", p_mask, 1.05)
    res_role("commander_card", "good", p_commander, 1.15)
    res_role("assassin_card", "evil", p_dagger, 1.0)
    res_role("bodyguard_role_card", "good", p_guard, 1.15)
    res_role("false_commander_card", "evil", p_false_commander, 1.0)
    res_role("deep_cover_card", "evil", p_fedora, 1.0)
    res_role("blind_spy_card", "evil", p_blind_eye, 0.95)
    # Hunter module: chief and hunter exist on both sides. The plain file is side-neutral
    # (amber hexagon); the _resistance/_spy variants carry the side shape.
    res_role("hunter_card", "neutral", p_hunter, 1.05)
    res_role("chief_card", "neutral", p_chief, 1.05)
    res_role("hunter_card_resistance", "good", p_hunter, 1.15)
    res_role("hunter_card_spy", "evil", p_hunter, 1.0)
    res_role("chief_card_resistance", "good", p_chief, 1.15)
    res_role("chief_card_spy", "evil", p_chief, 1.0)

    badge = g(rect(33, 13, 60, 22, 11, fill=AMBER, stroke=SLATE_D, stroke_width=1.5),
              picto(p_chief, 63, 24.5, 0.42, SLATE_D, AMBER))
    mission_card("resistance/chief_fail.svg", "fail", badge)

    plots = [("strong_leader", "one_use", p_strong_leader, 1.3),
             ("overheard_conversation", "immediate", p_overheard, 1.3),
             ("establish_confidence", "immediate", p_key, 1.25),
             ("open_up", "immediate", p_open_lock, 1.25),
             ("take_responsibility", "one_use", p_magnet, 1.25),
             ("no_confidence", "one_use", p_no_confidence, 1.3),
             ("keeping_close_eye", "one_use", p_close_eye, 1.3),
             ("in_the_spotlight", "one_use", p_spotlight, 1.3),
             ("opinion_maker", "permanent", p_megaphone, 1.3)]
    for name, kind, fn, s in plots:
        res_plot(name, kind, fn, s)

    token("resistance/inquisitor_token.svg", p_lantern, SLATE, AMBER, AMBER, 0.84)
    token("resistance/sergeant_token.svg", p_chevrons, SLATE, AMBER, AMBER, 0.84)
    token("resistance/investigator_token.svg", p_magnifier, SLATE, AMBER, AMBER, 0.84)


# ---------------------------------------------------------------- Avalon
def rr_sampler(x0, y0, x1, y1, r):
    """Return (length, fn(s) -> (x, y, nx, ny)) walking a rounded rect clockwise; n points outward."""
    w, h = x1 - x0 - 2 * r, y1 - y0 - 2 * r
    q = math.pi * r / 2
    segs = [("l", x0 + r, y0, 1, 0, w), ("a", x1 - r, y0 + r, -90, q),
            ("l", x1, y0 + r, 0, 1, h), ("a", x1 - r, y1 - r, 0, q),
            ("l", x1 - r, y1, -1, 0, w), ("a", x0 + r, y1 - r, 90, q),
            ("l", x0, y1 - r, 0, -1, h), ("a", x0 + r, y0 + r, 180, q)]
    total = 2 * w + 2 * h + 4 * q

    def at(s):
        s %= total
        for sg in segs:
            ln = sg[-1]
            if s <= ln:
                if sg[0] == "l":
                    _, sx, sy, dx, dy, _ = sg
                    return sx + dx * s, sy + dy * s, dy, -dx
                _, cx, cy, a0, _ = sg
                a = math.radians(a0) + s / r
                return cx + r * math.cos(a), cy + r * math.sin(a), math.cos(a), math.sin(a)
            s -= ln
        return at(0)
    return total, at


def guilloche(x0, y0, x1, y1, r, amp, period, strand, casing, w):
    """Two interlaced strands (a simple Celtic plait) along a rounded rectangle."""
    total, at = rr_sampler(x0, y0, x1, y1, r)
    n = max(2, round(total / period))
    lam = total / n  # full wavelength; a crossing every lam/2

    def strand_pts(phase, s0, s1, step=4.0):
        res = []
        s = s0
        while s <= s1 + 1e-6:
            x, y, nx, ny = at(s)
            o = amp * math.sin(2 * math.pi * s / lam + phase)
            res.append((x + nx * o, y + ny * o))
            s += step
        return res
    out = []
    for phase in (0, math.pi):
        p = strand_pts(phase, 0, total)
        out.append(path(d_poly(p), **S(casing, w + 4)))
        out.append(path(d_poly(p), **S(strand, w)))
    # every other crossing: re-draw strand A on top so the strands weave over and under
    for i in range(0, 2 * n, 2):
        sc = i * lam / 2
        p = strand_pts(0, sc - lam * 0.16, sc + lam * 0.16, 2.0)
        out.append(path(d_poly(p, closed=False), **S(casing, w + 4, stroke_linecap="butt")))
        out.append(path(d_poly(p, closed=False), **S(strand, w, stroke_linecap="butt")))
    return "".join(out)


def build_avalon_table():
    W, H = 1600, 1000
    field = D.radial([(0, "#263868"), (0.7, NAVY), (1, NAVY_D)], cx=0.5, cy=0.5, r=0.65)
    out = [rect(0, 0, W, H, fill="#0d1429"),
           rect(12, 12, W - 24, H - 24, 36, fill=NAVY_D, stroke=GOLD, stroke_width=SW),
           rect(28, 28, W - 56, H - 56, 26, fill="none", stroke=GOLD, stroke_width=SW, stroke_opacity=0.8),
           guilloche(48, 48, W - 48, H - 48, 20, 9, 64, GOLD, NAVY_D, 4),
           rect(68, 68, W - 136, H - 136, 12, fill=field, stroke=GOLD, stroke_width=SW, stroke_opacity=0.8)]
    # diaper lattice, with small gold quatrefoil dots at the nodes
    lat = []
    for i in range(-1000, 1600, 60):
        lat.append(seg_clip(72 + i, 72, 72 + i + 860, 932, 72, 72, W - 72, H - 72))
        lat.append(seg_clip(W - 72 - i, 72, W - 72 - i - 860, 932, 72, 72, W - 72, H - 72))
    out.append(g(*[l for l in lat if l], stroke=GOLD, stroke_width=1, stroke_opacity=0.07))
    # the round table: parchment disc with gold rim and knot ring
    cx, cy = 800, 500
    parch = D.radial([(0, "#f3e9cf"), (0.75, PARCH), (1, PARCH_D)], cx=0.5, cy=0.45, r=0.55)
    out += [el("ellipse", cx=800.0, cy=500.0, rx=600.0, ry=360.0, fill=NAVY_D, stroke=GOLD, stroke_width=SW),
            el("ellipse", cx=800.0, cy=500.0, rx=584.0, ry=344.0, fill=parch, stroke=GOLD_D, stroke_width=SW)]
    seats = []
    for a in range(0, 360, 15):
        ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
        seats.append(line(cx + 560 * ca, cy + 320 * sa, cx + 584 * ca, cy + 344 * sa))
    out += [g(*seats, stroke=GOLD_D, stroke_width=2, stroke_opacity=0.6),
            el("ellipse", cx=800.0, cy=500.0, rx=556.0, ry=316.0, fill="none", stroke=GOLD_D, stroke_width=SW,
               stroke_opacity=0.7),
            el("ellipse", cx=800.0, cy=500.0, rx=420.0, ry=230.0, fill="none", stroke=GOLD_D, stroke_width=1,
               stroke_opacity=0.35, stroke_dasharray="3 9"),
            el("ellipse", cx=800.0, cy=500.0, rx=200.0, ry=110.0, fill="none", stroke=GOLD_D, stroke_width=1,
               stroke_opacity=0.3)]
    # illumination on the rim: gold lozenges between the seat ticks, and a faint rose in the middle
    for a in range(0, 360, 15):
        ca, sa = math.cos(math.radians(a + 7.5)), math.sin(math.radians(a + 7.5))
        out.append(path(rounded_poly(diamond_pts(cx + 570 * ca, cy + 330 * sa, 6), 1), fill=GOLD))
    rose = []
    for i in range(16):
        ang = i * 22.5
        rr = 96 if i % 2 == 0 else 60
        rose.append(path(d_poly([(0, 0), (-9, -rr * 0.45), (0, -rr), (9, -rr * 0.45)]), transform=f"rotate({ang})"))
    out.append(g(*rose, circle(0, 0, 18), fill=GOLD_D, fill_opacity=0.13,
                 transform=f"translate({cx} {cy}) scale(1.6 1)"))
    # corner knots
    for x, y in ((48, 48), (W - 48, 48), (48, H - 48), (W - 48, H - 48)):
        out.append(g(knot(0, 0, 9, NAVY_D), transform=f"translate({x} {y}) scale(3)"))
    write("avalon/table.svg", W, H, "".join(out))


def av_outcome(rel, outcome):
    outcome_token(rel, outcome, GOLD)


def av_card(rel, body):
    write(rel, CARD_W, CARD_H, av_frame(plate=False) + body)


def build_avalon():
    build_avalon_table()
    c = 40
    write("avalon/quest_slot.svg", 80, 80,
          circle(c, c, 38, fill=NAVY_D, stroke=GOLD, stroke_width=SW)
          # the centre stays plain: the table writes the team size there, and a knot under it read as a
          # second numeral
          + circle(c, c, 31, fill="none", stroke=GOLD, stroke_width=2, stroke_opacity=0.5, stroke_dasharray="4 4"))
    av_outcome("avalon/quest_success.svg", "success")
    av_outcome("avalon/quest_fail.svg", "fail")

    roles = [("merlin", "good", p_staff_star, 1.2), ("percival", "good", p_chalice, 1.15),
             ("loyal_servant", "good", p_tower, 1.15), ("cleric", "good", p_cleric, 1.15),
             ("tristan", "good", p_tristan, 1.2), ("isolde", "good", p_isolde, 1.2),
             ("lancelot_good", "good", p_lance, 1.15),
             ("assassin", "evil", p_dagger, 1.0), ("morgana", "evil", p_crescent, 1.0),
             ("mordred", "evil", p_broken_crown, 1.0), ("oberon", "evil", p_hooded_eye, 1.0),
             ("minion", "evil", p_helm, 1.0), ("lancelot_evil", "evil", p_lance, 1.0)]
    for name, side, fn, s in roles:
        av_role(name, side, fn, s)
    # Mordred + Assassin on one card: broken crown over a dagger
    av_role("mordred_assassin", "evil", lambda cc, k: g(
        g(p_broken_crown(cc, k), transform="translate(0 -9) scale(0.68)"),
        g(p_dagger(cc, k), transform="translate(0 15) rotate(90) scale(0.72)")), 1.0)

    # loyalty cards: plain heraldic fields (cross quartering = good, saltire = evil)
    ex, ey = AV_EMBLEM
    av_card("avalon/loyalty_good.svg",
            av_shield(ex, 88, "good", None, charge=g(
                line(ex, 51, ex, 125), line(ex - 37, 88, ex + 37, 88), stroke=GOLD, stroke_width=5)
                + circle(ex, 88, 9, fill=GOLD) + circle(ex, 88, 4, fill=BLUE))
            + side_mark(22, 22, "good", NAVY) + side_mark(104, 22, "good", NAVY)
            + side_mark(22, 154, "good", NAVY) + side_mark(104, 154, "good", NAVY))
    av_card("avalon/loyalty_evil.svg",
            av_shield(ex, 88, "evil", None, charge=g(
                line(ex - 22, 66, ex + 22, 110), line(ex + 22, 66, ex - 22, 110), stroke=GOLD, stroke_width=5)
                + path(rounded_poly(diamond_pts(ex, 88, 10), 1), fill=GOLD)
                + path(rounded_poly(diamond_pts(ex, 88, 4.5), 0.5), fill=VERM))
            + side_mark(22, 22, "evil", NAVY) + side_mark(104, 22, "evil", NAVY)
            + side_mark(22, 154, "evil", NAVY) + side_mark(104, 154, "evil", NAVY))

    # Lancelot loyalty deck: a round and a lozenge shield, kept (=) or swapped (arrows)
    def mini_pair(y):
        return (circle(38, y, 17, fill=BLUE, stroke=GOLD, stroke_width=SW)
                + path(rounded_poly(diamond_pts(88, y, 21), 2.5), fill=VERM, stroke=GOLD, stroke_width=SW))
    av_card("avalon/lancelot_no_change.svg",
            mini_pair(88)
            + rect(56, 80, 14, 4, 2, fill=NAVY) + rect(56, 92, 14, 4, 2, fill=NAVY))
    av_card("avalon/lancelot_switch.svg",
            mini_pair(88)
            + path("M38 64 C42 44 84 44 88 58", **S(NAVY, 3.5)) + polygon([(88, 66), (82, 55), (94, 56)], fill=NAVY)
            + path("M88 113 C84 132 42 132 38 118", **S(NAVY, 3.5)) + polygon([(38, 110), (44, 121), (32, 120)], fill=NAVY))

    av_token("avalon/lady_of_the_lake.svg", p_lily, 0.86)
    av_token("avalon/excalibur.svg", p_sword_stone, 0.86)
    av_token("avalon/sire_of_the_sea.svg", p_trident, 0.86)
    av_token("avalon/ref_of_the_rain.svg", p_rain, 0.86)


# ---------------------------------------------------------------- Bodyguard
HIT_TYPES = {  # type: (colour, pictogram) -- colour AND shape differ
    "weapon": (VERM, p_knife),
    "location": (BLUE, p_pin),
    "weather": (GREEN, p_cloud),
    "time": (ORANGE, p_clock),
}


def build_bodyguard_table():
    W, H = 1600, 1000
    room = D.radial([(0, "#26262b"), (1, "#0e0e10")], cx=0.5, cy=0.5, r=0.7)
    desk = D.radial([(0, "#2b2b31"), (0.7, CHAR), (1, "#121214")], cx=0.5, cy=0.45, r=0.6)
    out = [rect(0, 0, W, H, fill=room),
           rect(30, 30, W - 60, H - 60, 48, fill=desk, stroke="#3a3a40", stroke_width=SW),
           rect(54, 54, W - 108, H - 108, 30, fill="none", stroke=CRIMSON, stroke_width=SW, stroke_opacity=0.55)]
    grid = rr_grid(54, 54, W - 54, H - 54, 30, 50, 4)
    out.append(g(*grid, stroke=OFFW, stroke_width=1, stroke_opacity=0.035))
    # dossiers: folders lying in two corners, with redaction bars
    for (x, y, rot) in ((120, 110, -6), (1200, 640, 5)):
        out.append(g(path("M0 24 V8 Q0 0 8 0 H90 L104 16 H272 Q280 16 280 24 V232 Q280 240 272 240 H8 Q0 240 0 232 Z",
                          fill=OFFW, fill_opacity=0.045, stroke=OFFW, stroke_width=SW, stroke_opacity=0.12),
                     *[rect(24, 50 + i * 26, [200, 150, 220, 120, 180, 90, 160][i], 10, 2, fill=OFFW,
                            fill_opacity=0.07) for i in range(7)],
                     rect(150, 102, 90, 10, 0, fill=CRIMSON, fill_opacity=0.35),
                     circle(232, 190, 26, fill="none", stroke=CRIMSON, stroke_width=3, stroke_opacity=0.3),
                     transform=f"translate({x} {y}) rotate({rot})"))
    # crosshair in the middle
    cx, cy = 800, 500
    out.append(g(circle(cx, cy, 300, fill="none", stroke=OFFW, stroke_width=2, stroke_opacity=0.06),
                 circle(cx, cy, 190, fill="none", stroke=CRIMSON, stroke_width=2, stroke_opacity=0.25),
                 circle(cx, cy, 186, fill="none", stroke=CRIMSON, stroke_width=1, stroke_opacity=0.15,
                        stroke_dasharray="2 6"),
                 *[line(cx + dx * 150, cy + dy * 150, cx + dx * 330, cy + dy * 330, stroke=CRIMSON,
                        stroke_width=2, stroke_opacity=0.25) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))],
                 *[line(cx + 300 * math.cos(math.radians(a)), cy + 300 * math.sin(math.radians(a)),
                        cx + 285 * math.cos(math.radians(a)), cy + 285 * math.sin(math.radians(a)),
                        stroke=OFFW, stroke_width=2, stroke_opacity=0.12) for a in range(0, 360, 10)]))
    for (x, y, dx, dy) in ((90, 90, 1, 1), (W - 90, 90, -1, 1), (90, H - 90, 1, -1), (W - 90, H - 90, -1, -1)):
        out.append(polyline([(x, y + 36 * dy), (x, y), (x + 36 * dx, y)],
                            **S(OFFW, 3, stroke_opacity=0.25, stroke_linecap="butt", stroke_linejoin="miter")))
    write("bodyguard/table.svg", W, H, "".join(out))


def bg_back_body(x=0, y=0, w=CARD_W, h=CARD_H):
    bg = D.linear([(0, CHAR_L), (1, "#111113")])
    cx, cy = x + w / 2, y + h / 2
    stripes = [seg_clip(x + 8 + i, y + 8, x + 8 + i + 160, y + 168, x + 10, y + 10, x + w - 10, y + h - 10)
               for i in range(-160, 120, 9)]
    return g(rect(x + 1, y + 1, w - 2, h - 2, CARD_R, fill=bg, stroke=CHAR, stroke_width=SW),
             g(*[s for s in stripes if s], stroke=OFFW, stroke_width=1, stroke_opacity=0.05),
             rect(x + 7.5, y + 7.5, w - 15, h - 15, 4, fill="none", stroke=CRIMSON, stroke_width=SW),
             circle(cx, cy, 30, fill="#111113", stroke=CRIMSON, stroke_width=SW),
             circle(cx, cy, 20, fill="none", stroke=OFFW, stroke_width=1.5, stroke_opacity=0.8),
             *[line(cx + dx * 12, cy + dy * 12, cx + dx * 40, cy + dy * 40, stroke=OFFW, stroke_width=SW,
                    stroke_linecap="round") for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))],
             circle(cx, cy, 3, fill=CRIMSON),
             path(rounded_poly(star_points(cx, y + 26, 7, 2.9), 0.5), fill=CRIMSON),
             path(rounded_poly(star_points(cx, y + h - 24, 7, 2.9, rot=90), 0.5), fill=CRIMSON))


def build_bodyguard():
    build_bodyguard_table()
    bg_role("president_card", "good", p_seal, 1.45)
    bg_role("bodyguard_card", "good", p_shades, 1.15)
    bg_role("assassin_card", "evil", p_crosshair, 1.0)

    for name, (col, fn) in HIT_TYPES.items():
        bg_deck_card(f"bodyguard/hit_{name}.svg", col, fn, col, WHITE, "paper", 1.25)
    actions = [("dirty_trick", p_scissors, 1.2), ("deadly_martini", p_martini, 1.25),
               ("plan_b", p_undo, 1.2), ("hardcore", p_block, 1.2)]
    for name, fn, s in actions:
        bg_deck_card(f"bodyguard/action_{name}.svg", CRIMSON, fn, CRIMSON, OFFW, "dark", s)

    write("bodyguard/card_back.svg", CARD_W, CARD_H, bg_back_body())
    # draw pile: the back on top of two offset card edges
    pw, ph = 116, 162
    write("bodyguard/draw_pile.svg", CARD_W, CARD_H,
          rect(9, 13, pw - 2, ph - 2, CARD_R, fill="#111113", stroke="#4a4a52", stroke_width=SW)
          + rect(5, 7, pw - 2, ph - 2, CARD_R, fill="#1c1c20", stroke="#4a4a52", stroke_width=SW)
          + bg_back_body(0, 0, pw, ph))
    # discard pile: an empty dashed place with a drop-in arrow
    write("bodyguard/discard_pile.svg", CARD_W, CARD_H,
          rect(1, 1, CARD_W - 2, CARD_H - 2, CARD_R, fill=OFFW, fill_opacity=0.06, stroke=OFFW, stroke_width=SW,
               stroke_opacity=0.5, stroke_dasharray="6 5")
          + polyline([(63, 58), (63, 104)], **S(OFFW, 4, stroke_opacity=0.6))
          + polyline([(47, 90), (63, 106), (79, 90)], **S(OFFW, 4, stroke_opacity=0.6))
          + line(39, 120, 87, 120, **S(OFFW, 4, stroke_opacity=0.6)))

    # president marker: off-white hexagon with the seal
    token("bodyguard/president_marker.svg", p_seal, OFFW, CHAR, BLUE, 0.92)

    for n, fn, field, ink in ((1, p_num1, OFFW, CHAR), (2, p_num2, CRIMSON, OFFW)):
        c = 32
        grad = D.radial([(0, lighten(field, 0.15)), (1, field)], cx=0.4, cy=0.3, r=0.75)
        pips = ""
        write(f"bodyguard/score_{n}.svg", 64, 64,
              path(rounded_poly(reg_points(c, c, 30, 6, 0), 5), fill=grad, stroke=CHAR, stroke_width=SW)
              + path(rounded_poly(reg_points(c, c, 25, 6, 0), 3), fill="none", stroke=ink, stroke_width=1,
                     stroke_opacity=0.5)
              + picto(fn, c, c, 0.78, ink, field) + pips)


def main():
    build_common()
    build_resistance()
    build_avalon()
    build_bodyguard()
    print(f"wrote {len(WRITTEN)} SVG files under {HERE}")


if __name__ == "__main__":
    main()
