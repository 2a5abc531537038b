/// Placeholder until associated objects land.
final class AssociationTable {
    static func releaseAll(of object: RuntimeObject) {}
}
