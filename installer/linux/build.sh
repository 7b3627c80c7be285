#!/usr/bin/env bash
# Build Safehouse for Linux: the frozen app (PyInstaller onedir), a .deb and a .tar.gz.
#
#   installer/linux/build.sh [--install-deps] [--skip-pyinstaller] [--smoke]
#
#   --install-deps      apt-get install the Qt runtime libraries first (root; they must be present at
#                       build time or PyInstaller silently leaves them out of the bundle)
#   --skip-pyinstaller  package an existing dist/safehouse (after a build you only want to re-package)
#   --smoke             afterwards, run installer/smoke_test.py on the frozen app
#
# Environment: PYTHON (default .venv/bin/python, else python3) with the project's dependencies and
# '.[build]' installed; DEB_COMPRESS (default zstd; xz for dpkg older than 1.21.18).
# Outputs: dist/safehouse/ (frozen app), dist/safehouse_<version>_<arch>.deb,
#          dist/safehouse-<version>-linux-<arch>.tar.gz. Work files go to build/.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
HERE="installer/linux"
APP_ID="app.safehouse.Safehouse"

INSTALL_DEPS=0 SKIP_PYI=0 SMOKE=0
for arg in "$@"; do
    case "$arg" in
        --install-deps) INSTALL_DEPS=1 ;;
        --skip-pyinstaller) SKIP_PYI=1 ;;
        --smoke) SMOKE=1 ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "unknown option: $arg" >&2; exit 2 ;;
    esac
done

if [[ -z "${PYTHON:-}" ]]; then
    if [[ -x .venv/bin/python ]]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
DEB_COMPRESS="${DEB_COMPRESS:-zstd}"

# The libraries Qt's xcb/wayland/offscreen platforms load; the .deb's Depends lists the same.
RUNTIME_DEBS=(libegl1 libgl1 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 libxkbcommon0 libxkbcommon-x11-0
    libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
    libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-xfixes0 libxcb-xkb1
    libwayland-client0 libwayland-cursor0 libwayland-egl1)

step() { printf '\n== %s\n' "$*"; }
seconds() { date +%s.%N; }
since() { awk -v now="$(seconds)" -v then="$1" 'BEGIN { printf "%.1f", now - then }'; }
T0=$(seconds)

step "runtime libraries"
missing=()
for pkg in "${RUNTIME_DEBS[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
    if ((INSTALL_DEPS)); then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
    else
        echo "missing: ${missing[*]}" >&2
        echo "install them (or pass --install-deps as root): the bundle would silently lack them" >&2
        exit 1
    fi
fi
echo "all ${#RUNTIME_DEBS[@]} present"

VERSION="$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
ARCH="$(dpkg --print-architecture)"
DATE="$(git log -1 --format=%cs 2>/dev/null || date -u +%F)"
echo "safehouse $VERSION ($ARCH), python: $("$PYTHON" -c 'import sys; print(sys.version.split()[0])')"

step "icons"
"$PYTHON" installer/make_icons.py build/icons

if ((SKIP_PYI == 0)); then
    step "pyinstaller"
    T1=$(seconds)
    "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath dist --workpath build/pyinstaller installer/safehouse.spec
    echo "pyinstaller: $(since "$T1") s"
fi
APP=dist/safehouse
[[ -x "$APP/safehouse" ]] || { echo "no $APP/safehouse: build first" >&2; exit 1; }

step "bundle check: every bundled library resolves"
LIBPATH="$APP/_internal:$APP/_internal/PySide6/Qt/lib"
unresolved="$(find "$APP/_internal" -type f \( -name '*.so' -o -name '*.so.*' \) -print0 \
    | xargs -0 -n 50 env LD_LIBRARY_PATH="$LIBPATH" ldd 2>/dev/null | grep 'not found' | sort -u || true)"
if [[ -n "$unresolved" ]]; then
    echo "$unresolved" >&2
    echo "bundled libraries with unresolved dependencies (a trimmed library still needed?)" >&2
    exit 1
