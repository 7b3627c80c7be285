#!/usr/bin/env bash
# Pack an .app into a compressed .dmg with an /Applications link (drag to install).
#
#   installer/macos/make_dmg.sh dist/Safehouse.app dist/safehouse-0.1.0-macos-arm64.dmg "Safehouse 0.1.0"
set -euo pipefail
APP="$1" DMG="$2" VOLUME="${3:-Safehouse}"
STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
# hdiutil on CI runners occasionally fails with "Resource busy"; retry a few times.
for attempt in 1 2 3 4 5; do
    if hdiutil create -volname "$VOLUME" -srcfolder "$STAGE" -ov -format UDZO -fs HFS+ "$DMG"; then
        hdiutil verify "$DMG"
        exit 0
    fi
    echo "hdiutil create failed (attempt $attempt); retrying" >&2
    sleep 5
done
exit 1
