/// The accessibility of views, as UIKit's `UIAccessibility` informal protocol has it on views:
/// whether a view is an element VoiceOver visits, and what it says of it. Each property answers
/// UIKit's default for the kind of view until it is set: a label is an element labelled by its
/// text with the static-text trait; a button is one labelled by its current title with the
/// button trait (and selected, not-enabled as its state says); other views are not elements.
extension UIView {
    /// Whether VoiceOver visits this view (the views beneath it are then not visited).
    public var isAccessibilityElement: Bool {
        get { storedAccessibility?.isElement ?? isAccessibilityElementByDefault }
        set { accessibilitySettings.isElement = newValue }
    }

    /// What VoiceOver calls the element.
    public var accessibilityLabel: String? {
        get { storedAccessibility?.label ?? accessibilityLabelByDefault }
        set { accessibilitySettings.label = newValue }
    }

    /// The element's value, when it has one (a slider's percentage).
    public var accessibilityValue: String? {
        get { storedAccessibility?.value ?? accessibilityValueByDefault }
        set { accessibilitySettings.value = newValue }
    }

    /// What activating the element does, said after a pause.
    public var accessibilityHint: String? {
        get { storedAccessibility?.hint }
        set { accessibilitySettings.hint = newValue }
    }

    /// What the element is and how it behaves.
    public var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibility?.traits ?? accessibilityTraitsByDefault }
        set { accessibilitySettings.traits = newValue }
    }

    /// A string tests find the element by; VoiceOver never says it.
    public var accessibilityIdentifier: String? {
        get { storedAccessibility?.identifier }
        set { accessibilitySettings.identifier = newValue }
    }

    /// Where the element is on screen: by default the view's bounds in its window's coordinates
    /// (ControlKit's screens show windows at their origin).
    public var accessibilityFrame: CGRect {
        get { storedAccessibility?.frame ?? convert(bounds, to: nil) }
        set { accessibilitySettings.frame = newValue }
    }

    /// The elements inside this view, in the order VoiceOver visits them; nil (the default) lets
    /// VoiceOver find them among the subviews in reading order.
    public var accessibilityElements: [UIView]? {
        get { storedAccessibility?.elements }
        set { accessibilitySettings.elements = newValue }
    }

    /// Whether VoiceOver skips this view and everything beneath it.
    public var accessibilityElementsHidden: Bool {
        get { storedAccessibility?.elementsHidden ?? false }
        set { accessibilitySettings.elementsHidden = newValue }
    }

    /// The settings, made on the first set.
    private var accessibilitySettings: AccessibilitySettings {
        if let settings = storedAccessibility { return settings }
        let settings = AccessibilitySettings()
        storedAccessibility = settings
        return settings
    }
}

/// A view's accessibility settings, kept apart from the view until one is set.
final class AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var frame: CGRect?
    var elements: [UIView]?
    var elementsHidden = false
}
