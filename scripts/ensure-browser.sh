#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download a browser here): install it
# when it is missing, so `npm test` works on a fresh machine. The Noto CJK faces come with it: the
# site is Korean (and Japanese and Chinese), and a machine without a Hangul face draws every
# character as an empty box, in the saved screenshots too, and sends each one through a font
# fallback search that made home's first layout take 164 ms instead of 66 (traced in Chromium).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# grep -c reads to the end: with pipefail, grep -q could fail the pipe by closing it early.
[ "$(fc-list :lang=ko family 2>/dev/null | grep -c 'Noto Sans CJK')" -gt 0 ] || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "The browser tests need Debian's packages ${missing[*]}: install them with apt-get." >&2
  exit 1
fi
echo "Installing ${missing[*]} for the browser tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
