#!/usr/bin/env bash
# The whole suite: lint and types, unit tests, API integration tests on SQLite and on a real
# PostgreSQL, then end-to-end tests in Debian's Chromium against the built product.
# As root, missing Chromium or PostgreSQL are installed with apt-get; PostgreSQL runs as a
# throwaway server on 127.0.0.1 that this script starts and stops.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts, in seconds since the suite started: where CI's time goes, in its log.
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$SECONDS"; }

# The end-to-end browser (scripts/chromium.ts): CHROMIUM_PATH when set, else Debian's Chromium headless shell
# (a fifth less CPU than the full Chromium for the same tests), else the full Chromium.
ensure_packages() {
  local missing=()
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2; exit 1; }
  elif [ ! -x /usr/bin/chromium-headless-shell ]; then
    if [ "$(id -u)" -eq 0 ]; then missing+=(chromium-headless-shell)
    elif [ -x /usr/bin/chromium ]; then echo "Using /usr/bin/chromium: apt-get install -y chromium-headless-shell makes the end-to-end tests cheaper."
    else missing+=(chromium-headless-shell); fi
  fi
  if [ -z "${TEST_DATABASE_URL:-}" ] && ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then missing+=(postgresql); fi
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing: ${missing[*]}. Install them (apt-get install -y ${missing[*]}) or run as root." >&2
    exit 1
  fi
  step "Installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq || true
  apt-get install -y -qq "${missing[@]}" >/dev/null
}

PG_DIR=""
PG_BIN=""
stop_postgres() {
  if [ -n "$PG_DIR" ] && [ -f "$PG_DIR/data/postmaster.pid" ]; then
    if [ "$(id -u)" -eq 0 ]; then (cd / && runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null) || true
    else "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null || true; fi
  fi
  [ -n "$PG_DIR" ] && rm -rf "$PG_DIR"
  return 0
}

