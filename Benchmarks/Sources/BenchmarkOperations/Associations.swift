import DynamicRuntime

/// The object associated values are stored on.
public final class AssociationHost: RuntimeObject {}

/// A value to associate: a class instance, so passing it as `Any` boxes nothing.
public final class AssociatedBox {
    public let value: Int

    public init(_ value: Int) {
        self.value = value
    }
}

/// The two values the set loop alternates between and the key, made once.
final class AssociationFixture: @unchecked Sendable {
    /// A key object (Objective-C's `static char key` / `(__bridge void *)object` idiom), kept
    /// alive as long as the fixture.
    let keyObject = AssociatedBox(0)
    let key: AssociationKey
    let host = AssociationHost()
    let first = AssociatedBox(1)
    let second = AssociatedBox(1)

    init() {
        key = AssociationKey(keyObject)
    }
}

extension Fixtures {
    /// `associated object get` and `associated object set`, retain-nonatomic, key object.
    static func associationOperations() throws -> [Operation] {
        let fixture = AssociationFixture()
        try objc_setAssociatedObject(fixture.host, fixture.key, fixture.first, OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        guard (objc_getAssociatedObject(fixture.host, fixture.key) as? AssociatedBox) === fixture.first else {
            throw FixtureError(description: "objc_getAssociatedObject did not return the value set")
        }
        return [
            Operation(name: "associated object get", run: { loopAssociationGet(fixture, $0) }, expectedSingleRun: 1),
            Operation(name: "associated object set", run: { loopAssociationSet(fixture, $0) }, expectedSingleRun: 1),
        ]
    }
}

/// Reads the value and counts it if present. No cast to the value's type: the cost measured is
/// the runtime's, which returns `Any?` (a caller's `as? T` would add a dynamic cast).
@inline(never)
func loopAssociationGet(_ fixture: AssociationFixture, _ iterations: Int) -> Int {
    let host = fixture.host
    let key = fixture.key
    var sum = 0
    for _ in 0..<iterations {
        if objc_getAssociatedObject(host, key) != nil { sum &+= 1 }
    }
    return sum
}

/// Stores one of two values in turn, so every store replaces (and releases) the previous one.
@inline(never)
func loopAssociationSet(_ fixture: AssociationFixture, _ iterations: Int) -> Int {
    let host = fixture.host
    let key = fixture.key
    var sum = 0
    for i in 0..<iterations {
        let value = i & 1 == 0 ? fixture.second : fixture.first
        try! objc_setAssociatedObject(host, key, value, OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        sum &+= value.value
    }
    return sum
}
