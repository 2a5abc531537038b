import DynamicRuntime

/// The values of a layer that compositing shows, held together so that one mechanism tracks
/// their changes: the layer's ``CALayer/values`` are written only by
/// ``CALayer/setComposited(_:_:)``, which marks the layer changed when a value differs, so its
/// window composites it again. What is not a value (the tree, the mask, the contents, the
/// animations) is marked by the one body that changes it.
package struct CompositedValues {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var transform = CGAffineTransform.identity
    package var isHidden = false
    package var opacity: Float = 1
    package var masksToBounds = false
    package var backgroundColor: CGColor? = nil
    package var cornerRadius: CGFloat = 0
    package var maskedCorners = CACornerMask.all
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColor? = .black
    package var contentsGravity = CALayerContentsGravity.resize
    package var contentsScale: CGFloat = 1
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var shadowColor: CGColor? = .black
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: CGPath?
    package var shouldRasterize = false
    package var rasterizationScale: CGFloat = 1
}

extension CALayer {
    /// A dynamic member of the layer stored at `field` of its values, as given (through
    /// `valid`), its change running the key's action.
    static func compositedProperty<Value: Equatable>(_ name: String, getterName: String? = nil,
                                                     _ field: WritableKeyPath<CompositedValues, Value>,
                                                     _ valid: @escaping (Value) -> Value = { $0 }) -> DeclaredProperty<CALayer, Value> {
        DeclaredProperty(name, of: CALayer.self, getterName: getterName, get: { $0.values[keyPath: field] },
                         set: { layer, value in
                             let action = layer.actionForChange(of: name)
                             layer.setComposited(field, valid(value))
                             layer.runAction(action)
                         })
    }
}
