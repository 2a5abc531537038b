import SwizzleKitTesting
import Testing
import DynamicRuntime
import KeyValueObserving

/// A person with key-value-compliant properties of several shapes: a plain value, an optional,
/// a to-one relation (for key paths) and a read-only one.
class KvPerson: RuntimeObject {
    private var storedName = ""
    private var storedNickname: String?
    private var storedAge = 0
    private var storedFriend: KvPerson?
    let identifier: Int

    init(name: String = "", identifier: Int = 0) {
        self.identifier = identifier
        super.init()
        storedName = name
    }

    static let name = DeclaredProperty("name", of: KvPerson.self, get: { $0.storedName }, set: { $0.storedName = $1 })
    static let nickname = DeclaredProperty("nickname", of: KvPerson.self, get: { $0.storedNickname }, set: { $0.storedNickname = $1 })
    static let age = DeclaredProperty("age", of: KvPerson.self, get: { $0.storedAge }, set: { $0.storedAge = $1 })
    static let friend = DeclaredProperty("friend", of: KvPerson.self, get: { $0.storedFriend }, set: { $0.storedFriend = $1 })
    static let identifier = DeclaredProperty(readOnly: "identifier", of: KvPerson.self) { $0.identifier }

    override class var runtimeMembers: [any RuntimeMember] { [name, nickname, age, friend, identifier] }

    var name: String {
        get { KvPerson.name.get(self) }
        set { KvPerson.name.set(self, newValue) }
    }
    var nickname: String? {
        get { KvPerson.nickname.get(self) }
        set { KvPerson.nickname.set(self, newValue) }
    }
    var age: Int {
        get { KvPerson.age.get(self) }
        set { KvPerson.age.set(self, newValue) }
    }
    var friend: KvPerson? {
        get { KvPerson.friend.get(self) }
        set { KvPerson.friend.set(self, newValue) }
    }
}

/// Overrides the undefined-key methods by naming them.
final class KvLenient: KvPerson {
    nonisolated(unsafe) static var stored: [String: Any?] = [:]
    static let valueForUndefined = UndefinedKeys.valueForUndefinedKey.override(in: KvLenient.self) { _, key in
        .success(stored[key] ?? "default for \(key)")
    }
    static let setValueForUndefined = UndefinedKeys.setValueForUndefinedKey.override(in: KvLenient.self) { _, arguments in
        stored[arguments.1] = arguments.0
        return .success(())
    }
    override class var runtimeMembers: [any RuntimeMember] { [valueForUndefined, setValueForUndefined] }
}

/// One notification as an observer received it.
struct KvNotification {
    let keyPath: String
    let object: RuntimeObject
    let change: KeyValueChange
    let context: UnsafeMutableRawPointer?
}

/// Records what it is told, overriding `observeValueForKeyPath:ofObject:change:context:` the way
/// the seeds do; `onNotify` lets a test act from inside a notification.
final class KvObserver: RuntimeObject {
    var received: [KvNotification] = []
    var onNotify: ((KvNotification) -> Void)?

    static let observe = KeyValueObserverMethods.observeValue.override(in: KvObserver.self) { observer, arguments in
        let notification = KvNotification(keyPath: arguments.0, object: arguments.1, change: arguments.2, context: arguments.3)
        observer.received.append(notification)
        observer.onNotify?(notification)
    }
    override class var runtimeMembers: [any RuntimeMember] { [observe] }

    var changes: [KeyValueChange] { received.map(\.change) }
}

/// Distinct context pointers for tests.
enum KvContext {
    nonisolated(unsafe) static let first = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    nonisolated(unsafe) static let second = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
}

/// A key that does not notify automatically: its per-key class method says so.
final class KvManual: KvPerson {
    static let manualAge = DeclaredMethod(classMethod: KeyValueObserverMethods.automaticallyNotifiesObservers(of: "age").name,
                                          of: KvManual.self) { (_, _: ()) in false }
    override class var runtimeMembers: [any RuntimeMember] { [manualAge] }
}

/// Derived keys: `fullName` from `name` and `nickname`; `badge` from `fullName` (transitive);
/// `friendName` from the sub-path `friend.name`; `ping` and `pong` from each other (a cycle).
final class KvDerived: KvPerson {
    static let fullName = DeclaredProperty(readOnly: "fullName", of: KvDerived.self) { "\($0.name) (\($0.nickname ?? "-"))" }
    static let badge = DeclaredProperty(readOnly: "badge", of: KvDerived.self) { "[\($0.fullName)]" }
    static let friendName = DeclaredProperty(readOnly: "friendName", of: KvDerived.self) { $0.friend?.name }
    static let ping = DeclaredProperty(readOnly: "ping", of: KvDerived.self) { _ in 1 }
    static let pong = DeclaredProperty(readOnly: "pong", of: KvDerived.self) { _ in 2 }

