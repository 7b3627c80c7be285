#!/usr/bin/env bash
# Build Safehouse for Linux: the frozen app (PyInstaller onedir), a .deb and a .tar.gz.
#
#   installer/linux/build.sh [--install-deps] [--skip-pyinstaller] [--smoke]
#
#   --install-deps      apt-get install the Qt runtime libraries first (root; they must be present at
#                       build time or PyInstaller silently leaves them out of the bundle), and
#                       patchelf and binutils
#   --skip-pyinstaller  package an existing dist/safehouse (after a build you only want to re-package)
#   --smoke             afterwards, run installer/smoke_test.py on the frozen app
#
# Environment: PYTHON (default .venv/bin/python, else python3) with the app installed and the pinned
# build tools (pip install -r installer/requirements-build.txt && pip install --no-deps .);
# DEB_COMPRESS (default xz: what lintian and every dpkg accept); DEB_MAINTAINER (default: git's
# user.name <user.email>); SOURCE_DATE_EPOCH (default: the last commit's time).
# Outputs: dist/safehouse/ (frozen app), dist/safehouse_<version>_<arch>.deb,
#          dist/safehouse-<version>-linux-<arch>.tar.gz, dist/SHA256SUMS-linux. Work files go to build/.
#
# Reproducible: the same commit, build tools and machine image give byte-identical .deb and .tar.gz
# (every timestamp is SOURCE_DATE_EPOCH, file order is sorted, PYTHONHASHSEED is fixed, build paths are
# stripped from RUNPATHs). Two builds in a row: compare `sha256sum dist/*.deb`.
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
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
        *) echo "unknown option: $arg" >&2; exit 2 ;;
    esac
done

if [[ -z "${PYTHON:-}" ]]; then
    if [[ -x .venv/bin/python ]]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
DEB_COMPRESS="${DEB_COMPRESS:-xz}"
SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}"
export SOURCE_DATE_EPOCH PYTHONHASHSEED=0 TZ=UTC LC_ALL=C.UTF-8
DEB_MAINTAINER="${DEB_MAINTAINER:-$(git config user.name) <$(git config user.email)>}"
[[ "$DEB_MAINTAINER" =~ ^[^\<]*[^\ \<]\ \<[^@\ ]+@[^@\ ]+\>$ ]] \
    || { echo "DEB_MAINTAINER must be 'Name <email>', not '$DEB_MAINTAINER'" >&2; exit 1; }

# The libraries Qt's xcb/wayland/offscreen platforms load. They must be on the build machine so that
# PyInstaller bundles them; the .deb Depends only on what the bundle still needs from the system
# (computed below from the bundled binaries).
RUNTIME_DEBS=(libegl1 libgl1 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 libxkbcommon0 libxkbcommon-x11-0
    libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
    libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-xfixes0 libxcb-xkb1
    libwayland-client0 libwayland-cursor0 libwayland-egl1)

step() { printf '\n== %s\n' "$*"; }
# package_of LIB: the Debian package that holds the shared library LIB (a soname) on this machine
MULTIARCH="$(gcc -dumpmachine 2>/dev/null || echo x86_64-linux-gnu)"
package_of() {
    local dir
    for dir in "/lib/$MULTIARCH" "/usr/lib/$MULTIARCH" /lib /usr/lib; do
        if dpkg -S "$dir/$1" >/dev/null 2>&1; then dpkg -S "$dir/$1" | head -1 | cut -d: -f1; return; fi
    done
    echo "no Debian package holds $1" >&2
    return 1
}
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
if ! command -v patchelf >/dev/null || ! command -v objdump >/dev/null; then
    if ((INSTALL_DEPS)); then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq patchelf binutils
    else
        echo "missing build tools: apt-get install patchelf binutils (or pass --install-deps as root)" >&2
        exit 1
    fi
fi

VERSION="$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
ARCH="$(dpkg --print-architecture)"
DATE="$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)"
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

