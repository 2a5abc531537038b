/// The table of runtime classes by Swift type and by name, and the making of mirrors.
enum ClassRegistry {
    private static let mirrors = Locked<[ObjectIdentifier: RuntimeClass], RuntimeLock>([:], guardedBy: Runtime.lock)
    static let byName = Locked<[String: RuntimeClass], RuntimeLock>([:], guardedBy: Runtime.lock)

    /// The mirror of `type`, made (with its superclasses') on first use from the type's
    /// `runtimeMembers` and its `@Dynamic` stored properties.
    static func mirror(of type: RuntimeObject.Type) -> RuntimeClass {
        let id = ObjectIdentifier(type)
        if let existing = mirrors.withLock({ $0[id] }) { return existing }
        // Superclasses first, and the class's own members gathered outside the lock: they are
        // user code and may make selectors.
        let superType = _getSuperclass(type) as? RuntimeObject.Type
        let superMirror = superType.map(mirror(of:))
        let members = ownMembers(of: type, superType: superType)
        let dynamicProperties = ReflectedProperties.reflect(type, superType: superType)
        return Runtime.lock.withLock {
            if let existing = mirrors.value[id] { return existing }
            let fields = (superMirror?.dynamicFields ?? .none).adding(dynamicProperties.map { ($0.offset, $0.record) })
            let cls = RuntimeClass(name: uniqueName(for: type), superclass: superMirror, swiftType: type, isDynamic: false,
                                   dynamicFields: fields)
            superMirror?.subclasses.append(cls)
            cls.admitLocked(members + dynamicProperties.map { $0.record as any RuntimeMember })
            mirrors.value[id] = cls
            byName.value[cls.name] = cls
            return cls
        }
    }

    /// What `type` lists as its own members: nothing when it does not override
    /// `runtimeMembers` (it then returns its superclass's list, already admitted there).
    private static func ownMembers(of type: RuntimeObject.Type, superType: RuntimeObject.Type?) -> [any RuntimeMember] {
        let members = type.runtimeMembers
        guard let superType else { return members }
        let inherited = members.flatMap(\.methodDefinitions).elementsEqual(superType.runtimeMembers.flatMap(\.methodDefinitions)) {
            ObjectIdentifier($0.owner) == ObjectIdentifier($1.owner) && $0.key === $1.key && $0.isClassMethod == $1.isClassMethod
        }
        return inherited ? [] : members
    }

    /// The mirror of `type` if it has been made; `Runtime.lock` held.
    static func existingMirrorLocked(of type: RuntimeObject.Type) -> RuntimeClass? {
        Runtime.lock.assertHeld()
        return mirrors.value[ObjectIdentifier(type)]
    }

    /// The class registered as `name`, else the mirror of a Swift class of that (module-qualified)
    /// name, made now.
    static func lookUp(name: String) -> RuntimeClass? {
        let registered = Runtime.lock.withLock { () -> RuntimeClass? in
            guard let cls = byName.value[name], cls.state != .allocated else { return nil }
            return cls
        }
        if let registered { return registered }
        if let type = _typeByName(name) as? RuntimeObject.Type { return mirror(of: type) }
        // `_typeByName` reads only `Module.Name`: a nested class's qualified name
        // (`Module.Outer.Inner`) is found once its mirror exists. Names are made outside the lock.
        guard name.contains(".") else { return nil }
        let made = mirrors.withLock { Array($0.values) }
        return made.first { _typeName($0.swiftType, qualified: true) == name }
    }

    /// Objective-C names are unqualified; a second Swift class of the same name (another module
    /// or scope) gets its qualified name instead.
    private static func uniqueName(for type: RuntimeObject.Type) -> String {
        let short = String(describing: type)
        if byName.value[short] == nil { return short }
        let qualified = _typeName(type, qualified: true)
        if byName.value[qualified] == nil { return qualified }
        var suffix = 2
        while byName.value["\(qualified)#\(suffix)"] != nil { suffix += 1 }
        return "\(qualified)#\(suffix)"
    }
}

extension RuntimeClass {
    /// Admits a freshly made mirror's own members, recording why each one it cannot admit is
    /// left out. `Runtime.lock` held.
    func admitLocked(_ members: [any RuntimeMember]) {
        Runtime.lock.assertHeld()
        for member in members {
            for definition in member.methodDefinitions {
                let selector = definition.key.selector
                let side = definition.isClassMethod
                guard ObjectIdentifier(definition.owner) == ObjectIdentifier(swiftType) else {
                    definitionProblems.append(RuntimeError(.inadmissibleDefinition, self, selector, classSide: side,
                                                           "declared for \(definition.owner), not \(swiftType): a class lists only its own members"))
                    continue
                }
                do throws(RuntimeError) {
                    try methods(classSide: side).admitLocked(selector, definition.implementation)
                } catch {
                    definitionProblems.append(error)
                }
            }
            for definition in member.propertyDefinitions where ObjectIdentifier(definition.owner) == ObjectIdentifier(swiftType) {
                addPropertyLocked(definition.property)
            }
        }
    }

    /// The recorded problem with `selector` on this class or a superclass, thrown: a change
    /// touching a member the runtime could not admit fails naming it. `Runtime.lock` held.
    func checkDefinitionLocked(_ selector: AnySelector, classSide: Bool) throws(RuntimeError) {
        Runtime.lock.assertHeld()
        var current: RuntimeClass? = self
        while let cls = current {
            if let problem = cls.definitionProblems.first(where: { $0.selector == selector.name && $0.isClassMethod == classSide }) {
                throw problem
            }
            current = cls.superclass
        }
    }

    /// Adds or replaces a declared property; `Runtime.lock` held.
    func addPropertyLocked(_ property: RuntimeProperty) {
        Runtime.lock.assertHeld()
        if properties.updateValue(property, forKey: property.name) == nil {
            propertyOrder.append(property.name)
        }
        Self.propertiesChangedLocked()
    }
}
