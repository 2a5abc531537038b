import DynamicRuntime

/// Converting points and rectangles between views' coordinate systems.
///
/// A view's coordinates map to its superview's through its center, bounds and its layer's
/// anchor point and transform. Views of different trees meet in screen coordinates, where each
/// root sits at its frame's origin, as windows are placed. A nil view means the window (the root).
extension UIView {
    /// `point` in this view's coordinates, converted to `view`'s (to the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return rootAndPoint(point).point }
        return view.convert(point, from: self)
    }

    /// `point` in `view`'s coordinates (the window's when nil), converted to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, view !== self else { return view == nil ? pointFromRoot(point) : point }
        if storedSuperview === view { return pointFromOuter(point) }
        let (fromRoot, inFromRoot) = view.rootAndPoint(point)
        let toRoot = rootView
        let inToRoot = fromRoot === toRoot ? inFromRoot : toRoot.pointFromOuter(fromRoot.pointInOuter(inFromRoot))
        return pointFromRoot(inToRoot)
    }

    /// `rect` in this view's coordinates, converted to `view`'s (the window's when nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect` in `view`'s coordinates (the window's when nil), converted to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `point` in the coordinates the frame is in (the superview's, or the screen's for a
    /// root), converted to this view's: hit testing's step down.
    func pointFromOuter(_ point: CGPoint) -> CGPoint {
        let (center, bounds) = (self.center, self.bounds)
        // The view holds its layer for its whole life: read it without retaining it (this runs
        // for every view a hit test visits).
        return Unmanaged.passUnretained(storedLayer)._withUnsafeGuaranteedRef {
            $0.pointFromSuperlayer(point, position: center, bounds: bounds)
        }
    }

    /// `point` in this view's coordinates, converted to the ones the frame is in.
    private func pointInOuter(_ point: CGPoint) -> CGPoint {
        let (center, bounds) = (self.center, self.bounds)
        return Unmanaged.passUnretained(storedLayer)._withUnsafeGuaranteedRef {
            $0.pointInSuperlayer(point, position: center, bounds: bounds)
        }
    }

    /// The root of this view's tree and `point` converted to the root's coordinates.
    private func rootAndPoint(_ point: CGPoint) -> (root: UIView, point: CGPoint) {
        var view = self, point = point
        while let superview = view.storedSuperview {
            point = view.pointInOuter(point)
            view = superview
        }
        return (view, point)
    }

    /// `point` in the root's coordinates, converted down to this view's.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        guard let superview = storedSuperview else { return point }
        return pointFromOuter(superview.pointFromRoot(point))
    }
}
