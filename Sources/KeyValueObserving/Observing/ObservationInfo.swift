import DynamicRuntime

/// One registration, as ``DynamicRuntime/RuntimeObject/observationInfo`` lists it.
package struct ObservationInfo: Hashable, CustomStringConvertible {
    /// The observer's identity (it may have died since).
    package let observer: ObjectIdentifier
    package let keyPath: String
    package let options: KeyValueObservingOptions
    package let context: UnsafeMutableRawPointer?

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.observer == rhs.observer && lhs.keyPath == rhs.keyPath && lhs.options.rawValue == rhs.options.rawValue
            && lhs.context == rhs.context
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(observer)
        hasher.combine(keyPath)
    }

    package var description: String {
        "\(observer) observes \"\(keyPath)\" options 0x\(String(options.rawValue, radix: 16)) context \(context.map { "\($0)" } ?? "nil")"
    }
}

extension RuntimeObject {
    /// The registrations observing this object, key by key in the order its class chain
    /// declares the keys, each key's in registration order: Apple's `observationInfo`, readable.
    /// Package-visible, for snapshots of runtime state (RuntimePlugins).
    package var observationInfo: [ObservationInfo] {
        guard let table = ObservationTable.existing(on: self) else { return [] }
        var keys: [String] = []
        var cls: RuntimeClass? = dispatchClass
        while let current = cls {
            keys += current.ownProperties.map(\.name).filter { !keys.contains($0) }
            cls = current.superclass
        }
        return keys.flatMap { key in
            (table.observers(of: key)?.observations ?? []).map {
                ObservationInfo(observer: $0.observerID, keyPath: $0.keyPath, options: $0.options, context: $0.context)
            }
        }
    }
}
