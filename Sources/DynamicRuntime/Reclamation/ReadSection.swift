import CReadSections
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A read section: the span of a send (or of any lock-free read of method lists, caches,
/// implementations and hook lists) during which nothing it may be reading is freed.
///
/// Entering costs two loads and a plain store to a word of the calling thread (the outermost
/// section records the current epoch in it), leaving one store — no lock, no atomic
/// read-modify-write, no allocation — so the cache-hit send can afford it. Sections nest: a send
/// made by a method body is inside its caller's section. A thread registers with the reclaimer
/// the first time it enters, and unregisters when it exits.
@usableFromInline
enum ReadSection {
    /// Runs `body` inside a read section.
    @inlinable @inline(__always)
    static func reading<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var saved = swizzlekit_read_section_enter()
        if saved == 0 { saved = Readers.registerCurrentThread() }
        defer { swizzlekit_read_section_exit(saved) }
        return try body()
    }
}

/// Every thread that has entered a read section and not exited, so the reclaimer can ask each
/// whether it is reading.
@usableFromInline
enum Readers {
    /// Every registered thread's word, behind a lock a thread takes to register and to
    /// unregister on exit, so a word stays valid while `allPast` reads it.
    private static let words = Locked([UnsafeMutablePointer<UInt64>]())
    /// Its destructor unregisters an exiting thread.
    private static let exitKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { value in
            // Optional on Linux, not on Apple platforms.
            let word: UnsafeMutableRawPointer? = value
            guard let word else { return }
            Readers.unregister(word.assumingMemoryBound(to: UInt64.self))
        }
        return key
    }()

    /// Registers the calling thread, inside its first read section; returns the word its
    /// section restores on leaving.
    @usableFromInline
    static func registerCurrentThread() -> UInt64 {
        let word = swizzlekit_reader_word_address()
        words.withLock { $0.append(word) }
        pthread_setspecific(exitKey, word)
        return UInt64(SWIZZLEKIT_READER_REGISTERED)
    }

    private static func unregister(_ word: UnsafeMutablePointer<UInt64>) {
        words.withLock { words in
            words.removeAll { $0 == word }
            swizzlekit_reader_unregister()
        }
    }

    /// Whether the thread owning `word` is registered.
    static func isRegistered(_ word: UnsafeMutablePointer<UInt64>) -> Bool {
        words.withLock { $0.contains(word) }
    }

    /// Whether every registered thread is done with every read section begun before `epoch`:
    /// seen outside one, or inside one begun since. Call after a process-wide barrier that
    /// followed the start of `epoch`.
    static func allPast(_ epoch: UInt64) -> Bool {
        words.withLock { $0.allSatisfy { swizzlekit_reader_is_past($0, epoch) } }
    }
}
