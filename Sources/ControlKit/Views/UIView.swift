import DynamicRuntime
import Foundation

/// A rectangle on screen that draws, lays out its subviews and handles touches (`UIView`).
///
/// Every member UIKit users swizzle is a *dynamic member*: its Swift entry point is one message
/// send, and the method registered for that selector runs the framework's body. Framework code
/// calls the entry points, never the bodies, so a category, swizzle, hook or key-value observer
/// on `pointInside:withEvent:` or `setFrame:` sees the calls UIKit itself makes (hitTest asking
/// pointInside, layout setting frames). The declarations live in the `Dynamic members` section;
/// the bodies in the extension files named for their mechanism.
///
/// Threading: views are `@MainActor`, as UIKit's are (``UIResponder`` is). The bodies declared
/// here are main-actor isolated and stored as the runtime's nonisolated implementations (see
/// `MainActorIsolated`), so a send costs what it would on a nonisolated class; Swift checks the
/// typed calls at compile time, and an untyped send or key-value coding from off the main actor
/// is refused. See ``UIApplication``.
open class UIView: UIResponder, @preconcurrency CALayerDelegate {
    // The geometry, isHidden, alpha, backgroundColor and clipsToBounds are the layer's, stored
    // there once (see `CALayer`).
    var storedUserInteractionEnabled = true
    /// Whether the view takes more than one touch at a time (`multipleTouchEnabled`); false, as
    /// in UIKit: a second finger on it while the first is down is not delivered to it.
    public var isMultipleTouchEnabled = false
    /// Whether the view takes touches alone (`exclusiveTouch`): while it holds a touch no other
    /// view of its window gets one that begins, and it gets none while another view holds one.
    public var isExclusiveTouch = false
    var storedContentMode = ContentMode.scaleToFill
    /// The accessibility settings made here, if any.
    var storedAccessibility: AccessibilitySettings?
    // The tint set on this view; nil and `.automatic` inherit the superview's.
    var storedTintColor: UIColor?
    var storedTintAdjustmentMode = TintAdjustmentMode.automatic

    // Hierarchy: subviews back to front; the superview is not retained. No view is referenced
    // weakly by the framework (a weak reference gives its object a side table, and every retain
    // and release of it then takes the slow path): the superview, the layer's delegate and a
    // recognizer's view are unowned, and cleared by ``deinit`` before they could dangle. The
    // superview, read for every ancestor a touch, a conversion or a layout mark walks past, is
    // `unowned(unsafe)` (a plain load): it is set only to a live superview that clears it on
    // removal and in its `deinit`. (ControlKit is built without run-time exclusivity checks: see
    // Package.swift.)
    var storedSubviews: [UIView] = []
    unowned(unsafe) var storedSuperview: UIView?

    /// The attached gesture recognizers, in the order they were added. Stored in the view: every
    /// touch asks each view from the hit view up for them.
    var storedGestureRecognizers: [UIGestureRecognizer] = []

    /// The controller whose root view this is; it answers ``next``.
    weak var storedViewController: UIViewController?

    /// The backing layer, made by `init`.
    var storedLayer: CALayer!

    // The layout and display cycle: what is marked, and whether anything beneath is, so a pass
    // skips clean subtrees.
    var needsLayout = false
    var subtreeNeedsLayout = false
    // A new view is marked for display, so it draws when it first appears (a view that does
    // not draw costs no bitmap: see `display()`).
    var needsDisplay = true
    var subtreeNeedsDisplay = false
    /// Whether the layer's contents are the view's own drawing, which a redraw that paints
    /// nothing clears (an image view's contents are its image instead).
    var hasBackingStore = false
    /// Whether the layer's `contentsScale` follows the screen's scale: not once
    /// ``contentScaleFactor`` is set, nor for an image view (its image's scale rules).
    var scaleFollowsScreen = true

    /// A view occupying `frame` in its superview's coordinates.
    ///
    /// As UIKit's `initWithFrame:`, this makes the layer from ``layerClass`` first, then sets the
    /// frame through `setFrame:` and the layer's `setBounds:` / `setPosition:`, so a subclass
    /// override or a class-wide swizzle of either setter sees the initial frame too.
    public init(frame: CGRect) {
        super.init()
        setUp(frame: frame)
    }

