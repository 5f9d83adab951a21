#!/usr/bin/env bash
# Browser tests use Debian's Chromium; install it when missing (never a downloaded browser build).
# The fonts are named too: the stories' reference pictures (stories/__screenshots__) were taken
# with exactly these, and a different font would change every picture.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
PACKAGES=(chromium fonts-dejavu-core fonts-dejavu-extra fonts-liberation)
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ -x "$CHROMIUM" ] && [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the browser tests: ${missing[*]}: install Debian's packages (sudo apt-get install -y ${missing[*]})" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]}…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
"$CHROMIUM" --version
