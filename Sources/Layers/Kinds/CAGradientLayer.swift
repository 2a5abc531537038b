import DynamicRuntime

/// The shape of a gradient layer's gradient (`CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// The value of the name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Along the line from the start point to the end point; the default.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from the start point to the ellipse the end point's distance from it sizes.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, from the direction of the end point, clockwise.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient (`CAGradientLayer`), between its contents and
/// its sublayers: ``colors`` at ``locations`` (spread evenly when nil), placed by ``startPoint``
/// and ``endPoint`` in unit coordinates of the bounds, shaped by ``type``. Every property is a
/// dynamic member.
open class CAGradientLayer: CALayer {
    /// What the gradient draws, written only by `setGradient(_:_:)`.
    @exclusivity(unchecked) package private(set) final var gradient = GradientValues()

    /// Sets `field` of the gradient, marking the layer changed when it differs.
    final func setGradient<Value: Equatable>(_ field: WritableKeyPath<GradientValues, Value>, _ value: Value) {
        if CALayer.update(&gradient, field, value) { markChanged(.appearance) }
    }

    /// A dynamic member stored at `field` of the gradient, its change running the key's action.
    private static func gradientProperty<Value: Equatable>(_ name: String, _ field: WritableKeyPath<GradientValues, Value>) -> DeclaredProperty<CAGradientLayer, Value> {
        DeclaredProperty(name, of: CAGradientLayer.self, get: { $0.gradient[keyPath: field] }, set: { layer, value in
            let action = layer.actionForChange(of: name)
            layer.setGradient(field, value)
            layer.runAction(action)
        })
    }

    /// `colors` / `setColors:`: the colours, `CGColor`s.
    public static let colorsProperty = DeclaredProperty("colors", of: CAGradientLayer.self, get: { $0.gradient.colors.map { $0 as [Any] } },
                                                        set: { $0.setGradient(\.colors, $1?.compactMap { $0 as? CGColor }) })
    /// `locations` / `setLocations:`: where each colour is, from 0 to 1.
    public static let locationsProperty = gradientProperty("locations", \.locations)
    /// `startPoint` / `setStartPoint:`: where the gradient starts, in unit coordinates.
    public static let startPointProperty = gradientProperty("startPoint", \.startPoint)
    /// `endPoint` / `setEndPoint:`: where it ends, in unit coordinates.
    public static let endPointProperty = gradientProperty("endPoint", \.endPoint)
    /// `type` / `setType:`: its shape.
    public static let typeProperty = gradientProperty("type", \.type)

    open override class var runtimeMembers: [any RuntimeMember] {
        [colorsProperty, locationsProperty, startPointProperty, endPointProperty, typeProperty]
    }

    /// The colours, as `CGColor`s (other values are left out); nil (the default) draws nothing.
    open var colors: [Any]? {
        get { CAGradientLayer.colorsProperty.get(self) }
        set { CAGradientLayer.colorsProperty.set(self, newValue) }
    }

    /// Where each colour is, from 0 to 1, one per colour; nil (the default), or a list of
    /// another count, spreads them evenly.
    open var locations: [NSNumber]? {
        get { CAGradientLayer.locationsProperty.get(self) }
        set { CAGradientLayer.locationsProperty.set(self, newValue) }
    }

    /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0), the top middle,
    /// by default.
    open var startPoint: CGPoint {
        get { CAGradientLayer.startPointProperty.get(self) }
        set { CAGradientLayer.startPointProperty.set(self, newValue) }
    }

    /// Where it ends, in unit coordinates of the bounds; (0.5, 1), the bottom middle, by default.
    open var endPoint: CGPoint {
        get { CAGradientLayer.endPointProperty.get(self) }
        set { CAGradientLayer.endPointProperty.set(self, newValue) }
    }

    /// Its shape; ``CAGradientLayerType/axial`` by default.
    open var type: CAGradientLayerType {
        get { CAGradientLayer.typeProperty.get(self) }
        set { CAGradientLayer.typeProperty.set(self, newValue) }
    }

    override var drawsOwnContent: Bool { !(gradient.colors ?? []).isEmpty }

    override var modelGradient: GradientValues? { gradient }

    override func present(_ shown: ShownState, in copy: CALayer) {
        (copy as? CAGradientLayer)?.gradient = shown.gradient ?? gradient
    }

    package override class func animatedProperty(forKeyPath keyPath: String) -> AnimatedProperty? {
        switch keyPath {
        case "colors":
            AnimatedProperty(read: { .colors(($0.gradient ?? GradientValues()).colors) }, write: { state, value in
                guard state.gradient != nil, case .colors(let colors) = value else { return }
                state.gradient!.colors = colors
            })
        case "startPoint": gradientPoint(\.startPoint)
        case "endPoint": gradientPoint(\.endPoint)
        default: super.animatedProperty(forKeyPath: keyPath)
        }
    }

    private static func gradientPoint(_ field: WritableKeyPath<GradientValues, CGPoint>) -> AnimatedProperty {
        AnimatedProperty(read: { .point(($0.gradient ?? GradientValues())[keyPath: field]) }, write: { state, value in
            guard state.gradient != nil, case .point(let point) = value else { return }
            state.gradient![keyPath: field] = point
        })
    }

    override func drawOwnContent(in context: CGContext, _ shown: ShownState) {
        let values = shown.gradient ?? gradient, bounds = shown.values.bounds
        let locations = values.locations.flatMap { $0.count == values.colors?.count ? $0.map { CGFloat($0.doubleValue) } : nil }
        guard let colors = values.colors, let fill = CGGradient(colors: colors, locations: locations) else { return }
        func place(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = place(values.startPoint), end = place(values.endPoint)
        let shading: GradientShading = switch values.type {
        case .radial: .elliptical(center: start, radii: CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y)))
        case .conic: .conic(center: start, start: atan2(end.y - start.y, end.x - start.x))
        default: .axial(start: start, end: end)
        }
        context.clip(to: bounds)
        // A gradient layer fills its bounds: the end colours go on beyond the ends.
        context.drawGradient(fill, shading, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }
}

/// What a gradient layer draws, with Core Animation's defaults.
package struct GradientValues: Equatable {
    package var colors: [CGColor]?
    package var locations: [NSNumber]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package var type = CAGradientLayerType.axial
}
