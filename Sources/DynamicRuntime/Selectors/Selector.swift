/// A selector that carries its signature: sending it needs no dynamic cast.
///
/// `Args` is the argument list as one type (a tuple for several, `()` for none) and `Result` the
/// return type. Keep selectors in `static let`s: making one takes a lock.
///
/// ```swift
/// extension UIView {
///     static let pointInsideSelector = Selector<(CGPoint, UIEvent?), Bool>("pointInside:withEvent:")
/// }
/// ```
public struct Selector<Args, Result>: Hashable, Sendable, CustomStringConvertible {
    /// The address of the interned ``MethodKey``: what caches compare, with no reference counting.
    @usableFromInline
    let keyBits: UInt

    /// The selector by name alone (`SEL`), passed to implementations as `_cmd`.
    public let untyped: AnySelector

    /// The selector named `name` with the signature `(Args) -> Result`.
    public init(_ name: String) {
        let key = SelectorTable.key(AnySelector(name), Signature(Args.self, Result.self))
        keyBits = key.bits
        untyped = key.selector
    }

    /// The interned key (immortal).
    var key: MethodKey { MethodKey.at(keyBits) }

    /// The selector's name.
    public var name: String { key.selector.name }

    /// `(Args) -> Result`.
    public var signature: Signature { key.signature }

    public var description: String { name }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.keyBits == rhs.keyBits }

    public func hash(into hasher: inout Hasher) { hasher.combine(keyBits) }
}
