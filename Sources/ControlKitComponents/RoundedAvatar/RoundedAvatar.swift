#if canImport(UIKit)
import UIKit
#else
// Where no UIKit is declared (macOS): what `import UIKit` brings on Linux.
import ControlKit
import DynamicRuntime
#endif

/// Seed 002's `PPRoundedAvatar`: a button that shows an image rounded into a circle with a border,
/// made on a background operation queue so scrolling a list of avatars never waits for it.
///
/// Each property is a one-line dynamic property (`@Dynamic`, the port of the seed's
/// `@property`), so key-value coding and observing, hooks and swizzles reach its accessors; a
/// change marks the avatar as needing a transform and calls `setNeedsLayout`. `layoutSubviews` starts the transform when it
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

    /// Set by every change, cleared when a transform's result is applied (`_isNeedTransform`).
    var needsTransform = false

    // MARK: Properties

    /// The picture shown rounded; nil shows the ``imageBackgroundColor`` circle, if any.
    @Dynamic open var avatarImage: UIImage? = nil {
        didSet {
            guard avatarImage !== oldValue else { return }
            setImage(nil, for: .normal)
            markForTransform()
        }
    }

    /// The colour of the circle shown when there is no ``avatarImage``.
    @Dynamic open var imageBackgroundColor: UIColor? = nil {
        didSet { if imageBackgroundColor != oldValue { markForTransform() } }
    }

    /// Whether the border is left out.
    @Dynamic open var borderHidden: Bool = false {
        didSet { if borderHidden != oldValue { markForTransform() } }
    }

    /// The round border's colour, white by default.
    @Dynamic open var borderColor: UIColor = .white {
        didSet { if borderColor != oldValue { markForTransform() } }
    }

    /// The round border's width, 2 points by default.
    @Dynamic open var borderWidth: CGFloat = 2 {
        didSet { if borderWidth != oldValue { markForTransform() } }
    }

    private func markForTransform() {
        needsTransform = true
        setNeedsLayout()
    }

    // MARK: Layout

    /// The seed's `layoutSubviews`: transforms when marked or when the image shown is of another
    /// size, and not at a zero size or with nothing to show.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        guard avatarImage != nil || imageBackgroundColor != nil, size.width > 0, size.height > 0 else { return }
        // A shown image of another size is transformed again; none shown, unmarked, means the
        // last transform made nothing (no pixel to draw), which trying again would not change.
        guard needsTransform || currentImage.map({ $0.size != size }) ?? false else { return }
        transformImage()
    }

    /// The seed's `transformImage`: the work captures its values here, on the main thread.
    private func transformImage() {
        let work = AvatarTransform(image: avatarImage, backgroundColor: imageBackgroundColor, size: bounds.size,
                                   border: borderHidden ? nil : (borderWidth, borderColor))
        guard transformsOnQueue else {
            needsTransform = false
            return setImage(work.run(), for: .normal)
        }
        guard let application = window?.application else { return }
        transformQueue.addOperation(work.operation(applyingTo: application.mainQueueReference(to: self)))
    }
}
