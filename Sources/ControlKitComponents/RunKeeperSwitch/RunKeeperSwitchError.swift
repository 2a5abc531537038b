/// A misuse of a ``RunKeeperSwitch``, reported instead of stopping the program.
public struct RunKeeperSwitchError: Error, Equatable, CustomStringConvertible {
    /// The side asked for: the switch has two, 0 (left) and 1 (right).
    public let index: Int

    public var description: String { "RunKeeperSwitch has two sides, 0 (left) and 1 (right): no side \(index)" }
}
