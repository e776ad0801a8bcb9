#!/usr/bin/env bash
# Benchmarks (the bench workspace, bench/README.md): builds the site once, then measures it
# (results in bench-results/): the page weight in Chromium, the api under the event-night mix
# on PGlite and on PostgreSQL (a closed loop at saturation, then the most patrols served at the
# real pace at p99 <= 100 ms, and the memory of a new PGlite site; it starts the api built
# here), and the
# staff's results build and correction queue at the size of a big event on both engines, a
# deploy and a rollback of remote-staff under page load on both engines, 100 MB and 490 MB
# uploads through the api to the folder and to a bucket (s3rver on loopback), an announcement
# to 3,000 open live streams and their reconnect storm on both engines; then
# the api's fuzz suite, five times as long as in the test run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npx turbo run build --output-logs=errors-only
npm run bench:pages -w @usb/bench
npm run bench -w @usb/bench
npm run bench:staff -w @usb/bench
npm run bench:deploy -w @usb/bench
npm run bench:storage -w @usb/bench
npm run bench:live -w @usb/bench
# Through api's test script, so jest gets the same NODE_OPTIONS as in npm test.
FUZZ_REQUESTS=50000 npm test -w @usb/api -- test/hardening/fuzz.test.ts
