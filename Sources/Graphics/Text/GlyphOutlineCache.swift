import Foundation
import SwizzleKitSupport

/// The stroked outlines of the built-in font's glyphs, kept per size and scale: a label draws
/// the same few characters again and again, and stroking a glyph costs more than filling it.
/// Shared by every thread (text is drawn on background threads too), behind a lock.
final class GlyphOutlineCache: Sendable {
    static let shared = GlyphOutlineCache()

    private struct Key: Hashable {
        let character: Character
        let font: BuiltInFont
        let scale: CGFloat
    }

    /// A bound on the outlines kept: past it the cache starts over, so sizes and scales that
    /// come and go (an animated transform) cannot grow it without end.
    private static let capacity = 4_096

    private let outlines = Locked([Key: [Polygon]]())

    /// The outline of `character` in `font` at `scale` (see ``BuiltInFont/glyphOutline(of:scale:)``).
    func outline(of character: Character, in font: BuiltInFont, scale: CGFloat) -> [Polygon] {
        let key = Key(character: character, font: font, scale: scale)
        if let outline = outlines.withLock({ $0[key] }) { return outline }
        let outline = font.glyphOutline(of: character, scale: scale)
        outlines.withLock { outlines in
            if outlines.count >= Self.capacity { outlines.removeAll(keepingCapacity: true) }
            outlines[key] = outline
        }
        return outline
    }
}
