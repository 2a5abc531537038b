import ControlKit

/// The fixed script a passthrough run plays on a fresh ``PassthroughScene``: the first layout,
/// a hit-test grid over the window and, to the point, along lines through each control, `point(inside:with:)` probes around
/// every control's edges, taps with their responder chains, drags across the drag tolerance's
/// edge, state changes, background images set by the user, and a relayout.
///
/// Each step records its lines; two runs of the script agree exactly when nothing observable
/// differs.
@MainActor
enum PassthroughScript {
    static let steps: [PassthroughStep] = [
        PassthroughStep("first layout") { $0.firstLayout() },
        PassthroughStep("hit-test grid") { $0.hitTestGrid() },
        PassthroughStep("hit-test scan lines through each control") { $0.hitTestScanLines() },
        PassthroughStep("point(inside:with:) around each control's edges") { $0.pointInsideProbes() },
        PassthroughStep("taps and responder chains") { $0.taps() },
        PassthroughStep("drags across the drag tolerance's edge") { $0.drags() },
        PassthroughStep("state changes") { $0.stateChanges() },
        PassthroughStep("background images set by the user") { $0.userBackgroundImages() },
        PassthroughStep("relayout") { $0.relayout() },
    ]
}

extension StepRecorder {
    func firstLayout() {
        scene.application.runLoopOnce()
        recordState()
    }

    /// Which view `hitTest` answers over the whole window every 4 points, one line per row,
    /// as runs of equal answers (`x 20–136 title button`).
    func hitTestGrid() {
        let size = PassthroughScene.windowSize
        for y in stride(from: 0, to: size.height, by: 4) {
            recordHits("y \(SceneObservation.format(y))", stride(from: 0, to: size.width, by: 4).map { CGPoint(x: $0, y: y) }, along: \.x)
        }
    }

    /// Which view `hitTest` answers at every whole point of a horizontal and a vertical line
    /// through each control's center, from 40 points before its edges to 40 after: where a
    /// hit area that moved or grew shows up to the point.
    func hitTestScanLines() {
        for control in scene.controls {
            let frame = control.convert(control.bounds, to: nil)
            let name = scene.name(of: control)
            recordHits("across \(name) at y \(SceneObservation.format(frame.midY))",
                       stride(from: frame.minX - 40, through: frame.maxX + 40, by: 1).map { CGPoint(x: $0, y: frame.midY) }, along: \.x)
            recordHits("down \(name) at x \(SceneObservation.format(frame.midX))",
                       stride(from: frame.minY - 40, through: frame.maxY + 40, by: 1).map { CGPoint(x: frame.midX, y: $0) }, along: \.y)
        }
    }

    /// Records one line: `label`, then the window's hit view at each of `points` (in order
    /// along `axis`), as runs of equal answers named by their first and last coordinate.
    private func recordHits(_ label: String, _ points: [CGPoint], along axis: KeyPath<CGPoint, CGFloat>) {
        var runs: [(first: CGFloat, last: CGFloat, name: String)] = []
        for point in points {
            let name = scene.name(of: scene.window.hitTest(point, with: nil))
            if let run = runs.last, run.name == name {
                runs[runs.count - 1].last = point[keyPath: axis]
            } else {
                runs.append((point[keyPath: axis], point[keyPath: axis], name))
            }
        }
        let text = runs.map { "\(SceneObservation.format($0.first))–\(SceneObservation.format($0.last)) \($0.name)" }
        record("\(label): \(text.joined(separator: ", "))")
    }

    /// Each control's `point(inside:with:)` just inside, on and just outside each edge, and
    /// well outside, in its own coordinates.
    func pointInsideProbes() {
        for control in scene.controls {
            let bounds = control.bounds
            var probes: [CGPoint] = []
            for offset in [-30, -1, -0.5, 0, 0.5, 1] as [CGFloat] {
                probes.append(CGPoint(x: bounds.minX + offset, y: bounds.midY))
                probes.append(CGPoint(x: bounds.maxX - offset, y: bounds.midY))
                probes.append(CGPoint(x: bounds.midX, y: bounds.minY + offset))
                probes.append(CGPoint(x: bounds.midX, y: bounds.maxY - offset))
                probes.append(CGPoint(x: bounds.maxX - offset, y: bounds.minY + offset))
            }
            let answers = probes.map { "\(SceneObservation.format($0)) \(control.point(inside: $0, with: nil) ? "yes" : "no")" }
            record("\(scene.name(of: control)): \(answers.joined(separator: ", "))")
        }
    }

