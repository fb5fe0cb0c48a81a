#!/usr/bin/env bash
# The backend tests run against real services: a throwaway PostgreSQL cluster and a Redis
# server, both started by the tests on private ports. This installs Debian's postgresql and
# redis-server packages when running as root and they are missing; elsewhere the suites that
# need them say "skipped: no PostgreSQL" / "skipped: no Redis" (install the packages to run them).
set -uo pipefail
missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the backend tests..."
  export DEBIAN_FRONTEND=noninteractive
  # The packages' own services are not needed: the tests start their own on private ports.
  if apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
    command -v pg_lsclusters >/dev/null && pg_lsclusters -h 2>/dev/null | while read -r version cluster _; do
      pg_ctlcluster "$version" "$cluster" stop 2>/dev/null || true
    done
    exit 0
  fi
fi
echo "Note: ${missing[*]} not installed, so the suites that need them will be skipped." >&2
echo "      Install with:  apt-get install -y ${missing[*]}" >&2
exit 0
