import DynamicRuntime
import Foundation

/// `addObserver(_:selector:name:object:)`, which Foundation has only where Objective-C is: the
/// observer's runtime method is sent each notification, with it as the argument when the selector
/// takes one (`keyboardWillShow:`). Port `#selector(keyboardWillShow(_:))` as
/// `AnySelector("keyboardWillShow:", Self.keyboardWillShow)`.
///
/// As on Apple's platforms since iOS 9, the observer is not retained, and its registrations go
/// when it does. `removeObserver(_:)` and `removeObserver(_:name:object:)` with a runtime object
/// remove its selector registrations (and whatever Foundation holds for it).
extension NotificationCenter {
    /// Sends `selector` to `observer` for each notification named `name` (any, when nil) from
    /// `object` (any, when nil). An observer that does not respond to `selector` is reported as a
    /// runtime issue naming its class and the selector, and nothing is registered.
    public func addObserver(_ observer: RuntimeObject, selector: AnySelector, name: NSNotification.Name?, object: Any?) {
        guard observer.answers(selector, as: "a notification observer's selector") else { return }
        let target = Target(object: observer)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            target.object.performReporting(selector, with: selector.name.contains(":") ? notification as Any : ())
        }
        SelectorObservations.of(observer).append(token, center: self, name: name, object: object)
    }

    /// Removes every registration of `observer`: its selector registrations, and Foundation's.
    public func removeObserver(_ observer: RuntimeObject) {
        SelectorObservations.existing(on: observer)?.remove(from: self, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` (all names, when nil) from `object` (all
    /// objects, when nil).
    public func removeObserver(_ observer: RuntimeObject, name: NSNotification.Name?, object: Any?) {
        SelectorObservations.existing(on: observer)?.remove(from: self, name: name, object: object)
        removeObserver(observer as Any, name: name, object: object)
    }
}

/// The observer a registration sends to, on the posting thread as Apple's selector registrations
/// do. Not retained: the registration goes with the observer (``SelectorObservations``'s
/// `deinit`), so while it exists the observer is alive.
private struct Target: @unchecked Sendable {
    unowned(unsafe) let object: RuntimeObject
}

/// One observer's selector registrations, kept as its associated value: released with the
/// observer, which removes them from their centers.
final class SelectorObservations: @unchecked Sendable {
    private struct Registration {
        let token: any NSObjectProtocol
        let center: NotificationCenter
        let name: NSNotification.Name?
        let object: AnyObject?
    }

    private static let key = AssociatedProperty<SelectorObservations?>(default: nil)
    private let registrations = Locked([Registration]())

    static func of(_ observer: RuntimeObject) -> SelectorObservations {
        if let existing = key[observer] { return existing }
        let made = SelectorObservations()
        key[observer] = made
        return made
    }

    static func existing(on observer: RuntimeObject) -> SelectorObservations? {
        key[observer]
    }

    func append(_ token: any NSObjectProtocol, center: NotificationCenter, name: NSNotification.Name?, object: Any?) {
        registrations.withLock { $0.append(Registration(token: token, center: center, name: name, object: object as AnyObject?)) }
    }

    /// Removes the registrations with `center` matching `name` and `object` (nil matches any).
    func remove(from center: NotificationCenter, name: NSNotification.Name?, object: Any?) {
        let removed = registrations.withLock { registrations -> [Registration] in
            let matches = { (registration: Registration) in
                registration.center === center && (name == nil || registration.name == name)
                    && (object == nil || registration.object === (object as AnyObject?))
            }
            defer { registrations.removeAll(where: matches) }
            return registrations.filter(matches)
        }
        for registration in removed { center.removeObserver(registration.token) }
    }

    deinit {
        for registration in registrations.withLock({ $0 }) { registration.center.removeObserver(registration.token) }
    }
}
