# Sourced by scripts/ensure-*.sh. The project never downloads a tool of its
# own: what it runs comes from Debian. When a tool is missing, install its
# packages if we may (root with apt-get); otherwise say how and stop.
#
#   install_debian_packages "<what is missing>" "<what needs it>" package...

install_debian_packages() {
  local missing=$1 needed_by=$2
  shift 2
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "$missing is missing: installing Debian's $*…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y "$@"
    return 0
  fi
  cat >&2 <<MESSAGE
error: $missing is not installed, and $needed_by cannot run without it.
Install it as root, then run the command again:

    sudo apt-get update && sudo apt-get install -y $*
MESSAGE
  exit 1
}
