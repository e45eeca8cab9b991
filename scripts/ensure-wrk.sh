#!/usr/bin/env bash
# `npm run bench:load` drives nginx with Debian's wrk: a load generator in C.
# autocannon, in Node, saturated its one core at a tenth of what nginx served
# here, so its latencies were its own queue. Install wrk when it is missing and
# we may (root with apt-get), as scripts/ensure-nginx.sh does for nginx.
set -euo pipefail

wrk=/usr/bin/wrk
if [ -x "$wrk" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "wrk is missing: installing Debian's package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y wrk
  exit 0
fi

cat >&2 <<MESSAGE
error: \`npm run bench:load\` needs Debian's wrk ($wrk), and it is not installed.
Install it as root, then run the command again:

    sudo apt-get update && sudo apt-get install -y wrk
MESSAGE
exit 1
