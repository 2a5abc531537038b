#!/usr/bin/env bash
# Builds the GNU libobjc peer benchmark (objc_peer) into $1
# (default: Benchmarks/.build-peer), installing the Debian packages it needs.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here/../.build-peer}"

# gobjc brings gcc's Objective-C front end and GNU libobjc; GNUstep-base is
# not linked here but later work relies on it.
pkgs=(gobjc libgnustep-base-dev)
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
