// The SwizzleKitTimings operations under ordo-one/benchmark, for wall clock and malloc counts:
// `swift package --package-path Benchmarks benchmark` (see compare.sh for the flags it needs).
//
// Each benchmark iteration runs the operation's loop for `scalingFactor` (1,000) inner
// iterations. The metrics marked `*` are shown per operation (divided by 1,000, rounded down);
// `--scale` shows them per benchmark iteration, i.e. per 1,000 operations, which is the exact
// figure to read "zero allocations per send" from. Two references: `empty loop` (what the
// harness itself costs) and `one allocation` (one object per operation, so the malloc counter
// must read 1 per operation, 1,000 with `--scale`).
//
// The key-value observing rows (`set+notify N observers`, `key-path chain set`, `add+remove
// observation`, `KVC get`, `KVC set`, `typed observe set+notify (Swift Observation)`) are here
// too, one operation being one set (or one add and remove, or one KVC call), 1,000 per benchmark
// iteration like every other row: the malloc count per notification is the `--scale` figure
// divided by 1,000 × the number of observers (one for the typed row). They run
// the same 1,000 iterations as the other rows here (not N/100: that is only for the timings), and
// every benchmark iteration checks what the loop returned (for the set rows, one notification
// per set per observer), so a row that stopped notifying stops the run instead of looking fast.
//
// The ControlKit rows (hit testing, a tap, a layout pass) run one operation per benchmark
// iteration (scaling factor one): one of them is already up to a thousand views' work.
//
// No `instructions` metric: perf_event hardware counters are not available on these VMs
// (`perf stat -e instructions` says "not supported"); use valgrind --tool=callgrind instead.

import Benchmark
import BenchmarkOperations

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .freeCountTotal, .mallocBytesCount],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )

    let fixtures: Fixtures
    switch Fixtures.shared {
    case .success(let made): fixtures = made
    case .failure(let error): fatalError("RuntimeBenchmarks fixtures: \(error)")
    }

    Benchmark("empty loop") { benchmark in
        for index in benchmark.scaledIterations { blackHole(index) }
    }

    // Shows the malloc counter is live: one object allocated and freed per operation.
    Benchmark("one allocation") { benchmark in
        for index in benchmark.scaledIterations { blackHole(AllocationProbe(index)) }
    }

    for operation in fixtures.operations {
        // The ControlKit rows (those with a unit of work) cost up to a millisecond per
        // operation, so a benchmark iteration is one operation there, not 1,000.
        let configuration = operation.sendUnit == nil
            ? Benchmark.defaultConfiguration
            : Benchmark.Configuration(warmupIterations: 1, scalingFactor: .one)
        Benchmark(operation.name, configuration: configuration) { benchmark in
            let iterations = benchmark.scaledIterations.count
            let result = operation.run(iterations)
            if let expected = operation.expectedResult?(iterations), result != expected {
                fatalError("\(operation.name): \(iterations) iterations returned \(result), expected \(expected)")
            }
            blackHole(result)
        }
    }
}

/// A heap object per operation, for the `one allocation` reference.
final class AllocationProbe {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }
}
