/// Options for installing a hook.
public struct HookOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: Int

    /// Options from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Remove the hook after its first call. On concurrent calls exactly one runs it.
    public static let once = HookOptions(rawValue: 1 << 0)
}
