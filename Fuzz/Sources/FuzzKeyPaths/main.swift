import DynamicRuntime
import FuzzSupport
import KeyValueObserving

// Key paths: any string, read, set, observed and unobserved on a graph of objects — to-one and
// to-many properties, optionals, sets, a derived key and the collection operators — either works
// or throws a `KeyValueObservingError`, never crashes; once every observation made is removed,
// every object is back on its own class.
runFuzzTarget { input in
    let graph = FzGraph()
    let observer = FzObserver()
    var registrations: [(RuntimeObject, String)] = []
    while !input.isEmpty {
        let root = input.pick(graph.objects)
        let keyPath = input.choice(2) == 0 ? input.string() : FzGraph.keyPath(from: &input)
        switch input.choice(4) {
        case 0:
            let first = try? root.codedValue(forKeyPath: keyPath)
            let second = try? root.codedValue(forKeyPath: keyPath)
            expectInvariant("\(first as Any)" == "\(second as Any)", "two reads of \"\(keyPath)\" differ: \(first as Any), \(second as Any)")
        case 1:
            try? root.setCodedValue(graph.value(from: &input), forKeyPath: keyPath)
        case 2:
            let options = KeyValueObservingOptions(rawValue: Int(input.byte() & 0x0F))
            if (try? root.registerObserver(observer, forKeyPath: keyPath, options: options, context: nil)) != nil {
                registrations.append((root, keyPath))
            }
        default:
            if (try? root.unregisterObserver(observer, forKeyPath: keyPath, context: nil)) != nil {
                let index = registrations.lastIndex { $0.0 === root && $0.1 == keyPath }
                expectInvariant(index != nil, "removed \"\(keyPath)\", which was never registered")
                registrations.remove(at: index!)
            }
        }
    }
    for (root, keyPath) in registrations.reversed() {
        do {
            try root.unregisterObserver(observer, forKeyPath: keyPath, context: nil)
        } catch {
            expectInvariant(false, "could not remove \"\(keyPath)\", registered: \(error)")
        }
    }
    for object in graph.objects {
        expectInvariant(object.dispatchClass === RuntimeClass.of(type(of: object)),
                        "\(object) is left on \(object.dispatchClass.name) with no observation")
    }
    graph.breakCycles()
}
