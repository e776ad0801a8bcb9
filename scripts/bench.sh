#!/usr/bin/env bash
# Benchmarks: builds the site once, then measures it (results in bench-results/): the page
# weight in Chromium, then the api under the event-night mix on PGlite and on PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npx turbo run build --output-logs=errors-only
npm run bench -w @usb/e2e
npm run bench -w @usb/api
