# shellcheck shell=bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/setup.sh — shared set-up for build-aux/run.sh and build-aux/test.sh.
# Sourced, not run: it only defines variables and functions. The caller has
# already done `set -euo pipefail` and changed to the repository root.
#
#   wg_ensure_packages [PKG…] install the Debian 12 packages that are missing
#                             (WG_PACKAGES, and PKG… for a mode that needs more)
#   wg_build [BUILD_DIR]      meson setup (only if not configured) + compile
#                             ($WG_TARGETS: only those targets, e.g. run-deps)

# build/ is a development build (-Dprofile=development: its own app id,
# settings and autosave folder), for run.sh and test.sh alike.
# shellcheck disable=SC2034  # used by run.sh and test.sh
WG_SETUP_ARGS=(-Dprofile=development)

# The Debian 12 packages from docs/install.md (keep the two in step).
WG_PACKAGES=(
  build-essential meson ninja-build pkg-config libgtk-4-dev libjson-c-dev
  libadwaita-1-dev libsoup-3.0-dev libqrencode-dev gettext appstream desktop-file-utils libxml2-utils
  xvfb xauth x11-utils imagemagick fonts-dejavu-core fonts-ipafont-gothic dbus locales
  clang-format groff-base poppler-utils
  python3-pyatspi at-spi2-core dbus-x11 xdotool
  chromium
)

# Prints the packages of WG_PACKAGES and of the arguments that are not
# installed, one per line.
wg_missing_packages() {
  local pkg status
  for pkg in "${WG_PACKAGES[@]}" "$@"; do
    # dpkg-query exits non-zero for a package it has never heard of.
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null) || status=
    case "$status" in
      *"install ok installed"*) ;;
      *) printf '%s\n' "$pkg" ;;
    esac
  done
}

# Installs what is missing: directly as root, through `sudo -n` when that
# works without a password, else prints the command to run and exits 1.
wg_ensure_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "setup: dpkg-query not found (not Debian?); skipping the package check." >&2
    echo "setup: the packages needed are: ${WG_PACKAGES[*]} $*" >&2
    return 0
  fi

  local missing=()
  mapfile -t missing < <(wg_missing_packages "$@")
  if [ "${#missing[@]}" -eq 0 ]; then
    return 0
  fi

  echo "setup: missing Debian packages: ${missing[*]}" >&2
  local install=(apt-get install -y --no-install-recommends "${missing[@]}")

  if [ "$(id -u)" -eq 0 ]; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive "${install[@]}"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update
    sudo env DEBIAN_FRONTEND=noninteractive "${install[@]}"
  else
    echo "setup: cannot install them (not root, and no sudo that works without a password)." >&2
    echo "setup: run this, then try again:" >&2
    echo "  sudo apt-get update && sudo ${install[*]}" >&2
    exit 1
  fi
}

# Configures BUILD_DIR (default build/) if it is not a configured Meson build
# dir yet, then compiles ($WG_TARGETS only, when set). An existing build dir is
# not reconfigured by hand (ninja re-runs Meson by itself when a meson.build
# changed), except to make it a development build, once.
# Extra arguments after BUILD_DIR go to `meson setup` (first set-up only).
wg_build() {
  local dir="${1:-build}"
  shift || true
  if [ ! -f "$dir/meson-private/coredata.dat" ]; then
    meson setup "$dir" "$@"
  elif [ "$#" -gt 0 ] && [ "$1" = -Dprofile=development ] \
       && ! grep -q '"name": "profile", "value": "development"' \
            "$dir/meson-info/intro-buildoptions.json" 2>/dev/null; then
    meson configure "$dir" -Dprofile=development
  fi
  # shellcheck disable=SC2086  # WG_TARGETS is a list of target names
  meson compile -C "$dir" ${WG_TARGETS:-}
}
