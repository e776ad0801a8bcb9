#!/usr/bin/env bash
# Benchmarks: builds the site once, then measures it (results in bench-results/).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npx turbo run build --output-logs=errors-only
npm run bench -w @usb/e2e
