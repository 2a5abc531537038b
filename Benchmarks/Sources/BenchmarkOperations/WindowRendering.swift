import ControlKit

/// The rendering rows of issue 11: a 320 × 480 window of 200 views — backgrounds, rounded
/// corners, borders, labels, images — composited per frame, against `peers/cairo_peer.c`
/// drawing the same scene directly, and a frame where one label of the 200 changed.
///
/// The grid: 10 columns × 20 rows of 32 × 24 cells, each holding a 28 × 20 view at (2, 2) in
/// its cell. View `i` is, by `i % 4`: a plain view, a view with a 6-point corner radius and a
/// 1-point border, a label ("L" and its number, 10 points, centred), or an image view showing
/// the 16 × 16 test picture stretched. Backgrounds cycle through five colours; image views have
/// none. The peer draws exactly this.
@MainActor
public enum WindowScene {
    static let palette: [UIColor] = [
        UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1), UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1),
        UIColor(red: 0.3, green: 0.8, blue: 0.4, alpha: 1), UIColor(red: 0.95, green: 0.8, blue: 0.2, alpha: 1),
        UIColor(red: 0.6, green: 0.4, blue: 0.8, alpha: 1),
    ]

    /// The 16 × 16 picture image views show: red across, green down, blue 128.
    static let picture: UIImage = {
        var pixels = PixelBuffer(width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 { pixels[x, y] = RGBA8(red: UInt8(x * 17), green: UInt8(y * 17), blue: 128, alpha: 255) }
        }
        return UIImage(cgImage: CGImage(pixels: pixels)!)
    }()

    /// The application, its window on a screen of `scale`, and the first label (the view a
    /// partial frame changes). With `offscreenPasses`, the 50 image views are rounded and
    /// masked and the 50 plain views cast a shadow without a path: 100 off-screen passes a frame.
    public static func make(scale: CGFloat = 1, offscreenPasses: Bool = false) -> (application: UIApplication, window: UIWindow, label: UILabel) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        if scale != 1 { window.screen = try! UIScreen(scale: scale) }
        window.backgroundColor = .white
        var firstLabel: UILabel?
        for index in 0..<200 {
            let frame = CGRect(x: (index % 10) * 32 + 2, y: (index / 10) * 24 + 2, width: 28, height: 20)
            let view: UIView
            switch index % 4 {
            case 2:
                let label = UILabel(frame: frame)
                label.text = "L\(index)"
                label.font = .systemFont(ofSize: 10)
                label.textAlignment = .center
                firstLabel = firstLabel ?? label
                view = label
            case 3:
                view = UIImageView(frame: frame)
                (view as? UIImageView)?.image = picture
            default:
                view = UIView(frame: frame)
            }
            if index % 4 != 3 { view.backgroundColor = palette[index % 5] }
            if index % 4 == 1 {
                view.layer.cornerRadius = 6
                view.layer.borderWidth = 1
                view.layer.borderColor = UIColor.black.cgColor
            }
            if offscreenPasses, index % 4 == 3 {
                view.layer.cornerRadius = 6
                view.clipsToBounds = true
            }
            if offscreenPasses, index % 4 == 0 {
                (view.layer.shadowOpacity, view.layer.shadowRadius) = (0.3, 2)
            }
            window.addSubview(view)
        }
        application.runLoopOnce()
        return (application, window, firstLabel!)
    }
}

/// Issue 21's animation row: a 320 × 480 window whose layer holds 1,000 layers of 8 × 8, each
/// moving back and forth along its row by an explicit `CABasicAnimation` of `position.x`
/// (2 s, repeating, autoreversing, begun at different times); a frame advances the clock by a
/// sixtieth of a second and composites the window.
@MainActor
public enum AnimatingLayersScene {
    public static func make() -> (application: UIApplication, window: UIWindow) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        window.backgroundColor = .white
        for index in 0..<1_000 {
            let layer = CALayer()
            layer.frame = CGRect(x: 4, y: CGFloat(index % 50) * 9.6, width: 8, height: 8)
            layer.backgroundColor = WindowScene.palette[index % 5].cgColor
            let move = CABasicAnimation(keyPath: "position.x")
            (move.fromValue, move.toValue, move.duration) = (8, 312, 2)
            (move.repeatCount, move.autoreverses, move.beginTime) = (.infinity, true, -Double(index) / 500)
            window.layer.addSublayer(layer)
            layer.add(move, forKey: "move")
        }
        application.runLoopOnce()
        return (application, window)
    }
}

extension Fixtures {
    @MainActor static func renderingOperations() throws -> [Operation] {
        let animating = AnimatingLayersScene.make()
        let colors = [UIColor.white, UIColor(white: 0.98, alpha: 1)]
        let partial = WindowScene.make()
        let texts = ["L2", "L2!"]
        /// A change of the window's own colour: the whole window is composited again from the
        /// views' backing stores (their drawing is not redone), as a frame after a layout.
        func wholeWindow(_ name: String, scale: CGFloat, offscreenPasses: Bool = false) -> Operation {
            let scene = WindowScene.make(scale: scale, offscreenPasses: offscreenPasses)
            return Operation(name: name, iterationDivisor: 10_000, run: { iterations in
                var frames = 0
                for iteration in 0..<iterations {
                    scene.window.backgroundColor = colors[iteration % 2]
                    frames += scene.window.screenImage() == nil ? 0 : 1
                }
                return frames
            }, expectedResult: { $0 })
        }
        return [
            wholeWindow("render a 320×480 window of 200 views", scale: 1),
            // On a 2× screen: four times the pixels, the views' drawing done at 2×.
            wholeWindow("render a 320×480 window of 200 views at scale 2", scale: 2),
            // The same frame with 100 off-screen passes: 50 rounded, masked images, 50 shadows without a path.
            wholeWindow("render a 320×480 window of 200 views, 100 off-screen passes", scale: 1, offscreenPasses: true),
            // 1,000 layers animating: a sixtieth of a second, then the frame composited.
            Operation(name: "1,000 layers animating, a frame", iterationDivisor: 10_000, run: { iterations in
                var frames = 0
                for _ in 0..<iterations {
                    animating.application.clock.advance(by: 1.0 / 60)
                    frames += animating.window.screenImage() == nil ? 0 : 1
                }
                return frames
            }, expectedResult: { $0 }),
            // One label's text changes: the display pass draws it alone, and only its rectangle
            // is composited again.
            Operation(name: "redisplay one label of 200 views", iterationDivisor: 10_000, run: { iterations in
                var frames = 0
                for iteration in 0..<iterations {
                    partial.label.text = texts[iteration % 2]
                    partial.application.runLoopOnce()
                    frames += partial.window.screenImage() == nil ? 0 : 1
                }
                return frames
            }, expectedResult: { $0 }),
        ]
    }
}
