#!/usr/bin/env bash
# Times SwizzleKit (Swift side) and its peers (GNU libobjc, GNUstep's KVO, Cairo, Swift's
# Observation) and prints one Markdown table joined by operation name. Both sides
# print lines of the form `SIDE<TAB>operation<TAB>ns per op`, measured the same way:
# N iterations per loop (N/100 for the observing and key-value coding rows), best
# of 5 repetitions, monotonic clock. The sides take turns, round after round, and the
# table gives medians and the range of the rounds' ratios: one sequential run cannot
# tell a 10% change from a noisy minute. It also gives each side's best over all rounds
# and their ratio: other work on the machine only ever adds time, so the bests are the
# figures its noise moves least. The hook overheads and the swizzled send's ratio, which
# the issues set targets on, follow the table, from the medians and from the bests.
#
# Environment:
#   COMPARE_ITERATIONS=N  iterations per timed loop, both sides (default 10,000,000)
#   COMPARE_ROUNDS=R      rounds of both sides (default 3)
#   COMPARE_PEER_ONLY=1   print the table even when the Swift side is missing or fails
#   INSTRUCTION_ITERATIONS=N  the iterations of the callgrind runs (Benchmarks/instructions.sh)
#   COMPARE_MALLOCS=1     afterwards, also run the ordo-one/benchmark suite
#                         (Benchmarks/Benchmarks/RuntimeBenchmarks) and print its malloc
#                         and wall-clock tables, per 1,000 operations (about 2 minutes)
#
# The ordo-one/benchmark suite on its own:
#   swift package --package-path Benchmarks benchmark [--scale --grouping metric]
# No jemalloc is needed: on Swift 6.3 ordo-one/benchmark counts mallocs with its own
# malloc interposer (the `MallocInterposer` trait Benchmarks/Package.swift enables), so
# neither libjemalloc-dev nor BENCHMARK_DISABLE_JEMALLOC is involved. (Setting
# BENCHMARK_DISABLE_JEMALLOC or BENCHMARK_DISABLE_MALLOC_INTERPOSER would turn the
# malloc counters off.) No --allow-writing-to-package-directory is needed to run it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

iterations=${COMPARE_ITERATIONS:-10000000}

build_dir=Benchmarks/.build-peer
Benchmarks/peers/build.sh "$build_dir" >&2
renderings="$build_dir/renderings"
mkdir -p "$renderings"
swift build -c release --package-path Benchmarks --product ObservationPeer >&2 \
  || echo "compare.sh: ObservationPeer does not build, Swift Observation row missing" >&2
swift_built=1
swift build -c release --package-path Benchmarks --product SwizzleKitTimings >&2 || swift_built=0
if [[ $swift_built == 0 && ${COMPARE_PEER_ONLY:-} != 1 ]]; then
  echo "compare.sh: Swift side failed (COMPARE_PEER_ONLY=1 skips it)" >&2
  exit 1
fi

# Every peer, then the Swift side, round after round, so that a machine's slow minute falls on
# both sides of a ratio: each line is `round<TAB>SIDE<TAB>operation<TAB>ns per op`.
rounds=${COMPARE_ROUNDS:-3}
all_lines=""
swift_output=""
for ((round = 1; round <= rounds; round++)); do
  echo "compare.sh: round $round of $rounds" >&2
  peer_lines=$("$build_dir/objc_peer" "$iterations" | grep $'^PEER\t')
  # The KVO peers print a row only when its notifications checked out; a failed
  # check or build loses those rows (reason on stderr), not the whole table.
  peer_lines+=$'\n'$("$build_dir/kvo_peer" "$iterations" | grep $'^PEER\t') \
    || echo "compare.sh: kvo_peer failed, GNUstep KVO rows missing" >&2
  peer_lines+=$'\n'$("$build_dir/cairo_peer" "$iterations" "$renderings" | grep $'^PEER\t') \
    || echo "compare.sh: cairo_peer failed, Cairo rows missing" >&2
  peer_lines+=$'\n'$(swift run -c release --package-path Benchmarks --skip-build ObservationPeer "$iterations" | grep $'^PEER\t') \
    || echo "compare.sh: ObservationPeer failed, Swift Observation row missing" >&2
  swift_lines=""
  if [[ $swift_built == 1 ]]; then
    swift_output=$(swift run -c release --package-path Benchmarks --skip-build SwizzleKitTimings "$iterations") || {
      [[ ${COMPARE_PEER_ONLY:-} == 1 ]] || { echo "compare.sh: Swift side failed (COMPARE_PEER_ONLY=1 skips it)" >&2; exit 1; }
    }
    swift_lines=$(printf '%s\n' "$swift_output" | grep $'^SWIFT\t' || true)
  fi
  all_lines+=$(printf '%s\n%s\n' "$peer_lines" "$swift_lines" | grep -v '^$' | sed "s/^/$round\t/")$'\n'
