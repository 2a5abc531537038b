#!/usr/bin/env bash
# Times SwizzleKit (Swift side) and GNU libobjc (peer) and prints one Markdown
# table joined by operation name. Both sides print lines of the form
# `SIDE<TAB>operation<TAB>ns per op`. COMPARE_PEER_ONLY=1 lets the table be
# printed when the Swift side is missing or fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build_dir=Benchmarks/.build-peer
Benchmarks/peers/build.sh "$build_dir" >&2
peer_lines=$("$build_dir/objc_peer" | grep $'^PEER\t')

run_swift_side() {
  swift run -c release --package-path Benchmarks SwizzleKitTimings | grep $'^SWIFT\t'
}

if ! swift_lines=$(run_swift_side); then
  if [[ ${COMPARE_PEER_ONLY:-} != 1 ]]; then
    echo "compare.sh: Swift side failed (COMPARE_PEER_ONLY=1 skips it)" >&2
    exit 1
  fi
  echo "compare.sh: Swift side unavailable, peer only" >&2
  swift_lines=""
fi

# Rows in the Swift side's order, then peer-only rows; ratio = Swift / peer.
printf '%s\n%s\n' "$swift_lines" "$peer_lines" | awk -F'\t' '
  $1 == "SWIFT" && !($2 in swift) { order[++n] = $2; swift[$2] = $3 }
  $1 == "PEER" && !($2 in peer) { porder[++m] = $2; peer[$2] = $3 }
  function row(op,   s, p, r) {
    s = (op in swift) ? swift[op] : "—"
    p = (op in peer) ? peer[op] : "—"
    r = (op in swift && op in peer && peer[op] > 0) ? sprintf("%.2f×", swift[op] / peer[op]) : ""
    printf "| %s | %s | %s | %s |\n", op, s, p, r
  }
  END {
    print "| operation | SwizzleKit (ns) | peer (ns) | ratio |"
    print "|---|---:|---:|---:|"
    for (i = 1; i <= n; i++) row(order[i])
    for (i = 1; i <= m; i++) if (!(porder[i] in swift)) row(porder[i])
  }'
