/// A method a class contributes to its runtime class when the runtime mirrors it: the analogue
/// of one entry of a compiled `@implementation`'s method list.
///
/// Usually made for you by a ``DeclaredMethod`` or ``DeclaredProperty``; list one directly to
/// ship a hand-made ``TypedImplementation``.
public struct MethodDefinition: RuntimeMember, @unchecked Sendable {
    /// The class whose method list this belongs to.
    let owner: RuntimeObject.Type
    let key: MethodKey
    let implementation: Implementation
    let isClassMethod: Bool

    /// An instance (or, with `isClassMethod`, class) method `selector` of `owner`, implemented by
    /// `implementation`.
    ///
    /// If the runtime cannot admit it where it is listed (another class's list, a signature
    /// differing from the inherited selector's, an implementation that cannot serve this side
    /// of the class), the mirror records why: see ``RuntimeClass/validate()``.
    public init<Args, Result>(_ selector: Selector<Args, Result>, of owner: RuntimeObject.Type,
                              isClassMethod: Bool = false,
                              implementation: TypedImplementation<Args, Result>) {
        self.init(key: selector.key, owner: owner, isClassMethod: isClassMethod, implementation: implementation)
    }

    init(key: MethodKey, owner: RuntimeObject.Type, isClassMethod: Bool, implementation: Implementation) {
        self.owner = owner
        self.key = key
        self.implementation = implementation
        self.isClassMethod = isClassMethod
    }

    public var methodDefinitions: [MethodDefinition] { [self] }
}
