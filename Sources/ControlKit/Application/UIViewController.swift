import DynamicRuntime

/// Manages a view and its place in the responder chain (`UIViewController`).
open class UIViewController: UIResponder {}
