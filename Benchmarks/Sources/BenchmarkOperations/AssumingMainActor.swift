/// Runs `body`, written against ControlKit's main-actor views, on the calling thread.
///
/// The benchmarks drive each view tree from one thread at a time — the timings from the main
/// thread, the deep hit tests from a thread with a larger stack while the caller waits — which
/// is the guarantee the main actor gives; Swift cannot see it through the runners' nonisolated
/// closures, so this states it.
func assumingMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in try unsafeBitCast(body, to: (() throws -> T).self)() }
}
