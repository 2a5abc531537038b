import CReadSections
import Synchronization

/// How an ``AtomicReference`` holds its object.
@usableFromInline
protocol ReferenceOwnership {
    /// Whether the reference keeps a retain on its object.
    static var retains: Bool { get }
}

/// The reference keeps one retain on its object: taken when the object is stored, handed to the
/// caller when an exchange takes it out, given up when the reference is destroyed.
@usableFromInline
enum Retaining: ReferenceOwnership {
    @inlinable static var retains: Bool { true }
}

/// The reference keeps no retain: something else keeps the object alive for as long as it may be
/// loaded (it is immortal, owns the reference, or is freed only after a grace period).
@usableFromInline
enum Unretained: ReferenceOwnership {
    @inlinable static var retains: Bool { false }
}

/// An atomic reference to an object: the one place the runtime turns a word it reads without a
/// lock back into an object.
///
/// The contract, for every reference:
/// - A *borrowed* load (``borrowed()``, ``withBorrowed(_:)``) adds no retain: the object is
///   valid only while something else keeps it — for a referent that is replaced and retired
///   (a cache, an implementation, a hook list), the caller's read section or the runtime lock;
///   each field says what keeps its referent.
/// - A *retained* load (``load()``) is a strong reference of the caller's own; it has the same
///   requirement at the moment of the load.
/// - A ``Retaining`` reference's old object is never dropped unseen: replacing it is an
///   ``exchange(_:)`` that hands the old object to the caller (to retire), and there is no plain
///   store.
///
/// Debug builds report, as a runtime issue, a loaded word that is not an object's address (a torn
/// or stale word), and an object borrowed by ``withBorrowed(_:)`` already in its deinit — a
/// referent freed early, which the contract rules out.
@frozen @usableFromInline
struct AtomicReference<Object: AnyObject, Ownership: ReferenceOwnership>: ~Copyable {
    /// The object's address, 0 for none.
    @usableFromInline let bits: Atomic<UInt>

    /// A reference to `object` (retained if `Ownership` retains), or to nothing.
    @inlinable
    init(_ object: Object? = nil) {
        bits = Atomic(Self.word(of: object))
    }

    deinit {
        if Ownership.retains, let old = Self.unmanaged(bits.load(ordering: .acquiring)) { old.release() }
    }

    // MARK: Loads

    /// The object, borrowed; nil if there is none.
    @inlinable @inline(__always)
    func borrowed() -> Unmanaged<Object>? {
        Self.unmanaged(bits.load(ordering: .acquiring))
    }

    /// Runs `body` with the object, borrowed: no retain and release around it. There must be one.
    @inlinable @inline(__always)
    func withBorrowed<Result>(_ body: (Object) -> Result) -> Result {
        // `unsafelyUnwrapped`: a checked unwrap between the load and the use keeps a retain.
        let object = Self.unmanaged(bits.load(ordering: .acquiring)).unsafelyUnwrapped
        #if DEBUG
        if swizzlekit_is_deinitializing(object.toOpaque()) { Self.reportDeinitializing(object) }
        #endif
        return object._withUnsafeGuaranteedRef(body)
    }

    /// The object, retained by the caller; nil if there is none.
    @inlinable
    func load() -> Object? {
        borrowed()?.takeUnretainedValue()
    }

    // MARK: Changes

    /// Replaces the object; the reference keeps no retain, so nothing is released.
    @inlinable @inline(__always)
    func store(_ object: Object?) where Ownership == Unretained {
        bits.store(Self.word(of: object), ordering: .releasing)
    }

    /// Replaces the object and returns the one it held. A ``Retaining`` reference retains the new
    /// object and hands its retain of the old one to the caller, who retires it: a reader may
    /// have loaded it just before.
    @inlinable
    func exchange(_ object: Object?) -> Object? {
        let old = Self.unmanaged(bits.exchange(Self.word(of: object), ordering: .acquiringAndReleasing))
        return Ownership.retains ? old?.takeRetainedValue() : old?.takeUnretainedValue()
    }

    /// Stores `desired` if the reference still holds `expected`, and returns whether it did with
    /// the object it held, borrowed. A ``Retaining`` reference keeps a retain of `desired` only
    /// if it stored it, and then hands its retain of `original` to the caller, as ``exchange(_:)``
    /// does.
    @inlinable
    func compareExchange(expected: Object?, desired: Object?) -> (exchanged: Bool, original: Unmanaged<Object>?) {
        // Retained before it is published: once stored, another thread may exchange it out.
        let desiredWord = Self.word(of: desired)
        let (exchanged, original) = bits.compareExchange(expected: UInt(bitPattern: expected.map { Unmanaged.passUnretained($0).toOpaque() }),
                                                         desired: desiredWord, ordering: .acquiringAndReleasing)
        if !exchanged, Ownership.retains { Self.unmanaged(desiredWord)?.release() }
        return (exchanged, Self.unmanaged(original))
    }

    // MARK: Words

    /// The word for `object`, retained if `Ownership` retains.
    @inlinable @inline(__always)
    static func word(of object: Object?) -> UInt {
        guard let object else { return 0 }
        let unmanaged = Ownership.retains ? Unmanaged.passRetained(object) : Unmanaged.passUnretained(object)
        return UInt(bitPattern: unmanaged.toOpaque())
    }

    /// The object at `word`, nil for 0; debug builds report a word that is not an object's
    /// address.
    @inlinable @inline(__always)
    static func unmanaged(_ word: UInt) -> Unmanaged<Object>? {
        #if DEBUG
        if word & UInt(MemoryLayout<Int>.alignment - 1) != 0 { reportMisaligned(word) }
        #endif
        guard let pointer = UnsafeRawPointer(bitPattern: word) else { return nil }
        return Unmanaged.fromOpaque(pointer)
    }

    @usableFromInline @inline(never)
    static func reportDeinitializing(_ object: Unmanaged<Object>) {
        RuntimeIssues.report(RuntimeIssue("AtomicReference<\(Object.self)>: borrowed \(object.toOpaque()), which is in its deinit"))
    }

    @usableFromInline @inline(never)
    static func reportMisaligned(_ word: UInt) {
        RuntimeIssues.report(RuntimeIssue("AtomicReference<\(Object.self)>: 0x\(String(word, radix: 16)) is not an object's address"))
    }
}
