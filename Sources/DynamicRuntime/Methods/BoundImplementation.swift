/// An implementation as one method calls it: its body bound to the method's selector, so a send
/// calls one closure of the receiver and the arguments, whatever shape the body was written in.
///
/// A method holds one for its current implementation (``RuntimeMethod``), made when the
/// implementation is installed: a body that takes no `_cmd` is bound as it is, one that takes it
/// is handed the method's selector by the binding. Exchanging implementations makes new
/// bindings, so `_cmd` is always the selector of the method that now holds the body.
@usableFromInline
class BoundImplementation: @unchecked Sendable {
    /// The implementation bound (`method_getImplementation` answers it).
    @usableFromInline let implementation: Implementation

    init(_ implementation: Implementation) {
        self.implementation = implementation
    }
}

/// A ``BoundImplementation`` whose body takes `Args` and returns `Result`.
@usableFromInline
final class TypedBoundImplementation<Args, Result>: BoundImplementation, @unchecked Sendable {
    /// The body, its receiver erased as the implementation's is, its selector bound.
    @usableFromInline let body: (AnyObject, Args) -> Result

    init(_ implementation: TypedImplementation<Args, Result>, body: @escaping (AnyObject, Args) -> Result) {
        self.body = body
        super.init(implementation)
    }
}