start_postgres() {
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  PG_DIR=$(mktemp -d /tmp/flarescope-pg.XXXXXX)
  local port=${PG_TEST_PORT:-55432}
  while (echo >/dev/tcp/127.0.0.1/"$port") 2>/dev/null; do port=$((port + 1)); done
  local run=()
  if [ "$(id -u)" -eq 0 ]; then
    # PostgreSQL refuses to run as root: the cluster belongs to the postgres user.
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$PG_DIR"
    run=(runuser -u postgres --)
  fi
  "${run[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  "${run[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_DIR -c fsync=off -c full_page_writes=off" start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
}

# The end-to-end server (apps/web/e2e/support/start-server.ts: Playwright's own webServer, started ahead). Its
# first start creates and fills its database, ~13 s of one core that the end-to-end run used to wait for with
# the other core idle. It starts beside the Vitest run at the lowest priority (nice 19), so it takes only what
# Vitest leaves idle (its last files, when one worker is left), and the end-to-end run keeps that priority
# (nice 19 too), so that the server and the browser share the cores as they did.
E2E_SERVER_PID=""
E2E_SERVER_DIR=$(mktemp -d)
start_e2e_server() {
  nice -n 19 node_modules/.bin/tsx apps/web/e2e/support/start-server.ts "$E2E_SERVER_DIR/ready" \
    >"$E2E_SERVER_DIR/log" 2>&1 &
  E2E_SERVER_PID=$!
}
# Waits for it to answer (at most 3 minutes, Playwright's own wait for its webServer); its log if it does not.
wait_for_e2e_server() {
  local waited=0
  until [ -f "$E2E_SERVER_DIR/ready" ]; do
    if ! kill -0 "$E2E_SERVER_PID" 2>/dev/null || [ "$waited" -ge 1800 ]; then
      echo "The end-to-end server did not start:" >&2
      cat "$E2E_SERVER_DIR/log" >&2
      return 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
}
stop_e2e_server() {
  # Passed on to the server, which drains (start-server.ts ends with it).
  if [ -n "$E2E_SERVER_PID" ] && kill -TERM "$E2E_SERVER_PID" 2>/dev/null; then
    while kill -0 "$E2E_SERVER_PID" 2>/dev/null; do sleep 0.1; done
  fi
  rm -rf "$E2E_SERVER_DIR"
}
trap 'stop_e2e_server; stop_postgres' EXIT

# Commands side by side, each into its own log; all must pass. The logs are printed in order.
side_by_side() {
  local dir status=0 commands=("$@") pids=() i
  dir=$(mktemp -d)
  for i in "${!commands[@]}"; do
    (eval "${commands[$i]}") >"$dir/$i" 2>&1 &
    pids+=($!)
  done
  for i in "${pids[@]}"; do wait "$i" || status=1; done
  for i in "${!commands[@]}"; do cat "$dir/$i"; done
  rm -rf "$dir"
  return $status
}

# Every Node.js process of the suite (linters, Vitest and its workers, the servers and CLIs the tests start, the
# end-to-end server) gets a young generation of 64 MB per semi-space instead of V8's 16: fewer scavenges where
# most objects die young. The screening ~12 % less CPU, a first start's seeding ~4 %; ESLint unchanged
# (alternated A/B, 2026-11-30). Memory is not short here: ~100 MB more per process at most.
export NODE_OPTIONS="--max-semi-space-size=64${NODE_OPTIONS:+ $NODE_OPTIONS}"

# Chromium and PostgreSQL are first needed after the build: a fresh machine installs them meanwhile (~20 s
# of apt-get, mostly waiting on the disk), then the throwaway PostgreSQL starts (initdb: a few seconds of one
# core that the first tests no longer wait for). What the server is, is handed back through a file.
PG_ENV=$(mktemp)
(
  trap 'declare -p PG_DIR PG_BIN TEST_DATABASE_URL >"$PG_ENV" 2>/dev/null || true' EXIT
  ensure_packages
  [ -n "${TEST_DATABASE_URL:-}" ] || start_postgres
) &
PACKAGES_PID=$!

step "Lint, types and build"
# Three lanes on two cores: ESLint (~50 CPU-s), Prettier (~17: it parses TypeScript with the oxc parser,
# .prettierrc.json; ~25 with its own) and the type check then the build (~28 + ~18:
# the build emits without checking, npm run typecheck has checked). The build comes before the tests: one of
# them starts the real server, which imports the built shared package.
LINT_STATUS=0
side_by_side "npm run lint:code --silent" "npm run lint:format --silent" \
  "npm run typecheck --silent && npm run build --silent" || LINT_STATUS=$?
PACKAGES_STATUS=0
wait "$PACKAGES_PID" || PACKAGES_STATUS=$?
# shellcheck source=/dev/null
source "$PG_ENV" && rm -f "$PG_ENV" # before any exit: the trap stops the server it names
[ "$PACKAGES_STATUS" -eq 0 ] || exit "$PACKAGES_STATUS"
[ "$LINT_STATUS" -eq 0 ] || exit "$LINT_STATUS"

step "Unit tests, and API integration tests on SQLite and on PostgreSQL; the Node 24 smoke test beside them"
# The Node 24 smoke test (scripts/smoke-node.sh: mostly waiting on npm and on its server) runs in the background.
SMOKE_LOG=$(mktemp)
bash scripts/smoke-node.sh 24 >"$SMOKE_LOG" 2>&1 &
SMOKE_PID=$!
start_e2e_server
# One Vitest run, one pool of workers: projects shared, web, api (SQLite) and api-postgres (vitest.config.ts).
DATABASE_URL= TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run
SMOKE_STATUS=0
wait "$SMOKE_PID" || SMOKE_STATUS=$?
cat "$SMOKE_LOG" && rm -f "$SMOKE_LOG"
[ "$SMOKE_STATUS" -eq 0 ] || exit "$SMOKE_STATUS"

step "End-to-end tests in Chromium"
wait_for_e2e_server
E2E_STATUS=0
E2E_SERVER=started nice -n 19 npx playwright test || E2E_STATUS=$?
if [ "$E2E_STATUS" -ne 0 ]; then
  echo "The end-to-end server's log (its last 200 lines):"
  tail -n 200 "$E2E_SERVER_DIR/log"
  exit "$E2E_STATUS"
fi

step "Done"
