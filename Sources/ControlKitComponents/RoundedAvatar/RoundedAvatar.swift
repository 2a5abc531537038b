import ControlKit
import DynamicRuntime
import Foundation

/// Seed 002's `PPRoundedAvatar`: a button that shows an image rounded into a circle with a border,
/// made on a background operation queue so scrolling a list of avatars never waits for it.
///
/// Each property is a dynamic member; a setter that changes something marks the avatar as
/// needing a transform and calls `setNeedsLayout`. `layoutSubviews` starts the transform when it
/// is marked or its size no longer matches the image shown — and does nothing at a zero size or
/// with neither an ``avatarImage`` nor an ``imageBackgroundColor``. The transform runs on
/// ``transformQueue`` (one shared `OperationQueue` of at most 20 operations at a time): the
/// image aspect-filled, clipped round and bordered, or a round image of the background colour. It
/// checks its cancellation before and after the work, and hands the result back on the
/// application's main queue, where it is applied with `setImage(_:for: .normal)` only if
/// ``avatarImage`` is still the image the work started from: a reused cell's old transform that
/// finishes late never replaces the new one.
///
/// Where this differs from the seed, and why:
/// - Changing ``avatarImage`` clears the image shown at once: the seed keeps showing the old
///   avatar until the new one is ready, which in a reused cell is somebody else's face.
/// - The work captures the values it needs when it starts, where the seed's block reads the
///   avatar's properties from the background thread (a data race under Swift 6).
/// - The result crosses back through the application's main queue (see ControlKit's article
///   *Crossing to the Main Queue*), so a transform starts only once the avatar is in a window of
///   an application; until then it stays marked, and joining a window lays it out again.
open class RoundedAvatar: UIButton {
    /// The queue every avatar transforms on unless given another: at most 20 operations at a
    /// time, as the seed's `sharedTransformQueue`.
    public static let sharedTransformQueue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "RoundedAvatar.sharedTransformQueue"
        queue.maxConcurrentOperationCount = 20
        return queue
    }()

    /// Where this avatar's transforms run: ``sharedTransformQueue`` unless a test or a list
    /// gives it its own.
    public var transformQueue: OperationQueue = RoundedAvatar.sharedTransformQueue

    /// Whether transforms run on ``transformQueue`` (the seed's design) or in `layoutSubviews`
    /// on the main thread — the design the seed replaced, kept so the two can be measured side
    /// by side.
    public var transformsOnQueue = true

    var storedAvatarImage: UIImage?
    var storedBorderWidth: CGFloat = 2
    var storedBorderColor: UIColor = .white
    var storedBorderHidden = false
    var storedImageBackgroundColor: UIColor?
    /// Set by every change, cleared when a transform's result is applied (`_isNeedTransform`).
    var needsTransform = false

    // MARK: Dynamic members

    /// `avatarImage` / `setAvatarImage:`: the picture to round.
    public static let avatarImageProperty = DeclaredProperty("avatarImage", of: RoundedAvatar.self, get: { $0.storedAvatarImage }) {
        avatar, image in
        guard avatar.storedAvatarImage !== image else { return }
        avatar.storedAvatarImage = image
        avatar.setImage(nil, for: .normal)
        avatar.markForTransform()
    }
    /// `borderWidth` / `setBorderWidth:`: the round border's width.
    public static let borderWidthProperty = DeclaredProperty("borderWidth", of: RoundedAvatar.self, get: { $0.storedBorderWidth }) {
        avatar, width in avatar.change(\.storedBorderWidth, to: width)
    }
    /// `borderColor` / `setBorderColor:`: the round border's colour.
    public static let borderColorProperty = DeclaredProperty("borderColor", of: RoundedAvatar.self, get: { $0.storedBorderColor }) {
        avatar, color in avatar.change(\.storedBorderColor, to: color)
    }
    /// `borderHidden` / `setBorderHidden:`: whether the border is left out.
    public static let borderHiddenProperty = DeclaredProperty("borderHidden", of: RoundedAvatar.self, getterName: "isBorderHidden",
                                                              get: { $0.storedBorderHidden }) {
        avatar, hidden in avatar.change(\.storedBorderHidden, to: hidden)
    }
    /// `imageBackgroundColor` / `setImageBackgroundColor:`: the circle shown without a picture.
    public static let imageBackgroundColorProperty = DeclaredProperty("imageBackgroundColor", of: RoundedAvatar.self,
                                                                      get: { $0.storedImageBackgroundColor }) {
        avatar, color in avatar.change(\.storedImageBackgroundColor, to: color)
    }

    private static let avatarLayoutSubviews = UIView.layoutSubviewsMethod.override(in: RoundedAvatar.self) { avatar, _, superMethod in
        superMethod(())
        avatar.layoutAvatarBody()
    }

    open override class var runtimeMembers: [any RuntimeMember] {
        [avatarImageProperty, borderWidthProperty, borderColorProperty, borderHiddenProperty, imageBackgroundColorProperty, avatarLayoutSubviews]
    }

    // MARK: Properties

    /// The picture shown rounded; nil shows the ``imageBackgroundColor`` circle, if any.
    open var avatarImage: UIImage? {
        get { RoundedAvatar.avatarImageProperty.get(self) }
        set { RoundedAvatar.avatarImageProperty.set(self, newValue) }
    }

    /// The round border's width, 2 points by default.
    open var borderWidth: CGFloat {
        get { RoundedAvatar.borderWidthProperty.get(self) }
        set { RoundedAvatar.borderWidthProperty.set(self, newValue) }
    }

    /// The round border's colour, white by default.
    open var borderColor: UIColor {
        get { RoundedAvatar.borderColorProperty.get(self) }
        set { RoundedAvatar.borderColorProperty.set(self, newValue) }
    }

    /// Whether the border is left out (`borderHidden`, getter `isBorderHidden`).
    open var borderHidden: Bool {
        get { RoundedAvatar.borderHiddenProperty.get(self) }
        set { RoundedAvatar.borderHiddenProperty.set(self, newValue) }
    }

    /// The colour of the circle shown when there is no ``avatarImage``.
    open var imageBackgroundColor: UIColor? {
        get { RoundedAvatar.imageBackgroundColorProperty.get(self) }
        set { RoundedAvatar.imageBackgroundColorProperty.set(self, newValue) }
    }

    // MARK: Bodies

    private func change<Value: Equatable>(_ storage: ReferenceWritableKeyPath<RoundedAvatar, Value>, to value: Value) {
        guard self[keyPath: storage] != value else { return }
        self[keyPath: storage] = value
        markForTransform()
    }

    private func markForTransform() {
        needsTransform = true
        setNeedsLayout()
    }

    /// The seed's `layoutSubviews`, after `[super layoutSubviews]`.
    func layoutAvatarBody() {
        let size = bounds.size
        guard storedAvatarImage != nil || storedImageBackgroundColor != nil, size.width > 0, size.height > 0 else { return }
        // A shown image of another size is transformed again; none shown, unmarked, means the
        // last transform made nothing (no pixel to draw), which trying again would not change.
        guard needsTransform || currentImage.map({ $0.size != size }) ?? false else { return }
        let work = AvatarTransform(image: storedAvatarImage, backgroundColor: storedImageBackgroundColor, size: size,
                                   border: storedBorderHidden ? nil : (storedBorderWidth, storedBorderColor))
        guard transformsOnQueue else {
            needsTransform = false
            return setImage(work.run(), for: .normal)
        }
        guard let application = window?.application else { return }
        transformQueue.addOperation(work.operation(applyingTo: application.mainQueueReference(to: self)))
    }
}
