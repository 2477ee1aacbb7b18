#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download a browser here): install it
# when it is missing, so `npm test` works on a fresh machine.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "The browser tests need Chromium at /usr/bin/chromium: install Debian's 'chromium' package." >&2
  exit 1
fi
echo "Installing Chromium for the browser tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
