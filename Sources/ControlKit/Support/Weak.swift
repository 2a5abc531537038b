/// A reference held weakly, for what UIKit does not retain: an application's windows, a
/// recognizer's failure requirements, a touch's recognizers, recognizers' and controls' targets.
struct Weak<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
