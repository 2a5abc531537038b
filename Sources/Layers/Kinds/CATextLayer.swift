import DynamicRuntime
import Foundation

/// A layer that draws a string (`CATextLayer`): its ``string`` in ``font`` at ``fontSize`` and
/// ``foregroundColor``, from the top of its bounds, each line placed by ``alignmentMode``,
/// wrapped at the bounds' width when ``isWrapped``, cut with an ellipsis by ``truncationMode``.
/// The text is clipped to the bounds and drawn between the contents and the sublayers.
///
/// Every face is the built-in font (bold for a bold or semibold name); the font's own size is
/// not used, as in Core Animation: ``fontSize`` is. An attributed string shows its characters
/// in the layer's font and colour.
///
/// Core Animation draws the text into a backing store at ``CALayer/contentsScale``, so iOS code
/// sets that to the screen's scale; here the text is drawn at the resolution it is rendered
/// at, whatever the contents scale. Every property is a dynamic member; ``fontSize`` and
/// ``foregroundColor`` animate.
open class CATextLayer: CALayer {
    /// What the layer draws, written only by `setText(_:_:)`.
    @exclusivity(unchecked) package private(set) final var text = TextValues()

    /// The layout last drawn, and what it was made for.
    private final var laidOut: (key: TextValues.LayoutKey, layout: TextLayout)?

    /// Sets `field` of the text, marking the layer changed when it differs.
    final func setText<Value: Equatable>(_ field: WritableKeyPath<TextValues, Value>, _ value: Value) {
        if CALayer.update(&text, field, value) { markChanged(.appearance) }
    }

    /// A dynamic member stored at `field` of the text, with what the setter makes of a value,
    /// its change running the key's action.
    private static func textProperty<Value: Equatable>(_ name: String, getterName: String? = nil, _ field: WritableKeyPath<TextValues, Value>,
                                                       _ valid: @escaping (Value) -> Value = { $0 }) -> DeclaredProperty<CATextLayer, Value> {
        DeclaredProperty(name, of: CATextLayer.self, getterName: getterName, get: { $0.text[keyPath: field] }, set: { layer, value in
            let action = layer.actionForChange(of: name)
            layer.setText(field, valid(value))
            layer.runAction(action)
        })
    }

    /// `string` / `setString:`: the text, a `String` or an `NSAttributedString`; anything else
    /// is refused, reported as a runtime issue, and the string left as it was.
    public static let stringProperty = DeclaredProperty("string", of: CATextLayer.self, get: { $0.text.string?.value }, set: { layer, value in
        guard let value else { return layer.setText(\.string, nil) }
        guard let string = TextLayerString(value) else {
            return RuntimeIssues.report(RuntimeIssue("-[\(type(of: layer)) setString:]: a \(type(of: value)) is not a string; a text layer shows a String or an NSAttributedString"))
        }
        layer.setText(\.string, string)
    })
    /// `font` / `setFont:`: the font, a font or its name; nil sets the default, Helvetica, and
    /// anything else is refused, reported as a runtime issue, and the font left as it was.
    public static let fontProperty = DeclaredProperty("font", of: CATextLayer.self, get: { $0.text.font.object }, set: { layer, value in
        guard let value else { return layer.setText(\.font, .helvetica) }
        guard let font = TextLayerFont(value) else {
            return RuntimeIssues.report(RuntimeIssue("-[\(type(of: layer)) setFont:]: a \(type(of: value)) is not a font; a text layer takes a font or a font's name"))
        }
        layer.setText(\.font, font)
    })
    /// `fontSize` / `setFontSize:`: the text's size in points, 36 by default; negative is taken as 0.
    public static let fontSizeProperty = textProperty("fontSize", \.fontSize) { $0.isFinite ? max($0, 0) : 36 }
    /// `foregroundColor` / `setForegroundColor:`: the text's colour, opaque white by default.
    public static let foregroundColorProperty = textProperty("foregroundColor", \.foregroundColor)
    /// `wrapped` / `setWrapped:` (getter `isWrapped`): whether lines wrap at the bounds' width.
    public static let wrappedProperty = textProperty("wrapped", getterName: "isWrapped", \.isWrapped)
    /// `alignmentMode` / `setAlignmentMode:`: where each line sits across the bounds.
    public static let alignmentModeProperty = textProperty("alignmentMode", \.alignmentMode)
    /// `truncationMode` / `setTruncationMode:`: where text that does not fit is cut.
    public static let truncationModeProperty = textProperty("truncationMode", \.truncationMode)

    open override class var runtimeMembers: [any RuntimeMember] {
        [stringProperty, fontProperty, fontSizeProperty, foregroundColorProperty, wrappedProperty, alignmentModeProperty,
         truncationModeProperty]
    }

