/// The key of an associated value: an identity, compared by address as Objective-C compares its
/// `const void *` keys.
///
/// A key is a key object, the address of a static, or a selector (the seeds' `_cmd` and
/// `@selector(name)` keys, which are equal because selectors are unique by name). The key is
/// not retained, as in Objective-C: keep a key object alive (in a `static let`) for as long as
/// associations are made with it, or a new object at its old address would share its entries.
public struct AssociationKey: Hashable, Sendable, CustomStringConvertible {
    /// The address that identifies the key; the only thing `==` and hashing look at.
    let address: UInt
    /// What the address came from, for messages.
    private let origin: Origin

    private enum Origin {
        case object(any AnyObject.Type)
        case pointer
        case selector(AnySelector)
    }

    /// The identity of `object` (Objective-C's `(__bridge void *)object`). The object is not
    /// retained.
    public init(_ object: AnyObject) {
        address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        origin = .object(type(of: object))
    }

    /// The address of a static, as in Objective-C's `&key`: pass `&` a stored global or static
    /// variable, whose address never changes (a local's or a computed property's would).
    ///
    /// Each `&` access to a `var` is a formal write, so ThreadSanitizer reports two threads
    /// doing it at once; make the key once (`static let key = AssociationKey(&storage)`) or
    /// prefer a key object or a selector. Passing a temporary pointer (a string, an array, `&` a
    /// local) is a compiler warning (`@_nonEphemeral`): it would be a new key on every call.
    public init(@_nonEphemeral _ pointer: UnsafeRawPointer) {
        address = UInt(bitPattern: pointer)
        origin = .pointer
    }

    /// The identity of `selector`: equal for every selector of the same name.
    public init(_ selector: AnySelector) {
        address = UInt(bitPattern: Unmanaged.passUnretained(selector.entry).toOpaque())
        origin = .selector(selector)
    }

    /// The identity of the typed selector's name: equal to the key of its `untyped` selector.
    public init<Args, Result>(_ selector: Selector<Args, Result>) {
        self.init(selector.untyped)
    }

    /// `@selector(name)`, `<KeyType: 0x…>` or `0x…`, for messages.
    public var description: String {
        let hex = "0x" + String(address, radix: 16)
        switch origin {
        case .selector(let selector): return "@selector(\(selector.name))"
        case .object(let type): return "<\(type): \(hex)>"
        case .pointer: return hex
        }
    }

    public static func == (lhs: AssociationKey, rhs: AssociationKey) -> Bool {
        lhs.address == rhs.address
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(address)
    }
}
