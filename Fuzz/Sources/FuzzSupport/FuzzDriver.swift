#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer's driver, called from a target's `main.swift` (SwiftPM gives an executable the entry
/// point its `main.swift` defines, so libFuzzer's own `main` cannot be it).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                                 _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt) -> CInt

/// The body the driver runs for each input; set once, before the driver starts, and read on the
/// driver's one thread.
nonisolated(unsafe) private var currentTarget: ((inout FuzzInput) -> Void)?

/// Runs libFuzzer with the process's arguments, calling `target` with each input it makes, then
/// exits with libFuzzer's status.
public func runFuzzTarget(_ target: @escaping (inout FuzzInput) -> Void) -> Never {
    currentTarget = target
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv) { start, count in
        var input = FuzzInput(start, count)
        currentTarget?(&input)
        return 0
    }
    exit(status)
}
