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
