/// `value` with every level of `Optional` removed: nil when it is, or wraps, nil.
///
/// Values cross type-erased boundaries (`Any`) as `Optional<T>` boxes; key-value coding and
/// associated objects both treat a boxed nil as nil.
package func unwrappingOptionals(_ value: Any) -> Any? {
    guard let optional = value as? any OptionalBox else { return value }
    return optional.unboxed.flatMap(unwrappingOptionals)
}

private protocol OptionalBox {
    var unboxed: Any? { get }
}

extension Optional: OptionalBox {
    fileprivate var unboxed: Any? { self.map { $0 } }
}
