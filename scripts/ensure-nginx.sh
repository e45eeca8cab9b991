#!/usr/bin/env bash
# `npm run serve:nginx` and its tests run Debian's nginx with the brotli_static
# module. Install them when they are missing and we may (root with apt-get),
# as scripts/ensure-chromium.sh does for the browser
# (scripts/lib/install-debian-packages.sh).
set -euo pipefail
source "$(dirname "$0")/lib/install-debian-packages.sh"

nginx=/usr/sbin/nginx
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -x "$nginx" ] && [ -f "$brotli_module" ]; then
  exit 0
fi

# The package would also start nginx as a system service on port 80; the
# project only runs it in the foreground. A policy-rc.d that refuses service
# starts (as Docker images ship) holds that back for this install only.
policy=/usr/sbin/policy-rc.d
if [ "$(id -u)" -eq 0 ] && [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod +x "$policy"
  trap 'rm -f "$policy"' EXIT
fi
install_debian_packages "Debian's nginx ($nginx) with its brotli_static module ($brotli_module)" \
  "the production server test and \`npm run serve:nginx\`" nginx libnginx-mod-http-brotli-static
