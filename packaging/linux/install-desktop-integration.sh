#!/usr/bin/env bash
# Register Warbands Manager with the desktop for the current user: menu entry, icons, the
# roster file type (so double-clicking a .warbands.json roster opens it in the app).
# Run after installing the app (the `warbands-manager` command must be on PATH).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
share="${XDG_DATA_HOME:-$HOME/.local/share}"
install -Dm644 "$here/warbands-manager.desktop" "$share/applications/warbands-manager.desktop"
install -Dm644 "$here/io.github.warbands_manager.WarbandsManager.metainfo.xml" \
  "$share/metainfo/io.github.warbands_manager.WarbandsManager.metainfo.xml"
install -Dm644 "$here/warbands-manager-mime.xml" "$share/mime/packages/warbands-manager.xml"
install -Dm644 "$here/../../resources/icons/warbands-manager.svg" \
  "$share/icons/hicolor/scalable/apps/warbands-manager.svg"
for png in "$here"/../icons/warbands-manager-*.png; do
  size="${png##*-}"; size="${size%.png}"
  install -Dm644 "$png" "$share/icons/hicolor/${size}x${size}/apps/warbands-manager.png"
done
command -v update-mime-database >/dev/null && update-mime-database "$share/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$share/applications" || true
echo "Installed the Warbands Manager desktop entry, icons and roster file type in $share"
