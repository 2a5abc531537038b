#if canImport(Darwin)
import Foundation
#else
/// The keys of a change dictionary handed to ``RuntimeObject/observeValue(forKeyPath:of:change:context:)``
/// (Foundation's `NSKeyValueChangeKey`, which Foundation on Linux lacks; where Foundation has it,
/// its own type is used). Declared beside the root class, whose `observeValue` takes it; key-value
/// observing fills the dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of change, an `NSKeyValueChange` raw value (`UInt`): 1 setting, 2 insertion,
    /// 3 removal, 4 replacement.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value, when asked for (`NSNull` for nil).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value, when asked for (`NSNull` for nil).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// For a to-many change, the `IndexSet` of the elements changed.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification sent before a change (option `prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
#endif
