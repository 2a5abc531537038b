import DynamicRuntime
import Foundation
import KeyValueObserving
import SwizzleKitTesting
import Synchronization
import Testing

/// The observation controller against what KVOController's tests pin down: blocks and actions,
/// several key paths, unobserving one, an object's or all, everything removed with the
/// controller whichever goes first, double removal harmless, a description, concurrent use, and
/// what it asserts on refused when observing.
@Suite struct ObservationControllerTests {
    /// An observer owning a controller, recording what it hears; answers `observeChange:object:`,
    /// and `observeName:object:` with a name rather than a change.
    final class Owner: RuntimeObject, @unchecked Sendable {
        lazy var controller = KeyValueObservationController(observer: self)
        var heard: [String] = []
        static let observeChange = DeclaredMethod("observeChange:object:", of: Owner.self) { (owner, arguments: (KeyValueChange, RuntimeObject)) in
            owner.heard.append("action \(arguments.0.newValue ?? "nil")")
        }
        static let observeName = DeclaredMethod("observeName:object:", of: Owner.self) { (owner, arguments: (String, RuntimeObject)) in
            owner.heard.append("name \(arguments.0)")
        }
        override class var runtimeMembers: [any RuntimeMember] { [observeChange, observeName] }
    }

    @Test("a block hears each key path it observes, with the observer and the object; an action is sent to the observer")
    func blocksAndActions() throws {
        let owner = Owner(), person = KvPerson(name: "Ada")
        try owner.controller.observe(person, keyPaths: ["name", "age"], options: [.new]) { observer, object, change in
            (observer as? Owner)?.heard.append("\(object === person) \(change.newValue ?? "nil")")
        }
        person.name = "Grace"
        person.age = 3
        #expect(owner.heard == ["true Grace", "true 3"])
        try owner.controller.observe(person, keyPath: "nickname", options: [.new], action: Selector("observeChange:object:"))
        person.nickname = "Amazing"
        #expect(owner.heard.last == "action Amazing")
        let other = KvPerson(name: "Alan")
        try owner.controller.observe(other, KvPerson.name, options: [.old, .new]) { _, _, change in
            owner.heard.append("typed \(change.oldValue ?? "") → \(change.newValue ?? "")")
        }
        other.name = "Turing"
        #expect(owner.heard.last == "typed Alan → Turing")
        #expect(String(describing: owner.controller).contains("observing [KvPerson.name, KvPerson.age, KvPerson.nickname, KvPerson.name]"))
    }

    @Test("observing a key path twice is reported and keeps the first; an undefined key throws")
    func duplicatesAndErrors() throws {
        let owner = Owner(), person = KvPerson()
        try owner.controller.observe(person, keyPath: "name") { _, _, _ in owner.heard.append("first") }
        let issues = try runtimeIssues { try owner.controller.observe(person, keyPath: "name") { _, _, _ in owner.heard.append("second") } }
        #expect(issues.count == 1)
        person.name = "x"
        #expect(owner.heard == ["first"])
        #expect(throws: KeyValueObservingError.self) { try owner.controller.observe(person, keyPath: "nothing") { _, _, _ in } }
        // Several key paths, one undefined: the call observes none of them.
        #expect(throws: KeyValueObservingError.self) { try owner.controller.observe(person, keyPaths: ["age", "nothing"]) { _, _, _ in } }
        person.age = 9
        #expect(owner.heard == ["first"] && String(describing: owner.controller).contains("observing [KvPerson.name]"))
    }

