/// What tells two stored values apart: identity for class instances, equality for hashable
/// values, the printed form for anything else — so an undo can tell whether a value is still
/// the one it stored.
enum ValueIdentity: Equatable {
    case object(ObjectIdentifier)
    case hashable(AnyHashable)
    case described(String)

    init(_ value: Any) {
        if type(of: value) is AnyClass {
            self = .object(ObjectIdentifier(value as AnyObject))
        } else if let hashable = value as? AnyHashable {
            self = .hashable(hashable)
        } else {
            self = .described(String(reflecting: value))
        }
    }
}
