import DynamicRuntime
import KeyValueObserving
import SwizzleKitTesting
import Testing

/// A class of its own for the fuzz test: its methods take and give several types.
final class FuzzTarget: RuntimeObject {
    static let step = DeclaredMethod("step:", of: FuzzTarget.self) { (_, value: Int) -> Int in value + 1 }
    static let name = DeclaredMethod("name", of: FuzzTarget.self) { (_, _: ()) -> String in "target" }
    static let place = DeclaredMethod("place:at:", of: FuzzTarget.self) { (_, arguments: (String, Int)) -> String in
        "\(arguments.0)@\(arguments.1)"
    }
    static let count = DeclaredProperty("count", of: FuzzTarget.self, storage: \.storedCount)
    var storedCount = 0
    override class var runtimeMembers: [any RuntimeMember] { [step, name, place, count] }
}

/// Selector names a hostile or careless caller might send, made deterministically.
struct HostileStrings: IteratorProtocol {
    /// Seeded, so every run feeds the same strings.
    private var generator: SplitMix
    private var produced = 0
    let limit: Int

    init(seed: UInt64, limit: Int) {
        generator = SplitMix(state: seed)
        self.limit = limit
    }

    private mutating func random() -> UInt64 { generator.next() }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random() % UInt64(choices.count))] }

    /// Existing names, their arities' punctuation, operators, dots, non-ASCII, and very long names.
    private static let pieces = [
        "step:", "step", "step::", "name", "name:", "place:at:", "place:", "place:at", "count", "setCount:", "class",
        "respondsToSelector:", "isKindOfClass:", "valueForKey:", "setValue:forKey:", "forwardingTargetForSelector:",
        ":", "::", ".", "..", "@", "@count", "@sum.count", "@avg", "@distinctUnionOfObjects.name", " ", "\t", "\n",
        "ключ", "名前:", "🙂", "e\u{301}", "\u{0}", "\u{FFFF}", "a.b.c", "_", "-", "+", "$", "%@", "%n",
        "members", "members.name", "members.@count", "@sum.age", "@avg.age", "@max", "@min.age", "@unionOfObjects.name",
        "@distinctUnionOfObjects", "sub.members", "friend.friend.name", "tags", "scores.@sum", ".members", "members.",
    ]

    mutating func next() -> String? {
        guard produced < limit else { return nil }
        produced += 1
        switch random() % 8 {
        case 0: return ""
        case 1: return String(repeating: pick([".", ":", "@", "a", "é"]), count: Int(random() % 12) + 1)
        case 2: return String(repeating: pick(Self.pieces), count: Int(random() % 2_000) + 100)
        case 3:
            let scalars = (0..<Int(random() % 24)).compactMap { _ in Unicode.Scalar(UInt32(random() % 0x2_FFFF)) }
            return String(String.UnicodeScalarView(scalars))
        default:
            return (0..<Int(random() % 4) + 1).map { _ in pick(Self.pieces) }.joined()
        }
    }
}

/// Hostile input (issue 13, item 8) to untyped sends and to key-value coding by key path: every
/// string answers a value or a thrown error naming it; nothing traps, hangs, or changes a class.
/// Under a sanitizer, a tenth of the strings.
@Suite("Hostile input") struct HostileInputTests {
    static let count = Sanitizer.scaled(100_000)

    @Test("100,000 generated names (10,000 under a sanitizer), each sent with arguments of several shapes: a value or a RuntimeError, the class unchanged")
    func fuzzUntypedSends() throws {
        let target = FuzzTarget()
        let cls = RuntimeClass.of(FuzzTarget.self)
        func methodNames() -> [String] { class_copyMethodList(cls).map { method_getName($0).name }.sorted() }
        let before = methodNames()
        let arguments: [Any] = [(), 1, "x", ("x", 2), (1, 2), Optional<Int>.none as Any, [1, 2, 3], 1.5]
        var answered = 0, refused = 0
        var strings = HostileStrings(seed: 0x5EED, limit: Self.count)
        var index = 0
        while let name = strings.next() {
            let selector = AnySelector(name)
            do {
                _ = try target.perform(selector, with: arguments[index % arguments.count])
                answered += 1
            } catch {
                #expect(!error.message.isEmpty)
                refused += 1
            }
            index += 1
        }
        #expect(answered + refused == Self.count)
        #expect(answered > 0 && refused > Self.count * 9 / 10)
        #expect(methodNames() == before, "no method added, removed or replaced")
        #expect(try target.perform(AnySelector("step:"), with: 41) as? Int == 42, "sends still work")
    }

    @Test("100,000 generated key paths (10,000 under a sanitizer) read and set on a team of people: a value or a KeyValueObservingError, the classes unchanged")
    func fuzzKeyPaths() throws {
        let team = KvTeam()
        team.members = [KvPerson(name: "Ann", identifier: 1), KvPerson(name: "Bo", identifier: 2)]
        team.sub = KvTeam()
        let classes = [RuntimeClass.of(KvTeam.self), RuntimeClass.of(KvPerson.self)]
        func methodNames() -> [[String]] { classes.map { class_copyMethodList($0).map { method_getName($0).name }.sorted() } }
        let before = methodNames()
        let values: [Any?] = [nil, 1, "x", [KvPerson](), 2.5]
        var answered = 0, refused = 0
        var strings = HostileStrings(seed: 0xC0FFEE, limit: Self.count)
        var index = 0
        while let keyPath = strings.next() {
            do {
                if index % 2 == 0 {
                    _ = try team.codedValue(forKeyPath: keyPath)
                } else {
                    try team.setCodedValue(values[index % values.count], forKeyPath: keyPath)
                }
                answered += 1
            } catch {
                #expect(!"\(error)".isEmpty)
                refused += 1
            }
            index += 1
        }
        #expect(answered + refused == Self.count && answered > 0 && refused > Self.count / 2)
        #expect(methodNames() == before, "no method added, removed or replaced")
        #expect(team.value(forKeyPath: "members.@count") as? Int != nil, "key-value coding still works")
    }
}