done
# The last round's Swift lines feed the summaries below.

# Rows in the Swift side's order, then peer-only rows: each side's median over the rounds, the
# median of the rounds' ratios (Swift / peer, each from one round) with their range, and each
# side's best over the rounds with their ratio. Then the figures the issues set targets on.
printf '%s' "$all_lines" | awk -F'\t' -v rounds="$rounds" '
  function median(list,   n, v, i, j, t) {
    n = split(list, v, " ")
    for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
    return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
  }
  function keepBest(table, op, x) { if (!(op in table) || x + 0 < table[op] + 0) table[op] = x }
  $2 == "SWIFT" { if (!($3 in swift)) order[++n] = $3; swift[$3] = swift[$3] " " $4; s[$1, $3] = $4; keepBest(swiftBest, $3, $4) }
  $2 == "PEER" { if (!($3 in peer)) porder[++m] = $3; peer[$3] = peer[$3] " " $4; p[$1, $3] = $4; keepBest(peerBest, $3, $4) }
  # The rounds'"'"' ratios of a row, Swift / peer, each from one round.
  function roundRatios(op,   r, ratios) {
    ratios = ""
    for (r = 1; r <= rounds; r++) if ((r, op) in s && (r, op) in p && p[r, op] > 0) ratios = ratios " " s[r, op] / p[r, op]
    return ratios
  }
  function row(op,   ratios, v, k, i, lo, hi, cell, best) {
    ratios = roundRatios(op); k = split(ratios, v, " ")
    for (i = 1; i <= k; i++) { if (i == 1 || v[i] + 0 < lo) lo = v[i] + 0; if (i == 1 || v[i] + 0 > hi) hi = v[i] + 0 }
    cell = k == 0 ? "" : sprintf("%.2f× (%.2f–%.2f)", median(ratios), lo, hi)
    # A "÷ send" row is already a ratio of the same round'"'"'s rows; a best of it means nothing.
    best = op ~ /÷/ ? "" : ((op in swiftBest) ? swiftBest[op] : "—") " / " ((op in peerBest) ? peerBest[op] : "—")
    if (op in swiftBest && op in peerBest && peerBest[op] > 0) best = best sprintf(" = %.2f×", swiftBest[op] / peerBest[op])
    printf "| %s | %s | %s | %s | %s |\n", op, (op in swift) ? median(swift[op]) : "—", (op in peer) ? median(peer[op]) : "—", cell, best
  }
  # A hook row over the entry point, in sends, from one statistic of each row.
  function overhead(hook, entry, send) { return sprintf("%.1f", (hook - entry) / send) }
  END {
    printf "%d rounds, each every peer then SwizzleKit; medians, the range of the rounds'"'"' ratios, and each side'"'"'s best.\n\n", rounds
    print "| operation | SwizzleKit (ns) | peer (ns) | ratio (range) | best: SwizzleKit / peer (ns) |"
    print "|---|---:|---:|---:|---:|"
    for (i = 1; i <= n; i++) row(order[i])
    for (i = 1; i <= m; i++) if (!(porder[i] in swift)) row(porder[i])
    entry = "send through an entry point"; swizzled = "send after exchange (original called)"
    if (!("send" in swift) || !(entry in swift)) exit
    split("class instance", kinds, " ")
    printf "\nHooks over `%s`, in sends (targets: 2 on a class, 3 on an object):\n\n", entry
    print "| hook | from the medians | from the bests |"
    print "|---|---:|---:|"
    for (k = 1; k <= 2; k++) for (h = 1; h <= 3; h++) {
      op = (h == 1 ? "before" : h == 2 ? "after" : "instead") " hook (" kinds[k] ")"
      if (op in swift) printf "| %s | %s | %s |\n", op, overhead(median(swift[op]), median(swift[entry]), median(swift["send"])),
        overhead(swiftBest[op], swiftBest[entry], swiftBest["send"])
    }
    if (swizzled in swift && swizzled in peer)
      printf "\n`%s` against libobjc'"'"'s (target 1.0×): %.2f× from the medians of the rounds'"'"' ratios, %.2f× from the bests.\n",
        swizzled, median(roundRatios(swizzled)), swiftBest[swizzled] / peerBest[swizzled]
  }'

