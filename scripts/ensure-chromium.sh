#!/usr/bin/env bash
# The build (it draws the Mermaid diagrams) and the browser tests drive Debian's
# Chromium. Install it when it is missing and we may (root with apt-get); never
# download a browser build of our own.
set -euo pipefail
source "$(dirname "$0")/lib/install-debian-packages.sh"

# CHROMIUM_PATH (read by node/site/chromium.ts too) points at another build of
# Chromium; it is never installed, only checked.
debian_chromium=/usr/bin/chromium
chromium=${CHROMIUM_PATH:-$debian_chromium}
if [ -x "$chromium" ]; then
  exit 0
fi

if [ "$chromium" != "$debian_chromium" ]; then
  echo "error: CHROMIUM_PATH is $chromium, and no executable is there. Point it at a Chromium, or unset it to use Debian's ($debian_chromium)." >&2
  exit 1
fi

install_debian_packages "Debian's Chromium ($chromium)" "the build (it draws the diagrams) and the browser tests" chromium
