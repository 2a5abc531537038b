import DynamicRuntime
import KeyValueObserving

/// A key-value observation registered on an object: undone by removing that registration.
/// Registrations do not stack on each other, so there is nothing to check.
///
/// Key-value observing holds observers weakly; the record holds this one strongly, so an
/// observer made for the plugin lives as long as the plugin is installed.
struct ObservationAddition: RecordedChange {
    weak var object: RuntimeObject?
    let observer: RuntimeObject
    let keyPath: String
    let context: UnsafeMutableRawPointer?

    var methodChanges: [(MethodAddress, MethodChange.Kind)] { [] }

    func simulateRevert(in simulation: inout RevertSimulation) throws(RevertRefusal) {}

    func revert() throws(RuntimeError) {
        do throws(KeyValueObservingError) {
            try object?.unregisterObserver(observer, forKeyPath: keyPath, context: .some(context))
        } catch {
            // Removal refuses only a registration that is gone (`observerNotRegistered`): the
            // plugin removed it itself, so nothing is left to undo.
        }
    }
}

/// An observation made with the typed API: undone by invalidating its token.
struct TypedObservationAddition: RecordedChange {
    let token: ObservationToken

    var methodChanges: [(MethodAddress, MethodChange.Kind)] { [] }

    func simulateRevert(in simulation: inout RevertSimulation) throws(RevertRefusal) {}

    func revert() throws(RuntimeError) {
        token.invalidate()
    }
}