    /// Taps at each control's center, on the part of the lower cell's close button that
    /// overhangs the cell above, on the recognizer's container and on empty content: the hit
    /// view, its responder chain, then what the tap did.
    func taps() {
        var points = scene.controls.map { control in ("\(scene.name(of: control)) center", control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)) }
        points += [("cell 1 close button overhang", CGPoint(x: 218, y: 250)), ("outer", CGPoint(x: 30, y: 95)),
                   ("empty content", CGPoint(x: 230, y: 10)), ("cell 0 content", CGPoint(x: 60, y: 200))]
        for (name, point) in points {
            let hit = scene.window.hitTest(point, with: nil)
            let chain = sequence(first: hit as UIResponder?) { $0?.next }.prefix { $0 != nil }.map { scene.name(of: $0) }
            record("tap \(name) \(SceneObservation.format(point)): hits \(scene.name(of: hit)); chain \(chain.joined(separator: " → "))")
            scene.driver.tap(at: point)
            recordState()
            scene.driver.wait(1)
        }
    }

    /// Drags from the title button down past its bottom edge by 0 to 100 points and back, over
    /// the 70-point tolerance, then lifts inside; then a drag that lifts outside, and one across
    /// the 70.5-point left edge. State after every move.
    func drags() {
        let button = scene.view(named: "title button")
        let frame = button.frame
        let finger = scene.driver.press(at: CGPoint(x: frame.midX, y: frame.midY))
        recordState(of: button)
        for distance in [0, 40, 69, 69.5, 70, 70.5, 71, 100, 69, 20] as [CGFloat] {
            let point = CGPoint(x: frame.midX, y: frame.maxY + distance)
            scene.driver.move(finger, to: point)
            record("moved to \(SceneObservation.format(point))")
            recordState(of: button)
        }
        scene.driver.release(finger)
        recordState(of: button)
        scene.driver.wait(1)

        scene.driver.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.maxX + 71, y: frame.midY), steps: 4)
        recordState(of: button)
        scene.driver.wait(1)

        let leftward = scene.driver.press(at: CGPoint(x: frame.midX, y: frame.midY))
        for distance in [70, 70.5, 71] as [CGFloat] {
            scene.driver.move(leftward, to: CGPoint(x: frame.minX - distance, y: frame.midY))
            record("moved \(SceneObservation.format(distance)) left of the edge")
            recordState(of: button)
        }
        scene.driver.cancel()
        recordState(of: button)
        scene.driver.wait(1)
    }

    /// Selected, highlighted and enabled set and cleared in code, a disabled button tapped, and
    /// actions sent by hand.
    func stateChanges() {
        guard let button = scene.view(named: "title button") as? UIControl else { return }
        let changes: [(String, (UIControl) -> Void)] = [
            ("selected", { $0.isSelected = true }), ("highlighted", { $0.isHighlighted = true }),
            ("not highlighted", { $0.isHighlighted = false }), ("not selected", { $0.isSelected = false }),
            ("disabled", { $0.isEnabled = false }), ("enabled", { $0.isEnabled = true }),
        ]
        for (name, change) in changes {
            change(button)
            record("set \(name)")
            recordState(of: button)
        }
        let disabled = scene.view(named: "disabled button")
        scene.driver.tap(at: disabled.convert(CGPoint(x: 40, y: 5), to: nil))
        record("tapped the disabled button")
        recordState(of: disabled)
        scene.driver.wait(1)
        button.sendActions(for: [.valueChanged, .touchUpInside])
        record("sent valueChanged and touchUpInside by hand")
        recordLog()
    }

    /// The user's own background images for normal and highlighted on the title button, then a
    /// press and release: what the background image view shows at each moment.
    func userBackgroundImages() {
        guard let button = scene.view(named: "title button") as? UIButton else { return }
        button.setBackgroundImage(UIImage(size: CGSize(width: 2, height: 2)), for: .normal)
        button.setBackgroundImage(UIImage(size: CGSize(width: 3, height: 3)), for: .highlighted)
        scene.application.runLoopOnce()
        recordState(of: button)
        let finger = scene.driver.press(at: button.convert(CGPoint(x: 10, y: 10), to: nil))
        recordState(of: button)
        scene.driver.release(finger)
        recordState(of: button)
        scene.driver.wait(1)
    }

    /// Buttons and containers resized and marked for layout, then one run-loop turn.
    func relayout() {
        scene.view(named: "title button").frame = CGRect(x: 20, y: 20, width: 150, height: 50)
        scene.view(named: "image button").bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        scene.view(named: "outer").frame = CGRect(x: 10, y: 90, width: 220, height: 80)
        scene.view(named: "inner").setNeedsLayout()
        scene.view(named: "cell 1 close button").setNeedsLayout()
        scene.application.runLoopOnce()
        recordState()
        scene.window.layoutIfNeeded()
        record("layoutIfNeeded on a clean window")
        recordLog()
    }
}
