#!/usr/bin/env bash
# `npm run serve:nginx` and its tests run Debian's nginx with the brotli_static
# module. Install them when they are missing and we may (root with apt-get),
# as scripts/ensure-chromium.sh does for the browser.
set -euo pipefail

nginx=/usr/sbin/nginx
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -x "$nginx" ] && [ -f "$brotli_module" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx or its brotli_static module is missing: installing Debian's packages…"
  export DEBIAN_FRONTEND=noninteractive
  # The package would also start nginx as a system service on port 80; the
  # project only runs it in the foreground. A policy-rc.d that refuses service
  # starts (as Docker images ship) holds that back for this install only.
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' > "$policy"
    chmod +x "$policy"
    trap 'rm -f "$policy"' EXIT
  fi
  apt-get update
  apt-get install -y nginx libnginx-mod-http-brotli-static
  exit 0
fi

cat >&2 <<MESSAGE
error: the production server test and \`npm run serve:nginx\` need Debian's nginx
($nginx) with the brotli_static module ($brotli_module),
and they are not installed. Install them as root, then run the command again:

    sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-brotli-static
MESSAGE
exit 1
