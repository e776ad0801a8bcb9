#!/usr/bin/env bash
# The cluster test (bench/faults/cluster) puts three api nodes behind Debian's HAProxy, as
# production does. Installs it when missing; needs root or sudo. The package's own service is
# not used: the test starts its own haproxy with its own configuration on loopback.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing Debian's haproxy for the cluster test..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq haproxy >/dev/null