    @Test("no key paths, or an action the observer does not answer, throws when observing; nothing is observed or reported later")
    func misuseRefusedWhenObserving() throws {
        let owner = Owner(), person = KvPerson()
        let empty = #expect(throws: KeyValueObservingError.self) { try owner.controller.observe(person, keyPaths: []) { _, _, _ in } }
        #expect(empty?.kind == .invalidArgument && empty?.className == "KvPerson")
        let unanswered = #expect(throws: KeyValueObservingError.self) {
            try owner.controller.observe(person, keyPath: "nickname", action: Selector("noSuchAction:object:"))
        }
        #expect(unanswered?.kind == .runtime && unanswered?.keyPath == "nickname")
        #expect(unanswered?.underlying?.kind == .unrecognizedSelector && unanswered?.underlying?.className == "Owner")
        #expect(unanswered?.underlying?.selector == "noSuchAction:object:")
        let mismatched = #expect(throws: KeyValueObservingError.self) {
            try owner.controller.observe(person, keyPath: "nickname", action: Selector("observeName:object:"))
        }
        #expect(mismatched?.underlying?.kind == .signatureMismatch && mismatched?.underlying?.selector == "observeName:object:")
        /// An observer that is no runtime object answers no selector.
        final class Plain {}
        let plain = Plain(), plainController = KeyValueObservationController(observer: plain)
        let unsendable = #expect(throws: KeyValueObservingError.self) {
            try plainController.observe(person, keyPath: "nickname", action: Selector("observeChange:object:"))
        }
        #expect(unsendable?.underlying?.kind == .unrecognizedSelector)
        #expect(person.observationInfo.isEmpty && String(describing: owner.controller).contains("observing []"))
        let later = runtimeIssues { person.nickname = "x" }
        #expect(later.isEmpty && owner.heard.isEmpty)
    }

    @Test("unobserve one key path, one object's, or all; removing twice does nothing")
    func unobserving() throws {
        let owner = Owner(), ada = KvPerson(), grace = KvPerson()
        for person in [ada, grace] {
            try owner.controller.observe(person, keyPaths: ["name", "age"]) { _, object, change in
                owner.heard.append("\((object as? KvPerson) === ada ? "ada" : "grace") \(change.kind)")
            }
        }
        owner.controller.unobserve(ada, keyPath: "name")
        owner.controller.unobserve(ada, keyPath: "name")
        ada.name = "x"
        ada.age = 1
        #expect(owner.heard.count == 1)
        owner.controller.unobserve(grace)
        grace.name = "y"
        #expect(owner.heard.count == 1)
        owner.controller.unobserveAll()
        owner.controller.unobserveAll()
        ada.age = 2
        #expect(owner.heard.count == 1 && ada.observationInfo.isEmpty && grace.observationInfo.isEmpty)
    }

    @Test("the controller going removes every observation; it keeps what it observes alive unless told not to")
    func lifetimes() throws {
        let person = KvPerson()
        weak var weakPerson: KvPerson?
        do {
            let owner = Owner()
            try owner.controller.observe(person, keyPath: "name") { _, _, _ in }
            #expect(!person.observationInfo.isEmpty)
        }
        #expect(person.observationInfo.isEmpty, "removed with the controller, which went with its owner")
        let owner = Owner()
        do {
            let kept = KvPerson()
            weakPerson = kept
            try owner.controller.observe(kept, keyPath: "name") { _, _, _ in }
        }
        #expect(weakPerson != nil, "kept alive by the controller")
        owner.controller.unobserveAll()
        #expect(weakPerson == nil)
        let weakController = KeyValueObservationController(observer: owner, retainsObserved: false)
        do {
            let observed = KvPerson()
            weakPerson = observed
            try weakController.observe(observed, keyPath: "name") { _, _, _ in }
        }
        #expect(weakPerson == nil, "not kept: the observed object went first")
        weakController.unobserveAll()
        #expect(String(describing: weakController).contains("observing []"))
    }

    @Test("the observer going first: the block is handed nil")
    func observerGoesFirst() throws {
        let person = KvPerson(), heard = Mutex<[Bool]>([])
        var controller: KeyValueObservationController?
        do {
            let owner = Owner()
            controller = KeyValueObservationController(observer: owner)
            try controller?.observe(person, keyPath: "name") { observer, _, _ in heard.withLock { $0.append(observer == nil) } }
        }
        person.name = "after"
        #expect(heard.withLock { $0 } == [true])
        controller = nil
        #expect(person.observationInfo.isEmpty)
    }

    @Test("observed and unobserved from many threads at once: every observation ends up removed")
    func concurrentUse() async throws {
        /// A person handed to a task: each task touches its own.
        struct Handed: @unchecked Sendable { let person: KvPerson }
        let owner = Owner(), people = (0..<8).map { KvPerson(identifier: $0) }
        let controller = owner.controller
        await withTaskGroup(of: Void.self) { group in
            for handed in people.map(Handed.init) {
                group.addTask {
                    let person = handed.person
                    for round in 0..<50 {
                        try? controller.observe(person, keyPath: "age") { _, _, _ in }
                        person.age = round
                        controller.unobserve(person, keyPath: "age")
                    }
                }
            }
        }
        controller.unobserveAll()
        #expect(people.allSatisfy { $0.observationInfo.isEmpty })
    }
}
