import DynamicRuntime
import Foundation

/// A mutable view of an ordered to-many property (`mutableArrayValueForKey:`): each change goes
/// through the property's setter, announced as an insertion, removal or replacement at its
/// indexes, so observers get that kind and those indexes rather than a setting of the whole
/// array. A batch (`insertObjects:atIndexes:` and its kin) is one change: one notification
/// carrying every index.
///
/// Differences from Apple's, and why: the elements are type-erased (`Any`) as in Apple's
/// `NSMutableArray`; an index out of range throws `indexOutOfRange` and a batch whose elements
/// and indexes differ in number throws `invalidArgument` instead of raising, and an element of
/// the wrong type throws `valueTypeMismatch` — in every case nothing changes.
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
        get throws(KeyValueObservingError) { (try object.codedValue(forKey: key) as? [Any]) ?? [] }
    }

    /// Inserts `element` at `index` (`insertObject:atIndex:`).
    public func insert(_ element: Any, at index: Int) throws(KeyValueObservingError) {
        try insert([element], at: IndexSet(integer: index))
    }

    /// Appends `element` (`addObject:`).
    public func append(_ element: Any) throws(KeyValueObservingError) {
        try insert(element, at: try elements.count)
    }

    /// Removes the element at `index` (`removeObjectAtIndex:`).
    public func remove(at index: Int) throws(KeyValueObservingError) {
        try removeObjects(at: IndexSet(integer: index))
    }

    /// Replaces the element at `index` (`replaceObjectAtIndex:withObject:`).
    public func replace(at index: Int, with element: Any) throws(KeyValueObservingError) {
        try replaceObjects(at: IndexSet(integer: index), with: [element])
    }

    /// Inserts `elements` so that they end up at `indexes` (`insertObjects:atIndexes:`): the
    /// first element at the lowest index, and so on, each index counted in the array as it
    /// grows. One insertion notification carries every index, as Apple's batch sends one.
    /// Throws `invalidArgument` when the counts differ and `indexOutOfRange` for an index
    /// beyond the growing array.
    public func insert(_ elements: [Any], at indexes: IndexSet) throws(KeyValueObservingError) {
        try change(.insertion, at: indexes, count: elements.count) { array throws(KeyValueObservingError) in
            for (index, element) in zip(indexes, elements) {
                try check(index, within: array.count + 1)
                array.insert(element, at: index)
            }
        }
    }

    /// Removes the elements at `indexes` (`removeObjectsAtIndexes:`), with one removal
    /// notification carrying every index (and, if asked for, the elements removed).
    public func removeObjects(at indexes: IndexSet) throws(KeyValueObservingError) {
        try change(.removal, at: indexes, count: indexes.count) { array throws(KeyValueObservingError) in
            for index in indexes.reversed() {
                try check(index, within: array.count)
                array.remove(at: index)
            }
        }
    }

    /// Replaces the elements at `indexes` with `elements`, in order
    /// (`replaceObjectsAtIndexes:withObjects:`), with one replacement notification carrying
    /// every index. Throws `invalidArgument` when the counts differ.
    public func replaceObjects(at indexes: IndexSet, with elements: [Any]) throws(KeyValueObservingError) {
        try change(.replacement, at: indexes, count: elements.count) { array throws(KeyValueObservingError) in
            for (index, element) in zip(indexes, elements) {
                try check(index, within: array.count)
                array[index] = element
            }
        }
    }

    /// Throws `indexOutOfRange` unless `index` is in `0 ..< limit`.
    private func check(_ index: Int, within limit: Int) throws(KeyValueObservingError) {
        guard index >= 0, index < limit else {
            throw KeyValueObservingError(.indexOutOfRange, className: object.reportedClass.name, keyPath: key,
                                         "mutableArrayValueForKey: index \(index) beyond bounds [0 .. \(limit - 1)]")
        }
    }

    /// Applies `mutate` to a copy of the elements, then announces the change of `kind` at
    /// `indexes` and sets the copy through the setter, whose own notification nests inside this
    /// one. `count` is how many elements come with the call: it must match the indexes. Nothing
    /// is announced or changed when `mutate` or the type check throws.
    private func change(_ kind: KeyValueChange.Kind, at indexes: IndexSet, count: Int,
                        _ mutate: (inout [Any]) throws(KeyValueObservingError) -> Void) throws(KeyValueObservingError) {
        guard count == indexes.count else {
            throw KeyValueObservingError(.invalidArgument, className: object.reportedClass.name, keyPath: key,
                                         "mutableArrayValueForKey: \(count) elements for \(indexes.count) indexes")
        }
        var array = try elements
        try mutate(&array)
        if let accessors = PropertyAccessors.of(key: key, on: object), !accessors.accepts(array) {
            throw KeyValueObservingError(.valueTypeMismatch, className: object.reportedClass.name, keyPath: key, "mutableArrayValueForKey: the array holds \(accessors.property.attributes.valueType); the element does not fit")
        }
        object.willChange(kind, valuesAt: indexes, forKey: key)
        defer { object.didChange(kind, valuesAt: indexes, forKey: key) }
        try object.setCodedValue(array, forKey: key)
    }
}

extension RuntimeObject {
    /// A notifying mutable view of the ordered to-many property `key` (`mutableArrayValueForKey:`).
    public func mutableArrayValue(forKey key: String) -> MutableArrayProxy {
        MutableArrayProxy(object: self, key: key)
    }
}