    static func affecting(_ key: String, _ paths: Set<String>) -> any RuntimeMember {
        DeclaredMethod(classMethod: KeyValueObserverMethods.keyPathsForValuesAffecting(key).name, of: KvDerived.self) {
            (_, _: ()) -> Set<String> in paths
        }
    }
    override class var runtimeMembers: [any RuntimeMember] {
        [fullName, badge, friendName, ping, pong,
         affecting("fullName", ["name", "nickname"]), affecting("badge", ["fullName"]),
         affecting("friendName", ["friend.name"]), affecting("ping", ["pong"]), affecting("pong", ["ping"])]
    }

    var fullName: String { KvDerived.fullName.get(self) }
}

/// An ordered to-many property, `songs`.
final class KvPlaylist: RuntimeObject {
    private var storedSongs: [String] = []
    static let songs = DeclaredProperty("songs", of: KvPlaylist.self, get: { $0.storedSongs }, set: { $0.storedSongs = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [songs] }

    var songs: [String] {
        get { KvPlaylist.songs.get(self) }
        set { KvPlaylist.songs.set(self, newValue) }
    }
}

/// Two settable keys that depend on each other, `left` and `right` (GNUstep's CyclicDependency
/// case).
final class KvCycle: RuntimeObject {
    private var storedLeft = 0
    private var storedRight = 0
    static let left = DeclaredProperty("left", of: KvCycle.self, get: { $0.storedLeft }, set: { $0.storedLeft = $1 })
    static let right = DeclaredProperty("right", of: KvCycle.self, get: { $0.storedRight }, set: { $0.storedRight = $1 })
    override class var runtimeMembers: [any RuntimeMember] {
        [left, right,
         DeclaredMethod(classMethod: KeyValueObserverMethods.keyPathsForValuesAffecting("left").name, of: KvCycle.self) {
             (_, _: ()) -> Set<String> in ["right"]
         },
         DeclaredMethod(classMethod: KeyValueObserverMethods.keyPathsForValuesAffecting("right").name, of: KvCycle.self) {
             (_, _: ()) -> Set<String> in ["left"]
         }]
    }

    var left: Int {
        get { KvCycle.left.get(self) }
        set { KvCycle.left.set(self, newValue) }
    }
    var right: Int {
        get { KvCycle.right.get(self) }
        set { KvCycle.right.set(self, newValue) }
    }
}

/// A to-many relation of objects, `members`, a set of tags, and a sub-team, for collection
/// operators on nested key paths.
final class KvTeam: RuntimeObject {
    private var storedMembers: [KvPerson] = []
    private var storedTags: Set<String> = []
    private var storedSub: KvTeam?
    private var storedScores: [Double] = []
    static let members = DeclaredProperty("members", of: KvTeam.self, get: { $0.storedMembers }, set: { $0.storedMembers = $1 })
    static let tags = DeclaredProperty("tags", of: KvTeam.self, get: { $0.storedTags }, set: { $0.storedTags = $1 })
    static let sub = DeclaredProperty("sub", of: KvTeam.self, get: { $0.storedSub }, set: { $0.storedSub = $1 })
    static let scores = DeclaredProperty("scores", of: KvTeam.self, get: { $0.storedScores }, set: { $0.storedScores = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [members, tags, sub, scores] }

    var members: [KvPerson] {
        get { KvTeam.members.get(self) }
        set { KvTeam.members.set(self, newValue) }
    }
    var tags: Set<String> {
        get { KvTeam.tags.get(self) }
        set { KvTeam.tags.set(self, newValue) }
    }
    var sub: KvTeam? {
        get { KvTeam.sub.get(self) }
        set { KvTeam.sub.set(self, newValue) }
    }
    var scores: [Double] {
        get { KvTeam.scores.get(self) }
        set { KvTeam.scores.set(self, newValue) }
    }
}

/// The key-value observing error that `body` reports as its one runtime issue (an Apple-named API
/// misused: `addObserver` or `removeObserver`).
func reportedError(_ body: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) throws -> KeyValueObservingError {
    let issues = runtimeIssues(in: body)
    #expect(issues.count == 1, "one runtime issue", sourceLocation: sourceLocation)
    return try #require(issues.first?.error as? KeyValueObservingError, sourceLocation: sourceLocation)
}

