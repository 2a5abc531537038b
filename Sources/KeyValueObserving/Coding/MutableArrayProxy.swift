import DynamicRuntime
import Foundation

/// A mutable view of an ordered to-many property (`mutableArrayValueForKey:`): each change goes
/// through the property's setter, announced as an insertion, removal or replacement at its
/// index, so observers get that kind and index rather than a setting of the whole array.
///
/// Differences from Apple's, and why: the elements are type-erased (`Any`) as in Apple's
/// `NSMutableArray`; an index out of range throws `indexOutOfRange` instead of raising, and an
/// element of the wrong type throws `signatureMismatch` — in both cases nothing changes.
public final class MutableArrayProxy {
    /// The object whose property this is (held strongly, as Apple's proxy holds it).
    public let object: RuntimeObject
    /// The property's key.
    public let key: String

    init(object: RuntimeObject, key: String) {
        self.object = object
        self.key = key
    }

    /// The property's current elements.
    public var elements: [Any] {
        get throws(KeyValueObservingError) { (try object.value(forKey: key) as? [Any]) ?? [] }
    }

    /// Inserts `element` at `index` (`insertObject:atIndex:`).
    public func insert(_ element: Any, at index: Int) throws(KeyValueObservingError) {
        try change(.insertion, at: index, limit: 1) { $0.insert(element, at: index) }
    }

    /// Appends `element` (`addObject:`).
    public func append(_ element: Any) throws(KeyValueObservingError) {
        try insert(element, at: try elements.count)
    }

    /// Removes the element at `index` (`removeObjectAtIndex:`).
    public func remove(at index: Int) throws(KeyValueObservingError) {
        try change(.removal, at: index, limit: 0) { $0.remove(at: index) }
    }

    /// Replaces the element at `index` (`replaceObjectAtIndex:withObject:`).
    public func replace(at index: Int, with element: Any) throws(KeyValueObservingError) {
        try change(.replacement, at: index, limit: 0) { $0[index] = element }
    }

    /// Announces the change at `index`, applies `mutate` to a copy and sets it through the
    /// setter, whose own notification nests inside this one. `limit` is how far past the last
    /// element `index` may be (1 for an insertion).
    private func change(_ kind: KeyValueChange.Kind, at index: Int, limit: Int, _ mutate: (inout [Any]) -> Void) throws(KeyValueObservingError) {
        var array = try elements
        guard index >= 0, index < array.count + limit else {
            throw KeyValueObservingError(.indexOutOfRange, className: object.reportedClass.name, keyPath: key, "mutableArrayValueForKey: index \(index) beyond bounds [0 .. \(array.count + limit - 1)]")
        }
        mutate(&array)
        if let type = object.dispatchClass.property(named: key)?.attributes.valueType,
           RuntimeObject.argument(array, of: type) == nil {
            throw KeyValueObservingError(.valueTypeMismatch, className: object.reportedClass.name, keyPath: key, "mutableArrayValueForKey: the array holds \(type); the element does not fit")
        }
        object.willChange(kind, valuesAt: [index], forKey: key)
        defer { object.didChange(kind, valuesAt: [index], forKey: key) }
        try object.setValue(array, forKey: key)
    }
}

extension RuntimeObject {
    /// A notifying mutable view of the ordered to-many property `key` (`mutableArrayValueForKey:`).
    public func mutableArrayValue(forKey key: String) -> MutableArrayProxy {
        MutableArrayProxy(object: self, key: key)
    }
}
