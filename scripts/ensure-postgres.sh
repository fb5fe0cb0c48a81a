#!/usr/bin/env bash
# The backend tests run once against SQLite and once against a throwaway PostgreSQL cluster.
# This installs Debian's postgresql package when running as root and it is missing; elsewhere
# the PostgreSQL suite reports "skipped: no PostgreSQL" (install postgresql to run it).
set -uo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "PostgreSQL not found: installing Debian's postgresql package for the database tests..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql >/dev/null; then
    # Only the binaries are needed; the tests start their own cluster on a private port.
    (command -v pg_ctlcluster >/dev/null && pg_lsclusters -h 2>/dev/null | awk '{print $1, $2}' | while read -r v c; do pg_ctlcluster "$v" "$c" stop 2>/dev/null; done) || true
    exit 0
  fi
fi
echo "Note: PostgreSQL is not installed, so the PostgreSQL test suite will be skipped." >&2
echo "      Install it with:  apt-get install -y postgresql" >&2
exit 0
