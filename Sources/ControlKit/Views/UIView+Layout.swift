import DynamicRuntime

/// Layout: `setNeedsLayout` marks a view; `layoutIfNeeded` lays out what is marked.
extension UIView {
    func layoutSubviewsBody() {}

    func setNeedsLayoutBody() {
        needsLayout = true
    }

    func layoutIfNeededBody() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in storedSubviews { subview.layoutIfNeeded() }
    }
}
