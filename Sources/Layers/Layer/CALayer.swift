import DynamicRuntime

/// What a view draws into and how it is composited (`CALayer`): geometry, background, corner
/// radius, border, contents, opacity, a mask, a shadow and sublayers. Every property is a
/// declared property, so key-value observing, swizzles and hooks see it.
///
/// A layer stands alone or backs a view. A view makes its layer (see `UIView.layerClass`) and is
/// its ``delegate``, as in UIKit; the view's geometry, `isHidden`, `alpha`, `backgroundColor` and
/// `clipsToBounds` are its layer's ``bounds``, ``position``, ``isHidden``, ``opacity``,
/// ``backgroundColor`` and ``masksToBounds``, stored here once: the view's setters send the
/// layer's, so a layer subclass, a hook or an observer of the layer sees every change made
/// through the view. The layer tree mirrors the view tree — a subview's layer is a sublayer of its
/// superview's — and may hold layers of its own.
///
/// ``render(in:)`` draws the tree, as Core Animation's render server would composite it.
open class CALayer: RuntimeObject {
    // The delegate: the view the layer backs (unowned, cleared by the view's deinit: a weak
    // reference to a view would put every retain of it on the slow path), or any object set
    // through `delegate` (weak, as Core Animation's).
    @exclusivity(unchecked) package unowned(unsafe) var owner: (any LayerOwner)?
    private weak var assignedDelegate: (any CALayerDelegate)?

    /// The object that provides the layer's contents, lays out its sublayers and picks its
    /// actions (see ``CALayerDelegate``): a view's layer has the view. Not retained.
    public var delegate: (any CALayerDelegate)? {
        get { owner ?? assignedDelegate }
        set {
            owner = nil
            assignedDelegate = newValue
        }
    }

    /// What compositing shows, written only by ``setComposited(_:_:)``; read by the layer's
    /// getters, rendering, hit testing and a view's base getters.
    @exclusivity(unchecked) package private(set) final var values = CompositedValues()
    /// Whether the transform is not the identity: checked on every conversion; kept by the
    /// transform's two writers, `setAffineTransformBody` and `setComposited(_:)`.
    @exclusivity(unchecked) package internal(set) final var isTransformed = false

    /// Sets `field` of the values to `value`, marking the layer changed when it differs: the one
    /// change-tracking mechanism of the layer's values.
    @inline(__always)
    package final func setComposited<Value: Equatable>(_ field: WritableKeyPath<CompositedValues, Value>, _ value: Value) {
        if CALayer.update(&values, field, value) { markChanged(.appearance) }
    }

    /// Sets `field` of `values` to `value` if it differs, answering whether it did: the one
    /// comparison the values of every kind of layer go through before the layer is marked.
    @inline(__always)
    static func update<Values, Value: Equatable>(_ values: inout Values, _ field: WritableKeyPath<Values, Value>, _ value: Value) -> Bool {
        guard values[keyPath: field] != value else { return false }
        values[keyPath: field] = value
        return true
    }

    /// Sets all the values at once (a presentation copy's), marking the layer changed.
    package final func setComposited(_ values: CompositedValues) {
        self.values = values
        isTransformed = !values.transform.isIdentity
        markChanged(.appearance)
    }

    /// The animations running on the layer, in the order they were added (see
    /// `CALayer+Animations.swift`).
    @exclusivity(unchecked) package internal(set) var animations: [RunningAnimation] = []
    /// The image shown; the setters say how it changed (see ``CompositeChange``).
    package var storedContents: CGImage? {
        didSet { if storedContents == nil { scaledContents = nil } }
    }
    /// The contents as last scaled for drawing (see `CALayer+Rendering.swift`).
    var scaledContents: ScaledContents?
    /// The mask, changed only through `setMaskBody`.
    package internal(set) var storedMask: CALayer?

    // The tree: sublayers back to front, changed only by `insertSublayerBody` and
    // `removeFromSuperlayerBody`; the superlayer is not retained. The fields read for every layer
    // a mark, a commit or a conversion walks past skip the run-time exclusivity check (a runtime
    // call per read): no access to them spans a call that could reach them again.
    @exclusivity(unchecked) package internal(set) var storedSublayers: [CALayer] = []
    @exclusivity(unchecked) unowned(unsafe) var storedSuperlayer: CALayer?
    /// The layer this one is the mask of, if any: a mask has no superlayer, and reaches its
    /// window (for animations and compositing) through the layer it masks.
    @exclusivity(unchecked) unowned(unsafe) var maskedLayer: CALayer?