    /// The text: a `String` or an `NSAttributedString`; nil (the default) draws nothing.
    open var string: Any? {
        get { CATextLayer.stringProperty.get(self) }
        set { CATextLayer.stringProperty.set(self, newValue) }
    }

    /// The font, as set: a font (a `UIFont`) or a font's name; nil (the default) draws in
    /// Helvetica. Only its face is used, not its size: see ``fontSize``.
    open var font: AnyObject? {
        get { CATextLayer.fontProperty.get(self) }
        set { CATextLayer.fontProperty.set(self, newValue) }
    }

    /// The text's size in points; 36 by default.
    open var fontSize: CGFloat {
        get { CATextLayer.fontSizeProperty.get(self) }
        set { CATextLayer.fontSizeProperty.set(self, newValue) }
    }

    /// The text's colour; opaque white by default, nil draws nothing.
    open var foregroundColor: CGColor? {
        get { CATextLayer.foregroundColorProperty.get(self) }
        set { CATextLayer.foregroundColorProperty.set(self, newValue) }
    }

    /// Whether lines wrap at the bounds' width; false (the default) breaks them only at newlines.
    open var isWrapped: Bool {
        get { CATextLayer.wrappedProperty.get(self) }
        set { CATextLayer.wrappedProperty.set(self, newValue) }
    }

    /// Where each line sits across the bounds; ``CATextLayerAlignmentMode/natural`` by default.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayer.alignmentModeProperty.get(self) }
        set { CATextLayer.alignmentModeProperty.set(self, newValue) }
    }

    /// Where text that does not fit is cut with an ellipsis: the last line wider than the bounds
    /// or, when wrapped, the last line that fits in their height; ``CATextLayerTruncationMode/none``
    /// (the default) lets the bounds clip.
    open var truncationMode: CATextLayerTruncationMode {
        get { CATextLayer.truncationModeProperty.get(self) }
        set { CATextLayer.truncationModeProperty.set(self, newValue) }
    }

    override var drawsOwnContent: Bool { !(text.string?.text.isEmpty ?? true) }

    override var modelText: TextValues? { text }

    override func present(_ shown: ShownState, in copy: CALayer) {
        (copy as? CATextLayer)?.text = shown.text ?? text
    }

    package override class func animatedProperty(forKeyPath keyPath: String) -> AnimatedProperty? {
        switch keyPath {
        case "fontSize":
            AnimatedProperty(read: { .scalar(($0.text ?? TextValues()).fontSize) }, write: { state, value in
                guard state.text != nil, case .scalar(let size) = value else { return }
                state.text!.fontSize = max(size, 0)
            })
        case "foregroundColor":
            AnimatedProperty(read: { .color(($0.text ?? TextValues()).foregroundColor) }, write: { state, value in
                guard state.text != nil, case .color(let color) = value else { return }
                state.text!.foregroundColor = color
            })
        default: super.animatedProperty(forKeyPath: keyPath)
        }
    }

    override func drawOwnContent(in context: CGContext, _ shown: ShownState) {
        let text = shown.text ?? self.text, bounds = shown.values.bounds
        guard let color = text.foregroundColor, color.alpha > 0, let key = text.layoutKey(in: bounds.size) else { return }
        let layout: TextLayout
        if let laidOut, laidOut.key == key {
            layout = laidOut.layout
        } else {
            layout = key.layout()
            laidOut = (key, layout)
        }
        context.clip(to: bounds)
        layout.draw(in: bounds, alignment: text.alignmentMode.lineAlignment, centredVertically: false, color: color, context: context)
    }
}

/// What a text layer draws, with Core Animation's defaults.
package struct TextValues: Equatable {
    package var string: TextLayerString?
    package var font = TextLayerFont.helvetica
    package var fontSize: CGFloat = 36
    package var foregroundColor: CGColor? = .white
    package var isWrapped = false
    package var alignmentMode = CATextLayerAlignmentMode.natural
    package var truncationMode = CATextLayerTruncationMode.none

    /// Everything a layout depends on.
    struct LayoutKey: Equatable {
        let text: String, face: BuiltInFont, size: CGSize, isWrapped: Bool, truncation: TextTruncation

        func layout() -> TextLayout {
            // Wrapped text cut by a truncation mode keeps the lines that fit in the height.
            let fitting = isWrapped && truncation != .none ? max(Int(size.height / face.lineHeight), 1) : 0
            return TextLayout(text, font: face, width: size.width, maximumLines: fitting,
                              wrapping: isWrapped ? .words : .newlines, truncation: truncation)
        }
    }

    /// The layout's key in bounds of `size`; nil when there is no text.
    func layoutKey(in size: CGSize) -> LayoutKey? {
        guard let text = string?.text, !text.isEmpty else { return nil }
        return LayoutKey(text: text, face: BuiltInFont(named: font.name, pointSize: fontSize), size: size, isWrapped: isWrapped,
                         truncation: truncationMode.truncation)
    }
}
