/// Beyond UIKit: what a VoiceOver user hears of a view's tree, for tests to assert on.
///
/// The elements are the views VoiceOver visits: visible (not hidden, not transparent), not under
/// `accessibilityElementsHidden`, each an element itself or found beneath views that are not.
/// They are read as VoiceOver reads a screen, top to bottom, then left to right, by their
/// ``UIView/accessibilityFrame``; a view listing ``UIView/accessibilityElements`` is read in its
/// own order, where the view stands.
///
/// Each element is one line, its parts joined by ", " as VoiceOver says them: "Selected" when
/// selected, the label, the value (a switch's as "On" or "Off"), what it is ("Button",
/// "Switch Button", "Link", "Heading", "Image",
/// "Adjustable", "Search Field", "Tab Bar"), "Dimmed" when not enabled, then the hint.
extension UIView {
    /// One line per element, in reading order.
    public var accessibilityTranscript: [String] {
        readingGroups().flatMap { $0.elements.map(\.spokenDescription) }
    }

    /// What VoiceOver says of this element.
    var spokenDescription: String {
        let traits = accessibilityTraits
        var parts: [String] = []
        if traits.contains(.selected) { parts.append("Selected") }
        // A switch's value, "1" or "0", is said as its state.
        let value = traits.contains(.toggleButton) ? (accessibilityValue == "1" ? "On" : "Off") : accessibilityValue
        for text in [accessibilityLabel, value] {
            if let text, !text.isEmpty { parts.append(text) }
        }
        let kinds: [(UIAccessibilityTraits, String)] = [
            (.toggleButton, "Switch Button"), (.button, traits.contains(.toggleButton) ? "" : "Button"), (.link, "Link"),
            (.header, "Heading"), (.image, "Image"),
            (.adjustable, "Adjustable"), (.searchField, "Search Field"), (.tabBar, "Tab Bar"),
        ]
        parts += kinds.filter { traits.contains($0.0) && !$0.1.isEmpty }.map(\.1)
        if traits.contains(.notEnabled) { parts.append("Dimmed") }
        if let hint = accessibilityHint, !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    /// A run of elements read together, placed by `frame`.
    private struct ReadingGroup {
        var frame: CGRect
        var elements: [UIView]
    }

    /// This view's elements in reading order, as groups: one per element, or one for a view
    /// listing its own.
    private func readingGroups() -> [ReadingGroup] {
        guard !isHidden, alpha > 0, !accessibilityElementsHidden else { return [] }
        if isAccessibilityElement { return [ReadingGroup(frame: accessibilityFrame, elements: [self])] }
        if let listed = accessibilityElements {
            return [ReadingGroup(frame: accessibilityFrame, elements: listed.flatMap { $0.readingGroups().flatMap(\.elements) })]
        }
        return subviews.flatMap { $0.readingGroups() }.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.frame, rhs.element.frame)
            if a.minY != b.minY { return a.minY < b.minY }
            if a.minX != b.minX { return a.minX < b.minX }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