fi
echo "ok"

step "desktop entry and AppStream metadata"
STAGE_META="build/linux-meta"
rm -rf "$STAGE_META" && mkdir -p "$STAGE_META"
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$DATE/" "$HERE/$APP_ID.metainfo.xml" > "$STAGE_META/$APP_ID.metainfo.xml"
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$HERE/$APP_ID.desktop"; else echo "(desktop-file-validate not installed: skipped)"; fi
if command -v appstreamcli >/dev/null; then appstreamcli validate --no-net "$STAGE_META/$APP_ID.metainfo.xml"; else echo "(appstreamcli not installed: skipped)"; fi

# install_share DEST: the desktop entry, icons, metainfo and MIME type under DEST (a usr/share tree)
install_share() {
    local share="$1"
    install -Dm644 "$HERE/$APP_ID.desktop" "$share/applications/$APP_ID.desktop"
    install -Dm644 "$STAGE_META/$APP_ID.metainfo.xml" "$share/metainfo/$APP_ID.metainfo.xml"
    install -Dm644 "$HERE/safehouse-mime.xml" "$share/mime/packages/safehouse.xml"
    (cd build/icons/hicolor && find . -type f) | while read -r icon; do
        install -Dm644 "build/icons/hicolor/$icon" "$share/icons/hicolor/$icon"
    done
}

step ".deb"
T2=$(seconds)
STAGE="build/deb/safehouse_${VERSION}_${ARCH}"
rm -rf "$STAGE" && mkdir -p "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/DEBIAN"
cp -a "$APP" "$STAGE/opt/safehouse"
ln -s /opt/safehouse/safehouse "$STAGE/usr/bin/safehouse"
install_share "$STAGE/usr/share"
install -Dm644 "$HERE/debian/copyright" "$STAGE/usr/share/doc/safehouse/copyright"
find "$STAGE" -type d -exec chmod 755 {} +
find "$STAGE/opt" "$STAGE/usr" -type f ! -perm -u+x -exec chmod 644 {} +
find "$STAGE/opt" -type f -perm -u+x -exec chmod 755 {} +
INSTALLED_SIZE="$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)"
# The newest glibc symbol version any bundled binary needs (bundled system libraries come from the build machine).
GLIBC="$(find "$APP" -type f \( -name '*.so*' -o -name safehouse \) -print0 | xargs -0 objdump -T 2>/dev/null \
    | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)"
[[ -n "$GLIBC" ]] || { echo "could not read glibc symbol versions (objdump missing?)" >&2; exit 1; }
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@INSTALLED_SIZE@/$INSTALLED_SIZE/" -e "s/@GLIBC@/$GLIBC/" \
    "$HERE/debian/control.in" > "$STAGE/DEBIAN/control"
chmod 644 "$STAGE/DEBIAN/control"
DEB="dist/safehouse_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group "-Z$DEB_COMPRESS" --build "$STAGE" "$DEB" >/dev/null
dpkg-deb --info "$DEB" | sed -n '/Package:/,/Description:/p'
echo ".deb: $(since "$T2") s"

step ".tar.gz"
T3=$(seconds)
TOP="safehouse-$VERSION"
TSTAGE="build/tar/$TOP"
rm -rf "build/tar" && mkdir -p "$TSTAGE"
cp -a "$APP/." "$TSTAGE/"
install_share "$TSTAGE/share"
TARBALL="dist/safehouse-${VERSION}-linux-${ARCH}.tar.gz"
tar -C build/tar --owner=0 --group=0 -czf "$TARBALL" "$TOP"
echo ".tar.gz: $(since "$T3") s"

step "sizes"
du -sh --apparent-size "$APP" | sed 's/\t/  frozen app /'
du -h --apparent-size "$DEB" "$TARBALL"
echo "total: $(since "$T0") s"

if ((SMOKE)); then
    step "smoke test"
    "$PYTHON" installer/smoke_test.py "$APP/safehouse"
fi
