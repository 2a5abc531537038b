// SwizzleKitTimings — Swift side of the benchmark comparison, timed exactly as
// `peers/objc_peer.m` times the peer: each operation's loop runs N iterations (default
// 10,000,000, or the first argument), best (minimum) of five repetitions on the monotonic clock,
// and the loop's result goes into a global sink so no call can be dropped.
//
// The key-value observing and coding rows run N/100 iterations, as `peers/kvo_peer.m` does, and
// check what every timed run returns (for the set rows, the notifications caused: one per set
// per observer); a row whose check fails is not printed, the reason goes to stderr and the exit
// status is 1, as with the peer.
//
// Usage: SwizzleKitTimings [iterations] [operation name]
// Output: SWIFT<TAB>operation<TAB>ns per op (2 decimals), one line per operation; after a row
// with no peer that names its unit of work (the ControlKit rows), when the `send` row was timed
// too, a row `<operation> ÷ send, per <unit>` whose value is that cost in sends, marked `×`.

import BenchmarkOperations

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let repetitions = 5

/// Where every loop's result goes, as the peer's `static volatile long long sink`.
nonisolated(unsafe) var sink = 0

func nowNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// A timed run that returned what its operation's check did not expect.
struct WrongResult: Error, CustomStringConvertible {
    let description: String
}

/// Best of `repetitions` timed runs of `operation`, in nanoseconds per iteration, or why a run
/// returned what it should not have.
@inline(never)
func bestNanoseconds(_ operation: Operation, _ iterations: Int) -> Result<Double, WrongResult> {
    var best = Int.max
    var wrong: [Int] = []
    for _ in 0..<repetitions {
        let start = nowNanoseconds()
        let result = operation.run(iterations)
        best = min(best, nowNanoseconds() - start)
        sink &+= result
        if let expected = operation.expectedResult?(iterations), result != expected { wrong.append(result) }
    }
    if !wrong.isEmpty {
        return .failure(WrongResult(description: "\(wrong.count) of \(repetitions) runs of \(iterations) returned \(wrong), expected \(operation.expectedResult!(iterations))"))
    }
    return .success(Double(best) / Double(iterations))
}

/// `value` with two decimals, as `printf("%.2f")`.
func twoDecimals(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

func fail(_ message: String) -> Never {
    let line = "SwizzleKitTimings: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(1)
}

let arguments = CommandLine.arguments
let iterations = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 10_000_000
guard iterations > 0 else { fail("usage: SwizzleKitTimings [iterations > 0] [operation name]") }
let filter = arguments.count > 2 ? arguments[2] : nil

let fixtures: Fixtures
switch Fixtures.shared {
case .success(let made): fixtures = made
case .failure(let error): fail("fixtures: \(error)")
}

var failures = 0
/// The `send` row's time, the unit the rows with a ``SendUnit`` are also given in.
var sendNanoseconds: Double?
for operation in fixtures.operations where filter.map({ operation.name == $0 }) ?? true {
    switch bestNanoseconds(operation, operation.scaled(iterations)) {
    case .success(let nanoseconds):
        print("SWIFT\t\(operation.name)\t\(twoDecimals(nanoseconds))")
        if operation.name == "send" { sendNanoseconds = nanoseconds }
        if let note = operation.note { print("NOTE\t\(note())") }
        if let unit = operation.sendUnit, let send = sendNanoseconds, send > 0 {
            print("SWIFT\t\(operation.name) ÷ send, per \(unit.name)\t\(twoDecimals(nanoseconds / Double(unit.count) / send))×")
        }
    case .failure(let error):
        let line = "SwizzleKitTimings: \(operation.name): \(error); row not printed\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        failures += 1
    }
}
// Keeps the sink observable, as the peer's volatile store does.
if sink == 42 { print("", terminator: "") }
if failures > 0 { exit(1) }
