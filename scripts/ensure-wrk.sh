#!/usr/bin/env bash
# `npm run bench:load` drives nginx with Debian's wrk: a load generator in C.
# autocannon, in Node, saturated its one core at a tenth of what nginx served
# here, so its latencies were its own queue.
set -euo pipefail
source "$(dirname "$0")/lib/install-debian-packages.sh"

if [ ! -x /usr/bin/wrk ]; then
  install_debian_packages "Debian's wrk (/usr/bin/wrk)" "\`npm run bench:load\`" wrk
fi
