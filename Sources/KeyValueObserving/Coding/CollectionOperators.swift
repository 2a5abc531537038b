import DynamicRuntime

/// Key-value coding's collection operators, in `value(forKeyPath:)`: a key path of the form
/// `keyPathToCollection.@operator.keyPathToProperty` reads the collection, reads the right key
/// path on each element and combines the values (Apple's `@count`, `@sum`, `@avg`, `@max`,
/// `@min`, `@unionOfObjects`, `@distinctUnionOfObjects`).
///
/// Apple's rules kept: `@sum` and `@avg` convert each value to a `Double`, count a nil as 0 and
/// give 0 for an empty collection; `@max` and `@min` skip nils and give nil when nothing is
/// left; a nil collection gives nil, as a nil along any key path does. The right key path may
/// cross objects (`members.@max.friend.age`), and `self` names the element itself
/// (`scores.@sum.self`). Arrays and sets are collections; a union over a set is an array in the
/// set's own order, the same from one read to the next.
///
/// Differences from Apple's, and why: a malformed operator path throws
/// `invalidCollectionOperator` naming the class and the whole key path instead of raising — no
/// collection on its left, an unknown operator, a right key path missing, or one given to
/// `@count` (Apple ignores it: here it is a mistake to report, not to hide). The union operators
/// leave nil values out. Values that cannot be summed or compared throw `valueTypeMismatch`.
enum CollectionOperator: String, CaseIterable {
    case count, sum, avg, max, min, unionOfObjects, distinctUnionOfObjects

    /// Whether the operator reads a right key path on each element (all but `@count`).
    var takesRightPath: Bool { self != .count }
}

/// A key path split at its first collection operator.
struct OperatorKeyPath {
    /// The key path to the collection, relative to the receiver.
    let left: String
    let `operator`: CollectionOperator
    /// The key path read on each element; nil for `@count`.
    let right: String?

    /// `keyPath` split at its first `@` key, or nil when it has none; throws when the operator
    /// part is malformed, naming `object`'s class and the key path.
    init?(_ keyPath: String, of object: RuntimeObject) throws(KeyValueObservingError) {
        guard keyPath.firstIndex(ofASCII: UInt8(ascii: "@")) != nil else { return nil }
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false)
        guard let at = keys.firstIndex(where: { $0.hasPrefix("@") }) else { return nil }
        func malformed(_ detail: String) -> KeyValueObservingError {
            KeyValueObservingError(.invalidCollectionOperator, className: object.reportedClass.name, keyPath: keyPath, detail)
        }
        let name = keys[at].dropFirst()
        guard let found = CollectionOperator(rawValue: String(name)) else {
            let known = CollectionOperator.allCases.map { "@\($0.rawValue)" }.joined(separator: ", ")
            throw malformed(name.isEmpty ? "an operator needs a name (\(known))" : "@\(name) is not a collection operator (\(known))")
        }
        guard at > keys.startIndex else {
            throw malformed("@\(name) needs a key path to a collection on its left")
        }
        let right = keys[(at + 1)...].joined(separator: ".")
        if found.takesRightPath, right.isEmpty {
            throw malformed("@\(name) needs a key path on its right, to read on each element")
        }
        if !found.takesRightPath, at + 1 < keys.endIndex {
            throw malformed("@\(name) takes no key path on its right")
        }
        left = keys[..<at].joined(separator: ".")
        `operator` = found
        self.right = found.takesRightPath ? right : nil
    }

    /// The operator's result on the collection at `left` of `object`.
    func value(on object: RuntimeObject, keyPath: String) throws(KeyValueObservingError) -> Any? {
        let collection = try object.codedValue(forKeyPath: left)
        guard let collection else { return nil }
        let elements: [Any]
        if let array = collection as? [Any] {
            elements = array
        } else if collection is Set<AnyHashable>, let set = collection as? any Sequence {
            // In the set's own order: a set converted to `Set<AnyHashable>` is a new set, whose
            // order differs from one read to the next.
            elements = Self.elements(of: set)
        } else {
            throw KeyValueObservingError(.invalidCollectionOperator, className: object.reportedClass.name, keyPath: keyPath,
                                         "the value for \(left) is a \(type(of: collection)), not an array or a set")
        }
        guard let right else { return elements.count }
        var values: [Any?] = []
        for element in elements {
            values.append(try Self.value(of: element, at: right, in: object, keyPath: keyPath))
        }
        return try combine(values, on: object, keyPath: keyPath)
    }

    /// The elements of `sequence`, in its order.
    private static func elements(of sequence: some Sequence) -> [Any] {
        sequence.map { $0 }
    }

    /// `right` read on `element`: the element itself for `self`.
    private static func value(of element: Any, at right: String, in object: RuntimeObject,
                              keyPath: String) throws(KeyValueObservingError) -> Any? {
        if right == "self" { return element }
        guard let element = element as? RuntimeObject else {
            throw KeyValueObservingError(.undefinedKey, className: object.reportedClass.name, keyPath: keyPath,
                                         "an element is a \(type(of: element)), which has no keys")
        }
        return try element.codedValue(forKeyPath: right)
    }

    private func combine(_ values: [Any?], on object: RuntimeObject, keyPath: String) throws(KeyValueObservingError) -> Any? {
        func mismatch(_ detail: String) -> KeyValueObservingError {
            KeyValueObservingError(.valueTypeMismatch, className: object.reportedClass.name, keyPath: keyPath, detail)
        }
        switch `operator` {
        case .count:
            return values.count
        case .sum, .avg:
            var total = 0.0
            for value in values {
                guard let value else { continue }
                guard let number = Self.double(value) else { throw mismatch("@\(`operator`.rawValue) needs numbers; a value is a \(type(of: value))") }
                total += number
            }
            return `operator` == .sum ? total : (values.isEmpty ? 0.0 : total / Double(values.count))
        case .max, .min:
            var best: Any?
            for case let value? in values {
                guard let current = best else {
                    best = value
                    continue
                }
                guard let less = Self.isLess(value, than: current) else {
                    throw mismatch("@\(`operator`.rawValue) cannot compare a \(type(of: value)) with a \(type(of: current))")
                }
                if less == (`operator` == .min) { best = value }
            }
            return best
        case .unionOfObjects:
            return values.compactMap { $0 }
        case .distinctUnionOfObjects:
            var seen: Set<AnyHashable> = [], distinct: [Any] = []
            for case let value? in values {
                guard let identity = Self.identity(of: value) else {
                    throw mismatch("@distinctUnionOfObjects needs hashable values or objects; a value is a \(type(of: value))")
                }
                if seen.insert(identity).inserted { distinct.append(value) }
            }
            return distinct
        }
    }

    /// `value` as a `Double`, if it is a number.
    private static func double(_ value: Any) -> Double? {
        switch value {
        case let number as any BinaryInteger: Double(number)
        case let number as any BinaryFloatingPoint: Double(number)
        default: nil
        }
    }

    /// Whether `value` sorts before `other`; nil when they are not comparable with each other.
    private static func isLess(_ value: Any, than other: Any) -> Bool? {
        guard let value = value as? any Comparable else { return nil }
        func less<Value: Comparable>(_ value: Value) -> Bool? { (other as? Value).map { value < $0 } }
        return less(value)
    }

    /// What tells `value` from others in a distinct union: its hash for a hashable value, its
    /// identity for an object.
    private static func identity(of value: Any) -> AnyHashable? {
        if let hashable = value as? AnyHashable { return hashable }
        if type(of: value) is AnyClass { return AnyHashable(ObjectIdentifier(value as AnyObject)) }
        return nil
    }
}
