#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests: installs it with
# apt-get when running as root, otherwise stops with an instruction. (Playwright's own browser
# download is not used: PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1.)
set -euo pipefail
CHROMIUM=/usr/bin/chromium
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && { echo "Installed $("$CHROMIUM" --version 2>/dev/null)"; exit 0; }
fi
echo "The browser tests need Chromium at $CHROMIUM." >&2
echo "Install it as root with:  apt-get update && apt-get install -y chromium" >&2
exit 1
