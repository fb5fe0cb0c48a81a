#!/usr/bin/env bash
# The backend tests run against real services: a throwaway PostgreSQL cluster, a Redis server
# and an nginx with the shipped site configuration, all started by the tests on private ports.
# This installs Debian's postgresql, redis-server, nginx and libnginx-mod-stream (the shipped
# nginx configuration's TCP side, deploy/nginx/clarity-stream.conf) packages when running as root and
# they are missing; elsewhere the suites that need them say "skipped: no PostgreSQL" /
# "skipped: no Redis" / "skipped: no nginx" (install the packages to run them).
set -uo pipefail
missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_stream_module.so ] || missing+=(libnginx-mod-stream)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the backend tests..."
  export DEBIAN_FRONTEND=noninteractive
  # The packages' own services are not needed: the tests start their own on private ports.
  if apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
    command -v pg_lsclusters >/dev/null && pg_lsclusters -h 2>/dev/null | while read -r version cluster _; do
      pg_ctlcluster "$version" "$cluster" stop 2>/dev/null || true
    done
    # The package starts nginx on port 80 with its default site; the test runs its own.
    if [[ " ${missing[*]} " == *" nginx "* ]]; then
      if command -v systemctl >/dev/null && systemctl is-active --quiet nginx 2>/dev/null; then
        systemctl stop nginx 2>/dev/null || true
      elif [ -s /run/nginx.pid ]; then
        /usr/sbin/nginx -s quit 2>/dev/null || true
      fi
    fi
    exit 0
  fi
fi
echo "Note: ${missing[*]} not installed, so the suites that need them will be skipped." >&2
echo "      Install with:  apt-get install -y ${missing[*]}" >&2
exit 0
