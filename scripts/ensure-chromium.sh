#!/usr/bin/env bash
# The browser tests and the page-weight bench drive Debian's Chromium (never a downloaded
# browser, which this network refuses). Installs it when missing; needs root or sudo.
set -euo pipefail
if [ -x /usr/lib/chromium/chromium ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing Debian's chromium for the browser tests..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
