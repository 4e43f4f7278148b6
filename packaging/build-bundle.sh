#!/usr/bin/env bash
# Build a one-folder Linux bundle in dist/warbands-manager-<version>/ and check it starts:
# it renders the rosters view offscreen to dist/bundle-check.png.
# Windows and macOS: see packaging/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv-bundle
.venv-bundle/bin/pip install -q -c constraints.txt . "pyinstaller==6.22.3"
.venv-bundle/bin/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller \
  packaging/warbands-manager.spec
bundle=$(ls -d dist/warbands-manager-*/ | head -n 1)
QT_QPA_PLATFORM=offscreen "$bundle/warbands-manager" --db "$(mktemp -d)/check.sqlite" \
  --screenshot dist/bundle-check.png --view rosters
"$bundle/warbands-manager" --version
echo "bundle: $bundle ($(du -sh "$bundle" | cut -f1))"
