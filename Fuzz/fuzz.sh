#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer and AddressSanitizer (Linux).
#
#   Fuzz/fuzz.sh build                       builds every target into .build-fuzz
#   Fuzz/fuzz.sh run TARGET SECONDS [ARGS]   runs one target from its seed corpus (ARGS go to libFuzzer)
#   Fuzz/fuzz.sh each SECONDS                runs each target for SECONDS, two at a time, as built: what CI does
#   Fuzz/fuzz.sh all SECONDS                 builds, then runs each target for SECONDS, two at a time
#
# Targets: FuzzPNG (PNG decoding), FuzzKeyPaths (key paths, key-value coding and its collection
# operators), FuzzSends (untyped sends by selector name), FuzzPlugins (a plugin's identifier,
# dependencies and install steps, and the plugin ABI check). Their seeds are in Fuzz/Corpus/TARGET;
# what a run adds goes to .build-fuzz/corpus/TARGET, and a crashing input to
# .build-fuzz/artifacts/TARGET/, named in the run's output: make it a regression test.
#
# The targets exist only when SWIZZLEKIT_FUZZ is set (see Package.swift). SwiftPM gives an
# executable the entry point of its main.swift, so libFuzzer's own main is left out: the targets
# are instrumented as -sanitize=fuzzer would (edges, comparisons) and linked with libFuzzer's
# no-main library, and each main.swift calls its driver (FuzzSupport).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(FuzzPNG FuzzKeyPaths FuzzSends FuzzPlugins)
# After an input that allocated more than it freed, libFuzzer stops the world to scan the heap for
# leaks (about 20 ms here), until it has done so 1,000 times. The runtime's targets keep memory in
# global state by design (what a change retires is released up to 50 ms later on a background
# queue; selectors stay registered; caches grow), so nearly every input paid the scan: in 60 s
# FuzzSends ran 2,802 inputs with it and 105,361 without, FuzzPlugins 1,995 and 44,016. Their
# leaks are found when the run ends instead (LeakSanitizer at exit, which fails the run).
leaks_at_exit=(FuzzKeyPaths FuzzSends FuzzPlugins)
scratch=.build-fuzz

build() {
    local clang_lib
    clang_lib=$(echo "$(dirname "$(readlink -f "$(command -v swiftc)")")"/../lib/clang/*/lib/linux)
    local no_main="$clang_lib/libclang_rt.fuzzer_no_main-x86_64.a"
    [[ -e $no_main ]] || { echo "fuzz.sh: no libFuzzer in this toolchain ($no_main)" >&2; exit 1; }
    for target in "${targets[@]}"; do
        # The sanitizers' runtimes export symbols the linker warns it cannot: not ours, left out.
        SWIZZLEKIT_FUZZ=1 swift build --scratch-path "$scratch" --product "$target" \
            -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
            -Xlinker "$no_main" -Xlinker -lstdc++ 2>&1 | grep -v 'Cannot export local symbol'
    done
}

run() {
    local target=$1 seconds=$2
    shift 2
    local corpus="$scratch/corpus/$target" artifacts="$scratch/artifacts/$target"
    mkdir -p "$corpus" "$artifacts"
    local dictionary=()
    [[ -e Fuzz/Corpus/$target.dict ]] && dictionary=("-dict=Fuzz/Corpus/$target.dict")
    local leaks=()
    [[ " ${leaks_at_exit[*]} " == *" $target "* ]] && leaks=(-detect_leaks=0)
    echo "== $target, $seconds s"
    # New inputs go to the first directory; the seeds are only read. Swift's backtracer, which
    # would attach to a crashing target, hangs under AddressSanitizer: libFuzzer prints the stack.
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=.ci/lsan.supp:print_suppressions=0 "$scratch/debug/$target" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=256 \
        -artifact_prefix="$artifacts/" "${dictionary[@]}" "${leaks[@]}" "$@" "$corpus" "Fuzz/Corpus/$target"
}

# Runs each target for $1 seconds, two at a time (a target uses one core); each run's output is
# printed when it ends.
each() {
    local status=0 i j target pids
    mkdir -p "$scratch"
    for ((i = 0; i < ${#targets[@]}; i += 2)); do
        pids=()
        for target in "${targets[@]:i:2}"; do
            run "$target" "$1" > "$scratch/$target.log" 2>&1 &
            pids+=($!)
        done
        for j in "${!pids[@]}"; do
            target=${targets[i + j]}
            if wait "${pids[j]}"; then
                grep -E '^== |DONE|^stat::' "$scratch/$target.log"
            else
                tail -n 60 "$scratch/$target.log"
                echo "fuzz.sh: $target failed (its input is under $scratch/artifacts/$target)" >&2
                status=1
            fi
        done
    done
    return $status
}

case "${1:-}" in
build) build ;;
run) run "$2" "$3" "${@:4}" ;;
each) each "$2" ;;
all) build && each "$2" ;;
*) sed -n '2,8p' "$0" >&2; exit 2 ;;
esac
