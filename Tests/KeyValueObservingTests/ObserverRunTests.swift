import DynamicRuntime
import KeyValueObserving
import SwizzleKitTesting
import Testing

/// A notifying setter sends consecutive observers that ask for the same values, with the same
/// context, one set of arguments: checked against a model of what each registration is owed, in
/// order, over random mixes of options, contexts, typed observations and observers that die.
@Suite struct ObserverRunTests {
    /// One notification as a registration heard it.
    private struct Heard: Equatable, CustomStringConvertible {
        let registration: Int
        let isPrior: Bool
        let old: Int?
        let new: Int?
        let context: UnsafeMutableRawPointer?
        var description: String {
            let contextName = context == nil ? "nil" : context == KvContext.first ? "first" : "second"
            return "#\(registration)\(isPrior ? " prior" : "") old \(old.map(String.init) ?? "-") new \(new.map(String.init) ?? "-") context \(contextName)"
        }
    }

    private final class Log: @unchecked Sendable {
        var heard: [Heard] = []
    }

    private struct Registration {
        let options: KeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
        let isTyped: Bool
        var isAlive = true
    }

    @Test(arguments: 0 ..< 40)
    func runsOfObserversHearWhatTheyAskFor(seed: Int) throws {
        var random = SplitMix(state: UInt64(seed))
        let person = KvPerson(), log = Log()
        var registrations: [Registration] = [], observers: [Int: KvObserver] = [:], tokens: [ObservationToken] = []
        let contexts: [UnsafeMutableRawPointer?] = [nil, KvContext.first, KvContext.second]
        for index in 0 ..< Int.random(in: 1 ... 12, using: &random) {
            let options = KeyValueObservingOptions([.old, .new, .prior].filter { _ in Bool.random(using: &random) })
            if Int.random(in: 0 ..< 4, using: &random) == 0 {
                tokens.append(try person.observe(KvPerson.age, options: options) { _, change in
                    log.heard.append(Heard(registration: index, isPrior: change.isPrior, old: change.oldValue, new: change.newValue, context: nil))
                })
                registrations.append(Registration(options: options, context: nil, isTyped: true))
            } else {
                let observer = KvObserver(), context = contexts.randomElement(using: &random)!
                observer.onNotify = { notification in
                    let change = notification.change
                    log.heard.append(Heard(registration: index, isPrior: change.isPrior, old: change.oldValue as? Int,
                                           new: change.newValue as? Int, context: notification.context))
                }
                person.addObserver(observer, forKeyPath: "age", options: options, context: context)
                observers[index] = observer
                registrations.append(Registration(options: options, context: context, isTyped: false))
            }
        }
        // Some observers die: their registrations are dropped, unheard.
        for index in observers.keys.sorted() where Int.random(in: 0 ..< 5, using: &random) == 0 {
            observers[index] = nil
            registrations[index].isAlive = false
        }
        var value = person.age
        for _ in 0 ..< 3 {
            let next = value + Int.random(in: 1 ... 9, using: &random)
            var expected: [Heard] = []
            for (index, registration) in registrations.enumerated() where registration.isAlive && registration.options.contains(.prior) {
                expected.append(Heard(registration: index, isPrior: true, old: registration.options.contains(.old) ? value : nil,
                                      new: nil, context: registration.context))
            }
            for (index, registration) in registrations.enumerated() where registration.isAlive {
                expected.append(Heard(registration: index, isPrior: false, old: registration.options.contains(.old) ? value : nil,
                                      new: registration.options.contains(.new) ? next : nil, context: registration.context))
            }
            log.heard = []
            person.age = next
            #expect(log.heard == expected, "seed \(seed)")
            value = next
        }
        for (index, observer) in observers {
            person.removeObserver(observer, forKeyPath: "age", context: registrations[index].context)
        }
        for token in tokens { token.invalidate() }
    }
}
