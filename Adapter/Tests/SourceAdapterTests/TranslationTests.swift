import SourceAdapter
import Testing

/// Each idiom's Linux form, and each refusal's place and reason.
@Suite struct TranslationTests {
    /// The Linux form of one file, its header (imports and the first `#sourceLocation`) removed.
    private func adapt(_ source: String, context: [String] = []) -> (text: String, diagnostics: [Diagnostic]) {
        let (files, diagnostics) = SourceAdapter.adapt(files: [("/src/File.swift", source)], context: context)
        let text = files[0].text
        let body = text.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("#sourceLocation(file: \"/src/File.swift\", line: 1)") }.dropFirst()
        return (body.joined(separator: "\n"), diagnostics)
    }

    @Test("Objective-C selector names: unlabeled, labeled first argument, several, getters and setters",
          arguments: [
              ("#selector(tapped)", "AnySelector(\"tapped\")"),
              ("#selector(tapped(_:))", "AnySelector(\"tapped:\")"),
              ("#selector(handle(pan:))", "AnySelector(\"handleWithPan:\")"),
              ("#selector(tableView(_:didSelectRowAt:))", "AnySelector(\"tableView:didSelectRowAt:\")"),
              ("#selector(Foo.move(_:by:))", "AnySelector(\"move:by:\")"),
              ("#selector(getter: Foo.isOn)", "AnySelector(\"isOn\")"),
              ("#selector(setter: Foo.title)", "AnySelector(\"setTitle:\")"),
          ])
    func selectorNames(source: String, expected: String) {
        let (text, diagnostics) = adapt("let s = \(source)")
        #expect(text == "let s = \(expected)")
        #expect(diagnostics.isEmpty)
    }

    @Test("#selector of an unlabeled reference takes the declared method's labels, and @objc(name:) its name")
    func selectorFromTheDeclaration() {
        let (text, _) = adapt("""
        class V: NSObject {
            @objc func handle(pan: Int) {}
            @objc(doIt:) func perform(_ x: Int) {}
            func a() { _ = #selector(handle); _ = #selector(perform(_:)) }
        }
        """)
        #expect(text.contains("_ = AnySelector(\"handleWithPan:\"); _ = AnySelector(\"doIt:\")"))
    }

    @Test("an action in an extension of another module's class is added by its selector's first use")
    func actionsInExtensionsOfOtherModules() {
        let (text, diagnostics) = adapt("""
        extension UIView {
            @objc func pulse(_ sender: Any) {}
            func listen(_ b: UIButton) { b.addTarget(self, action: #selector(pulse(_:)), for: .touchUpInside) }
        }
        let s = #selector(UIView.pulse(_:))
        """)
        #expect(diagnostics.isEmpty)
        #expect(text.contains("action: AnySelector(\"pulse:\", Self.pulse(_:))"))
        #expect(text.contains("let s = AnySelector(\"pulse:\", UIView.pulse(_:))"))
    }

    @Test("#keyPath becomes its string; a leading type name is dropped")
    func keyPaths() {
        #expect(adapt("let k = #keyPath(angle)").text == "let k = \"angle\"")
        #expect(adapt("let k = #keyPath(Person.friend.name)").text == "let k = \"friend.name\"")
    }

    @Test("Foundation's key-path observation is given the key-value coding name of its key path")
    func keyPathObservation() {
        #expect(adapt("let o = account.observe(\\.balance, options: [.new]) { a, c in }").text
                == "let o = account.observe(\\.balance, named: \"balance\", options: [.new]) { a, c in }")
        #expect(adapt("let o = observe(\\Person.friend?.name) { a, c in }").text
                == "let o = observe(\\Person.friend?.name, named: \"friend.name\") { a, c in }")
        #expect(adapt("let o = list.observe(\\.items[0]) { a, c in }").diagnostics.first?.message.contains("subscript") == true)
    }

    @Test("attributes with no Linux meaning are blanked, keeping every column")
    func attributesBlanked() {
        let source = "@objcMembers class A: NSObject {\n    @IBOutlet weak var label: UILabel!\n    @IBAction func tap(_ s: Any) {}\n}"
        let lines = adapt(source).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "             class A: RuntimeObject {")
        #expect(lines[1] == "              weak var label: UILabel!")
        #expect(lines[2] == "              func tap(_ s: Any) {}")
    }

    @Test("@objc dynamic var becomes @Dynamic; @NSManaged a @Dynamic starting at its zero")
    func dynamicProperties() {
        let text = adapt("class L: CALayer {\n    @objc dynamic var title = \"\"\n    @NSManaged var progress: CGFloat\n    @NSManaged var tint: UIColor?\n}").text
        #expect(text.contains("    @Dynamic         var title = \"\""))
        #expect(text.contains("@Dynamic var progress: CGFloat = 0"))
        #expect(text.contains("@Dynamic var tint: UIColor? = nil"))
    }

    @Test("@objc methods are registered in their class, with their types, wherever declared")
    func registrations() {
        let (files, diagnostics) = SourceAdapter.adapt(files: [
            ("/src/A.swift", "class A: NSObject {\n    @objc func ping() {}\n}\n"),
            ("/src/B.swift", "extension A {\n    @objc func add(_ x: Int, to y: Int) -> Int { x + y }\n}\n"),
        ])
        #expect(diagnostics.isEmpty)
        let text = files[0].text
        #expect(text.contains("DeclaredMethod(\"ping\", of: A.self) { (object: A, _: ()) -> Void in object.ping() }"))
        #expect(text.contains("DeclaredMethod(\"add:to:\", of: A.self) { (object: A, arguments: (Int, Int)) -> Int in object.add(arguments.0, to: arguments.1) }"))
        // The registrations map to the class's closing brace, and the brace keeps its line.
        #expect(text.contains("#sourceLocation(file: \"/src/A.swift\", line: 3)\noverride class var runtimeMembers"))
        #expect(text.hasSuffix("#sourceLocation(file: \"/src/A.swift\", line: 3)\n}\n"))
    }

    @Test("an @objc protocol's optional requirements are sent by name, and implementers register them")
    func optionalRequirements() {
        let protocolFile = """
        @objc protocol PickerDelegate: NSObjectProtocol {
            func picked(_ index: Int)
            @objc optional func picker(_ picker: Picker, titleFor index: Int) -> String
        }
        """
        let (files, diagnostics) = SourceAdapter.adapt(files: [
            ("/src/P.swift", protocolFile),
            ("/src/C.swift", "class C { weak var delegate: PickerDelegate?\n    func t() -> String { delegate?.picker?(self, titleFor: 1) ?? \"\" } }"),
            ("/src/D.swift", "class D: NSObject, PickerDelegate {\n    func picked(_ index: Int) {}\n    func picker(_ picker: Picker, titleFor index: Int) -> String { \"\" }\n}"),
        ])
        #expect(diagnostics.isEmpty)
        #expect(files[0].text.contains("protocol PickerDelegate: AnyObject"))
        #expect(!files[0].text.contains("optional"))
        // The file keeps its lines, after its one header line.
        #expect(files[0].text.split(separator: "\n", omittingEmptySubsequences: false).count == protocolFile.split(separator: "\n").count + 1)
        #expect(files[1].text.contains("OptionalRequirement<(Picker, Int), String>(\"picker:titleFor:\").send(to: delegate, (self, 1)) ?? \"\""))
        #expect(files[2].text.contains("DeclaredMethod(\"picker:titleFor:\", of: D.self)"))
        #expect(files[2].text.contains("DeclaredMethod(\"picked:\", of: D.self)"))
    }

    @Test("an optional requirement of a dependency's protocol is known from the context files")
    func requirementsFromTheContext() {
        let context = "@objc protocol Sink { @objc optional func drain() }"
        let text = adapt("func f(s: Sink?) { s?.drain?() }", context: [context]).text
        #expect(text == "func f(s: Sink?) { OptionalRequirement<(), Void>(\"drain\").send(to: s, ()) }")
    }

    @Test("an override in an extension moves into its class's body, mapped to its own lines")
    func overridesInExtensions() {
        let (files, diagnostics) = SourceAdapter.adapt(files: [
            ("/src/V.swift", "class V: UIView {\n}\n"),
            ("/src/V+Delegate.swift", "extension V: UIGestureRecognizerDelegate {\n    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }\n}\n"),
        ])
        #expect(diagnostics.isEmpty)
        #expect(files[0].text.contains("#sourceLocation(file: \"/src/V+Delegate.swift\", line: 2)\noverride func gestureRecognizerShouldBegin"))
        #expect(!files[1].text.contains("override"))
        // The extension's file keeps its three lines, after its one header line.
        #expect(files[1].text.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
    }

    @Test("what is not translated is refused at its line, with the reason",
          arguments: [
              ("class A: NSObject {\n    @objc dynamic var n: Int { 1 }\n}", 2, "computed property"),
              ("extension UIView {\n    override func layoutSubviews() {}\n}", 2, "which this target does not declare"),
              ("class L: CALayer {\n    @NSManaged var shape: Shape\n}", 2, "no zero value"),
              ("@objc protocol P {\n    @objc optional var n: Int { get }\n}", 2, "optional property requirement"),
              ("class A {\n    @objc func f() {}\n}", 3, "no superclass"),
              ("class A: NSObject {\n    @objc dynamic func f() {}\n}", 2, "'dynamic' on a method"),
          ])
    func refusals(source: String, line: Int, reason: String) {
        let diagnostics = adapt(source).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.file == "/src/File.swift")
        #expect(diagnostics.first?.line == line)
        #expect(diagnostics.first?.message.contains(reason) == true)
        #expect(diagnostics.first?.description.hasPrefix("/src/File.swift:\(line):") == true)
    }
}
