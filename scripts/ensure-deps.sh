#!/usr/bin/env bash
# Installs the locked dependencies when node_modules is missing or older than
# package-lock.json, so that `npm run preview` and `npm test` work on a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."

installed=node_modules/.package-lock.json
if [ -f "$installed" ] && [ "$installed" -nt package-lock.json ]; then
  exit 0
fi
echo "Installing the locked dependencies (npm ci)…"
npm ci