    /// A view decoded from `coder` (`initWithCoder:`), the initializer UIKit requires of every
    /// subclass, so code written for iOS — which declares it, usually to refuse it — compiles.
    /// There are no nibs or storyboards here: the view is a default one, with a zero frame, and
    /// the coder is not read.
    public required init?(coder: NSCoder) {
        super.init()
        setUp(frame: .zero)
    }

    /// Makes the layer from ``layerClass``, then sets the frame through `setFrame:`.
    private func setUp(frame: CGRect) {
        let layer = Self.makeLayer(of: type(of: self).layerClass)
        layer.owner = self
        storedLayer = layer
        self.frame = frame
    }

    /// Called on a view loaded from a nib once it and its outlets are made (`awakeFromNib`).
    /// There are no nibs here, so ControlKit never calls it; ported code that overrides it and
    /// calls `super` compiles.
    open func awakeFromNib() {}

    deinit {
        // What outlives the view stops pointing at it, as UIKit's dealloc removes the subviews.
        MainActorBody.run("UIView deinit") {
            for subview in storedSubviews { subview.storedSuperview = nil }
            for recognizer in storedGestureRecognizers { recognizer.storedView = nil }
            storedLayer?.owner = nil
        }
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Dynamic members

    /// `frame` / `setFrame:`: the view's rectangle in its superview; swizzled to watch resizing.
    public nonisolated static let frameProperty = DeclaredProperty("frame", of: UIView.self, get: { $0.frameBody }, set: { $0.setFrameBody($1) })
    /// `bounds` / `setBounds:`: the view's own coordinate rectangle.
    public nonisolated static let boundsProperty = DeclaredProperty("bounds", of: UIView.self, get: { boundsBase($0) }, set: { $0.setBoundsBody($1) })
    /// `center` / `setCenter:`: the view's centre in its superview.
    public nonisolated static let centerProperty = DeclaredProperty("center", of: UIView.self, get: { centerBase($0) }, set: { $0.layer.position = $1 })
    /// `backgroundColor` / `setBackgroundColor:`: the colour filling the bounds.
    public nonisolated static let backgroundColorProperty = DeclaredProperty("backgroundColor", of: UIView.self,
                                                                             get: { $0.storedLayer.values.backgroundColor.map(UIColor.init(cgColor:)) },
                                                                             set: { $0.layer.backgroundColor = $1?.cgColor })
    /// `isHidden` / `setHidden:`: a hidden view neither draws nor is hit.
    public nonisolated static let hiddenProperty = DeclaredProperty("hidden", of: UIView.self, getterName: "isHidden",
                                                        get: { hiddenBase($0) }, set: { $0.layer.isHidden = $1 })
    /// `alpha` / `setAlpha:`: opacity; nearly transparent views are not hit.
    public nonisolated static let alphaProperty = DeclaredProperty("alpha", of: UIView.self, get: { alphaBase($0) },
                                                                   set: { $0.layer.opacity = Float($1) })
    /// `isUserInteractionEnabled` / `setUserInteractionEnabled:`: whether hit testing may return the view or its subviews.
    public nonisolated static let userInteractionEnabledProperty = DeclaredProperty(
        "userInteractionEnabled", of: UIView.self, getterName: "isUserInteractionEnabled",
        get: { userInteractionEnabledBase($0) }, set: { $0.storedUserInteractionEnabled = $1 })
    /// `clipsToBounds` / `setClipsToBounds:`: clipping drawing and hit testing to the bounds.
    public nonisolated static let clipsToBoundsProperty = DeclaredProperty("clipsToBounds", of: UIView.self,
                                                                          get: { $0.storedLayer.values.masksToBounds },
                                                                          set: { $0.layer.masksToBounds = $1 })
    /// `contentMode` / `setContentMode:`: how content follows a change of the bounds.
    public nonisolated static let contentModeProperty = DeclaredProperty("contentMode", of: UIView.self,
                                                             get: { $0.storedContentMode }, set: { $0.setContentModeBody($1) })

    /// `tintColor` / `setTintColor:`: the tint, the superview's unless set (nil resets it).
    public nonisolated static let tintColorProperty = DeclaredProperty("tintColor", of: UIView.self,
                                                                       get: { Optional($0.tintColorBody) }, set: { $0.setTintColorBody($1) })
    /// `tintColorDidChange`: the tint this view shows changed; the base does nothing.
    public nonisolated static let tintColorDidChangeMethod = DeclaredMethod("tintColorDidChange", of: UIView.self) { (_, _: ()) in }

    /// `hitTest:withEvent:`: the deepest visible view under a point; what seeds swizzle to redirect touches.
    public nonisolated static let hitTestMethod = DeclaredMethod("hitTest:withEvent:", of: UIView.self) { hitTestBase($0, $1) }
    /// `pointInside:withEvent:`: whether a point is inside; swizzled to grow a view's hit area.
    public nonisolated static let pointInsideMethod = DeclaredMethod("pointInside:withEvent:", of: UIView.self) { pointInsideBase($0, $1) }

    // The base implementations the seven hit-testing members' entry points also run directly
    // (``DirectCall``): each written once, here.
    static func hitTestBase(_ view: UIView, _ arguments: (CGPoint, UIEvent?)) -> UIView? { view.hitTestBody(arguments.0, with: arguments.1) }
    static func pointInsideBase(_ view: UIView, _ arguments: (CGPoint, UIEvent?)) -> Bool { view.pointInsideBody(arguments.0, with: arguments.1) }
    static func boundsBase(_ view: UIView) -> CGRect { view.storedLayer.values.bounds }
    static func centerBase(_ view: UIView) -> CGPoint { view.storedLayer.values.position }
    static func hiddenBase(_ view: UIView) -> Bool { view.storedLayer.values.isHidden }
    static func alphaBase(_ view: UIView) -> CGFloat { CGFloat(view.storedLayer.values.opacity) }
    static func userInteractionEnabledBase(_ view: UIView) -> Bool { view.storedUserInteractionEnabled }

    /// `layoutSubviews`: positions the subviews; subclasses' own versions reach it with `sendSuper`.
    public nonisolated static let layoutSubviewsMethod = DeclaredMethod("layoutSubviews", of: UIView.self) { (view, _: ()) in view.layoutSubviewsBody() }
    /// `setNeedsLayout`: marks the view for the next layout pass.
    public nonisolated static let setNeedsLayoutMethod = DeclaredMethod("setNeedsLayout", of: UIView.self) { (view, _: ()) in view.setNeedsLayoutBody() }
    /// `sizeThatFits:`: the size the view would like within a size; the base answers its current size.
    public nonisolated static let sizeThatFitsMethod = DeclaredMethod("sizeThatFits:", of: UIView.self) { (view, _: CGSize) -> CGSize in
        view.storedLayer.values.bounds.size
    }
    /// `intrinsicContentSize`: the size the content needs; the base has none (``UIView/noIntrinsicMetric`` both ways).
    public nonisolated static let intrinsicContentSizeMethod = DeclaredMethod("intrinsicContentSize", of: UIView.self) { (_, _: ()) -> CGSize in
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// `layoutIfNeeded`: lays out now what is marked, from the outermost marked ancestor down.
    public nonisolated static let layoutIfNeededMethod = DeclaredMethod("layoutIfNeeded", of: UIView.self) { (view, _: ()) in view.layoutIfNeededBody() }

    /// `didAddSubview:`: a subview was added; the base does nothing.
    public nonisolated static let didAddSubviewMethod = DeclaredMethod("didAddSubview:", of: UIView.self) { (_, _: UIView) in }
    /// `willRemoveSubview:`: a subview is about to be removed; the base does nothing.
    public nonisolated static let willRemoveSubviewMethod = DeclaredMethod("willRemoveSubview:", of: UIView.self) { (_, _: UIView) in }
    /// `willMoveToSuperview:`: the view is about to change superview; the base does nothing.
    public nonisolated static let willMoveToSuperviewMethod = DeclaredMethod("willMoveToSuperview:", of: UIView.self) { (_, _: UIView?) in }
    /// `didMoveToSuperview`: the view changed superview; the base does nothing.
    public nonisolated static let didMoveToSuperviewMethod = DeclaredMethod("didMoveToSuperview", of: UIView.self) { (_, _: ()) in }
    /// `willMoveToWindow:`: the view is about to change window; the base does nothing.
    public nonisolated static let willMoveToWindowMethod = DeclaredMethod("willMoveToWindow:", of: UIView.self) { (_, _: UIWindow?) in }
    /// `didMoveToWindow`: the view changed window; the base does nothing.
    public nonisolated static let didMoveToWindowMethod = DeclaredMethod("didMoveToWindow", of: UIView.self) { (_, _: ()) in }

    /// `setNeedsDisplay`: marks the view to draw at the end of the run-loop turn.
    public nonisolated static let setNeedsDisplayMethod = DeclaredMethod("setNeedsDisplay", of: UIView.self) { (view, _: ()) in view.setNeedsDisplayBody() }
    /// `drawRect:`: draws the view; the base draws nothing.
    public nonisolated static let drawRectMethod = DeclaredMethod("drawRect:", of: UIView.self) { (_, _: CGRect) in }

    /// `gestureRecognizerShouldBegin:`: whether a recognizer on a touch of this view may begin.
    public nonisolated static let gestureRecognizerShouldBeginMethod = DeclaredMethod("gestureRecognizerShouldBegin:", of: UIView.self) {
        (_, _: UIGestureRecognizer) -> Bool in true
    }

    /// `layer`, read-only: the backing layer, readable by key-value coding, so a key path through
    /// it reads and observes the layer's properties (`layer.bounds`, `layer.cornerRadius`), as on
    /// iOS. An observer of `layer` itself is never told: the layer is the view's for life. Swift's
    /// ``layer`` reads the field itself, off the runtime: the view's own setters reach the layer
    /// through it.
    public nonisolated static let layerProperty = DeclaredProperty(readOnly: "layer", of: UIView.self) { $0.layer }

    /// `+layerClass`, a class method: the class of the layer each instance makes.
    public nonisolated static let layerClassMethod = DeclaredMethod(classMethod: "layerClass", of: UIView.self) {
        (_, _: ()) -> AnyClass in CALayer.self
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [
            frameProperty, boundsProperty, centerProperty, backgroundColorProperty, hiddenProperty, alphaProperty,
            userInteractionEnabledProperty, clipsToBoundsProperty, contentModeProperty, hitTestMethod,
            pointInsideMethod, sizeThatFitsMethod, intrinsicContentSizeMethod,
            layoutSubviewsMethod, setNeedsLayoutMethod, layoutIfNeededMethod, didAddSubviewMethod,
            willRemoveSubviewMethod, willMoveToSuperviewMethod, didMoveToSuperviewMethod, willMoveToWindowMethod,
            didMoveToWindowMethod, setNeedsDisplayMethod, drawRectMethod, layerClassMethod,
            gestureRecognizerShouldBeginMethod, tintColorProperty, tintColorDidChangeMethod, layerProperty,
            superviewProperty, subviewsProperty, windowProperty,
        ]
    }

    // MARK: Properties

    /// The view's rectangle in its superview's coordinates. Setting it moves the center and
    /// resizes the bounds, keeping the bounds origin; a size change calls `setNeedsLayout`.
    open var frame: CGRect {
        get { UIView.frameProperty.get(self) }
        set { UIView.frameProperty.set(self, newValue) }
    }

    /// The view's rectangle in its own coordinates: its origin is the point drawn at the view's
    /// top-left corner, so a bounds origin of (0, 50) shows content 50 points up (how scroll views
    /// scroll). A size change calls `setNeedsLayout`.
    open var bounds: CGRect {
        get { DirectCall(DirectMember.bounds).call(UIView.boundsProperty.getter, on: self, get: UIView.boundsBase) }
        set { UIView.boundsProperty.set(self, newValue) }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { DirectCall(DirectMember.center).call(UIView.centerProperty.getter, on: self, get: UIView.centerBase) }
        set { UIView.centerProperty.set(self, newValue) }
    }

    /// The fill colour behind the view's content; nil is transparent.
    open var backgroundColor: UIColor? {
        get { UIView.backgroundColorProperty.get(self) }
        set { UIView.backgroundColorProperty.set(self, newValue) }
    }

    /// A hidden view neither draws nor receives touches (`hidden`, getter `isHidden`).
    open var isHidden: Bool {
        get { DirectCall(DirectMember.hidden).call(UIView.hiddenProperty.getter, on: self, get: UIView.hiddenBase) }
        set { UIView.hiddenProperty.set(self, newValue) }
    }

    /// Opacity, 0...1. Below 0.01 the view no longer receives touches.
    open var alpha: CGFloat {
        get { DirectCall(DirectMember.alpha).call(UIView.alphaProperty.getter, on: self, get: UIView.alphaBase) }
        set { UIView.alphaProperty.set(self, newValue) }
    }

    /// Whether touches reach this view and its subviews.
    open var isUserInteractionEnabled: Bool {
        get { DirectCall(DirectMember.userInteractionEnabled).call(UIView.userInteractionEnabledProperty.getter, on: self, get: UIView.userInteractionEnabledBase) }
        set { UIView.userInteractionEnabledProperty.set(self, newValue) }
    }

    /// Whether drawing is clipped to the bounds. Hit testing ignores it, as UIKit's does: a
    /// subview outside its superview's bounds is unreachable either way unless the superview's
    /// `point(inside:with:)` says yes.
    open var clipsToBounds: Bool {
        get { UIView.clipsToBoundsProperty.get(self) }
        set { UIView.clipsToBoundsProperty.set(self, newValue) }
    }

    /// An integer to find the view by with ``viewWithTag(_:)``.
    @Dynamic open var tag: Int = 0

    /// How the content follows a change of the bounds: stretched (``ContentMode/scaleToFill``,
    /// the default), placed, or drawn again (``ContentMode/redraw``). It sets the layer's
    /// contents gravity.
    open var contentMode: ContentMode {
        get { UIView.contentModeProperty.get(self) }
        set { UIView.contentModeProperty.set(self, newValue) }
    }

    // MARK: Layer

    /// The class of the layer the view makes (`+layerClass`): `CALayer` unless a subclass
    /// overrides this or a swizzle replaces the class method. Asked when ``layer`` is first used.
    open class var layerClass: AnyClass {
        UIView.layerClassMethod.send(to: RuntimeClass.of(self), ())
    }

    /// A layer of `layerClass`; a class that is not a layer is reported as a runtime issue and a
    /// `CALayer` made instead.
    private static func makeLayer(of layerClass: AnyClass) -> CALayer {
        if let layerType = layerClass as? CALayer.Type { return layerType.init() }
        RuntimeIssues.report(RuntimeIssue("+[\(self) layerClass]: \(layerClass) is not a CALayer subclass; the view gets a CALayer"))
        return CALayer()
    }

    /// The view's backing layer, an instance of the view's ``layerClass``, made by `init` (so a
    /// swizzle of `+layerClass` made before then decides its class). The view is its delegate; the
    /// view's geometry, `isHidden`, `alpha`, `backgroundColor` and `clipsToBounds` are stored in
    /// it, and the view's setters send the layer's.
    public var layer: CALayer { storedLayer }

    /// The transform applied about the center (the layer's affine transform); the frame is
    /// then the smallest rectangle holding the transformed bounds, and hit testing and
    /// conversions follow the transform.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    // MARK: Layer delegate

    /// Makes the layer's contents when the layer is told to display (`displayLayer:`): the
    /// view's display pass, which draws with ``draw(_:)`` — through the layer's `draw(in:)`
    /// when the layer's class is the program's own, so a layer class that draws itself does.
    open func display(_ layer: CALayer) {
        guard layer === storedLayer else { return }
        if layer.isDeclaredOutsideCoreAnimation { displayThroughLayer() } else { displayNow() }
    }

    /// Draws the view's content into `ctx` for its layer (`drawLayer:inContext:`): ``draw(_:)``
    /// of the bounds, with `ctx` the current context.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === storedLayer else { return }
        let bounds = layer.values.bounds
        let stack = ImageContextStack.current
        stack.entries.append(ImageContextStack.Entry(context: ctx, size: bounds.size, scale: 1))
        draw(bounds)
        stack.entries.removeLast()
    }

    /// Lays out the layer's sublayers (`layoutSublayersOfLayer:`): the view's
    /// ``layoutSubviews()``.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === storedLayer else { return }
        layoutSubviews()
    }