    /// The layer above this one: its superlayer, or for a mask, the layer it masks.
    package var parentLayer: CALayer? { storedSuperlayer ?? maskedLayer }

    /// What changed in this layer, and the most in its sublayers, since its window last
    /// composited: how much of the window's frame buffer must be drawn again.
    @exclusivity(unchecked) var change = CompositeChange.none
    @exclusivity(unchecked) var subtreeChange = CompositeChange.none
    /// How many changes the layer has had (wrapping): a rasterized ancestor tells by it whether
    /// its bitmap is still the subtree's (see `CALayer+Rasterization.swift`).
    @exclusivity(unchecked) var changeCount: UInt32 = 0
    /// The bitmap of the layer and its sublayers while it rasterizes.
    package internal(set) var raster: Raster?
    /// Whether ``setNeedsDisplay()`` marked the layer since it last displayed, and whether a
    /// layer beneath is marked (see `CALayer+Display.swift`).
    @exclusivity(unchecked) var isMarkedForDisplay = false
    @exclusivity(unchecked) var subtreeMarkedForDisplay = false
    /// Whether the layer's class is the program's own, once asked (see `CALayer+Kinds.swift`).
    @exclusivity(unchecked) var knownDeclaredOutside: Bool?

    /// A layer with zero bounds, no border and a black border colour, as Core Animation's.
    public required override init() {
        super.init()
    }

    deinit {
        // The superlayer and masked-layer references are unowned and unsafe (a safe unowned
        // reference to a layer in its deinit cannot even be compared): cut those that outlive it.
        for sublayer in storedSublayers { sublayer.storedSuperlayer = nil }
        if storedMask?.maskedLayer === self { storedMask?.maskedLayer = nil }
        if !animations.isEmpty { CALayer.runningAnimations.subtract(animations.count, ordering: .relaxed) }
    }

    // MARK: Media timing (`CAMediaTiming`; see `Timing/CALayer+MediaTiming.swift`)

    /// How fast the layer's time runs against its superlayer's, and so its animations' and its
    /// sublayers'; 1 by default, 0 holds it at ``timeOffset`` (pausing the subtree).
    @Dynamic open var speed: Float = 1 { didSet { timingChanged() } }
    /// Added to the layer's time: where in its time the layer stands when its superlayer's
    /// time is ``beginTime``.
    @Dynamic open var timeOffset: TimeInterval = 0 { didSet { timingChanged() } }
    /// The superlayer's time at which the layer's time starts from ``timeOffset``.
    @Dynamic open var beginTime: TimeInterval = 0 { didSet { timingChanged() } }
    /// Whether the layer's time is not its superlayer's: set once a timing property changes.
    @exclusivity(unchecked) var hasOwnTime = false

    // MARK: Dynamic members

