import DynamicRuntime
import FuzzSupport
import KeyValueObserving

/// A person: to-one `friend`, optional `nickname`.
final class FzPerson: RuntimeObject, @unchecked Sendable {
    private var storedName = "", storedNickname: String?, storedAge = 0, storedFriend: FzPerson?
    static let name = DeclaredProperty("name", of: FzPerson.self, get: { $0.storedName }, set: { $0.storedName = $1 })
    static let nickname = DeclaredProperty("nickname", of: FzPerson.self, get: { $0.storedNickname }, set: { $0.storedNickname = $1 })
    static let age = DeclaredProperty("age", of: FzPerson.self, get: { $0.storedAge }, set: { $0.storedAge = $1 })
    static let friend = DeclaredProperty("friend", of: FzPerson.self, get: { $0.storedFriend }, set: { $0.storedFriend = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [name, nickname, age, friend] }

    init(_ name: String, age: Int) {
        super.init()
        storedName = name
        storedAge = age
    }
}

/// A team: to-many `members` (ordered) and `tags` (a set), `scores`, a nested `sub` team, a
/// `lead`, and `summary`, derived from `lead.name` and `members`.
final class FzTeam: RuntimeObject, @unchecked Sendable {
    private var storedMembers: [FzPerson] = [], storedTags: Set<String> = [], storedScores: [Double] = []
    private var storedSub: FzTeam?, storedLead: FzPerson?
    static let members = DeclaredProperty("members", of: FzTeam.self, get: { $0.storedMembers }, set: { $0.storedMembers = $1 })
    static let tags = DeclaredProperty("tags", of: FzTeam.self, get: { $0.storedTags }, set: { $0.storedTags = $1 })
    static let scores = DeclaredProperty("scores", of: FzTeam.self, get: { $0.storedScores }, set: { $0.storedScores = $1 })
    static let sub = DeclaredProperty("sub", of: FzTeam.self, get: { $0.storedSub }, set: { $0.storedSub = $1 })
    static let lead = DeclaredProperty("lead", of: FzTeam.self, get: { $0.storedLead }, set: { $0.storedLead = $1 })
    static let summary = DeclaredProperty(readOnly: "summary", of: FzTeam.self) { team in
        "\(team.storedLead.map { FzPerson.name.get($0) } ?? "-") and \(team.storedMembers.count)"
    }
    static let summaryDependencies = DeclaredMethod(classMethod: KeyValueObserverMethods.keyPathsForValuesAffecting("summary").name,
                                                    of: FzTeam.self) { (_, _: ()) -> Set<String> in ["lead.name", "members"] }
    override class var runtimeMembers: [any RuntimeMember] { [members, tags, scores, sub, lead, summary, summaryDependencies] }

    init(members: [FzPerson], tags: Set<String>, scores: [Double]) {
        super.init()
        storedMembers = members
        storedTags = tags
        storedScores = scores
    }
}

/// Counts what it is told.
final class FzObserver: RuntimeObject, @unchecked Sendable {
    var notifications = 0
    static let observe = KeyValueObserverMethods.observeValue.override(in: FzObserver.self) { observer, _ in
        observer.notifications += 1
    }
    override class var runtimeMembers: [any RuntimeMember] { [observe] }
}

/// Two teams, one inside the other, and their people, one of them a friend of another.
struct FzGraph {
    let objects: [RuntimeObject]

    init() {
        let ada = FzPerson("Ada", age: 36), grace = FzPerson("Grace", age: 85), linus = FzPerson("Linus", age: 36)
        FzPerson.friend.set(ada, grace)
        FzPerson.nickname.set(linus, "Linux")
        let team = FzTeam(members: [ada, grace, linus], tags: ["a", "b"], scores: [1.5, 2.5])
        let sub = FzTeam(members: [linus], tags: [], scores: [])
        FzTeam.sub.set(team, sub)
        FzTeam.lead.set(team, ada)
        objects = [team, sub, ada, grace, linus]
    }

    /// Breaks the reference cycles an input may have made (a person its own friend, a team its
    /// own sub-team), so that what outlives the input is a leak of the runtime's.
    func breakCycles() {
        for object in objects {
            if let person = object as? FzPerson { FzPerson.friend.set(person, nil) }
            if let team = object as? FzTeam {
                FzTeam.sub.set(team, nil)
                FzTeam.lead.set(team, nil)
                FzTeam.members.set(team, [])
            }
        }
    }

    /// The keys and operators a key path is made of.
    static let pieces = ["members", "tags", "scores", "sub", "lead", "summary", "name", "nickname", "age", "friend", "self",
                         "@count", "@sum", "@avg", "@max", "@min", "@unionOfObjects", "@distinctUnionOfObjects",
                         "@unionOfArrays", "@distinctUnionOfArrays", "@distinctUnionOfSets", "@", "", "undefined"]

    /// A key path of one to five pieces joined by dots.
    static func keyPath(from input: inout FuzzInput) -> String {
        (0...input.choice(5)).map { _ in input.pick(pieces) }.joined(separator: ".")
    }

    /// A value of one of the types the graph's properties hold, or of none of them.
    func value(from input: inout FuzzInput) -> Any? {
        switch input.choice(9) {
        case 0: return nil
        case 1: return input.int()
        case 2: return input.string()
        case 3: return Double(input.int())
        case 4: return input.pick(objects)
        case 5: return objects.compactMap { $0 as? FzPerson }.filter { _ in input.choice(2) == 1 }
        case 6: return Set([input.string(), input.string()])
        case 7: return [Double(input.byte()), Double(input.byte())]
        default: return Optional<String>.none as Any
        }
    }
}
