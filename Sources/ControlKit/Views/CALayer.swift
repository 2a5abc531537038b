import DynamicRuntime

/// What a view draws into and how it is composited (`CALayer`): corner radius, masking, a mask
/// layer and a border. Every property is a declared property, so key-value observing, swizzles
/// and hooks see it.
///
/// A view's layer is made by the view's `init` (see ``UIView/layerClass``) and has the view as
/// its ``delegate``. As in UIKit, geometry lives in the layer: the view's frame, bounds and center
/// setters send the layer's `setBounds:` and `setPosition:`, so a layer subclass or an observer
/// of the layer's `bounds` sees every change, the first frame included. The layer's ``bounds``,
/// ``position`` and ``frame`` are the view's bounds, center and frame, and ``masksToBounds`` is
/// the view's `clipsToBounds`; setting them on the layer changes the view without going through
/// the view's setters (UIKit does the same), though a size change still marks the view for
/// layout. A layer without a view keeps its own.
open class CALayer: RuntimeObject {
    /// The view this layer backs (UIKit makes the view the layer's delegate); not retained.
    public internal(set) weak var delegate: UIView?

    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    private var ownMasksToBounds = false
    var storedCornerRadius: CGFloat = 0
    var storedMask: CALayer?
    var storedBorderWidth: CGFloat = 0
    var storedBorderColor: UIColor? = .black
    var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var storedTransform = CGAffineTransform.identity {
        didSet { isTransformed = !storedTransform.isIdentity }
    }
    /// Whether ``storedTransform`` is not the identity: checked on every conversion.
    private(set) var isTransformed = false

    /// A layer with zero bounds, no border and a black border colour, as Core Animation's.
    public required override init() {
        super.init()
    }

    // MARK: Dynamic members

    /// `bounds` / `setBounds:`: the layer's own coordinate rectangle (the view's bounds for a view's layer).
    public static let boundsProperty = DeclaredProperty("bounds", of: CALayer.self, get: { $0.boundsBody }, set: { $0.setBoundsBody($1) })
    /// `position` / `setPosition:`: where the layer sits in its superlayer (the view's center).
    public static let positionProperty = DeclaredProperty("position", of: CALayer.self, get: { $0.positionBody }, set: { $0.setPositionBody($1) })
    /// `frame` / `setFrame:`: position and bounds as one rectangle in the superlayer.
    public static let frameProperty = DeclaredProperty("frame", of: CALayer.self, get: { $0.frameBody }, set: { $0.setFrameBody($1) })
    /// `masksToBounds` / `setMasksToBounds:`: clipping to the bounds (the view's clipsToBounds).
    public static let masksToBoundsProperty = DeclaredProperty("masksToBounds", of: CALayer.self,
                                                               get: { $0.masksToBoundsBody }, set: { $0.setMasksToBoundsBody($1) })
    /// `cornerRadius` / `setCornerRadius:`: the rounded corners' radius.
    public static let cornerRadiusProperty = DeclaredProperty("cornerRadius", of: CALayer.self,
                                                              get: { $0.storedCornerRadius }, set: { $0.storedCornerRadius = max($1, 0) })
    /// `mask` / `setMask:`: the layer whose alpha masks this one.
    public static let maskProperty = DeclaredProperty("mask", of: CALayer.self, get: { $0.storedMask }, set: { $0.setMaskBody($1) })
    /// `borderWidth` / `setBorderWidth:`: the border's width.
    public static let borderWidthProperty = DeclaredProperty("borderWidth", of: CALayer.self,
                                                             get: { $0.storedBorderWidth }, set: { $0.storedBorderWidth = max($1, 0) })
    /// `borderColor` / `setBorderColor:`: the border's colour.
    public static let borderColorProperty = DeclaredProperty("borderColor", of: CALayer.self,
                                                             get: { $0.storedBorderColor }, set: { $0.storedBorderColor = $1 })

