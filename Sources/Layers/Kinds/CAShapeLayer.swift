import DynamicRuntime

/// A layer that draws a path (`CAShapeLayer`): filled, then stroked, between its contents and its
/// sublayers, in its coordinates. The path is not clipped to the bounds (unless the layer masks
/// to them), so a shape layer with zero bounds draws its whole path around its position.
///
/// The stroke can be dashed (``lineDashPattern``, ``lineDashPhase``) and drawn only between two
/// fractions of the path's length (``strokeStart``, ``strokeEnd``): a progress ring is a circle
/// with a ``strokeEnd`` of the progress. Dashes stay where they are on the path as the stretch
/// changes. Every property is a dynamic member.
open class CAShapeLayer: CALayer {
    /// What the shape draws, written only by `setShape(_:_:)`.
    @exclusivity(unchecked) package private(set) final var shape = ShapeValues()

    /// Sets `field` of the shape, marking the layer changed when it differs.
    final func setShape<Value: Equatable>(_ field: WritableKeyPath<ShapeValues, Value>, _ value: Value) {
        if CALayer.update(&shape, field, value) { markChanged(.appearance) }
    }

    /// A dynamic member stored at `field` of the shape, with what the setter makes of a value,
    /// its change running the key's action.
    private static func shapeProperty<Value: Equatable>(_ name: String, _ field: WritableKeyPath<ShapeValues, Value>,
                                                        _ valid: @escaping (Value) -> Value = { $0 }) -> DeclaredProperty<CAShapeLayer, Value> {
        DeclaredProperty(name, of: CAShapeLayer.self, get: { $0.shape[keyPath: field] }, set: { layer, value in
            let action = layer.actionForChange(of: name)
            layer.setShape(field, valid(value))
            layer.runAction(action)
        })
    }

