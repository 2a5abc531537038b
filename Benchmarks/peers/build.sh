#!/usr/bin/env bash
# Builds the peer benchmarks into $1 (default: Benchmarks/.build-peer),
# installing the Debian packages they need: objc_peer (GNU libobjc alone),
# kvo_peer (GNUstep Foundation's KVO and KVC on the same libobjc) and
# cairo_peer (Cairo, for the Graphics rows).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here/../.build-peer}"

# gobjc brings gcc's Objective-C front end and GNU libobjc; gnustep-base
# (with gnustep-config) is the Foundation kvo_peer links.
pkgs=(gobjc libgnustep-base-dev libcairo2-dev pkg-config)
missing=()
for p in "${pkgs[@]}"; do
  dpkg -s "$p" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo=sudo
  $sudo apt-get update
  $sudo env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}"
fi

# gcc finds the objc headers and libobjc in its own directories: no -I/-L.
mkdir -p "$out"
gcc -std=gnu11 -O2 -Wall -o "$out/objc_peer" "$here/objc_peer.m" -lobjc

# gnustep-config's flags (GNU runtime, constant string class, exceptions)
# less -MMD -MP, which would leave a dependency file next to the binary.
# -std=gnu11 in both builds because gcc compiles Objective-C as gnu89.
objc_flags=$(gnustep-config --objc-flags | sed -e 's/-MMD//' -e 's/-MP//')
# shellcheck disable=SC2046,SC2086  # the flag lists must split into words
gcc -std=gnu11 $objc_flags -O2 -Wall -o "$out/kvo_peer" "$here/kvo_peer.m" \
  $(gnustep-config --base-libs)

# shellcheck disable=SC2046  # pkg-config's flag list must split into words
gcc -std=gnu11 -O2 -Wall -o "$out/cairo_peer" "$here/cairo_peer.c" $(pkg-config --cflags --libs cairo) -lm
