extension RuntimeObject {
    /// Sends a message by selector name with type-erased arguments (a tuple for several, `()` for
    /// none), checking them against the method's signature at run time: the dynamic path that
    /// `performSelector:` and key-value coding take.
    ///
    /// Unlike `performSelector:`, a wrong argument type throws `signatureMismatch` naming the
    /// method's signature instead of corrupting the call; a send to an instance of a main-actor
    /// class from off the main actor throws `offMainActor` and runs nothing.
    public final func perform(_ selector: AnySelector, with arguments: Any = ()) throws(RuntimeError) -> Any {
        let (receiver, method, _) = try Messenger.lookUp(selector, for: self, in: dispatchClass.instanceMethods)
        // Swift checks typed sends to these classes; this one it cannot.
        if !MainActorBody.isOnMainActor, receiver is any MainActorIsolated {
            throw RuntimeError(.offMainActor, method.table.owner, selector, classSide: false,
                               "sent from off the main actor; members of a main-actor class run on the main thread")
        }
        guard let result = method.implementation.invoke(receiver, selector, arguments: arguments) else {
            throw RuntimeError(.signatureMismatch, method.table.owner, selector, classSide: false,
                               expected: method.signature,
                               actual: Signature(argumentsType: type(of: arguments), resultType: method.signature.resultType),
                               "signature mismatch: the method is \(method.signature), got arguments of type \(type(of: arguments))")
        }
        return result
    }
}
