extension RuntimeObject {
    /// Sends `selector` with `arguments` (`objc_msgSend`): the method the dispatch class reaches.
    ///
    /// Throws `unrecognizedSelector` naming `-[Class selector]` when no method is found, resolution
    /// adds none and no forwarding target takes it; `signatureMismatch` when the method found has
    /// another signature. A ``DeclaredMethod``'s send cannot miss and does not throw.
    @inlinable @inline(__always)
    public final func send<Args, Result>(_ selector: Selector<Args, Result>, _ arguments: Args) throws(RuntimeError) -> Result {
        try Messenger.send(to: self, selector, arguments)
    }

    /// Sends `selector` to `self` starting the lookup at the superclass of `cls`
    /// (`objc_msgSendSuper`): what `[super …]` does in a method of `cls`.
    ///
    /// Throws `signatureMismatch` when `self` is not an instance of `cls`'s Swift type, where
    /// Objective-C would run the superclass's method on a foreign object.
    @inlinable
    public final func sendSuper<Args, Result>(_ selector: Selector<Args, Result>, _ arguments: Args,
                                              from cls: RuntimeClass) throws(RuntimeError) -> Result {
        try Messenger.sendSuper(self, from: cls, classSide: false, selector, arguments)
    }
}

extension RuntimeClass {
    /// Sends the class method `selector` to this class (`[Class selector]`).
    ///
    /// The lookup walks the superclasses' class methods, then — as objc4's root metaclass
    /// inherits from the root class — the root class's instance methods that accept any
    /// receiver. A class-side miss is not forwarded: it throws `unrecognizedSelector`.
    @inlinable @inline(__always)
    public func send<Args, Result>(_ selector: Selector<Args, Result>, _ arguments: Args) throws(RuntimeError) -> Result {
        try Messenger.send(self, Messenger.classMethods(of: self), selector, arguments)
    }

    /// Sends the class method `selector` to `receiver`, starting the lookup at this class's
    /// superclass: `[super …]` in a class method of this class.
    ///
    /// Throws `signatureMismatch` when `receiver` is not this class or a subclass of it, where
    /// Objective-C would run the superclass's class method for an unrelated class.
    @inlinable
    public func sendSuper<Args, Result>(_ selector: Selector<Args, Result>, _ arguments: Args,
                                        to receiver: RuntimeClass) throws(RuntimeError) -> Result {
        try Messenger.sendSuper(receiver, from: self, classSide: true, selector, arguments)
    }
}
