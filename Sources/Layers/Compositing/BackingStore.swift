extension CGContext {
    /// A bitmap for `size` points at `scale` pixels per point, set up in the coordinates of
    /// UIKit and of an iOS layer's contents — points, y down, the origin at the top left — or nil
    /// for a size that holds no pixel. An opaque one starts black, as it has no alpha to be clear.
    package static func backingStore(size: CGSize, opaque: Bool, scale: CGFloat) -> CGContext? {
        let scale = scale > 0 ? scale : 1
        let pixelWidth = (size.width * scale).rounded(.up), pixelHeight = (size.height * scale).rounded(.up)
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1,
              let context = CGContext(width: Int(pixelWidth), height: Int(pixelHeight)) else { return nil }
        if opaque {
            context.setFillColor(.black)
            context.fill(CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        }
        context.translateBy(x: 0, y: pixelHeight)
        context.scaleBy(x: scale, y: -scale)
        // UIKit's user space is the context's default: its shadows are set in points, y down.
        context.defaultUserSpace = context.ctm
        return context
    }
}
