/// The table of runtime classes by Swift type and by name, and the making of mirrors.
enum ClassRegistry {
    // Guarded by `Runtime.lock`.
    nonisolated(unsafe) private static var mirrors: [ObjectIdentifier: RuntimeClass] = [:]
    nonisolated(unsafe) static var byName: [String: RuntimeClass] = [:]

    /// The mirror of `type`, made (with its superclasses') on first use from the type's
    /// `runtimeMethods` and `runtimeProperties`.
    static func mirror(of type: RuntimeObject.Type) -> RuntimeClass {
        let id = ObjectIdentifier(type)
        if let existing = Runtime.lock.withLock({ mirrors[id] }) { return existing }
        // Superclasses first, and the class's own definitions gathered outside the lock: they are
        // user code and may make selectors.
        let superMirror = (_getSuperclass(type) as? RuntimeObject.Type).map(mirror(of:))
        let methods = type.runtimeMethods.filter { $0.owner == id }
        let properties = type.runtimeProperties.filter { $0.owner == id }
        return Runtime.lock.withLock {
            if let existing = mirrors[id] { return existing }
            let cls = RuntimeClass(name: uniqueName(for: type), superclass: superMirror, swiftType: type, isDynamic: false)
            for definition in methods {
                let table = cls.methods(classSide: definition.isClassMethod)
                // A selector listed twice keeps its first definition rather than trapping. What
                // `class_addMethod` refuses is left out: a selector inherited with another
                // signature, or an implementation needing other receivers (a subclass's, or an
                // instance method's listed as a class method), which would be handed objects it
                // was not written for. (The declaring class's own sends then run its base
                // implementation.)
                guard table.methods[definition.key.selector] == nil,
                      table.findLocked(definition.key.selector).map({ $0.key === definition.key }) ?? true,
                      (try? table.checkPlacement(of: definition.implementation, for: definition.key.selector)) != nil
                else { continue }
                table.addLocked(RuntimeMethod(key: definition.key, implementation: definition.implementation, table: table))
            }
            for definition in properties {
                cls.addPropertyLocked(definition.property)
            }
            superMirror?.subclasses.append(cls)
            mirrors[id] = cls
            byName[cls.name] = cls
            return cls
        }
    }

    /// The mirror of `type` if it has been made; `Runtime.lock` held.
    static func existingMirrorLocked(of type: RuntimeObject.Type) -> RuntimeClass? {
        mirrors[ObjectIdentifier(type)]
    }

    /// The class registered as `name`, else the mirror of a Swift class of that (module-qualified)
    /// name, made now.
    static func lookUp(name: String) -> RuntimeClass? {
        let registered = Runtime.lock.withLock { () -> RuntimeClass? in
            guard let cls = byName[name], cls.state != .allocated else { return nil }
            return cls
        }
        if let registered { return registered }
        if let type = _typeByName(name) as? RuntimeObject.Type { return mirror(of: type) }
        // `_typeByName` reads only `Module.Name`: a nested class's qualified name
        // (`Module.Outer.Inner`) is found once its mirror exists. Names are made outside the lock.
        guard name.contains(".") else { return nil }
        let made = Runtime.lock.withLock { Array(mirrors.values) }
        return made.first { _typeName($0.swiftType, qualified: true) == name }
    }

    /// Objective-C names are unqualified; a second Swift class of the same name (another module
    /// or scope) gets its qualified name instead.
    private static func uniqueName(for type: RuntimeObject.Type) -> String {
        let short = String(describing: type)
        if byName[short] == nil { return short }
        let qualified = _typeName(type, qualified: true)
        if byName[qualified] == nil { return qualified }
        var suffix = 2
        while byName["\(qualified)#\(suffix)"] != nil { suffix += 1 }
        return "\(qualified)#\(suffix)"
    }
}

extension RuntimeClass {
    /// Adds or replaces a declared property; `Runtime.lock` held.
    func addPropertyLocked(_ property: RuntimeProperty) {
        if properties.updateValue(property, forKey: property.name) == nil {
            propertyOrder.append(property.name)
        }
    }
}
