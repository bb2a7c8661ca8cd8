#!/usr/bin/env bash
# One API process on one port, without systemd: start, stop (the drain: SIGTERM, then wait for it to exit)
# or restart. What flarescope@.service does under systemd; the rolling restart drill uses it.
#
#   deploy/flarescope-process.sh start|stop|restart PORT
#
# FLARESCOPE_ENV_FILE  the configuration (default /etc/flarescope/flarescope.env; see flarescope.env.example)
# FLARESCOPE_RUN_DIR   pid files and logs (default <repository>/data/run)
# NODE                 the node binary (default: node on the PATH)
# STOP_TIMEOUT         seconds to wait for the drain before SIGKILL (default SHUTDOWN_TIMEOUT_MS + 10 s)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
ENV_FILE=${FLARESCOPE_ENV_FILE:-/etc/flarescope/flarescope.env}
RUN_DIR=${FLARESCOPE_RUN_DIR:-$ROOT/data/run}
NODE=${NODE:-node}

usage() { echo "Usage: $0 start|stop|restart PORT" >&2; exit 2; }
[ $# -eq 2 ] || usage
action=$1 port=$2
[[ $port =~ ^[0-9]+$ ]] || usage
pidfile="$RUN_DIR/flarescope-$port.pid"
mkdir -p "$RUN_DIR"

# True while the process runs (a zombie waiting for its parent counts as gone).
alive() { [ -d "/proc/$1" ] && [ "$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)" != "Z" ]; }

stop() {
  [ -f "$pidfile" ] || { echo "port $port: no pid file, nothing to stop"; return 0; }
  local pid
  pid=$(cat "$pidfile")
  if ! alive "$pid"; then rm -f "$pidfile"; return 0; fi
  local shutdown_ms
  shutdown_ms=$( (set -a; [ -f "$ENV_FILE" ] && . "$ENV_FILE"; echo "${SHUTDOWN_TIMEOUT_MS:-25000}") )
  local limit=${STOP_TIMEOUT:-$((shutdown_ms / 1000 + 10))}
  # SIGTERM: the process stops accepting, says not ready, answers what it has, and exits (decision 031).
  kill -TERM "$pid"
  local deadline=$((SECONDS + limit))
  while alive "$pid"; do
    if [ $SECONDS -ge $deadline ]; then
      echo "port $port: pid $pid still running ${limit}s after SIGTERM; SIGKILL" >&2
      kill -KILL "$pid" 2>/dev/null || true
      break
    fi
    sleep 0.1
  done
  rm -f "$pidfile"
}

start() {
  if [ -f "$pidfile" ] && alive "$(cat "$pidfile")"; then
    echo "port $port: already running (pid $(cat "$pidfile"))" >&2
    exit 1
  fi
  [ -f "$ROOT/apps/api/dist/server.js" ] || { echo "No build: run npm run build in $ROOT first." >&2; exit 1; }
  (
    set -a
    # shellcheck disable=SC1090
    [ -f "$ENV_FILE" ] && . "$ENV_FILE"
    set +a
    export PORT=$port
    cd "$ROOT"
    exec nohup "$NODE" apps/api/dist/server.js >>"$RUN_DIR/flarescope-$port.log" 2>&1 </dev/null
  ) &
  echo $! >"$pidfile"
}

case $action in
  start) start ;;
  stop) stop ;;
  restart) stop; start ;;
  *) usage ;;
esac
