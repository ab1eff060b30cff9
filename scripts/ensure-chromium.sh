#!/usr/bin/env bash
# Playwright drives Debian's Chromium headless shell (no browser downloads here): install it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "chromium-headless-shell is missing: run 'sudo apt-get install -y chromium-headless-shell' and retry" >&2
  exit 1
fi
echo "Installing Debian's chromium-headless-shell for the end-to-end tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium-headless-shell >/dev/null
