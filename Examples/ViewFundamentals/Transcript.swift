import ControlKit

/// What the example prints: numbered sections, indented lines, and views by the names the
/// example gave them (a view it did not name prints as its class).
final class Transcript {
    private var names: [ObjectIdentifier: String] = [:]
    private var sections = 0
    /// The indentation of the next line, in levels of two spaces.
    var depth = 0

    /// Gives `object` the name it prints as, and returns it, so a scene can name views as it
    /// builds them.
    @discardableResult
    func name<Object: AnyObject>(_ object: Object, _ name: String) -> Object {
        names[ObjectIdentifier(object)] = name
        return object
    }

    /// The name `object` prints as.
    func name(of object: AnyObject?) -> String {
        guard let object else { return "nil" }
        return names[ObjectIdentifier(object)] ?? "\(type(of: object))"
    }

    /// Starts a numbered section.
    func section(_ title: String) {
        sections += 1
        depth = 0
        print(sections == 1 ? "" : "\n", terminator: "")
        print("\(sections). \(title)")
        print(String(repeating: "=", count: title.count + 3))
    }

    /// Prints `line` at the current depth; an empty line stays empty.
    func say(_ line: String) {
        print(line.isEmpty ? "" : String(repeating: "  ", count: depth + 1) + line)
    }
}

extension CGPoint {
    /// `(x, y)` without trailing zeros, as the transcript prints points.
    var short: String { "(\(x.short), \(y.short))" }
}

extension CGFloat {
    /// The value without a trailing `.0`.
    var short: String {
        rounded() == self ? String(Int(self)) : "\(self)"
    }
}
