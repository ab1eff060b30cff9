#!/usr/bin/env bash
# Playwright drives Debian's chromium (no browser downloads here): install it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "chromium is missing: run 'sudo apt-get install -y chromium' and retry" >&2
  exit 1
fi
echo "Installing Debian's chromium for the end-to-end tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
