#!/usr/bin/env bash
# Browser tests use Debian's Chromium; install it when missing (never a downloaded browser build).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM: install Debian's package (sudo apt-get install -y chromium)" >&2
  exit 1
fi
echo "Installing Debian's chromium…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
