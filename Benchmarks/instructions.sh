#!/usr/bin/env bash
# Instructions per operation under callgrind for the rows the issues set targets on — the cache-hit
# send and the send after an exchange (each beside GNU libobjc's), the class and instance hooks,
# associated-object get and set, and set+notify with one observer — counted inside each row's
# timed loop only, so they repeat to the instruction on a loaded machine where the times do not.
# compare.sh runs it after the times; it needs valgrind and the release build and peers
# compare.sh has just made.
#
# Environment: INSTRUCTION_ITERATIONS=N  the benchmark's N for these runs (default 200,000).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

iterations=${INSTRUCTION_ITERATIONS:-200000}
timings=Benchmarks/.build/release/SwizzleKitTimings
objc_peer=Benchmarks/.build-peer/objc_peer
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind not found, instruction counts skipped" >&2; exit 0; }

# Instructions executed inside functions matching $1, divided by $2 operations; the rest is the
# command. Prints the count with one decimal.
per_operation() {
    local pattern=$1 operations=$2 out
    shift 2
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$pattern" "$@" >/dev/null 2>&1
    callgrind_annotate "$out" 2>/dev/null | awk -v n="$operations" '/PROGRAM TOTALS/ { gsub(",", "", $1); printf "%.1f", $1 / n; exit }'
    rm -f "$out"
}

# SwizzleKitTimings runs a row's loop five times over N / divisor iterations, after one check
# of a single iteration.
swift_row() {
    local row=$1 loop=$2 divisor=$3
    per_operation "*$loop*" $((5 * (iterations / divisor) + 1)) "$timings" "$iterations" "$row"
}

send=$(swift_row "send" loopSendTyped 1)
peer_send=$(per_operation "loop_send" $((5 * iterations)) "$objc_peer" "$iterations")
echo "| operation | SwizzleKit (instructions) | peer (instructions) | ratio |"
echo "|---|---:|---:|---:|"
awk -v s="$send" -v p="$peer_send" 'BEGIN { printf "| send | %s | %s | %.2f× |\n", s, p, s / p }'
swizzled=$(swift_row "send after exchange (original called)" loopSendTyped 1)
peer_swizzled=$(per_operation "loop_swizzled" $((5 * iterations)) "$objc_peer" "$iterations")
awk -v s="$swizzled" -v p="$peer_swizzled" 'BEGIN { printf "| send after exchange | %s | %s | %.2f× |\n", s, p, s / p }'
# The hook rows count inside their entry points (the optimiser folds their loops away), so their
# overhead is their count minus the entry point's, in sends.
for row in "send through an entry point:loopSendEntryPoint:1" "before hook (class):ClassHookTargetC10beforeStep:1" \
           "instead hook (class):ClassHookTargetC11insteadStep:1" "before hook (instance):InstanceHookTargetC10beforeStep:1" \
           "instead hook (instance):InstanceHookTargetC11insteadStep:1" "associated object get:loopAssociationGet:1" \
           "associated object set:loopAssociationSet:1" "set+notify 1 observer:loopSetNotify:100"; do
    IFS=: read -r name loop divisor <<<"$row"
    count=$(swift_row "$name" "$loop" "$divisor")
    [[ $name == "send through an entry point" ]] && entry=$count
    if [[ $name == *hook* ]]; then
        awk -v n="$name" -v c="$count" -v s="$send" -v e="$entry" \
            'BEGIN { printf "| %s | %s | — | %.1f sends over the entry point |\n", n, c, (c - e) / s }'
    else
        awk -v n="$name" -v c="$count" -v s="$send" 'BEGIN { printf "| %s | %s | — | %.1f sends |\n", n, c, c / s }'
    fi
done
