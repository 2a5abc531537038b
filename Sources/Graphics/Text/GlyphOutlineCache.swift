import Foundation

/// The stroked outlines of the built-in font's glyphs, kept per size and scale: a label draws
/// the same few characters again and again, and stroking a glyph costs more than filling it.
/// Shared by every thread (text is drawn on background threads too), behind a lock.
final class GlyphOutlineCache: @unchecked Sendable {
    static let shared = GlyphOutlineCache()

    private struct Key: Hashable {
        let character: Character
        let font: BuiltInFont
        let scale: CGFloat
    }

    /// A bound on the outlines kept: past it the cache starts over, so sizes and scales that
    /// come and go (an animated transform) cannot grow it without end.
    private static let capacity = 4_096

    private let lock = NSLock()
    /// Only read or written while `lock` is held.
    private var outlines: [Key: [Polygon]] = [:]

    /// The outline of `character` in `font` at `scale` (see ``BuiltInFont/glyphOutline(of:scale:)``).
    func outline(of character: Character, in font: BuiltInFont, scale: CGFloat) -> [Polygon] {
        let key = Key(character: character, font: font, scale: scale)
        if let outline = lock.withLock({ outlines[key] }) { return outline }
        let outline = font.glyphOutline(of: character, scale: scale)
        lock.withLock {
            if outlines.count >= Self.capacity { outlines.removeAll(keepingCapacity: true) }
            outlines[key] = outline
        }
        return outline
    }
}
