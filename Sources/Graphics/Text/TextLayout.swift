import Foundation

/// Where the lines of a ``TextLayout`` sit across their rectangle.
package enum TextLineAlignment: Sendable {
    case left, center, right
}

/// Where a ``TextLayout`` breaks lines.
package enum TextWrapping: Sendable {
    /// Only at newlines.
    case newlines
    /// Between words, and inside a word only when it is longer than a line.
    case words
    /// Between characters.
    case characters
}

/// Where an ellipsis replaces the text of a ``TextLayout`` that does not fit.
package enum TextTruncation: Sendable {
    /// Nowhere: the edge clips, and lines left over are dropped.
    case none
    /// At the start of the last line.
    case head
    /// In the middle of the last line.
    case middle
    /// At the end of the last line.
    case tail
}

/// Text broken into lines within a width, in the built-in font: what a label and a text layer
/// show. The ellipsis is three periods: the built-in font's glyphs are ASCII.
package struct TextLayout {
    package let lines: [String]
    package let font: BuiltInFont

    /// Lays out `text` within `width` (infinite: no limit) on at most `maximumLines` lines (0: as
    /// many as it takes), breaking them by `wrapping`. When text is left over or the last line is
    /// too wide, `truncation` puts an ellipsis in the last line.
    package init(_ text: String, font: BuiltInFont, width: CGFloat, maximumLines: Int, wrapping: TextWrapping, truncation: TextTruncation) {
        self.font = font
        let wrapWidth = wrapping == .newlines || !width.isFinite ? nil : width
        var all = wrapping == .characters && wrapWidth != nil
            ? text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { Self.characterWrapped($0, font, wrapWidth!) }
            : font.lines(of: text, width: wrapWidth)
        let limit = maximumLines > 0 ? maximumLines : all.count
        let truncated = all.count > limit
        if truncated { all = Array(all.prefix(limit)) }
        if let last = all.last, truncated || !font.fits(last, in: width) {
            all[all.count - 1] = Self.truncated(last, font, width, truncation)
        }
        lines = text.isEmpty ? [] : all
    }

    /// The width of the widest line and the lines' height, rounded up to whole points.
    package var size: CGSize {
        CGSize(width: (lines.map { font.width(of: $0) }.max() ?? 0).rounded(.up),
               height: (CGFloat(lines.count) * font.lineHeight).rounded(.up))
    }

    /// Draws the lines in `color`, aligned across `rect`, from its top or centred in it
    /// vertically (as a label draws its text).
    package func draw(in rect: CGRect, alignment: TextLineAlignment, centredVertically: Bool, color: CGColor, context: CGContext) {
        let top = centredVertically ? rect.midY - CGFloat(lines.count) * font.lineHeight / 2 : rect.minY
        for (index, line) in lines.enumerated() {
            let width = font.width(of: line)
            let x = switch alignment {
            case .center: rect.midX - width / 2
            case .right: rect.maxX - width
            case .left: rect.minX
            }
            font.draw(line, baselineAt: CGPoint(x: x, y: top + CGFloat(index) * font.lineHeight + font.ascender), color: color, in: context)
        }
    }

    private static func characterWrapped(_ paragraph: Substring, _ font: BuiltInFont, _ width: CGFloat) -> [String] {
        var lines: [String] = [], line = ""
        for character in paragraph {
            if !line.isEmpty, !font.fits(line + String(character), in: width) {
                lines.append(line)
                line = ""
            }
            line.append(character)
        }
        return lines + [line]
    }

    /// `line` cut to `width` with an ellipsis where `truncation` puts it — also when it fits but
    /// text was left over after it.
    private static func truncated(_ line: String, _ font: BuiltInFont, _ width: CGFloat, _ truncation: TextTruncation) -> String {
        let ellipsis = "..."
        guard truncation != .none else { return line }
        var characters = Array(line)
        func candidate() -> String {
            switch truncation {
            case .head: return ellipsis + String(characters)
            case .middle:
                let half = characters.count / 2
                return String(characters[..<half]) + ellipsis + String(characters[half...])
            default: return String(characters) + ellipsis
            }
        }
        while !characters.isEmpty, !font.fits(candidate(), in: width) {
            switch truncation {
            case .head: characters.removeFirst()
            case .middle: characters.remove(at: characters.count / 2)
            default: characters.removeLast()
            }
        }
        return candidate()
    }
}
