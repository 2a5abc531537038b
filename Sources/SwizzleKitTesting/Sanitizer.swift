#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sanitizer whose runtime this process runs under, if any.
///
/// Under ThreadSanitizer or AddressSanitizer every memory access costs several times what it
/// does in a plain build, and what a run under one checks is the sanitizer's finding: races, or
/// memory errors and leaks. A test that does bulk work — a soak, a model-based run, thousands of
/// generated inputs — asks ``scaled(_:)`` for its count and does a tenth of the work there, while
/// the plain run keeps the whole count and any bound on time or memory the test checks.
///
/// ```swift
/// let inputs = Sanitizer.scaled(100_000)  // 10,000 under a sanitizer
/// ```
public enum Sanitizer: String, Sendable {
    case thread = "ThreadSanitizer"
    case address = "AddressSanitizer"

    /// The sanitizer whose runtime is linked into this process, found by its initialiser's symbol.
    public static let current: Sanitizer? = {
        #if os(Linux)
        let everywhere = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
        #else
        let everywhere = RTLD_DEFAULT
        #endif
        let initialisers: [(Sanitizer, String)] = [(.thread, "__tsan_init"), (.address, "__asan_init")]
        return initialisers.first { dlsym(everywhere, $0.1) != nil }?.0
    }()

    /// What a run under a sanitizer divides bulk work by.
    public static let divisor = 10

    /// `count` in a plain run; under a sanitizer, a positive `count` divided by ``divisor``, and
    /// at least 1.
    public static func scaled(_ count: Int) -> Int {
        current == nil || count <= 0 ? count : max(1, count / divisor)
    }
}