# A frame where one view of 200 changed, against the whole window's frame (target ≤ 0.10).
printf '%s\n' "$swift_lines" | awk -F'\t' '
  $2 == "render a 320×480 window of 200 views" { full = $3 }
  $2 == "redisplay one label of 200 views" { one = $3 }
  END { if (full > 0 && one > 0) printf "\nOne label of 200 redisplayed: %.3f of the whole window'"'"'s frame.\n", one / full }'

# Scrolling: reuse against a new cell per row (target: at least 10× cheaper), the frame against
# its 16.7 ms budget (target: at most 2 ms), and what the runs made; off-screen passes' cost.
printf '%s\n' "$swift_lines" | awk -F'\t' '
  $2 == "scroll a 1,000-row table, a frame, reusing cells" { reuse = $3 }
  $2 == "scroll a 1,000-row table, a frame, a new cell per row" { fresh = $3 }
  $2 == "render a 320×480 window of 200 views" { plain = $3 }
  $2 == "render a 320×480 window of 200 views, 100 off-screen passes" { passes = $3 }
  END {
    if (reuse > 0 && fresh > 0) printf "\nScrolling: a frame reusing cells takes %.3f ms (%.1f%% of the 16.7 ms budget); a new cell per row costs %.2f× as much.\n", reuse / 1e6, reuse / 166666.67, fresh / reuse
    if (plain > 0 && passes > 0) printf "100 off-screen passes make the 200-view frame %.2f× as long.\n", passes / plain
  }'
printf '%s\n' "${swift_output:-}" | grep $'^NOTE\t' | cut -f2- || true

# The Graphics rows' renderings against Cairo's, pixel by pixel (ours are written beside them).
if swift build -c release --package-path Benchmarks --product RenderingComparison >&2; then
  echo
  echo "Graphics against Cairo, in levels (0–255, premultiplied RGBA; edges: partly covered pixels):"
  echo
  swift run -c release --package-path Benchmarks --skip-build RenderingComparison "$renderings" \
    || echo "compare.sh: the rendering comparison failed" >&2
fi

# Instruction counts for the send, hook, association and one-observer rows: repeatable where
# times are not (Benchmarks/instructions.sh; about a minute under valgrind).
echo
echo "Instructions per operation (callgrind, inside the timed loops):"
echo
bash Benchmarks/instructions.sh || echo "compare.sh: the instruction counts failed" >&2

if [[ ${COMPARE_MALLOCS:-} == 1 ]]; then
  echo
  echo "ordo-one/benchmark, per 1,000 operations (--scale):"
  swift package --package-path Benchmarks benchmark --no-progress --scale --grouping metric \
    | sed -n '/^Free (total)/,$p'
fi
