#!/usr/bin/env bash
# Replaces the API processes one at a time, each only once the one before is serving again: no request is
# lost and at most one process is out at any moment (decision 033).
#
#   deploy/rolling-restart.sh [PORT ...]          (default: $FLARESCOPE_PORTS, else 3001 3002 3003)
#
# For each port: the restart command (default `systemctl restart flarescope@{port}`: SIGTERM, wait while the
# process drains and exits, start the new one), then wait until the new process answers 200 on
# /api/health/ready, then until haproxy has it UP again (its stats page, if reachable).
#
# FLARESCOPE_RESTART  the command, {port} replaced (without systemd: "deploy/flarescope-process.sh restart {port}")
# HAPROXY_STATS_URL   haproxy's CSV stats (default http://127.0.0.1:8404/stats;csv; empty: do not ask haproxy)
# READY_TIMEOUT       seconds a new process may take to be ready and UP (default 180)
set -euo pipefail

if [ $# -gt 0 ]; then ports=("$@"); else read -r -a ports <<<"${FLARESCOPE_PORTS:-3001 3002 3003}"; fi
RESTART=${FLARESCOPE_RESTART:-}
[ -n "$RESTART" ] || RESTART='systemctl restart flarescope@{port}'
STATS=${HAPROXY_STATS_URL-http://127.0.0.1:8404/stats;csv}
READY_TIMEOUT=${READY_TIMEOUT:-180}

say() { printf '%s %s\n' "$(date -u +%H:%M:%S)" "$*"; }

ready() { [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://127.0.0.1:$1/api/health/ready")" = 200 ]; }

# haproxy's status (UP, DOWN, MAINT, "UP 1/2" …) of the server at 127.0.0.1:PORT.
proxy_status() {
  curl -fsS --max-time 2 "$STATS" 2>/dev/null | awk -F, -v addr="127.0.0.1:$1" '
    NR == 1 { for (i = 1; i <= NF; i++) { name = $i; sub(/^# /, "", name); col[name] = i } next }
    $(col["addr"]) == addr { print $(col["status"]); exit }'
}

for port in "${ports[@]}"; do
  [[ $port =~ ^[0-9]+$ ]] || { echo "Not a port: $port" >&2; exit 2; }
done

for port in "${ports[@]}"; do
  started=$SECONDS
  say "port $port: restarting (drain, exit, start)"
  eval "${RESTART//\{port\}/$port}"
  deadline=$((SECONDS + READY_TIMEOUT))
  until ready "$port"; do
    [ $SECONDS -lt $deadline ] || { say "port $port: not ready within ${READY_TIMEOUT}s; stopping here" >&2; exit 1; }
    sleep 0.2
  done
  say "port $port: ready after $((SECONDS - started))s"
  if [ -n "$STATS" ]; then
    status=$(proxy_status "$port")
    if [ -z "$status" ]; then
      say "port $port: haproxy's stats ($STATS) do not list it; not waiting for the proxy"
    else
      until [ "$(proxy_status "$port")" = UP ]; do
        [ $SECONDS -lt $deadline ] || { say "port $port: haproxy has not put it back UP within ${READY_TIMEOUT}s" >&2; exit 1; }
        sleep 0.2
      done
      say "port $port: UP in haproxy after $((SECONDS - started))s"
    fi
  fi
done
say "all ${#ports[@]} processes replaced"
