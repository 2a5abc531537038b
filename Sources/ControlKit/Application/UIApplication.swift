import DynamicRuntime

/// The application: its windows, the end of the responder chain, and the run-loop turn that
/// performs pending layout and display (`UIApplication`).
open class UIApplication: UIResponder {}
