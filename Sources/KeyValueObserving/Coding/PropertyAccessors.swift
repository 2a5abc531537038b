import DynamicRuntime

/// Key-value coding's access to one declared property: its getter and setter as typed
/// selectors, so a read or write is one typed send through the method cache — no selector made
/// from a name, no untyped lookup under the runtime lock, no dynamic cast of the arguments
/// (Apple's cached `NSKeyValueGetter` / `NSKeyValueSetter`).
///
/// Made once per property record, compared whole (name, type, accessor names), and found per
/// class and key while the runtime's property generation is unchanged, so a read or write looks
/// up no property. A swizzle, hook or added method needs nothing here: the sends dispatch on the
/// object's class as it is at the time, as `perform` would.
final class PropertyAccessors: @unchecked Sendable {
    let property: RuntimeProperty
    // Closures rather than overrides of a generic subclass: made in a function specialised for
    // the value type, their bodies are too, where a generic class's methods would not be.
    private let read: (RuntimeObject) throws(RuntimeError) -> Any?
    private let admits: (Any?) -> Bool
    /// Nil for a read-only property.
    private let write: ((Any?, RuntimeObject) throws(RuntimeError) -> Bool)?

    /// The accessors of `property`, whose value type is `Value`.
    private init<Value>(_ property: RuntimeProperty, _: Value.Type) {
        self.property = property
        let getter = Selector<(), Value>(property.getter.name)
        let untypedGetter = property.getter
        // Whether a value read is unwrapped: an optional, or an `Any` that may hold one, reads
        // a nil as nil. Other values are returned as they are, with no dynamic cast.
        let unwraps = OptionalValues.mayHideNil(Value.self)
        func boxed(_ value: some Any) -> Any? { unwraps ? unwrappingOptionals(value) : value }
        read = { object throws(RuntimeError) in
            do throws(RuntimeError) {
                return boxed(try object.send(getter, ()))
            } catch where error.kind == .signatureMismatch {
                // A getter of another result type than the property's: read untyped, as a
                // `performSelector:` would.
                return boxed(try object.perform(untypedGetter))
            }
        }
        admits = { value in Self.typed(value, as: Value.self) != nil }
        guard let untypedSetter = property.setter else {
            write = nil
            return
        }
        let setter = Selector<Value, Void>(untypedSetter.name)
        write = { value, object throws(RuntimeError) in
            guard let typed = Self.typed(value, as: Value.self) else { return false }
            do throws(RuntimeError) {
                try object.send(setter, typed)
            } catch where error.kind == .signatureMismatch {
                // A setter of another signature than the property's type makes: called
                // untyped, checked against the method's signature, as a `performSelector:` is.
                _ = try object.perform(untypedSetter, with: typed)
            }
            return true
        }
    }

    /// `value` as a `Value`, nil when it is not one (a nil for a non-optional type included).
    /// An optional type takes a nil as its own nil.
    @inline(__always)
    private static func typed<Value>(_ value: Any?, as _: Value.Type) -> Value? {
        guard let value else { return Optional<Any>.none as? Value }
        // A value already of the type (the usual case) is taken out of its box as it is: a
        // dynamic cast costs several times the send.
        func exactly<Boxed>(_ boxed: Boxed) -> Value? {
            Boxed.self == Value.self ? unsafeBitCast(boxed, to: Value.self) : nil
        }
        return exactly(value) ?? value as? Value
    }

    /// The property's value on `object`, by its getter; nil for a nil optional.
    func value(of object: RuntimeObject) throws(RuntimeError) -> Any? {
        try checkIsolation(of: object, property.getter)
        return try read(object)
    }

    /// Whether `value` can be set: it is of the property's type (nil only for an optional one).
    func accepts(_ value: Any?) -> Bool {
        admits(value)
    }

    /// Whether the property has a setter (it is not read-only).
    var isSettable: Bool { write != nil }

    /// Sets the property on `object` by its setter; false, sending nothing, when `value` is not
    /// of the property's type or the property is read-only (ask ``isSettable`` to tell them apart).
    func setValue(_ value: Any?, on object: RuntimeObject) throws(RuntimeError) -> Bool {
        try checkIsolation(of: object, property.setter ?? property.getter)
        return try write?(value, object) ?? false
    }

    /// Throws `offMainActor` for an object of a main-actor class (a view) coded from off the
    /// main actor, as an untyped send does: Swift cannot check key-value coding. `accessor` is
    /// the selector named in the error, made only when there is one (making it builds a string).
    private func checkIsolation(of object: RuntimeObject, _ accessor: @autoclosure () -> AnySelector) throws(RuntimeError) {
        guard !MainActorBody.isOnMainActor, object is any MainActorIsolated else { return }
        let name = accessor().name
        throw RuntimeError(.offMainActor, className: object.dispatchClass.name, selector: name,
                           "-[\(object.dispatchClass.name) \(name)]: sent from off the main actor; members of a main-actor class (a view) run on the main thread")
    }

    /// Whether these are the accessors of `property`. (A method, so the record is compared
    /// where it lies rather than copied out first.)
    func serves(_ other: RuntimeProperty) -> Bool {
        property == other
    }

    /// The accessors of the property `key` of `object`'s dispatch class, nil when it has none
    /// (`class_getProperty`): the answer is kept per class and key, and asked again once the
    /// runtime's property generation moves.
    static func of(key: String, on object: RuntimeObject) -> PropertyAccessors? {
        let cls = object.dispatchClass
        // Read before the lookup: an answer filed under it is dropped by any change since.
        let generation = RuntimeClass.propertyGeneration
        if let answer = known.withLock({ $0.answers.find(ObjectIdentifier(cls), key, generation) }) { return answer.accessors }
        let accessors = cls.property(named: key).map { of($0, for: object) }
        known.withLock { $0.answers.file(accessors, for: ObjectIdentifier(cls), key, generation) }
        return accessors
    }

