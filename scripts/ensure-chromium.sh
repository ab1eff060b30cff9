#!/usr/bin/env bash
# Playwright drives Debian's Chromium headless shell (no browser downloads here): install it when missing.
set -euo pipefail
bash "$(dirname "$0")/ensure-debian-package.sh" /usr/bin/chromium-headless-shell chromium-headless-shell "the end-to-end tests"
