#!/usr/bin/env bash
# The api tests run against the PostgreSQL on 127.0.0.1:5432 (trust auth, database test) as
# well as the embedded PGlite. Starts the machine's cluster when it is installed but stopped.
set -euo pipefail
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then exit 0; fi
if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
fi
for _ in $(seq 1 30); do
  if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then exit 0; fi
  sleep 1
done
echo "PostgreSQL is not answering on 127.0.0.1:5432; the api tests need it (see README)." >&2
exit 1
