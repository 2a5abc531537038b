/// The storage of a layer property that compositing shows (`@Composited var cornerRadius`):
/// writing a different value marks the layer changed, so its window composites it again. The one
/// change-tracking mechanism of the layers' values; what is not a value (the tree, the mask, the
/// contents, the animations) is marked by the one body that changes it.
@propertyWrapper
package struct Composited<Value: Equatable> {
    private var value: Value

    package init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Reached only through the layer (see the subscript below).
    @available(*, unavailable, message: "@Composited is for properties of a CALayer")
    package var wrappedValue: Value {
        get { fatalError("unreachable") }
        set { fatalError("unreachable") }
    }

    @inline(__always)
    package static subscript<Layer: CALayer>(_enclosingInstance layer: Layer, wrapped _: ReferenceWritableKeyPath<Layer, Value>,
                                             storage storage: ReferenceWritableKeyPath<Layer, Self>) -> Value {
        get { layer[keyPath: storage].value }
        set {
            guard layer[keyPath: storage].value != newValue else { return }
            layer[keyPath: storage].value = newValue
            layer.markChanged(.appearance)
        }
    }
}
