import Foundation
import Synchronization
import Testing
@testable import DynamicRuntime
import SwizzleKitTesting

/// The soak's class: its own, so no other test's sends or changes touch its methods.
final class SoakTarget: RuntimeObject {}

#if canImport(Glibc)
/// glibc's `malloc_trim` (in `<malloc.h>`, which the Glibc module does not export).
@_silgen_name("malloc_trim") private func malloc_trim(_ pad: Int) -> Int32
#endif

/// The resident set in bytes once what was retired so far is reclaimed (within ten seconds: a
/// thread inside a long send holds it back) and the allocator has handed free pages back, so the
/// figure is what stays, not a peak.
private func settledResidentBytes() -> Int {
    let deadline = Date().addingTimeInterval(10)
    while !Reclamation.collect(), Date() < deadline { usleep(1_000) }
    #if canImport(Glibc)
    _ = malloc_trim(0)
    #endif
    #if os(Linux)
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return usage.ru_maxrss
    #endif
}

/// Four threads send three messages all along while the test thread churns them: class hooks
/// installed and reverted, instance hooks on the very object they send to, and
/// `method_setImplementation` round trips, and short-lived objects hooked one by one. What each
/// change replaces is retired and reclaimed, so the resident set stays flat where it used to grow
/// by 180–810 bytes a cycle, and every send answers with the old implementation or the new one.
@Suite struct ReclamationSoakTests {
    /// Under a sanitizer its allocator and shadow memory swing the resident set by tens of
    /// megabytes either way, so there the soak checks the races, memory errors and answers only,
    /// over a tenth of the cycles.
    static let sanitizer = Sanitizer.current
    /// What starts each line of figures the soak prints: "soak:", after the sanitizer's name.
    static let reportPrefix = (sanitizer.map { "(\($0.rawValue)) " } ?? "") + "soak:"
    /// Install-and-revert cycles of each kind of hook, class and instance. (200,000 took 38 s and
    /// 60 CPU-seconds alone, and a minute in the suite: the leaks it guards against show at a
    /// quarter of that.)
    static let hookCycles = Sanitizer.scaled(50_000)
    static let implementationCycles = Sanitizer.scaled(25_000)
    static let shortLivedObjects = Sanitizer.scaled(12_500)
    static let senderCount = 4
    /// What the whole soak may add to the resident set: 50 bytes a hook cycle, where the leaks
    /// it guards against kept 180–810. Each kind's figure moves by about a megabyte either way.
    static let growthLimit = 50 * hookCycles

    @Test func churnWhileFourThreadsSendStaysBoundedAndEverySendSeesOldOrNew() throws {
        #if os(Linux)
        // The resident set of a process running every other test moves with theirs: the soak
        // runs alone, in a copy of this test binary.
        if ProcessInfo.processInfo.environment[Self.aloneVariable] == nil {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = ["--testing-library", "swift-testing", "--filter", "ReclamationSoakTests"]
            process.environment = ProcessInfo.processInfo.environment.merging([Self.aloneVariable: "1"]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let figures = report.split(separator: "\n").filter { $0.hasPrefix(Self.reportPrefix) }
            figures.forEach { print($0) }
            #expect(process.terminationStatus == 0, "the soak failed in its own process:\n\(report.suffix(3_000))")
            // A filter matching nothing would pass too: the four kinds of change must have run.
            #expect(figures.count == 4, "the soak's own process reported \(figures.count) kinds of change:\n\(report.suffix(3_000))")
            return
        }
        #endif
        try soak()
    }

    /// Set in the soak's own process.
    static let aloneVariable = "SWIZZLEKIT_SOAK_ALONE"

    private func soak() throws {
        let cls = RuntimeClass.of(SoakTarget.self)
        let classHooked = Selector<Int, Int>("soak_classHooked:")
        let objectHooked = Selector<Int, Int>("soak_objectHooked:")
        let swapped = Selector<Int, Int>("soak_swapped:")
        for selector in [classHooked, objectHooked, swapped] {
            try cls.addMethod(selector.untyped, implementation: TypedImplementation<Int, Int> { _, _, x in x + 1 })
        }
        let method = try #require(class_getInstanceMethod(cls, swapped.untyped))
        let target = SoakTarget()
        let shared = Shared(value: target)

        let stop = Atomic<Bool>(false)
        let sends = Atomic<Int>(0)
        let wrong = Mutex<[String]>([])
        let finished = DispatchGroup()
        for _ in 0..<Self.senderCount {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                while !stop.load(ordering: .relaxed) {
                    // 2 from the original, 4 through the doubling hook, 11 from the swapped-in one.
                    let target = shared.value
                    let answers = [(try? target.send(classHooked, 1), [2, 4]), (try? target.send(objectHooked, 1), [2, 4]),
                                   (try? target.send(swapped, 1), [2, 11])]
                    for (answer, allowed) in answers where !(answer.map(allowed.contains) ?? false) {
                        wrong.withLock { $0.append("\(answer.map(String.init) ?? "a throw") not in \(allowed)") }
                    }
                    sends.add(3, ordering: .relaxed)
                    // Four senders and the changing thread share two cores on the CI machine.
                    sched_yield()
                }
            }
        }
        defer {
            stop.store(true, ordering: .relaxed)
            finished.wait()
        }

        func hookClass() throws {
            try SoakTarget.hook(classHooked, instead: { _, x, original in original(x) * 2 }).revert()
        }
        func hookObject() throws {
            try target.hook(objectHooked, instead: { _, x, original in original(x) * 2 }).revert()
        }
        func swapImplementation() throws {
            let original = try method_setImplementation(method, TypedImplementation<Int, Int> { _, _, x in x + 10 })
            try method_setImplementation(method, original)
        }
        func hookShortLivedObject() throws {
            let object = SoakTarget()
            try object.hook(classHooked, before: { _, _ in })
            _ = try object.send(classHooked, 1)
        }
        // Warm up: the per-object class, caches at their size, the allocator's arenas.
        for _ in 0..<2_000 {
            try hookClass()
            try hookObject()
            try swapImplementation()
            try hookShortLivedObject()
        }
        var growth: [(String, Int, Int)] = []
        for (kind, cycles, change) in [("class hook", Self.hookCycles, hookClass), ("instance hook", Self.hookCycles, hookObject),
                                       ("method_setImplementation", Self.implementationCycles, swapImplementation),
                                       ("hooked short-lived object", Self.shortLivedObjects, hookShortLivedObject)] {
            let sendsBefore = sends.load(ordering: .relaxed)
            let before = settledResidentBytes()
            for _ in 0..<cycles { try change() }
            growth.append((kind, cycles, settledResidentBytes() - before))
            #expect(sends.load(ordering: .relaxed) > sendsBefore, "no send ran alongside the \(kind) cycles")
        }
        for (kind, cycles, bytes) in growth {
            print("\(Self.reportPrefix) \(kind): \(cycles) cycles, resident set \(bytes >= 0 ? "+" : "")\(bytes) bytes (\(Double(bytes) / Double(cycles)) per cycle)")
        }
        let total = growth.reduce(0) { $0 + $1.2 }
        if Self.sanitizer == nil {
            #expect(total < Self.growthLimit, "the resident set grew by \(total) bytes")
        }
        #expect(wrong.withLock { $0.isEmpty }, "\(wrong.withLock { $0.prefix(5) })")
    }
}