    /// The action a change of the layer's `event` runs (`actionForLayer:forKey:`): inside an
    /// animation block, for an animatable property of a view in an application's window (or the
    /// mask of one), the block's animation from the value shown (its duration, delay and curve,
    /// showing the old value during the delay); else none (`NSNull`), so a view's layer does not animate its changes implicitly,
    /// as in UIKit.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard let transaction = AnimationTransaction.current, transaction.duration > 0 || transaction.delay > 0,
              let clock = layer.applicationClock, let property = type(of: layer).animatedProperty(forKeyPath: event) else { return UIView.noAction }
        let animation = CABasicAnimation(keyPath: event)
        // From the value shown now, as UIKit sets it: the layer may not be committed yet.
        animation.fromValue = property.read(layer.shownState).anyValue
        animation.duration = transaction.duration
        animation.beginTime = clock.now + transaction.delay
        animation.fillMode = .backwards
        animation.timingFunction = CAMediaTimingFunction(curve: transaction.curve)
        animation.completionGroup = transaction.group
        return animation
    }

    /// The `NSNull` a view answers for no action: one, as every change of a view's layer asks.
    private static let noAction = NSNull()

    // MARK: Responder chain

    /// The view's controller when this is that controller's root view, else the superview
    /// (UIKit's rule; a window overrides it to answer the application).
    open override var next: UIResponder? {
        storedViewController ?? storedSuperview
    }

    // MARK: Hit testing

    /// The deepest visible, interactive view containing `point` (in this view's coordinates),
    /// or nil (`hitTest:withEvent:`).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        DirectCall(DirectMember.hitTest).call(UIView.hitTestMethod, on: self, (point, event), body: UIView.hitTestBase)
    }

    /// Whether `point` (in this view's coordinates) is inside the view
    /// (`pointInside:withEvent:`): half-open in the bounds, so the bounds origin counts.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        DirectCall(DirectMember.pointInside).call(UIView.pointInsideMethod, on: self, (point, event), body: UIView.pointInsideBase)
    }

    // MARK: Accessibility defaults

    /// Whether a view of this kind is an accessibility element until told otherwise: a plain
    /// view is not.
    var isAccessibilityElementByDefault: Bool { false }
    /// The label a view of this kind has until one is set: none for a plain view.
    var accessibilityLabelByDefault: String? { nil }
    /// The traits a view of this kind has until they are set: none for a plain view.
    var accessibilityTraitsByDefault: UIAccessibilityTraits { .none }
    /// The value a view of this kind has until one is set: none for a plain view.
    var accessibilityValueByDefault: String? { nil }

    // MARK: Tint

    /// The tint: the colour set here, else the superview's, the system blue at the root; nil
    /// resets it to the inherited one. Desaturated while ``tintAdjustmentMode`` is `.dimmed`.
    open var tintColor: UIColor! {
        get { UIView.tintColorProperty.get(self) }
        set { UIView.tintColorProperty.set(self, newValue) }
    }

    /// How the tint is shown: set `.automatic` (the default) to follow the superview; reading
    /// answers the mode in effect, never `.automatic`, as UIKit's does.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { tintState.mode }
        set { changingTint { storedTintAdjustmentMode = newValue } }
    }

    /// Called when the tint this view shows changes (`tintColorDidChange`); override to redraw
    /// what uses ``tintColor``.
    open func tintColorDidChange() {
        UIView.tintColorDidChangeMethod.send(to: self, ())
    }

    // MARK: Layout

    /// How the view resizes when its superview's bounds change size; none by default.
    @Dynamic public var autoresizingMask: AutoresizingMask = []

    /// Whether the subviews follow this view's size changes by their ``autoresizingMask``
    /// (true by default).
    @Dynamic public var autoresizesSubviews = true

    /// The default spacing between the view's edges and its content: 8 points on each side, as
    /// UIKit's default for a view. A change calls ``layoutMarginsDidChange()``.
    @Dynamic public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }

    /// Called when ``layoutMargins`` changed; the default marks the view for layout.
    open func layoutMarginsDidChange() {
        setNeedsLayout()
    }

    /// The insets of the area no bar or screen edge covers: none, as ControlKit's screens have
    /// no bars, notches or rounded corners.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// How the content relates to the layout direction (see
    /// ``effectiveUserInterfaceLayoutDirection``).
    @Dynamic public var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// Whether the view fills its bounds with opaque content, which UIKit may use to skip
    /// drawing what is behind it. ControlKit composites every view whatever it says (true by
    /// default, as UIKit's).
    @Dynamic public var isOpaque = true

    /// Says the ``intrinsicContentSize`` changed. There is no Auto Layout: the superview is
    /// marked for layout, so a `layoutSubviews` that sizes this view from it runs again.
    open func invalidateIntrinsicContentSize() {
        storedSuperview?.setNeedsLayout()
    }

    /// Lays out the subviews (`layoutSubviews`). The default does nothing; subclasses set their
    /// subviews' frames here. Never call it directly: call ``setNeedsLayout()`` or
    /// ``layoutIfNeeded()``.
    open func layoutSubviews() {
        UIView.layoutSubviewsMethod.send(to: self, ())
    }

    /// Marks the view for layout at the next layout pass (`setNeedsLayout`).
    open func setNeedsLayout() {
        UIView.setNeedsLayoutMethod.send(to: self, ())
    }

    /// Lays out the view now if it is marked (`layoutIfNeeded`).
    open func layoutIfNeeded() {
        UIView.layoutIfNeededMethod.send(to: self, ())
    }

    /// The size the view would like to be within `size` (`sizeThatFits:`); the base answers
    /// its current size, a label the size of its text.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        UIView.sizeThatFitsMethod.send(to: self, size)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let frame = self.frame
        self.frame = CGRect(origin: frame.origin, size: sizeThatFits(frame.size))
    }

    /// The size the content needs regardless of the frame (`intrinsicContentSize`);
    /// ``noIntrinsicMetric`` where it needs none.
    open var intrinsicContentSize: CGSize {
        UIView.intrinsicContentSizeMethod.send(to: self, ())
    }

    /// The value of a dimension of ``intrinsicContentSize`` the content does not fix (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Display

    /// Marks the whole view to be redrawn (`setNeedsDisplay`): ``draw(_:)`` runs once at the end
    /// of the run-loop turn, however often this is called before it.
    open func setNeedsDisplay() {
        UIView.setNeedsDisplayMethod.send(to: self, ())
    }

    /// Draws the view's content in `rect`, its bounds (`drawRect:`). The default draws nothing.
    /// Never call it directly: call ``setNeedsDisplay()``.
    open func draw(_ rect: CGRect) {
        UIView.drawRectMethod.send(to: self, rect)
    }

    // MARK: Hierarchy callbacks

    /// Called after `subview` was added (`didAddSubview:`).
    open func didAddSubview(_ subview: UIView) {
        UIView.didAddSubviewMethod.send(to: self, subview)
    }

    /// Called before `subview` is removed (`willRemoveSubview:`).
    open func willRemoveSubview(_ subview: UIView) {
        UIView.willRemoveSubviewMethod.send(to: self, subview)
    }

    /// Called before the view moves to `newSuperview`, nil when it is being removed.
    open func willMove(toSuperview newSuperview: UIView?) {
        UIView.willMoveToSuperviewMethod.send(to: self, newSuperview)
    }

    /// Called after the view moved to another superview (or none).
    open func didMoveToSuperview() {
        UIView.didMoveToSuperviewMethod.send(to: self, ())
    }

    /// Called before the view moves to `newWindow`, nil when it leaves its window.
    open func willMove(toWindow newWindow: UIWindow?) {
        UIView.willMoveToWindowMethod.send(to: self, newWindow)
    }

    /// Called after the view moved to another window (or none).
    open func didMoveToWindow() {
        UIView.didMoveToWindowMethod.send(to: self, ())
    }

    // MARK: Gesture recognition

    /// Whether `gestureRecognizer` may begin, asked of this view (`gestureRecognizerShouldBegin:`):
    /// the window asks the recognizer's view and each view its touches began on, so a control can
    /// keep an ancestor's recognizer from taking its default gesture. Yes by default; UIButton
    /// lists its own answer.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        UIView.gestureRecognizerShouldBeginMethod.send(to: self, gestureRecognizer)
    }

    // MARK: Geometry bodies

    /// The layer's frame: the geometry lives there.
    var frameBody: CGRect { layer.frameBody }

    /// Through the layer's `setBounds:` and `setPosition:`, which mark the view for layout on a
    /// size change.
    func setFrameBody(_ frame: CGRect) {
        let anchor = layer.values.anchorPoint
        layer.bounds = CGRect(origin: layer.values.bounds.origin, size: frame.size)
        layer.position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }

    func setBoundsBody(_ bounds: CGRect) {
        layer.bounds = bounds
    }
}
