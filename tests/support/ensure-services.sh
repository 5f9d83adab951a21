#!/usr/bin/env bash
# Tests of several instances use Debian's redis-server, PostgreSQL and haproxy; install the ones
# whose binaries are missing. The tests start private instances on free loopback ports
# (tests/support/services.ts): the packages' own services are neither needed nor started here.
set -euo pipefail

missing=()
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
[ -x /usr/sbin/haproxy ] || missing+=(haproxy)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the tests: ${missing[*]}: install Debian's packages (sudo apt-get install -y ${missing[*]})" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]}…"
# Keep the packages from starting their own services while they install (where no policy says
# otherwise already): the tests never use them.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod +x "$policy"
  trap 'rm -f "$policy"' EXIT
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
redis-server --version
ls -d /usr/lib/postgresql/*/bin/postgres
haproxy -v | sed -n 1p
