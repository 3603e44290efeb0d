#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# build-aux/check-fresh-debian.sh — the README's two commands on a truly
# fresh Debian 12: a minimal bookworm (debootstrap --variant=minbase) made
# in a temporary folder, a clone of this repository's HEAD in it, and
# `build-aux/test.sh` run there as a new user's machine would run it (it
# installs what it needs first). Prints test.sh's output; its last line is
# test.sh's `N passed, N failed`, and the exit status is test.sh's.
#
#   build-aux/check-fresh-debian.sh [MIRROR]
#
# Needs root (debootstrap, chroot, mounts) and the network to a Debian
# mirror: MIRROR, or the first one this machine's apt sources name. Takes
# 15 to 30 minutes on 2 cores. Not part of the suite: run it after changing
# the set-up, what is installed, or what a test needs (docs/install.md).
# WG_FRESH_ROOT=DIR keeps the system in DIR (made if missing) for another
# run instead of removing it.

set -euo pipefail

cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."

if [ "$(id -u)" -ne 0 ]; then
  echo "check-fresh-debian.sh: run it as root (debootstrap and chroot need it)." >&2
  exit 2
fi
mirror=${1:-}
if [ -z "$mirror" ]; then
  mirror=$(grep -rhE '^(URIs:|deb) ' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null \
           | grep -oE 'https?://[^ ]+/debian/?$' | head -n 1 || true)
fi
if [ -z "$mirror" ]; then
  echo "check-fresh-debian.sh: no Debian mirror found in the apt sources; name one." >&2
  exit 2
fi
command -v debootstrap >/dev/null ||
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends debootstrap

root=${WG_FRESH_ROOT:-$(mktemp -d "${TMPDIR:-/tmp}/wg-fresh-XXXXXX")}
mkdir -p "$root"
# shellcheck disable=SC2317  # run by the EXIT trap
cleanup() {
  local m
  for m in proc sys dev; do
    mountpoint -q "$root/$m" && umount -R "$root/$m"
  done
  [ -n "${WG_FRESH_ROOT:-}" ] || rm -rf --one-file-system "$root"
}
trap cleanup EXIT

[ -x "$root/usr/bin/apt-get" ] || debootstrap --variant=minbase bookworm "$root" "$mirror"
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev" && mount --make-rslave "$root/dev"
mount --rbind /sys "$root/sys" && mount --make-rslave "$root/sys"
cp /etc/resolv.conf "$root/etc/"
rm -rf "$root/root/project"
git clone --quiet . "$root/root/project"
chroot "$root" env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  LANG=C.UTF-8 bash -c 'cd /root/project && bash build-aux/test.sh'