    /// `path` / `setPath:`: the shape, in the layer's coordinates.
    public static let pathProperty = shapeProperty("path", \.path)
    /// `fillColor` / `setFillColor:`: the fill's colour, opaque black by default; nil fills nothing.
    public static let fillColorProperty = shapeProperty("fillColor", \.fillColor)
    /// `fillRule` / `setFillRule:`: what is inside the path.
    public static let fillRuleProperty = shapeProperty("fillRule", \.fillRule)
    /// `strokeColor` / `setStrokeColor:`: the stroke's colour, none by default.
    public static let strokeColorProperty = shapeProperty("strokeColor", \.strokeColor)
    /// `lineWidth` / `setLineWidth:`: the stroke's width, 1 by default; negative is taken as 0.
    public static let lineWidthProperty = shapeProperty("lineWidth", \.lineWidth) { $0.isFinite ? max($0, 0) : 1 }
    /// `lineCap` / `setLineCap:`: how open subpaths end.
    public static let lineCapProperty = shapeProperty("lineCap", \.lineCap)
    /// `lineJoin` / `setLineJoin:`: how the stroke turns corners.
    public static let lineJoinProperty = shapeProperty("lineJoin", \.lineJoin)
    /// `miterLimit` / `setMiterLimit:`: the longest miter join over the line width, 10 by default.
    public static let miterLimitProperty = shapeProperty("miterLimit", \.miterLimit) { $0.isFinite ? $0 : 10 }
    /// `lineDashPattern` / `setLineDashPattern:`: the dashes' painted and unpainted lengths, alternately.
    public static let lineDashPatternProperty = shapeProperty("lineDashPattern", \.lineDashPattern)
    /// `lineDashPhase` / `setLineDashPhase:`: how far into the pattern the stroke starts.
    public static let lineDashPhaseProperty = shapeProperty("lineDashPhase", \.lineDashPhase) { $0.isFinite ? $0 : 0 }
    /// `strokeStart` / `setStrokeStart:`: where the stroke starts, as a fraction of the path's length, clamped to 0...1.
    public static let strokeStartProperty = shapeProperty("strokeStart", \.strokeStart) { $0.isFinite ? min(max($0, 0), 1) : 0 }
    /// `strokeEnd` / `setStrokeEnd:`: where the stroke ends, as a fraction of the path's length, clamped to 0...1.
    public static let strokeEndProperty = shapeProperty("strokeEnd", \.strokeEnd) { $0.isFinite ? min(max($0, 0), 1) : 1 }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            pathProperty, fillColorProperty, fillRuleProperty, strokeColorProperty, lineWidthProperty, lineCapProperty,
            lineJoinProperty, miterLimitProperty, lineDashPatternProperty, lineDashPhaseProperty, strokeStartProperty,
            strokeEndProperty,
        ]
    }

    /// The shape, in the layer's coordinates; nil (the default) draws nothing.
    open var path: CGPath? {
        get { CAShapeLayer.pathProperty.get(self) }
        set { CAShapeLayer.pathProperty.set(self, newValue) }
    }

    /// The colour the path is filled with; opaque black by default, nil fills nothing.
    open var fillColor: CGColor? {
        get { CAShapeLayer.fillColorProperty.get(self) }
        set { CAShapeLayer.fillColorProperty.set(self, newValue) }
    }

    /// What is inside the path; ``CAShapeLayerFillRule/nonZero`` by default.
    open var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayer.fillRuleProperty.get(self) }
        set { CAShapeLayer.fillRuleProperty.set(self, newValue) }
    }

    /// The colour the path is stroked with; nil (the default) strokes nothing.
    open var strokeColor: CGColor? {
        get { CAShapeLayer.strokeColorProperty.get(self) }
        set { CAShapeLayer.strokeColorProperty.set(self, newValue) }
    }

    /// The stroke's width in the layer's coordinates, 1 by default.
    open var lineWidth: CGFloat {
        get { CAShapeLayer.lineWidthProperty.get(self) }
        set { CAShapeLayer.lineWidthProperty.set(self, newValue) }
    }

    /// How open subpaths and dashes end; ``CAShapeLayerLineCap/butt`` by default.
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayer.lineCapProperty.get(self) }
        set { CAShapeLayer.lineCapProperty.set(self, newValue) }
    }

    /// How the stroke turns corners; ``CAShapeLayerLineJoin/miter`` by default.
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayer.lineJoinProperty.get(self) }
        set { CAShapeLayer.lineJoinProperty.set(self, newValue) }
    }

    /// The longest miter join, as its length over the line width; 10 by default.
    open var miterLimit: CGFloat {
        get { CAShapeLayer.miterLimitProperty.get(self) }
        set { CAShapeLayer.miterLimitProperty.set(self, newValue) }
    }

    /// The dash pattern: painted and unpainted lengths, alternately, restarting at each subpath;
    /// nil (the default) strokes solid, as does a pattern with a negative length or only zeros.
    open var lineDashPattern: [NSNumber]? {
        get { CAShapeLayer.lineDashPatternProperty.get(self) }
        set { CAShapeLayer.lineDashPatternProperty.set(self, newValue) }
    }

    /// How far into the dash pattern the stroke starts; 0 by default.
    open var lineDashPhase: CGFloat {
        get { CAShapeLayer.lineDashPhaseProperty.get(self) }
        set { CAShapeLayer.lineDashPhaseProperty.set(self, newValue) }
    }

    /// Where the stroke starts, as a fraction of the path's whole length; 0 by default.
    open var strokeStart: CGFloat {
        get { CAShapeLayer.strokeStartProperty.get(self) }
        set { CAShapeLayer.strokeStartProperty.set(self, newValue) }
    }

    /// Where the stroke ends, as a fraction of the path's whole length; 1 by default. A stroke
    /// whose end is not past its start draws nothing.
    open var strokeEnd: CGFloat {
        get { CAShapeLayer.strokeEndProperty.get(self) }
        set { CAShapeLayer.strokeEndProperty.set(self, newValue) }
    }

    override var drawsOwnContent: Bool { shape.path != nil }

    /// The path's box, grown by how far the stroke can reach past it: half the width, or the
    /// miter limit's share of it at a sharp corner.
    override func ownContentExtent(_ shown: ShownState) -> CGRect {
        let shape = shown.shape ?? self.shape
        guard let path = shape.path else { return shown.values.bounds }
        let box = path.boundingBox
        guard shape.strokeColor != nil, shape.lineWidth > 0 else { return box }
        let reach = shape.lineWidth / 2 * max(shape.miterLimit, 1.5)
        return box.insetBy(dx: -reach, dy: -reach)
    }

    override var modelShape: ShapeValues? { shape }

    override func present(_ shown: ShownState, in copy: CALayer) {
        (copy as? CAShapeLayer)?.shape = shown.shape ?? shape
    }

    package override class func animatedProperty(forKeyPath keyPath: String) -> AnimatedProperty? {
        switch keyPath {
        case "path": shapeProperty(\.path, AnimatableValue.path) { if case .path(let path) = $0 { path } else { nil } }
        case "fillColor": shapeProperty(\.fillColor, AnimatableValue.color) { if case .color(let color) = $0 { color } else { nil } }
        case "strokeColor": shapeProperty(\.strokeColor, AnimatableValue.color) { if case .color(let color) = $0 { color } else { nil } }
        case "lineWidth": shapeScalar(\.lineWidth)
        case "miterLimit": shapeScalar(\.miterLimit)
        case "lineDashPhase": shapeScalar(\.lineDashPhase)
        case "strokeStart": shapeScalar(\.strokeStart)
        case "strokeEnd": shapeScalar(\.strokeEnd)
        default: super.animatedProperty(forKeyPath: keyPath)
        }
    }

    /// An animated property of the shape: `wrap` makes its value animatable, `unwrap` takes it back.
    private static func shapeProperty<Value>(_ field: WritableKeyPath<ShapeValues, Value>, _ wrap: @escaping (Value) -> AnimatableValue,
                                             _ unwrap: @escaping (AnimatableValue) -> Value?) -> AnimatedProperty {
        AnimatedProperty(read: { wrap(($0.shape ?? ShapeValues())[keyPath: field]) }, write: { state, value in
            guard state.shape != nil, let value = unwrap(value) else { return }
            state.shape![keyPath: field] = value
        })
    }

    private static func shapeScalar(_ field: WritableKeyPath<ShapeValues, CGFloat>) -> AnimatedProperty {
        shapeProperty(field, AnimatableValue.scalar) { if case .scalar(let value) = $0 { value } else { nil } }
    }

    override func drawOwnContent(in context: CGContext, _ shown: ShownState) {
        let shape = shown.shape ?? self.shape
        guard let path = shape.path else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            context.setFillColor(fill)
            context.addPath(path)
            context.fillPath(using: shape.fillRule.pathFillRule)
        }
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, shape.strokeEnd > shape.strokeStart else { return }
        context.setStrokeColor(stroke)
        context.setLineWidth(shape.lineWidth)
        context.setLineCap(shape.lineCap.lineCap)
        context.setLineJoin(shape.lineJoin.lineJoin)
        context.setMiterLimit(shape.miterLimit)
        context.setLineDash(phase: shape.lineDashPhase, lengths: (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
        context.addPath(path)
        context.strokePath(from: shape.strokeStart, to: shape.strokeEnd)
    }
}

/// What a shape layer draws, with Core Animation's defaults.
package struct ShapeValues {
    package var path: CGPath?
    package var fillColor: CGColor? = .black
    package var fillRule = CAShapeLayerFillRule.nonZero
    package var strokeColor: CGColor?
    package var lineWidth: CGFloat = 1
    package var lineCap = CAShapeLayerLineCap.butt
    package var lineJoin = CAShapeLayerLineJoin.miter
    package var miterLimit: CGFloat = 10
    package var lineDashPattern: [NSNumber]?
    package var lineDashPhase: CGFloat = 0
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1
}
