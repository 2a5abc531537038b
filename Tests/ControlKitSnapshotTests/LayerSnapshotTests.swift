import ControlKit
import ControlKitSnapshots
import Testing

/// Layer kinds as they render, at 1× and 2×, against reference PNGs in
/// `__Snapshots__/LayerSnapshotTests` (`SNAPSHOT_RECORD=1 swift test` records them anew).
@MainActor @Suite("Layer snapshots") struct LayerSnapshotTests {
    /// A 40 × 40 view holding a progress ring: a grey track and a blue arc from the top,
    /// clockwise, to `progress`, with round caps.
    func progressRing(_ progress: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        let circle = UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 14, startAngle: -.pi / 2,
                                  endAngle: 3 * .pi / 2, clockwise: true).cgPath
        let track = CAShapeLayer()
        track.path = circle
        track.fillColor = nil
        track.strokeColor = UIColor.lightGray.cgColor
        track.lineWidth = 6
        let ring = CAShapeLayer()
        ring.path = circle
        ring.fillColor = nil
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = progress
        view.layer.addSublayer(track)
        view.layer.addSublayer(ring)
        return view
    }

    @Test("a progress ring at strokeEnd 0.25, at 1× and 2×")
    func progressRingAtAQuarter() {
        let view = progressRing(0.25)
        assertSnapshot(of: view, named: "progress-ring-quarter")
        assertSnapshot(of: view, named: "progress-ring-quarter-2x", scale: 2)
    }

    @Test("a dashed outline with round joins, and an even-odd fill, at 2×")
    func dashedAndEvenOdd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.backgroundColor = .white
        let frame = CAShapeLayer()
        frame.path = CGPath(rect: CGRect(x: 4, y: 4, width: 32, height: 22), transform: nil)
        frame.fillColor = nil
        frame.strokeColor = UIColor.red.cgColor
        frame.lineWidth = 2
        frame.lineJoin = .round
        frame.lineDashPattern = [6, 3]
        let donut = CAShapeLayer()
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 12, y: 7, width: 16, height: 16))
        path.addEllipse(in: CGRect(x: 16, y: 11, width: 8, height: 8))
        donut.path = path
        donut.fillColor = UIColor.blue.cgColor
        donut.fillRule = .evenOdd
        view.layer.addSublayer(frame)
        view.layer.addSublayer(donut)
        assertSnapshot(of: view, named: "shapes-dashed-evenodd-2x", scale: 2)
    }

    @Test("gradient layers — axial, radial, conic — at 1× and 2×")
    func gradients() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 66, height: 20))
        view.backgroundColor = .white
        for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 2 + 22 * CGFloat(index), y: 2, width: 18, height: 16)
            gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.blue.cgColor]
            gradient.type = type
            if type != .axial {
                gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            }
            view.layer.addSublayer(gradient)
        }
        assertSnapshot(of: view, named: "gradients")
        assertSnapshot(of: view, named: "gradients-2x", scale: 2)
    }

    @Test("text layers — left, centred and wrapped, truncated — at 1× and 2×")
    func textLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 70, height: 50))
        view.backgroundColor = .white
        let lines: [(String, CGRect, CATextLayerAlignmentMode, Bool, CATextLayerTruncationMode)] = [
            ("Left", CGRect(x: 2, y: 2, width: 66, height: 12), .left, false, .none),
            ("centred and wrapped", CGRect(x: 2, y: 14, width: 66, height: 22), .center, true, .none),
            ("truncated at the end", CGRect(x: 2, y: 36, width: 50, height: 12), .natural, false, .end),
        ]
        for (string, frame, alignment, wrapped, truncation) in lines {
            let text = CATextLayer()
            text.frame = frame
            text.string = string
            text.fontSize = 10
            text.foregroundColor = UIColor.darkGray.cgColor
            (text.alignmentMode, text.isWrapped, text.truncationMode) = (alignment, wrapped, truncation)
            view.layer.addSublayer(text)
        }
        assertSnapshot(of: view, named: "text-layers")
        assertSnapshot(of: view, named: "text-layers-2x", scale: 2)
    }
}
