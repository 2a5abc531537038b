// The <objc/runtime.h> selector and method functions over `AnySelector`, `RuntimeClass` and
// `RuntimeMethod`. Type encodings are readable signatures (`(Int) -> Bool`); an implementation
// always knows its own, so a `types` argument that disagrees with it throws instead of being
// believed.

/// Registers (or finds) the selector named `name`.
public func sel_registerName(_ name: String) -> AnySelector { AnySelector(name) }

/// The selector's name.
public func sel_getName(_ selector: AnySelector) -> String { selector.name }

/// The instance method a send reaches from `cls`, own or inherited; like objc4's, a miss runs
/// `+resolveInstanceMethod:` first.
public func class_getInstanceMethod(_ cls: RuntimeClass, _ selector: AnySelector) -> RuntimeMethod? {
    cls.instanceMethod(for: selector)
}

/// The class method a send reaches from `cls`, own or inherited; a miss runs
/// `+resolveClassMethod:` first.
public func class_getClassMethod(_ cls: RuntimeClass, _ selector: AnySelector) -> RuntimeMethod? {
    cls.classMethod(for: selector)
}

/// The class's own instance methods.
public func class_copyMethodList(_ cls: RuntimeClass) -> [RuntimeMethod] { cls.ownMethods() }

/// Adds a method; false when `cls` already has its own. See ``RuntimeClass/addMethod(_:implementation:classSide:)``.
@discardableResult
public func class_addMethod(_ cls: RuntimeClass, _ selector: AnySelector, _ implementation: Implementation,
                            _ types: String) throws(RuntimeError) -> Bool {
    try checkTypes(types, of: implementation, cls, selector)
    return try cls.addMethod(selector, implementation: implementation)
}

/// Replaces the class's own implementation and returns it, or adds the method and returns nil.
@discardableResult
public func class_replaceMethod(_ cls: RuntimeClass, _ selector: AnySelector, _ implementation: Implementation,
                                _ types: String) throws(RuntimeError) -> Implementation? {
    try checkTypes(types, of: implementation, cls, selector)
    return try cls.replaceMethod(selector, implementation: implementation)
}

/// Swaps two methods' implementations; throws `signatureMismatch` if their signatures differ.
public func method_exchangeImplementations(_ first: RuntimeMethod, _ second: RuntimeMethod) throws(RuntimeError) {
    try first.exchangeImplementation(with: second)
}

/// Sets a method's implementation and returns the old one.
@discardableResult
public func method_setImplementation(_ method: RuntimeMethod, _ implementation: Implementation) throws(RuntimeError) -> Implementation {
    try method.setImplementation(implementation)
}

/// The method's current implementation.
public func method_getImplementation(_ method: RuntimeMethod) -> Implementation { method.implementation }

/// The method's selector.
public func method_getName(_ method: RuntimeMethod) -> AnySelector { method.selector }

/// The method's signature, readable: `(CGPoint, Optional<UIEvent>) -> Bool`.
public func method_getTypeEncoding(_ method: RuntimeMethod) -> String { method.signature.description }

/// Whether instances of `cls` respond to `selector`.
public func class_respondsToSelector(_ cls: RuntimeClass, _ selector: AnySelector) -> Bool { cls.respondsTo(selector) }

/// An implementation calling `block` with the receiver and the arguments (no `_cmd`, as in
/// Objective-C's block implementations).
public func imp_implementationWithBlock<Args, Result>(_ block: @escaping (AnyObject, Args) -> Result) -> Implementation {
    TypedImplementation(block: block)
}

/// The block an implementation was made from, or nil.
public func imp_getBlock(_ implementation: Implementation) -> Any? { implementation.block }

private func checkTypes(_ types: String, of implementation: Implementation,
                        _ cls: RuntimeClass, _ selector: AnySelector) throws(RuntimeError) {
    guard types == implementation.signature.description else {
        throw RuntimeError(.signatureMismatch, cls, selector, classSide: false, expected: implementation.signature,
                           "types \"\(types)\" do not describe the implementation, which is \(implementation.signature)")
    }
}
