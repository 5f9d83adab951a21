#!/usr/bin/env bash
# Stops exactly the processes wp-up.sh started (by the pids it recorded in $WP_STATE_DIR).
set -euo pipefail
cd "$(dirname "$0")/../.."
STATE="$(realpath -m "${WP_STATE_DIR:-.wordpress}")"
for name in php mariadb; do
  pidfile="$STATE/$name.pid"
  [ -f "$pidfile" ] || continue
  pid="$(cat "$pidfile")"
  if kill -0 "$pid" 2>/dev/null; then
    # PHP's built-in server forks its workers (PHP_CLI_SERVER_WORKERS): they go first, or they outlive it.
    pkill -P "$pid" 2>/dev/null || true
    kill "$pid"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    echo "wp-down: stopped $name ($pid)"
  fi
  rm -f "$pidfile"
done
