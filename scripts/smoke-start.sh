#!/usr/bin/env bash
# Starts the console as the README says, on a fresh data folder and a free port, signs in as admin, stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
data=$(mktemp -d)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
log="$data/start.log"
# Its own process group, so that stopping it also stops the tsx and node processes npm starts.
DATA_DIR="$data/db" PORT="$port" LOG_LEVEL=warn setsid npm start >"$log" 2>&1 &
pid=$!
# npm may end before the server it started has closed its database: wait for the whole group (at most 15 s).
stop() {
  kill -- -$pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
  for _ in $(seq 1 150); do kill -0 -- -$pid 2>/dev/null || break; sleep 0.1; done
  rm -rf "$data"
}
trap stop EXIT
for _ in $(seq 1 360); do
  grep -q 'Ad-operations console on' "$log" && break
  kill -0 $pid 2>/dev/null || { cat "$log"; echo "npm start exited"; exit 1; }
  sleep 0.5
done
grep -q 'Ad-operations console on' "$log" || { cat "$log"; echo "npm start did not come up in 180 s (web build and demo seed)"; exit 1; }
npx tsx scripts/smoke-login.ts "http://127.0.0.1:$port"
echo "npm start: console answered on port $port and admin signed in"