    /// `anchorPoint` / `setAnchorPoint:`: the point of the bounds, in unit coordinates, that sits at
    /// ``position`` and that the transform turns about; (0.5, 0.5), the middle, by default.
    public static let anchorPointProperty = DeclaredProperty("anchorPoint", of: CALayer.self, storage: \.storedAnchorPoint)
    /// `affineTransform` / `setAffineTransform:`: the transform applied about the anchor point.
    public static let affineTransformProperty = DeclaredProperty("affineTransform", of: CALayer.self, storage: \.storedTransform)

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            boundsProperty, positionProperty, frameProperty, masksToBoundsProperty, cornerRadiusProperty, maskProperty,
            borderWidthProperty, borderColorProperty, anchorPointProperty, affineTransformProperty,
        ]
    }

    // MARK: Properties

    /// The layer's rectangle in its own coordinates (for a view's layer, the view's bounds).
    open var bounds: CGRect {
        get { CALayer.boundsProperty.get(self) }
        set { CALayer.boundsProperty.set(self, newValue) }
    }

    /// Where the layer's centre sits in its superlayer (for a view's layer, the view's center).
    open var position: CGPoint {
        get { CALayer.positionProperty.get(self) }
        set { CALayer.positionProperty.set(self, newValue) }
    }

    /// The point of the bounds (in unit coordinates) placed at ``position``, and the transform's
    /// centre.
    open var anchorPoint: CGPoint {
        get { CALayer.anchorPointProperty.get(self) }
        set { CALayer.anchorPointProperty.set(self, newValue) }
    }

    /// The transform applied to the layer about its anchor point (`affineTransform`).
    open func affineTransform() -> CGAffineTransform {
        CALayer.affineTransformProperty.get(self)
    }

    /// Sets the transform applied about the anchor point (`setAffineTransform:`).
    open func setAffineTransform(_ transform: CGAffineTransform) {
        CALayer.affineTransformProperty.set(self, transform)
    }

    /// The rectangle the layer occupies in its superlayer: its bounds placed by position and
    /// anchor point, and the smallest rectangle holding them transformed.
    open var frame: CGRect {
        get { CALayer.frameProperty.get(self) }
        set { CALayer.frameProperty.set(self, newValue) }
    }

    /// Whether content and sublayers are clipped to the bounds, rounded by ``cornerRadius``
    /// (for a view's layer, the view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { CALayer.masksToBoundsProperty.get(self) }
        set { CALayer.masksToBoundsProperty.set(self, newValue) }
    }

    /// The radius of the rounded corners of the background and border; content is clipped to
    /// it only with ``masksToBounds``. Negative values are taken as 0.
    open var cornerRadius: CGFloat {
        get { CALayer.cornerRadiusProperty.get(self) }
        set { CALayer.cornerRadiusProperty.set(self, newValue) }
    }

    /// A layer whose opaque parts show this layer's content; nil shows all of it. A layer cannot
    /// be its own mask: setting that is ignored.
    open var mask: CALayer? {
        get { CALayer.maskProperty.get(self) }
        set { CALayer.maskProperty.set(self, newValue) }
    }

    /// The border's width, drawn inside the bounds, above content and sublayers. Negative
    /// values are taken as 0.
    open var borderWidth: CGFloat {
        get { CALayer.borderWidthProperty.get(self) }
        set { CALayer.borderWidthProperty.set(self, newValue) }
    }

    /// The border's colour; black by default, as Core Animation's.
    open var borderColor: UIColor? {
        get { CALayer.borderColorProperty.get(self) }
        set { CALayer.borderColorProperty.set(self, newValue) }
    }

    // MARK: Bodies

    var boundsBody: CGRect { delegate?.storedBounds ?? ownBounds }

    func setBoundsBody(_ bounds: CGRect) {
        guard let delegate else { return ownBounds = bounds }
        let resized = bounds.size != delegate.storedBounds.size
        delegate.storedBounds = bounds
        if resized { delegate.setNeedsLayout() }
    }

    var positionBody: CGPoint { delegate?.storedCenter ?? ownPosition }

    func setPositionBody(_ position: CGPoint) {
        guard let delegate else { return ownPosition = position }
        delegate.storedCenter = position
    }

    var frameBody: CGRect {
        let size = boundsBody.size, position = positionBody
        let local = CGRect(x: -storedAnchorPoint.x * size.width, y: -storedAnchorPoint.y * size.height,
                           width: size.width, height: size.height)
        let placed = isTransformed ? local.applying(storedTransform) : local
        return placed.offsetBy(dx: position.x, dy: position.y)
    }

    /// The frame's size becomes the bounds' and its anchor point's place the position: exact
    /// with the identity transform, where UIKit defines the frame.
    func setFrameBody(_ frame: CGRect) {
        setBoundsBody(CGRect(origin: boundsBody.origin, size: frame.size))
        setPositionBody(CGPoint(x: frame.minX + storedAnchorPoint.x * frame.width, y: frame.minY + storedAnchorPoint.y * frame.height))
    }

    /// `point` of the superlayer's space in the layer's own: the inverse of placing the bounds.
    func pointFromSuperlayer(_ point: CGPoint, position: CGPoint, bounds: CGRect) -> CGPoint {
        var offset = CGPoint(x: point.x - position.x, y: point.y - position.y)
        if isTransformed { offset = offset.applying(storedTransform.inverted()) }
        return CGPoint(x: offset.x + storedAnchorPoint.x * bounds.width + bounds.minX,
                       y: offset.y + storedAnchorPoint.y * bounds.height + bounds.minY)
    }

    /// `point` of the layer's space in the superlayer's.
    func pointInSuperlayer(_ point: CGPoint, position: CGPoint, bounds: CGRect) -> CGPoint {
        var offset = CGPoint(x: point.x - bounds.minX - storedAnchorPoint.x * bounds.width,
                             y: point.y - bounds.minY - storedAnchorPoint.y * bounds.height)
        if isTransformed { offset = offset.applying(storedTransform) }
        return CGPoint(x: offset.x + position.x, y: offset.y + position.y)
    }

    var masksToBoundsBody: Bool { delegate?.storedClipsToBounds ?? ownMasksToBounds }

    func setMasksToBoundsBody(_ masks: Bool) {
        guard let delegate else { return ownMasksToBounds = masks }
        delegate.storedClipsToBounds = masks
    }

    func setMaskBody(_ mask: CALayer?) {
        guard mask !== self else { return }
        storedMask = mask
    }
}

extension CGRect {
    /// The rectangle of `size` centred on `center`: a frame from a center (or position) and bounds.
    init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
