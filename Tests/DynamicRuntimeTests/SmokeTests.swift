import Testing
@testable import DynamicRuntime

final class SmokeBase: RuntimeObject {
    static let double = DeclaredMethod("double:", of: SmokeBase.self) { (_, x: Int) in x * 2 }
    override class var runtimeMethods: [MethodDefinition] { [double.definition] }
}

@Test func smoke() throws {
    let object = SmokeBase()
    #expect(SmokeBase.double.send(to: object, 21) == 42)
    #expect(try object.send(SmokeBase.double.selector, 4) == 8)
    #expect(object.reportedClass.name == "SmokeBase")
    let other = Selector<Int, Int>("triple:")
    #expect(throws: RuntimeError.self) { try object.send(other, 1) }
    #expect(try RuntimeClass.of(SmokeBase.self).addMethod(other.untyped, implementation: TypedImplementation<Int, Int> { _, _, x in x * 3 }))
    #expect(try object.send(other, 2) == 6)
    #expect(try object.perform(other.untyped, with: 5) as? Int == 15)
}