    /// The accessors of `property`, made on first use; `object` is an object whose class
    /// declares it.
    private static func of(_ property: RuntimeProperty, for object: RuntimeObject) -> PropertyAccessors {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let found = known.withLock({ $0.made.find(type, property.name) { $0?.serves(property) == true } }) { return found.accessors! }
        // Made outside the lock: making selectors takes the runtime's selector lock.
        let accessors = Maker(property: property).make(opening: property.attributes.valueType)
        return known.withLock { known in
            if let raced = known.made.find(type, property.name, where: { $0?.serves(property) == true }) { return raced.accessors! }
            known.made.insert(Table.Entry(owner: type, name: property.name, accessors: accessors))
            return accessors
        }
    }

    private struct Known {
        /// The accessors made so far, filed by the Swift type of the objects they were made for —
        /// which, unlike a dispatch class, never changes or goes away — and the property.
        var made = Table()
        /// What each dispatch class answered for each key.
        var answers = Answers()
    }

    private static let known = Locked(Known(), guardedBy: SpinLock())

    /// The answers of one property generation, per dispatch class and key.
    private struct Answers {
        /// How many answers are kept before they are all dropped, so keys asked once (undefined
        /// ones, or those of classes gone since) cannot grow the table without bound.
        private static let limit = 4096

        private var table = Table()
        private var generation: UInt = 0

        /// The answer `cls` gave for `key`, if it was got in `generation`, the current one.
        func find(_ cls: ObjectIdentifier, _ key: String, _ generation: UInt) -> Table.Entry? {
            generation == self.generation ? table.find(cls, key) { _ in true } : nil
        }

        /// Files the answer `cls` gave for `key`, looked up after reading `generation`; one
        /// from before the answers kept now is dropped. Dropping the table releases no
        /// accessors' last reference: `made` holds them all.
        mutating func file(_ accessors: PropertyAccessors?, for cls: ObjectIdentifier, _ key: String, _ generation: UInt) {
            if generation != self.generation {
                guard generation > self.generation else { return }
                table = Table()
                self.generation = generation
            } else if table.count >= Self.limit {
                table = Table()
            }
            guard table.find(cls, key, where: { _ in true }) == nil else { return }
            table.insert(Table.Entry(owner: cls, name: key, accessors: accessors))
        }
    }

    /// Accessors (or a known absence of them) filed by an owner's identity and a name: an
    /// open-addressed table probed from the owner's address and the name's length, so a lookup
    /// hashes no string and compares an entry or two.
    private struct Table {
        struct Entry {
            let owner: ObjectIdentifier
            let name: String
            let accessors: PropertyAccessors?
        }

        private var slots = [Entry?](repeating: nil, count: 16)
        private(set) var count = 0

        /// The entry of `owner` and `name` that `matches` accepts.
        @inline(__always)
        func find(_ owner: ObjectIdentifier, _ name: String, where matches: (PropertyAccessors?) -> Bool) -> Entry? {
            let mask = slots.count - 1
            var index = Self.start(owner, name) & mask
            while let entry = slots[index] {
                if entry.owner == owner, entry.name == name, matches(entry.accessors) { return entry }
                index = (index &+ 1) & mask
            }
            return nil
        }

        /// Files `entry`, which `find` does not have, keeping the table at most three quarters
        /// full.
        mutating func insert(_ entry: Entry) {
            if (count + 1) * 4 > slots.count * 3 {
                let entries = slots.compactMap { $0 }
                slots = [Entry?](repeating: nil, count: slots.count * 2)
                for entry in entries { place(entry) }
            }
            place(entry)
            count += 1
        }

        private mutating func place(_ entry: Entry) {
            let mask = slots.count - 1
            var index = Self.start(entry.owner, entry.name) & mask
            while slots[index] != nil { index = (index &+ 1) & mask }
            slots[index] = entry
        }

        /// Where probing starts: the owner's address bits (objects are 16-byte aligned) mixed
        /// with the name's length, spread by a Fibonacci multiplier into the high bits.
        private static func start(_ owner: ObjectIdentifier, _ name: String) -> Int {
            let mixed = (UInt(bitPattern: owner) >> 4) ^ UInt(name.utf8.count) &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 40)
        }
    }

    private struct Maker: ValueTypeSpecializing {
        let property: RuntimeProperty
        func make<Value>(_: Value.Type) -> PropertyAccessors { PropertyAccessors(property, Value.self) }
    }
}

/// Makes something generic over a value type known only at run time, specialised for common
/// value types, as Apple's has an accessor per primitive type: code generic over a type known
/// only at run time copies each value through its metadata.
protocol ValueTypeSpecializing {
    associatedtype Made
    func make<Value>(_: Value.Type) -> Made
}

extension ValueTypeSpecializing {
    /// What ``make(_:)`` makes for `type`.
    func make(opening type: any Any.Type) -> Made {
        func specialized<Value>(_ candidate: Value.Type) -> Made? { type == candidate ? make(candidate) : nil }
        return specialized(Int.self) ?? specialized(Double.self) ?? specialized(Bool.self) ?? specialized(String.self)
            ?? specialized(Int?.self) ?? specialized(String?.self) ?? make(type)
    }
}
