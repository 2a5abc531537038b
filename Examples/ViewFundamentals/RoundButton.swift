import ControlKit

/// A square button that takes touches only inside its inscribed circle: the one override
/// UIKit needs, `point(inside:with:)`. Hit testing asks it (and the control asks it again
/// whether a lifted finger is inside), so the corners fall through to whatever is below.
final class RoundButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let radius = min(bounds.width, bounds.height) / 2
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        return dx * dx + dy * dy < radius * radius
    }
}

/// Section 2: taps on a 100 × 100 round button, at its centre, near its rim and in a corner.
@MainActor
func showRoundButton(_ transcript: Transcript) {
    transcript.section("A round button that accepts only its circle")
    let stage = Stage(transcript)
    let button = stage.add(RoundButton(type: .custom), "roundButton", frame: CGRect(x: 110, y: 190, width: 100, height: 100),
                           in: transcript)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    stage.show()

    transcript.say("the button's frame is (110, 190, 100, 100); its circle has radius 50 around (160, 240)")
    let places: [(String, CGPoint)] = [
        ("centre", CGPoint(x: 160, y: 240)),
        ("near the rim, 48 pt from the centre", CGPoint(x: 160 + 48, y: 240)),
        ("top-left corner of the square", CGPoint(x: 115, y: 195)),
        ("bottom-right corner", CGPoint(x: 205, y: 285)),
    ]
    for (place, point) in places {
        let before = taps
        let hit = stage.tap(at: point)
        transcript.say("tap at \(point.short), \(place): hit \(transcript.name(of: hit)), "
            + (taps > before ? "touchUpInside sent" : "no action"))
    }
}
