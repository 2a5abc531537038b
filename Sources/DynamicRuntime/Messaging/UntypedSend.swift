extension RuntimeObject {
    /// Sends a message by selector name with type-erased arguments (a tuple for several, `()` for
    /// none), checking them against the method's signature at run time: the dynamic path that
    /// `performSelector:` and key-value coding take.
    ///
    /// Unlike `performSelector:`, a wrong argument type throws `signatureMismatch` naming the
    /// method's signature instead of corrupting the call.
    public final func perform(_ selector: AnySelector, with arguments: Any = ()) throws(RuntimeError) -> Any {
        var receiver: RuntimeObject = self
        for _ in 0..<Messenger.forwardingLimit {
            let table = receiver.dispatchClass.instanceMethods
            if let method = table.findResolving(selector) {
                guard let result = method.implementation.invoke(receiver, selector, arguments: arguments) else {
                    throw RuntimeError(.signatureMismatch,
                                       "\(method): signature mismatch: the method is \(method.signature), got arguments of type \(type(of: arguments))")
                }
                return result
            }
            guard let target = Messenger.forwardingTarget(of: receiver, in: table, for: selector) else {
                throw RuntimeError.unrecognized(table.owner, selector, classSide: false)
            }
            receiver = target
        }
        throw RuntimeError.unrecognized(receiver.dispatchClass, selector, classSide: false)
    }
}
