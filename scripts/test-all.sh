#!/usr/bin/env bash
# Every test of the repo, in one run: build once, type-check, lint and format-check every workspace, run the
# Playwright journeys against the built site started the way `npm start` starts it, then the
# jest suites (contracts, shell, remotes, and the api against PGlite and PostgreSQL), then the
# fault tests (bench/faults). One phase at a time: run beside the jest suites, the
# journeys took three times as long (2,721 s against 852 s alone) and the slowest ran out of
# their time limits; the whole run took longer than the two phases one after the other.
# Ends with one line 'Summary: N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."
log_dir=$(mktemp -d)
status=0
timings=""

bash scripts/ensure-postgres.sh || status=1
bash scripts/ensure-chromium.sh || status=1
bash scripts/ensure-haproxy.sh || status=1

# Notes a finished phase: its seconds for the Phases line, and a failure.
record() {
  local name=$1 code=$2 seconds=$3
  timings="$timings $name ${seconds}s"
  if [ "$code" -ne 0 ]; then echo "::: $name failed (exit $code)"; status=1; fi
}

# Runs one phase with a time limit (minutes), its output shown as it comes and kept in its log.
# The phase writes to the log file, not to a pipe: a process it leaves behind (a server a test
# did not stop) cannot hold the run open, as one did behind `| tee` after the fault tests in CI.
# `timeout` puts the phase in a process group of its own; whatever of that group outlives the
# phase is listed and stopped.
run() {
  local name=$1 minutes=$2; shift 2
  local log="$log_dir/$name.log"
  echo "::: $name: $*"
  local started=$SECONDS
  : >"$log"
  timeout --kill-after=30s "${minutes}m" "$@" >"$log" 2>&1 </dev/null &
  local pid=$!
  tail -n +1 -f --pid="$pid" "$log"
  wait "$pid"
  local code=$?
  if [ "$code" -eq 124 ] || [ "$code" -eq 137 ]; then echo "::: $name ran out of its ${minutes} minutes"; fi
  local left
  left=$(pgrep -g "$pid" || true)
  if [ -n "$left" ]; then
    echo "::: $name left processes running; stopping them:"
    ps -o pid,etimes,args -p "$(tr '\n' ',' <<<"$left" | sed 's/,$//')" || true
    pkill -KILL -g "$pid" || true
  fi
  record "$name" "$code" $((SECONDS - started))
}

run build 20 npx turbo run build --output-logs=errors-only
run checks 20 npx turbo run typecheck lint --output-logs=errors-only
# The runtime packages' public surface against the one recorded at their version (docs/versioning.md); seconds.
run surface 2 npm run check:surface -w @usb/contracts -w @usb/ui
run format 5 npx prettier --check .
# Every repository path written in backticks in a Markdown file exists (scripts/check-doc-paths.mjs); seconds.
run docs 2 node scripts/check-doc-paths.mjs
run e2e 35 npm run e2e -w @usb/e2e
run unit 35 npx turbo run test --concurrency=1 --continue --output-logs=full
# The fault tests (several api nodes behind HAProxy, a standby promoted) need both cores: alone, last.
run faults 15 npm run test:faults -w @usb/bench

passed=0
failed=0
# jest: "Tests:       3 failed, 40 passed, 43 total"; playwright: "  12 passed (30s)", "  1 failed".
while IFS= read -r line; do
  p=$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '[0-9]+' || true)
  f=$(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+' || true)
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-0}))
done < <(grep -hE 'Tests: ' "$log_dir/unit.log" "$log_dir/faults.log" 2>/dev/null)
# node's test runner (the ESLint plugin's rules): "# pass 15", "# fail 0".
node_passed=$(grep -hoE '# pass [0-9]+' "$log_dir/unit.log" 2>/dev/null | grep -oE '[0-9]+' | awk '{ s += $1 } END { print s + 0 }')
node_failed=$(grep -hoE '# fail [0-9]+' "$log_dir/unit.log" 2>/dev/null | grep -oE '[0-9]+' | awk '{ s += $1 } END { print s + 0 }')
passed=$((passed + ${node_passed:-0}))
failed=$((failed + ${node_failed:-0}))
e2e_passed=$(grep -oE '^\s*[0-9]+ passed' "$log_dir/e2e.log" 2>/dev/null | grep -oE '[0-9]+' | tail -n 1)
e2e_failed=$(grep -oE '^\s*[0-9]+ failed' "$log_dir/e2e.log" 2>/dev/null | grep -oE '[0-9]+' | tail -n 1)
passed=$((passed + ${e2e_passed:-0}))
failed=$((failed + ${e2e_failed:-0}))
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
# The failed tests' titles again, at the end, where a truncated CI log still shows them:
# playwright's "  1) [desktop] › tests/x.spec.ts:12:3 › title", jest's "  ● suite › title" (under turbo
# prefixed "@usb/api:test:   ● suite › title").
failures=$(grep -hE '^\s+[0-9]+\) \[|^(@\S+:test:)?\s+● .+ › ' "$log_dir"/*.log 2>/dev/null | grep -v '● Console' | sort -u | head -n 40 || true)
if [ -n "$failures" ]; then
  echo "Failed tests:"
  echo "$failures"
fi
echo "Phases:$timings (total ${SECONDS}s)"
echo "Summary: $passed passed, $failed failed"
rm -rf "$log_dir"
exit "$status"
