import DynamicRuntime
import Foundation

/// Registering observers and announcing changes (`NSKeyValueObserving`).
///
/// `addObserver` and `removeObserver` keep Apple's signatures, which cannot throw: misuse — a key
/// that is not key-value coding compliant, a malformed collection operator, removing a
/// registration that does not exist — is a runtime issue (`RuntimeIssues`) naming
/// the class and key path, and changes nothing; Apple's raise or crash. The Swift-first
/// `observe(_:options:changeHandler:)` throws instead. An observer that dies without removing
/// itself is dropped, never messaged; the observed object may die with observers registered.
extension RuntimeObject {
    /// Registers `observer` for changes of `keyPath` (`addObserver:forKeyPath:options:context:`).
    /// The same observer, key path and context registered twice is told twice. With `initial`,
    /// the observer is told once before this returns. A key path whose first key is not a
    /// property of this object, or with a malformed collection operator (a well-formed one,
    /// `items.@count`, is observed through its collection), is reported as a runtime issue and
    /// registers nothing.
    public func addObserver(_ observer: RuntimeObject, forKeyPath keyPath: String,
                            options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer? = nil) {
        reportingMisuse { () throws(KeyValueObservingError) in
            try registerObserver(observer, forKeyPath: keyPath, options: options, context: context)
        }
    }

    /// Registers `observer`, and for the typed API the ``TypedChangeHandler`` that notifying
    /// setters call directly; throws what ``addObserver(_:forKeyPath:options:context:)`` reports.
    package func registerObserver(_ observer: RuntimeObject, forKeyPath keyPath: String, options: KeyValueObservingOptions,
                                  context: UnsafeMutableRawPointer?, typedHandler: AnyObject? = nil) throws(KeyValueObservingError) {
        _ = KeyValueObserverMethods.installed
        // A malformed collection operator would otherwise fail each read of the path unseen.
        _ = try OperatorKeyPath(keyPath, of: self)
        let observation = Observation(observer: observer, keyPath: keyPath, options: options, context: context,
                                      typedHandler: typedHandler)
        try runtimeStep(for: keyPath) { () throws(RuntimeError) in try KeyValueObserverMethods.checkObserverMethod(of: observer) }
        if PropertyAccessors.of(key: observation.key, on: self) == nil {
            // Any key-value coding-compliant key can be observed, as Apple's: the undefined-key
            // method decides (it throws for a key it does not serve). Such a key has no setter to
            // wrap, so it notifies through will/didChangeValue.
            _ = try codedValue(forKey: observation.key)
        }
        if observation.rest != nil {
            // Attaching registers the forwarder on another object: not under the lock.
            let forwarder = KeyPathForwarder(root: self, observation: observation)
            observation.forwarder = forwarder
            forwarder.move(to: try? codedValue(forKey: observation.key))
        }
        let (table, isFirst) = try ObservationTable.registrationLock.withLock { () throws(KeyValueObservingError) -> (ObservationTable, Bool) in
            try runtimeStep(for: keyPath) { () throws(RuntimeError) in try NotifyingClasses.prepare(self, for: observation.key) }
            let table = ObservationTable.table(on: self)
            return (table, table.add(observation))
        }
        if isFirst { watchDependencies(of: observation.key, in: table) }
        if options.contains(.initial) {
            let new: Any?? = options.includesNewValue(isPrior: false, kind: .setting) ? .some((try? codedValue(forKeyPath: keyPath)) ?? nil) : nil
            ObservationTable.deliver(KeyValueChange(kind: .setting, new: new), for: observation, of: self)
        }
    }

    /// Removes the registration of `observer` for `keyPath` with `context`
    /// (`removeObserver:forKeyPath:context:`); one, if it was registered several times. Removing
    /// what is not registered is reported as a runtime issue naming the observer, key path and
    /// object, and changes nothing.
    public func removeObserver(_ observer: RuntimeObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        reportingMisuse { () throws(KeyValueObservingError) in try unregisterObserver(observer, forKeyPath: keyPath, context: .some(context)) }
    }

    /// Removes the most recent registration of `observer` for `keyPath`, whatever its context
    /// (`removeObserver:forKeyPath:`); reports a runtime issue if there is none.
    public func removeObserver(_ observer: RuntimeObject, forKeyPath keyPath: String) {
        reportingMisuse { () throws(KeyValueObservingError) in try unregisterObserver(observer, forKeyPath: keyPath, context: nil) }
    }

    /// Removes a registration of `observer` (`context` nil matches any context); throws what
    /// ``removeObserver(_:forKeyPath:context:)`` reports.
    package func unregisterObserver(_ observer: RuntimeObject, forKeyPath keyPath: String,
                                    context: UnsafeMutableRawPointer??) throws(KeyValueObservingError) {
        try removeObservation(ObjectIdentifier(observer), "\(type(of: observer))", keyPath, context: context)
    }

    /// Removes a registration by its observer's identity: the observer may be gone (a dead
    /// observer's registration is dropped this way). `context` nil matches any context.
    func removeObservation(_ observerID: ObjectIdentifier, _ observerType: @autoclosure () -> String, _ keyPath: String,
                           context: UnsafeMutableRawPointer??) throws(KeyValueObservingError) {
        let removed = ObservationTable.registrationLock.withLock { () -> (Observation, dependencies: [(DependencyForwarder, String)])? in
            guard let table = ObservationTable.existing(on: self),
                  let (removed, dependencies, isEmpty) = table.remove(observerID: observerID, keyPath: keyPath, context: context) else { return nil }
            if isEmpty { NotifyingClasses.restore(self) }
            return (removed, dependencies)
        }
        guard let (removed, dependencies) = removed else {
            throw KeyValueObservingError(.observerNotRegistered, className: reportedClass.name, keyPath: keyPath,
                                         "Cannot remove an observer <\(observerType()) \(observerID)> for the key path \"\(keyPath)\" from <\(reportedClass.name)> because it is not registered as an observer.")
        }
        removed.forwarder?.detach()
        unwatch(dependencies)
    }

    /// Announces that `key` is about to change (`willChangeValueForKey:`): for keys that do not
    /// notify automatically, or changes made without the setter. Pairs nest; only the outermost
    /// pair notifies.
    public func willChangeValue(forKey key: String) {
        ObservationTable.existing(on: self)?.willChange(self, key: key)
    }

    /// Announces that `key` has changed (`didChangeValueForKey:`), after `willChangeValue`.
    public func didChangeValue(forKey key: String) {
        ObservationTable.existing(on: self)?.didChange(self, key: key)
    }

    /// Announces a change of the elements at `indexes` of the ordered to-many property `key`
    /// (`willChange:valuesAtIndexes:forKey:`); observers get `kind` and `indexes`, and old and
    /// new carry only the elements concerned. Pair with ``didChange(_:valuesAt:forKey:)``.
    public func willChange(_ kind: KeyValueChange.Kind, valuesAt indexes: IndexSet, forKey key: String) {
        ObservationTable.existing(on: self)?.willChange(self, key: key, kind: kind, indexes: indexes)
    }

    /// Announces that the to-many change announced by ``willChange(_:valuesAt:forKey:)`` is done
    /// (`didChange:valuesAtIndexes:forKey:`); the kind and indexes are the will call's.
    public func didChange(_ kind: KeyValueChange.Kind, valuesAt indexes: IndexSet, forKey key: String) {
        ObservationTable.existing(on: self)?.didChange(self, key: key)
    }
}
