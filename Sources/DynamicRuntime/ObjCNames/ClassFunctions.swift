// The <objc/runtime.h> class functions, as thin wrappers over `RuntimeClass` and
// `RuntimeObject`, so Objective-C code ports line for line. Where Objective-C returns nil or
// NO for a misuse, these throw a `RuntimeError` naming the class.

/// The class's name. A mirror's is its Swift class's short name (`MyView`) unless another class
/// already has that: then it is module-qualified (`MyModule.Outer.MyView`), suffixed `#2`, `#3`…
/// if that is taken too.
public func class_getName(_ cls: RuntimeClass) -> String { cls.name }

/// The superclass; nil for the root class.
public func class_getSuperclass(_ cls: RuntimeClass) -> RuntimeClass? { cls.superclass }

/// The object's dispatch class (its `isa`), which may be a dynamic subclass that `-class` hides.
public func object_getClass(_ object: RuntimeObject) -> RuntimeClass { object.dispatchClass }

/// A class's class: its metaclass, whose instance methods are the class's class methods, so
/// `class_addMethod(object_getClass(cls), …)` adds a class method as in Objective-C.
public func object_getClass(_ cls: RuntimeClass) -> RuntimeClass { cls.metaclass }

/// Whether `cls` is a metaclass.
public func class_isMetaClass(_ cls: RuntimeClass) -> Bool { cls.isMetaclass }

/// The registered class named `name`. Mirrors are made on first use, so unlike Objective-C this
/// also finds a Swift class by its module-qualified name (`"MyModule.MyView"`) before first use.
/// A nested class (`"MyModule.Outer.Inner"`) is found by its qualified name only once its mirror
/// exists: Swift's own lookup by name reads `Module.Name` alone.
public func objc_getClass(_ name: String) -> RuntimeClass? { ClassRegistry.lookUp(name: name) }

/// Allocates a dynamic subclass; throws `duplicateClassName` where Objective-C returns nil.
/// There are no extra bytes: dynamic subclasses add no storage (use associated objects).
public func objc_allocateClassPair(_ superclass: RuntimeClass, _ name: String) throws(RuntimeError) -> RuntimeClass {
    try RuntimeClass.allocateSubclass(of: superclass, named: name)
}

/// Registers an allocated class so objects can take it.
public func objc_registerClassPair(_ cls: RuntimeClass) throws(RuntimeError) { try cls.register() }

/// Disposes of a dynamic class; throws `classInUse` while it has instances or subclasses
/// (Objective-C leaves that undefined).
public func objc_disposeClassPair(_ cls: RuntimeClass) throws(RuntimeError) { try cls.dispose() }

/// Sets the object's dispatch class and returns the old one; throws `invalidClassChange` for a
/// class the object's Swift type cannot be (Objective-C allows any class and crashes later), and
/// `hookConflict` for a class that would drop the object's instance hooks (use
/// ``RuntimeObject/setClassBeneathHooks(_:)``). See ``RuntimeObject/setDispatchClass(_:)``.
@discardableResult
public func object_setClass(_ object: RuntimeObject, _ cls: RuntimeClass) throws(RuntimeError) -> RuntimeClass {
    try object.setDispatchClass(cls)
}

/// Sets the object's dispatch class to the class of the Swift type `type`, as Objective-C code
/// passes `MyClass.self`; as ``object_setClass(_:_:)-(_,RuntimeClass)``, a Swift subclass of the
/// object's type throws, its message naming the forms that work.
@discardableResult
public func object_setClass(_ object: RuntimeObject, _ type: RuntimeObject.Type) throws(RuntimeError) -> RuntimeClass {
    try object.setDispatchClass(RuntimeClass.of(type))
}

/// The declared property `name`, own or inherited.
public func class_getProperty(_ cls: RuntimeClass, _ name: String) -> RuntimeProperty? { cls.property(named: name) }

/// The class's own declared properties.
public func class_copyPropertyList(_ cls: RuntimeClass) -> [RuntimeProperty] { cls.ownProperties }

/// Declares a property; false if the class or a superclass already declares one of that name.
@discardableResult
public func class_addProperty(_ cls: RuntimeClass, _ name: String, _ attributes: PropertyAttributes) -> Bool {
    cls.addProperty(RuntimeProperty(name: name, attributes: attributes))
}