step "build paths out of RUNPATHs"
# libpython and its extensions carry the build machine's Python prefix (/root/.pyenv/…, the runner's
# toolcache) as RUNPATH: useless on any other machine, and it makes two builds' bytes differ by path.
# $ORIGIN-relative RUNPATHs (PySide6's) stay: the bundle needs them.
stripped=0
while IFS= read -r -d '' elf; do
    runpath="$(patchelf --print-rpath "$elf" 2>/dev/null || true)"
    if [[ -n "$runpath" && "$runpath" != *'$ORIGIN'* ]]; then
        patchelf --remove-rpath "$elf"
        stripped=$((stripped + 1))
    fi
done < <(find "$APP" -type f \( -name '*.so' -o -name '*.so.*' \) -print0)
echo "$stripped libraries"

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
sed -e "s/@VERSION@/$VERSION/" -e "s|@MAINTAINER@|$DEB_MAINTAINER|" -e "s|@CHANGELOG_DATE@|$(date -u -R -d "@$SOURCE_DATE_EPOCH")|" \
    "$HERE/debian/changelog.in" | gzip -9n > "$STAGE/usr/share/doc/safehouse/changelog.gz"
install -Dm644 "$HERE/debian/lintian-overrides" "$STAGE/usr/share/lintian/overrides/safehouse"
install -d "$STAGE/usr/share/man/man6"
gzip -9n < "$HERE/safehouse.6" > "$STAGE/usr/share/man/man6/safehouse.6.gz"
find "$STAGE" -type d -exec chmod 755 {} +
find "$STAGE/opt" "$STAGE/usr" -type f -exec chmod 644 {} +
chmod 755 "$STAGE/opt/safehouse/safehouse"  # the one program; shared libraries are not executables
INSTALLED_SIZE="$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)"
# Depends: the system libraries that bundled binaries need and the bundle does not carry, as the Debian
# packages that hold them on this (the build) machine, plus libc6 at the newest glibc symbol used.
bundled="$(find "$APP" -type f -printf '%f\n' | sort -u)"
needed="$(find "$APP" -type f \( -name '*.so' -o -name '*.so.*' -o -name safehouse \) -print0 \
    | xargs -0 objdump -p 2>/dev/null | awk '$1 == "NEEDED" { print $2 }' | sort -u)"
system_libs="$(comm -23 <(echo "$needed") <(echo "$bundled"))"
DEPENDS_PKGS="$(for lib in $system_libs; do package_of "$lib" || exit 1; done | grep -vx libc6 | sort -u | paste -sd, | sed 's/,/, /g')"
# The newest glibc symbol version any bundled binary needs (bundled system libraries come from the build machine).
GLIBC="$(find "$APP" -type f \( -name '*.so*' -o -name safehouse \) -print0 | xargs -0 objdump -T 2>/dev/null \
    | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)"
[[ -n "$GLIBC" ]] || { echo "could not read glibc symbol versions (objdump missing?)" >&2; exit 1; }
DEPENDS="libc6 (>= $GLIBC)${DEPENDS_PKGS:+, $DEPENDS_PKGS}"
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@INSTALLED_SIZE@/$INSTALLED_SIZE/" \
    -e "s|@DEPENDS@|$DEPENDS|" -e "s|@MAINTAINER@|$DEB_MAINTAINER|" \
    "$HERE/debian/control.in" > "$STAGE/DEBIAN/control"
(cd "$STAGE" && find opt usr -type f -print0 | sort -z | xargs -0 md5sum) > "$STAGE/DEBIAN/md5sums"
chmod 644 "$STAGE/DEBIAN/control" "$STAGE/DEBIAN/md5sums"
find "$STAGE" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
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
find "$TSTAGE" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
tar -C build/tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -cf - "$TOP" \
    | gzip -9n > "$TARBALL"
echo ".tar.gz: $(since "$T3") s"

step "checksums"
(cd dist && sha256sum "$(basename "$DEB")" "$(basename "$TARBALL")" | tee SHA256SUMS-linux)

step "sizes"
du -sh --apparent-size "$APP" | sed 's/\t/  frozen app /'
du -h --apparent-size "$DEB" "$TARBALL"
echo "total: $(since "$T0") s"

if ((SMOKE)); then
    step "smoke test"
    "$PYTHON" installer/smoke_test.py "$APP/safehouse"
fi
