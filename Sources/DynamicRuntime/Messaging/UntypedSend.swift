extension RuntimeObject {
    /// Sends a message by selector name with type-erased arguments (a tuple for several, `()` for
    /// none), checking them against the method's signature at run time: the dynamic path that
    /// `performSelector:` and key-value coding take.
    ///
    /// Unlike `performSelector:`, a wrong argument type throws `signatureMismatch` naming the
    /// method's signature instead of corrupting the call.
    public final func perform(_ selector: AnySelector, with arguments: Any = ()) throws(RuntimeError) -> Any {
        let (receiver, method, _) = try Messenger.lookUp(selector, for: self, in: dispatchClass.instanceMethods)
        guard let result = method.implementation.invoke(receiver, selector, arguments: arguments) else {
            throw RuntimeError(.signatureMismatch, method.table.owner, selector, classSide: false,
                               expected: method.signature,
                               actual: Signature(argumentsType: type(of: arguments), resultType: method.signature.resultType),
                               "signature mismatch: the method is \(method.signature), got arguments of type \(type(of: arguments))")
        }
        return result
    }
}
