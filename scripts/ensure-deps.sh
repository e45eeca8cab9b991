#!/usr/bin/env bash
# Installs the locked dependencies of the site and of each sample environment
# (tools/snippets/environments/*) when node_modules is missing or older than
# package-lock.json, so that `npm run preview` and `npm test` work on a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."

install_if_stale() {
  local dir=$1
  local installed="$dir/node_modules/.package-lock.json"
  if [ -f "$installed" ] && [ "$installed" -nt "$dir/package-lock.json" ]; then
    return 0
  fi
  echo "Installing the locked dependencies of $dir (npm ci)…"
  (cd "$dir" && npm ci --no-audit --no-fund "${@:2}")
}

install_if_stale .
for environment in tools/snippets/environments/*/; do
  install_if_stale "${environment%/}" --ignore-scripts
done
