#!/usr/bin/env bash
# Register Warbands Manager with the desktop for the current user: menu entry, icons, the
# roster file type (so double-clicking a .warbands.json roster opens it in the app).
# Run after installing the app. The menu entry names the installed command by its absolute
# path, because a desktop session's PATH does not include a virtual environment's bin folder:
# the command is the one given as the first argument, else `warbands-manager` on PATH, else the
# one in this checkout's .venv; with none of them the script refuses and installs nothing.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
share="${XDG_DATA_HOME:-$HOME/.local/share}"
command_path="${1:-}"
if [ -z "$command_path" ]; then
  command_path="$(command -v warbands-manager || true)"
fi
if [ -z "$command_path" ] && [ -x "$here/../../.venv/bin/warbands-manager" ]; then
  command_path="$here/../../.venv/bin/warbands-manager"
fi
if [ -z "$command_path" ] || [ ! -x "$command_path" ]; then
  echo "Nothing installed: the warbands-manager command was not found." >&2
  echo "Install the app first (see README.md), or give the command's path:" >&2
  echo "  bash $0 /path/to/.venv/bin/warbands-manager" >&2
  exit 1
fi
command_path="$(cd "$(dirname "$command_path")" && pwd)/$(basename "$command_path")"
desktop_entry="$(mktemp)"
trap 'rm -f "$desktop_entry"' EXIT
# The path may hold spaces: the Exec key takes it quoted, TryExec unquoted.
sed -e "s|^Exec=warbands-manager |Exec=\"$command_path\" |" \
    -e "s|^TryExec=warbands-manager$|TryExec=$command_path|" \
    "$here/warbands-manager.desktop" > "$desktop_entry"
install -Dm644 "$desktop_entry" "$share/applications/warbands-manager.desktop"
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
echo "Installed the Warbands Manager desktop entry (starting $command_path), icons and roster file type in $share"
