/// What an observation asks to be told (`NSKeyValueObservingOptions`).
public struct KeyValueObservingOptions: OptionSet, Sendable {
    /// The option bits, with Apple's values.
    public let rawValue: Int

    /// Options from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Include the new value.
    public static let new = KeyValueObservingOptions(rawValue: 0x01)
    /// Include the old value.
    public static let old = KeyValueObservingOptions(rawValue: 0x02)
    /// Notify once, before registration returns, with the current value as new (if asked).
    public static let initial = KeyValueObservingOptions(rawValue: 0x04)
    /// Notify before each change as well as after; the prior notification carries old (if
    /// asked), never new.
    public static let prior = KeyValueObservingOptions(rawValue: 0x08)
}

#if !canImport(Darwin)
/// Foundation's name for the options, which Foundation on Linux lacks, so ported code that spells
/// it (`NSKeyValueObservingOptions.new`) compiles; where Foundation has it, its own type is used.
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
#endif
