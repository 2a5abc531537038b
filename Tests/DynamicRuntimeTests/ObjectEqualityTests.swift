import DynamicRuntime
import Testing

/// A value-like object that overrides equality as NSObject subclasses do.
private final class Money: RuntimeObject {
    let cents: Int
    init(cents: Int) { self.cents = cents }
    override func isEqual(_ object: Any?) -> Bool { (object as? Money)?.cents == cents }
    override var hash: Int { cents.hashValue }
}

@Suite("NSObject's equality on the root class")
struct ObjectEqualityTests {
    @Test("identity by default: == , firstIndex(of:) and sets")
    func identityByDefault() {
        let a = RuntimeObject(), b = RuntimeObject()
        #expect(a == a && a != b)
        #expect([b, a].firstIndex(of: a) == 1)
        #expect(Set([a, a, b]).count == 2)
        #expect(a.isEqual(a) && !a.isEqual(b) && !a.isEqual(nil) && !a.isEqual(3))
        #expect(a.hash == Int(bitPattern: ObjectIdentifier(a)), "the address, as NSObject's")
    }

    @Test("a Swift override of isEqual and hash serves == and Hashable")
    func override() {
        let one = Money(cents: 100), same = Money(cents: 100), other = Money(cents: 5)
        #expect(one == same && one != other)
        #expect(Set<RuntimeObject>([one, same, other]).count == 2)
    }

    @Test("isEqual: and hash are dynamic members: a hook changes what == answers")
    func hooked() throws {
        final class Tagged: RuntimeObject { var tag = 0 }
        let a = Tagged(), b = Tagged()
        let token = try Tagged.hook(RuntimeObject.isEqualMethod.selector, instead: { object, other, _ in
            (other as? Tagged)?.tag == object.tag
        })
        #expect(a == b)
        b.tag = 1
        #expect(a != b)
        try token.revert()
        b.tag = 0
        #expect(a != b)
    }
}
