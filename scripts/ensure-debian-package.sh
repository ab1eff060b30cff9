#!/usr/bin/env bash
# Installs a Debian package when the program a script needs is missing (no downloads from elsewhere here).
# Usage: ensure-debian-package.sh <program path> <package> <what needs it>
set -euo pipefail
program="$1" package="$2" purpose="$3"
if [ -x "$program" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "$package is missing ($purpose): run 'sudo apt-get install -y $package' and retry" >&2
  exit 1
fi
echo "Installing Debian's $package for $purpose..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$package" >/dev/null
