import DynamicRuntime
import Foundation
import Synchronization

/// An immutable image (`UIImage`): a size in points, a scale, and pixels (``cgImage``) or none.
/// Immutable and `Sendable`, so an image rendered on a background thread can be shown on the
/// main one.
///
/// Rendering a bitmap — an image context's or renderer's image, a solid colour's — adds one to
/// ``renderedBitmapCount``, while a transparent placeholder or an image from the name registry
/// renders none, so code can show that it draws no image per colour.
///
/// Two `UIImage`s are equal when they are the same image: made by the same call, or loaded by
/// the same name (UIKit caches named images and hands out one object, so `isEqual:` of two
/// loads of a name is true).
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// What an image is; shared by every `UIImage` loaded from the same registered name.
    final class Content: Sendable {
        let size: CGSize
        let scale: CGFloat
        /// The colour of every pixel, for a solid colour's image.
        let fillColor: UIColor?
        /// The pixels; nil for a placeholder that has none.
        let cgImage: CGImage?

        init(size: CGSize, scale: CGFloat, fillColor: UIColor?, cgImage: CGImage?) {
            self.size = size
            self.scale = scale
            self.fillColor = fillColor
            self.cgImage = cgImage
        }
    }

    let content: Content
    /// How the image is drawn in views: as its pixels or as a template (see
    /// ``withRenderingMode(_:)``).
    public let renderingMode: RenderingMode
    /// The insets of a resizable image: the parts kept at their size when it is stretched or
    /// tiled (see ``resizableImage(withCapInsets:resizingMode:)``); zero otherwise.
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills the space between its caps.
    public let resizingMode: ResizingMode

    /// The size in points.
    public var size: CGSize { content.size }
    /// Pixels per point.
    public var scale: CGFloat { content.scale }
    /// The pixels; nil for a placeholder made with ``init(size:scale:)``, which has none.
    public var cgImage: CGImage? { content.cgImage }

    /// A transparent image of `size` points that allocates and draws no pixels: a placeholder, as
    /// a button's background. Negative sizes count as zero, and a scale that is not positive
    /// counts as 1.
    public init(size: CGSize, scale: CGFloat = 1) {
        content = Content(size: UIImage.valid(size), scale: scale > 0 ? scale : 1, fillColor: nil, cgImage: nil)
        (renderingMode, capInsets, resizingMode) = (.automatic, .zero, .tile)
    }

    /// An empty image (`UIImage()`): zero size, no pixels, nothing rendered.
    public convenience init() {
        self.init(size: .zero)
    }

    /// An image of `size` points filled with `color`: renders one bitmap (what the common 1×1
    /// `imageWithColor:` category does).
    public init(color: UIColor, size: CGSize = CGSize(width: 1, height: 1), scale: CGFloat = 1) {
        let scale = scale > 0 ? scale : 1
        let context = CGContext.backingStore(size: UIImage.valid(size), opaque: false, scale: scale)
        context?.setFillColor(color.cgColor)
        context?.fill(CGRect(origin: .zero, size: UIImage.valid(size)))
        content = Content(size: UIImage.valid(size), scale: scale, fillColor: color, cgImage: context?.makeImage())
        (renderingMode, capInsets, resizingMode) = (.automatic, .zero, .tile)
        UIImage.countRenderedBitmap()
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point.
    public init(cgImage: CGImage, scale: CGFloat = 1) {
        let scale = scale > 0 ? scale : 1
        content = Content(size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale),
                          scale: scale, fillColor: nil, cgImage: cgImage)
        (renderingMode, capInsets, resizingMode) = (.automatic, .zero, .tile)
    }

    /// An image just rendered by an image context or renderer: counted as a rendered bitmap.
    convenience init(renderedImage: CGImage, scale: CGFloat) {
        self.init(cgImage: renderedImage, scale: scale)
        UIImage.countRenderedBitmap()
    }

    /// The image a PNG file's bytes hold, or nil when they are not one (`imageWithData:`); see
    /// ``decoding(_:scale:)`` for why.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = try? UIImage.decoding(data, scale: scale) else { return nil }
        self.init(cgImage: image.cgImage!, scale: scale)
    }

    /// The image in the PNG file at `path`, or nil when it cannot be read or is not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The image a PNG file's bytes hold; throws the `PNGError` saying what is wrong with
    /// them (the reason `init?(data:)` answers nil).
    public static func decoding(_ data: Data, scale: CGFloat = 1) throws(PNGError) -> UIImage {
        // Decoding during a recorded run-loop turn is the frame's prepare stage.
        let start = ContinuousClock.now
        defer { ImageDecodingTime.add(start.duration(to: .now)) }
        return UIImage(cgImage: try PNGDecoder.decode([UInt8](data)), scale: scale)
    }

    /// The image as a PNG file (`UIImagePNGRepresentation`); nil for a placeholder, which has no
    /// pixels.
    public func pngData() -> Data? {
        cgImage.map { Data(PNGEncoder.encode($0)) }
    }

    /// Draws the image scaled into `rect` of the current context, upright in UIKit's
    /// coordinates; nothing without a current context or pixels.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.drawUpright(cgImage, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// The image named `name` (`imageNamed:`): one registered under it, else the PNG of that
    /// name in the main bundle (see ``init(named:in:compatibleWith:)``); nil when there is none.
    /// Every image loaded by one name is equal to the others, as UIKit's cache makes them.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name`: one registered under it (``register(_:named:)``), else the PNG
    /// `name.png` in `bundle` (the main bundle when nil; a package's resources are
    /// `Bundle.module`), in the variant for the trait collection's display scale — `@2x`, `@3x`
    /// or none, the nearest first — loaded at that scale. Nil when there is no such image; a file
    /// that is there but is not a PNG this package reads is reported as a runtime issue.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let content = UIImage.registry.withLock({ $0.named[name] }) {
            self.content = content
        } else if let content = UIImage.bundleContent(named: name, in: bundle ?? .main, scale: traitCollection?.displayScale ?? UIScreen.main.scale) {
            self.content = content
        } else {
            return nil
        }
        (renderingMode, capInsets, resizingMode) = (.automatic, .zero, .tile)
    }

    /// The content of the PNG `name` in `bundle`, in the variant nearest `scale`, loaded once per
    /// file and kept, so later loads are the same image.
    private static func bundleContent(named name: String, in bundle: Bundle, scale: CGFloat) -> Content? {
        let url = URL(fileURLWithPath: name)
        let base = url.pathExtension.isEmpty ? name : url.deletingPathExtension().relativePath
        let type = url.pathExtension.isEmpty ? "png" : url.pathExtension
        let scales: [Int] = scale >= 3 ? [3, 2, 1] : scale >= 2 ? [2, 3, 1] : [1, 2, 3]
        for variant in scales {
            guard let path = bundle.path(forResource: variant == 1 ? base : "\(base)@\(variant)x", ofType: type) else { continue }
            if let content = registry.withLock({ $0.loaded[path] }) { return content }
            do {
                let image = try decoding(FileManager.default.contents(atPath: path) ?? Data(), scale: CGFloat(variant))
                registry.withLock { $0.loaded[path] = image.content }
                return image.content
            } catch {
                RuntimeIssues.report(RuntimeIssue("UIImage(named: \"\(name)\"): \(path) is not a PNG this package reads: \(error)"))
                return nil
            }
        }
        return nil
    }

    /// `image`'s pixels drawn another way.
    init(_ image: UIImage, renderingMode: RenderingMode, capInsets: UIEdgeInsets, resizingMode: ResizingMode) {
        content = image.content
        (self.renderingMode, self.capInsets, self.resizingMode) = (renderingMode, capInsets, resizingMode)
    }

    /// The same image: the same content drawn the same way (two images made alike are
    /// different, as in UIKit; images from the same name are the same).
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.content === rhs.content && lhs.renderingMode == rhs.renderingMode && lhs.capInsets == rhs.capInsets
            && lhs.resizingMode == rhs.resizingMode
    }

    /// Hashes the content's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(content)) }

    /// Size, scale and fill, for logs and test failures.
    public var description: String {
        "UIImage(\(size.width)×\(size.height) @\(scale)x\(content.fillColor.map { ", \($0)" } ?? ", transparent"))"
    }

    private static func valid(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, 0), height: max(size.height, 0))
    }

    // MARK: The name registry

    private struct Registry {
        /// The images registered by name.
        var named: [String: Content] = [:]
        /// The images loaded from bundles, by file path.
        var loaded: [String: Content] = [:]
    }

    private static let registry = Locked(Registry())

    /// Makes `image` what `UIImage(named: name)` loads, replacing an earlier registration: the
    /// stand-in for an app's asset catalogue, for tests and examples.
    public static func register(_ image: UIImage, named name: String) {
        registry.withLock { $0.named[name] = image.content }
    }

    /// Removes the registration of `name`; `UIImage(named: name)` then answers nil.
    public static func unregisterImage(named name: String) {
        registry.withLock { $0.named[name] = nil }
    }

    // MARK: Counting rendered bitmaps

    private static let renderedBitmaps = Atomic<Int>(0)

    /// How many bitmaps images have rendered in this process so far.
    public static var renderedBitmapCount: Int { renderedBitmaps.load(ordering: .relaxed) }

    /// The bitmaps rendered while `body` runs on this task (other tasks' and threads' drawing is
    /// not counted), with `body`'s result: a count that parallel tests can rely on.
    public static func countingRenderedBitmaps<T>(_ body: () throws -> T) rethrows -> (result: T, renderedBitmaps: Int) {
        let counter = BitmapCounter()
        let result = try $currentCounter.withValue(counter) { try body() }
        return (result, counter.count.load(ordering: .relaxed))
    }

    private final class BitmapCounter: Sendable {
        let count = Atomic<Int>(0)
    }

    @TaskLocal private static var currentCounter: BitmapCounter?

    private static func countRenderedBitmap() {
        renderedBitmaps.add(1, ordering: .relaxed)
        currentCounter?.count.add(1, ordering: .relaxed)
    }
}
