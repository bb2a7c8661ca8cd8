#!/usr/bin/env bash
# The built product on another Node.js major (default 24), cheaply: `npm install node@<major>` in a cache
# folder brings that binary from the npm registry (no other download); then, on it and a new PostgreSQL
# database: one import (the CLI), the server's start, /api/health and /api/health/ready, one page and one
# API view of the imported data, and the drain on SIGTERM (exit 0). scripts/test.sh runs it beside the tests.
#
#   bash scripts/smoke-node.sh [major]      needs: npm run build; SMOKE_DATABASE_URL or TEST_DATABASE_URL
#                                           (postgres://…, a role that may create databases)
#
# On PostgreSQL only: better-sqlite3's native module in node_modules is built for the Node.js that ran
# npm ci (Node's ABI differs by major), so SQLite on Node 24 is what `npm ci` under Node 24 gives (README).
set -euo pipefail
cd "$(dirname "$0")/.."

major=${1:-24}
cache=${NODE_SMOKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/flarescope/node-$major}
node_bin="$cache/node_modules/node/bin/node"
started=$SECONDS
if ! "$node_bin" --version 2>/dev/null | grep -q "^v$major\."; then
  rm -rf "$cache" && mkdir -p "$cache"
  echo '{ "private": true }' >"$cache/package.json"
  (cd "$cache" && npm install --no-audit --no-fund --loglevel=error "node@$major" >/dev/null)
fi
version=$("$node_bin" --version)
[ -f apps/api/dist/server.js ] || { echo "smoke: no build (npm run build first)" >&2; exit 1; }
url=${SMOKE_DATABASE_URL:-${TEST_DATABASE_URL:-}}
[[ $url == postgres* ]] || { echo "smoke: set SMOKE_DATABASE_URL or TEST_DATABASE_URL to a postgres:// URL" >&2; exit 1; }

name="flarescope_smoke_$$_$RANDOM"
work=$(mktemp -d /tmp/flarescope-smoke.XXXXXX)
server=""
pg_admin() {
  "$node_bin" --input-type=module -e "import pg from 'pg';
    const client = new pg.Client(process.argv[1]); await client.connect();
    try { await client.query(process.argv[2]); } finally { await client.end(); }" "$url" "$1"
}
cleanup() {
  [ -n "$server" ] && kill -KILL "$server" 2>/dev/null
  pg_admin "drop database if exists $name with (force)" || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "smoke on Node $version FAILED: $*" >&2
  [ -f "$work/server.log" ] && tail -20 "$work/server.log" >&2
  exit 1
}

pg_admin "create database $name"
port=$("$node_bin" -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
export DATABASE_URL="${url%/*}/$name" NODE_ENV=test CAPTCHA_PROVIDER=none LOG_LEVEL=warn HOST=127.0.0.1 PORT=$port \
  OUTBOX_DIR="$work/outbox" STORAGE_DIR="$work/uploads"
base="http://127.0.0.1:$port"

# One import: 24 months of two flares (the database is then not empty, so the start loads no shipped data).
{
  echo "country,company,flare_name,period,volume_m3,confidence,latitude,longitude,type"
  for flare in 1 2; do for month in 01 02 03 04 05 06 07 08 09 10 11 12; do for year in 2023 2024; do
    echo "ARG,Smoke Operator S.A.,smoke-flare-$flare,$year-$month,$((flare * 1000000 + 10#$month)),measured,-38.$flare,-68.$flare,upstream"
  done; done; done
} >"$work/observations.csv"
"$node_bin" apps/api/dist/cli/import.js "$work/observations.csv" --source "Smoke Operator S.A." >"$work/import.log" 2>&1 ||
  fail "the import: $(cat "$work/import.log")"
grep -q "48 rows" "$work/import.log" || fail "the import did not say 48 rows: $(cat "$work/import.log")"

"$node_bin" apps/api/dist/server.js >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 300); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/health/ready")" = 200 ] && break
  kill -0 "$server" 2>/dev/null || fail "the server exited at start"
  sleep 0.2
done
[ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/health/ready")" = 200 ] || fail "not ready within 60 s"
curl -fsS "$base/api/health" | grep -q '"status":"ok"' || fail "/api/health: $(curl -sS "$base/api/health")"
if [ -f "${WEB_DIST_DIR:-apps/web/dist}/index.html" ]; then
  page=$(curl -fsS -H 'Accept: text/html' "$base/flaring-explorer") || fail "the page /flaring-explorer"
  grep -q '<div id="root"' <<<"$page" || fail "/flaring-explorer is not the app's page"
else
  fail "no web build (apps/web/dist): npm run build first"
fi
curl -fsS "$base/api/flaring/search?q=smoke" | grep -q "Smoke Operator S.A." ||
  fail "the imported company is not found by /api/flaring/search?q=smoke"

kill -TERM "$server"
code=0
wait "$server" || code=$?
server=""
[ "$code" -eq 0 ] || fail "the server exited $code on SIGTERM"
echo "Node $version smoke: import, start, health, ready, page, API view, drain (exit 0) — $((SECONDS - started)) s"