    /// `bounds` / `setBounds:`: the layer's own coordinate rectangle (the view's bounds for a view's layer).
    public nonisolated static let boundsProperty = DeclaredProperty("bounds", of: CALayer.self, get: { $0.values.bounds }, set: { $0.setBoundsBody($1) })
    /// `position` / `setPosition:`: where the layer sits in its superlayer (the view's center).
    public static let positionProperty = DeclaredProperty("position", of: CALayer.self, get: { $0.values.position }, set: { $0.setPositionBody($1) })
    /// `frame` / `setFrame:`: position and bounds as one rectangle in the superlayer.
    public nonisolated static let frameProperty = DeclaredProperty("frame", of: CALayer.self, get: { $0.frameBody }, set: { $0.setFrameBody($1) })
    /// `masksToBounds` / `setMasksToBounds:`: clipping to the bounds (the view's clipsToBounds).
    public static let masksToBoundsProperty = compositedProperty("masksToBounds", \.masksToBounds)
    /// `backgroundColor` / `setBackgroundColor:`: the colour filling the (rounded) bounds.
    public nonisolated static let backgroundColorProperty = DeclaredProperty("backgroundColor", of: CALayer.self,
                                                                 get: { $0.values.backgroundColor }, set: { $0.setBackgroundColorBody($1) })
    /// `isHidden` / `setHidden:`: a hidden layer and its sublayers are not rendered.
    public nonisolated static let hiddenProperty = compositedProperty("hidden", getterName: "isHidden", \.isHidden)
    /// `opacity` / `setOpacity:`: the layer's and its sublayers' opacity, composited as one.
    public static let opacityProperty = DeclaredProperty("opacity", of: CALayer.self, get: { $0.values.opacity }, set: { $0.setOpacityBody($1) })
    /// `cornerRadius` / `setCornerRadius:`: the rounded corners' radius.
    public static let cornerRadiusProperty = compositedProperty("cornerRadius", \.cornerRadius) { max($0, 0) }
    /// `maskedCorners` / `setMaskedCorners:`: which corners the radius rounds.
    public static let maskedCornersProperty = compositedProperty("maskedCorners", \.maskedCorners)
    /// `mask` / `setMask:`: the layer whose alpha masks this one.
    public static let maskProperty = DeclaredProperty("mask", of: CALayer.self, get: { $0.storedMask }, set: { $0.setMaskBody($1) })
    /// `borderWidth` / `setBorderWidth:`: the border's width.
    public static let borderWidthProperty = compositedProperty("borderWidth", \.borderWidth) { max($0, 0) }
    /// `borderColor` / `setBorderColor:`: the border's colour.
    public static let borderColorProperty = compositedProperty("borderColor", \.borderColor)
    /// `contents` / `setContents:`: the image the layer shows (a view's drawing, an image view's image).
    public static let contentsProperty = DeclaredProperty("contents", of: CALayer.self, get: { $0.storedContents }) {
        $0.storedContents = $1
        $0.markChanged(.appearance)
    }
    /// `contentsGravity` / `setContentsGravity:`: where the contents sit in the bounds.
    public static let contentsGravityProperty = compositedProperty("contentsGravity", \.contentsGravity)
    /// `contentsScale` / `setContentsScale:`: the contents' pixels per point.
    public static let contentsScaleProperty = compositedProperty("contentsScale", \.contentsScale) { $0 > 0 && $0.isFinite ? $0 : 1 }
    /// `contentsRect` / `setContentsRect:`: the part of the contents shown, in unit coordinates.
    public static let contentsRectProperty = compositedProperty("contentsRect", \.contentsRect)
    /// `contentsCenter` / `setContentsCenter:`: the part of the contents that stretches, in unit coordinates.
    public static let contentsCenterProperty = compositedProperty("contentsCenter", \.contentsCenter)
    /// `shadowColor` / `setShadowColor:`: the shadow's colour, black by default.
    public static let shadowColorProperty = compositedProperty("shadowColor", \.shadowColor)
    /// `shadowOpacity` / `setShadowOpacity:`: the shadow's opacity, 0 (no shadow) by default.
    public static let shadowOpacityProperty = compositedProperty("shadowOpacity", \.shadowOpacity) { min(max($0, 0), 1) }
    /// `shadowOffset` / `setShadowOffset:`: how far the shadow falls, (0, -3) by default.
    public static let shadowOffsetProperty = compositedProperty("shadowOffset", \.shadowOffset)
    /// `shadowRadius` / `setShadowRadius:`: the shadow's blur radius, 3 by default.
    public static let shadowRadiusProperty = compositedProperty("shadowRadius", \.shadowRadius) { max($0, 0) }
    /// `shadowPath` / `setShadowPath:`: the shape that casts the shadow, nil for the content's.
    public static let shadowPathProperty = compositedProperty("shadowPath", \.shadowPath)
    /// `shouldRasterize` / `setShouldRasterize:`: whether the layer and its sublayers are
    /// rendered into a bitmap that is composited while nothing in them changes.
    public static let shouldRasterizeProperty = compositedProperty("shouldRasterize", \.shouldRasterize)
    /// `rasterizationScale` / `setRasterizationScale:`: the bitmap's pixels per point, 1 by default.
    public static let rasterizationScaleProperty = compositedProperty("rasterizationScale", \.rasterizationScale) { $0 > 0 && $0.isFinite ? $0 : 1 }
    /// `anchorPoint` / `setAnchorPoint:`: the point of the bounds, in unit coordinates, that sits at
    /// ``position`` and that the transform turns about; (0.5, 0.5), the middle, by default.
    public static let anchorPointProperty = compositedProperty("anchorPoint", \.anchorPoint)
    /// `affineTransform` / `setAffineTransform:`: the transform applied about the anchor point.
    public static let affineTransformProperty = DeclaredProperty("affineTransform", of: CALayer.self,
                                                                 get: { $0.values.transform }, set: { $0.setAffineTransformBody($1) })

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            boundsProperty, positionProperty, frameProperty, masksToBoundsProperty, backgroundColorProperty, hiddenProperty,
            opacityProperty, cornerRadiusProperty, maskedCornersProperty, maskProperty, borderWidthProperty,
            borderColorProperty, contentsProperty, contentsGravityProperty, contentsScaleProperty, contentsRectProperty,
            contentsCenterProperty, shadowColorProperty,
            shadowOpacityProperty, shadowOffsetProperty, shadowRadiusProperty, shadowPathProperty, anchorPointProperty,
            affineTransformProperty, shouldRasterizeProperty, rasterizationScaleProperty,
            sublayersProperty, superlayerProperty, addSublayerMethod, insertSublayerMethod, removeFromSuperlayerMethod,
            setNeedsDisplayMethod, displayMethod, drawInContextMethod, addAnimationMethod,
        ]
    }

    // MARK: Geometry

    /// The layer's rectangle in its own coordinates (for a view's layer, the view's bounds).
    open var bounds: CGRect {
        get { CALayer.boundsProperty.get(self) }
        set { CALayer.boundsProperty.set(self, newValue) }
    }

    /// Where the layer's anchor point sits in its superlayer (for a view's layer, the view's center).
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

    // MARK: Appearance

    /// Whether content and sublayers are clipped to the bounds, rounded by ``cornerRadius``
    /// (for a view's layer, the view's `clipsToBounds`).
    open var masksToBounds: Bool {
        get { CALayer.masksToBoundsProperty.get(self) }
        set { CALayer.masksToBoundsProperty.set(self, newValue) }
    }

    /// The colour filling the bounds, rounded by ``cornerRadius``; nil is transparent (for a
    /// view's layer, the view's backgroundColor).
    open var backgroundColor: CGColor? {
        get { CALayer.backgroundColorProperty.get(self) }
        set { CALayer.backgroundColorProperty.set(self, newValue) }
    }

    /// Whether the layer and its sublayers are left out of rendering (`hidden`, getter
    /// `isHidden`; for a view's layer, the view's isHidden).
    open var isHidden: Bool {
        get { CALayer.hiddenProperty.get(self) }
        set { CALayer.hiddenProperty.set(self, newValue) }
    }

    /// The opacity of the layer and its sublayers, 0...1, applied to them composited as one
    /// (for a view's layer, the view's alpha).
    open var opacity: Float {
        get { CALayer.opacityProperty.get(self) }
        set { CALayer.opacityProperty.set(self, newValue) }
    }

    /// The radius of the rounded corners of the background and border; content is clipped to
    /// it only with ``masksToBounds``. Negative values are taken as 0.
    open var cornerRadius: CGFloat {
        get { CALayer.cornerRadiusProperty.get(self) }
        set { CALayer.cornerRadiusProperty.set(self, newValue) }
    }

    /// The corners ``cornerRadius`` rounds; all four by default.
    open var maskedCorners: CACornerMask {
        get { CALayer.maskedCornersProperty.get(self) }
        set { CALayer.maskedCornersProperty.set(self, newValue) }
    }

    /// A layer whose opaque parts show this layer's content, in this layer's coordinates; nil
    /// shows all of it. A layer cannot be its own mask: setting that is ignored, as Core
    /// Animation ignores it.
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
    open var borderColor: CGColor? {
        get { CALayer.borderColorProperty.get(self) }
        set { CALayer.borderColorProperty.set(self, newValue) }
    }

    /// The image the layer shows, placed by ``contentsGravity`` beneath its sublayers: a view's
    /// drawing (its backing store) or an image view's image.
    open var contents: CGImage? {
        get { CALayer.contentsProperty.get(self) }
        set { CALayer.contentsProperty.set(self, newValue) }
    }

    /// Where ``contents`` sit in the bounds and how they are scaled; ``CALayerContentsGravity/resize``
    /// by default.
    open var contentsGravity: CALayerContentsGravity {
        get { CALayer.contentsGravityProperty.get(self) }
        set { CALayer.contentsGravityProperty.set(self, newValue) }
    }

    /// Pixels of ``contents`` per point, 1 by default: a 2× image is shown at half its pixel
    /// size. A value that is not positive and finite is taken as 1.
    open var contentsScale: CGFloat {
        get { CALayer.contentsScaleProperty.get(self) }
        set { CALayer.contentsScaleProperty.set(self, newValue) }
    }

    /// The part of ``contents`` shown, in unit coordinates of the image (0, 0 the top left);
    /// the whole, (0, 0, 1, 1), by default. Animating it steps through a sprite sheet.
    open var contentsRect: CGRect {
        get { CALayer.contentsRectProperty.get(self) }
        set { CALayer.contentsRectProperty.set(self, newValue) }
    }

    /// The part of the shown contents that stretches when they are scaled, in unit coordinates
    /// of them: the corners outside it keep their size, the edges stretch along themselves
    /// (nine-part stretching, as a resizable image). The whole, (0, 0, 1, 1), by default.
    open var contentsCenter: CGRect {
        get { CALayer.contentsCenterProperty.get(self) }
        set { CALayer.contentsCenterProperty.set(self, newValue) }
    }

    // MARK: Shadow

    /// The shadow's colour; opaque black by default.
    open var shadowColor: CGColor? {
        get { CALayer.shadowColorProperty.get(self) }
        set { CALayer.shadowColorProperty.set(self, newValue) }
    }

    /// The shadow's opacity, 0...1; 0, no shadow, by default.
    open var shadowOpacity: Float {
        get { CALayer.shadowOpacityProperty.get(self) }
        set { CALayer.shadowOpacityProperty.set(self, newValue) }
    }

    /// How far the shadow falls from the layer, in its coordinates; (0, -3) by default (3
    /// points up in a view's layer, as on iOS).
    open var shadowOffset: CGSize {
        get { CALayer.shadowOffsetProperty.get(self) }
        set { CALayer.shadowOffsetProperty.set(self, newValue) }
    }

    /// The shadow's blur radius in points, 3 by default: the Gaussian's standard deviation.
    open var shadowRadius: CGFloat {
        get { CALayer.shadowRadiusProperty.get(self) }
        set { CALayer.shadowRadiusProperty.set(self, newValue) }
    }

    /// The shape that casts the shadow, in the layer's coordinates: the shadow is this path
    /// filled, offset and blurred, whatever the layer draws; nil (the default) casts the shadow
    /// of the layer's content.
    open var shadowPath: CGPath? {
        get { CALayer.shadowPathProperty.get(self) }
        set { CALayer.shadowPathProperty.set(self, newValue) }
    }

    // MARK: Rasterization

    /// Whether the layer and its sublayers are rendered into a bitmap at
    /// ``rasterizationScale``, which is composited — at the layer's opacity, which is not part of
    /// it — while nothing in them changes or animates; false by default. Its shadow and mask are
    /// in the bitmap, as in Core Animation, so a translucent rasterized layer does not show its
    /// shadow through itself as an unrasterized one does.
    open var shouldRasterize: Bool {
        get { CALayer.shouldRasterizeProperty.get(self) }
        set { CALayer.shouldRasterizeProperty.set(self, newValue) }
    }

    /// The rasterized bitmap's pixels per point; 1 by default, so a rasterized layer on a 2×
    /// screen is soft unless this is set to the screen's scale, as on iOS.
    open var rasterizationScale: CGFloat {
        get { CALayer.rasterizationScaleProperty.get(self) }
        set { CALayer.rasterizationScaleProperty.set(self, newValue) }
    }

    // MARK: What a kind of layer draws

    /// Whether this kind of layer draws something of its own (a shape layer's shape), which
    /// ``drawOwnContent(in:_:)`` draws and which may reach beyond the bounds.
    var drawsOwnContent: Bool { false }

    /// The rectangle, in the layer's space, that what its kind draws (as `shown` shows it)
    /// stays inside: the bounds, unless the kind reaches beyond them.
    func ownContentExtent(_ shown: ShownState) -> CGRect { shown.values.bounds }

    /// Draws what this kind of layer draws itself, as `shown` shows it, between its contents
    /// and its sublayers, in its coordinates: nothing for a plain layer.
    func drawOwnContent(in context: CGContext, _ shown: ShownState) {}

    /// What this kind of layer adds to the values, as the model has it: a shape layer's shape,
    /// a gradient layer's gradient, a text layer's text.
    var modelShape: ShapeValues? { nil }
    var modelGradient: GradientValues? { nil }
    var modelText: TextValues? { nil }

    /// Gives `copy`, a new layer of this one's class, what this kind of layer adds to the
    /// values, as `shown` shows it: for a presentation copy.
    func present(_ shown: ShownState, in copy: CALayer) {}

    /// The property `keyPath` names on a layer of this class, for animations; shape layers add
    /// theirs.
    package class func animatedProperty(forKeyPath keyPath: String) -> AnimatedProperty? {
        AnimatedProperty.layerProperty(keyPath)
    }

    // MARK: Actions

    /// The transactions its thread had committed when the layer was made: once the thread
    /// commits another, the layer is in the render tree, where a change has a shown value to
    /// animate from.
    private let commitsBeforeCreation = CATransaction.commitCount

    /// Whether a transaction was committed since the layer was made (on the thread asking, the
    /// one layers are used on): until then, as in Core Animation, a change does not animate
    /// implicitly (there is no shown value to start from).
    var isCommitted: Bool { CATransaction.commitCount > commitsBeforeCreation }

    /// What was shown just before the change whose action is running: where an action's
    /// animation without a start starts (Core Animation's render tree still shows it).
    var stateBeforeChange: ShownState?

    /// The actions of the layer's own, by key: an animation a change of the key runs instead of
    /// the default one, or `NSNull()` for none (`actions`).
    public var actions: [String: any CAAction]?

    /// The action a change of `event` runs (`actionForKey:`): the delegate's
    /// ``CALayerDelegate/action(for:forKey:)`` unless nil, else ``actions``, else the class's
    /// ``defaultAction(forKey:)``; `NSNull` found on the way answers nil.
    open func action(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return CALayer.isNoAction(action) ? nil : action }
        if let action = actions?[event] { return CALayer.isNoAction(action) ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// Whether `action` is `NSNull`, the answer for no action: compared by class (a cast would
    /// cost a runtime call on every change of a view's layer).
    private static func isNoAction(_ action: any CAAction) -> Bool {
        type(of: action) == NSNull.self || action is NSNull
    }

    /// The action of `event` for layers of this class (`defaultActionForKey:`): for an
    /// animatable property, a ``CABasicAnimation`` over the transaction's duration (0.25 s
    /// unless set) with its timing function, from the value shown to the new one; nil for
    /// another key.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard animatedProperty(forKeyPath: event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        animation.completionGroup = CATransaction.completionGroup
        return animation
    }

    // MARK: Display

    /// Marks the layer to display (`setNeedsDisplay`): its contents are made again by
    /// ``display()`` before its window next composites, or at ``displayIfNeeded()``.
    open func setNeedsDisplay() {
        CALayer.setNeedsDisplayMethod.send(to: self, ())
    }

    /// Whether the layer is marked to display (`needsDisplay`).
    public func needsDisplay() -> Bool {
        isMarkedForDisplay
    }

    /// Displays the layer now if it is marked (`displayIfNeeded`).
    public func displayIfNeeded() {
        guard isMarkedForDisplay else { return }
        display()
    }

    /// Makes the layer's contents (`display`): the delegate's ``CALayerDelegate/display(_:)``,
    /// else a backing store of the bounds at ``contentsScale`` that ``draw(in:)`` paints. Never
    /// call it directly: call ``setNeedsDisplay()``.
    open func display() {
        CALayer.displayMethod.send(to: self, ())
    }

    /// Draws the layer's contents into `ctx` (`drawInContext:`), in the layer's coordinates:
    /// the default asks the delegate's ``CALayerDelegate/draw(_:in:)``.
    open func draw(in ctx: CGContext) {
        CALayer.drawInContextMethod.send(to: self, ctx)
    }
}

