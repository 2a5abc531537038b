/// Something a class declares to the runtime: a ``DeclaredMethod``, a ``DeclaredProperty`` (its
/// property record and both accessors in one entry), or a raw ``MethodDefinition``.
///
/// A class lists each of its own members once, in ``RuntimeObject/runtimeMembers``; the runtime
/// reads the list when it mirrors the class. Whatever it cannot admit is recorded with its
/// reason and surfaces through ``RuntimeClass/validate()`` and the first throwing call that
/// touches it, never dropped without a word.
public protocol RuntimeMember: Sendable {
    /// The methods this member adds to its class's method lists.
    var methodDefinitions: [MethodDefinition] { get }
    /// The property records it adds to its class.
    var propertyDefinitions: [PropertyDefinition] { get }
}

extension RuntimeMember {
    public var propertyDefinitions: [PropertyDefinition] { [] }
}
