#!/usr/bin/env bash
# The browser tests and the page-weight bench drive Debian's Chromium (never a downloaded
# browser, which this network refuses). Installs it when missing, and fonts-liberation, whose
# Liberation Sans the screenshot baselines (e2e/tests/0-screens.spec.ts) are drawn with; needs
# root or sudo.
set -euo pipefail
if [ -x /usr/lib/chromium/chromium ] && dpkg -s fonts-liberation >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing Debian's chromium and fonts-liberation for the browser tests..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
