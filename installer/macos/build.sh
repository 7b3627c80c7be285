#!/usr/bin/env bash
# Build Safehouse for macOS: icons (.icns via iconutil), dist/Safehouse.app (PyInstaller) and a .dmg.
#
#   installer/macos/build.sh [--skip-pyinstaller]
#
# Runs on macOS 13+ (GitHub's macos-14 runner) with PYTHON (default .venv/bin/python, else python3)
# holding the project's dependencies and '.[build]'. Outputs dist/Safehouse.app and
# dist/safehouse-<version>-macos-<arch>.dmg. The app is not signed or notarized: the first start is
# refused; since macOS 15 allow it in System Settings → Privacy & Security → Open Anyway (README "Install").
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
SKIP_PYI=0
[[ "${1:-}" == "--skip-pyinstaller" ]] && SKIP_PYI=1
if [[ -z "${PYTHON:-}" ]]; then
    if [[ -x .venv/bin/python ]]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
VERSION="$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
ARCH="$(uname -m)"

echo "== icons"
"$PYTHON" installer/make_icons.py build/icons
iconutil -c icns build/icons/safehouse.iconset -o build/icons/safehouse.icns

if ((SKIP_PYI == 0)); then
    echo "== pyinstaller"
    "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath dist --workpath build/pyinstaller installer/safehouse.spec
fi
APP="dist/Safehouse.app"
[[ -x "$APP/Contents/MacOS/Safehouse" ]] || { echo "no $APP: build first" >&2; exit 1; }
plutil -lint "$APP/Contents/Info.plist"
# PyInstaller signs the bundle ad hoc (Apple silicon runs no unsigned code); this is no Developer ID
# signature, so Gatekeeper still asks on first start. Check the signature holds together.
codesign --verify --deep --strict --verbose=2 "$APP"

echo "== dmg"
DMG="dist/safehouse-${VERSION}-macos-${ARCH}.dmg"
"$ROOT/installer/macos/make_dmg.sh" "$APP" "$DMG" "Safehouse $VERSION"
du -sh "$APP" "$DMG"
