// ObservationPeer — peer side of the typed-observation row: Swift's Observation module (it ships
// with the toolchain, macros included, on Linux too), timed as `peers/kvo_peer.m` times GNUstep:
// iterations/100 per loop (at least 1; the first argument, default 10,000,000), best of five
// repetitions on the monotonic clock, ns per operation.
//
// `withObservationTracking` fires its onChange once and then forgets the registration, so a
// callback on every set has to register again before each set; one operation here is therefore
// register + set + notify. That is what an Observation user pays per change; the row is printed
// only if every set notified.
//
// Usage: ObservationPeer [iterations]
// Output: PEER<TAB>operation<TAB>ns per op (2 decimals).

import Observation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Observable
final class Model {
    var value = 0
}

// Plain counters: onChange runs synchronously on this thread, inside the setter.
nonisolated(unsafe) var notifications = 0
nonisolated(unsafe) var sink = 0

@inline(never)
func registerSetNotify(_ model: Model, _ iterations: Int) -> Int {
    for i in 0..<iterations {
        withObservationTracking {
            _ = model.value
        } onChange: {
            notifications &+= 1
        }
        model.value = i
    }
    return model.value
}

func nowNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

func twoDecimals(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

func fail(_ message: String) -> Never {
    let line = "ObservationPeer: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(1)
}

let arguments = CommandLine.arguments
let requested = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 10_000_000
guard requested > 0 else { fail("usage: ObservationPeer [iterations > 0]") }
let iterations = max(1, requested / 100)
let repetitions = 5

let model = Model()
var best = Int.max
for _ in 0..<repetitions {
    let start = nowNanoseconds()
    sink &+= registerSetNotify(model, iterations)
    best = min(best, nowNanoseconds() - start)
}
let name = "typed observe set+notify (Swift Observation)"
guard notifications == repetitions * iterations else {
    fail("\(name): \(notifications) notifications, expected \(repetitions * iterations); row not printed")
}
print("PEER\t\(name)\t\(twoDecimals(Double(best) / Double(iterations)))")
// Keeps the sink observable, as the Objective-C peers' volatile store does.
if sink == 42 { print("", terminator: "") }
