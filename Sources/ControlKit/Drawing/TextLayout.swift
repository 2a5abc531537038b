import Foundation

/// How lines of text align in their rectangle (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Spread to both edges in UIKit; ControlKit sets such lines against the left edge, as
    /// UIKit sets a paragraph's last line.
    case justified = 3
    /// The script's direction: the left edge for the built-in font's Latin text.
    case natural = 4
}

/// How text that does not fit is broken or cut (`NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    /// Break between words (inside a word only when it is longer than a line).
    case byWordWrapping = 0
    /// Break between characters.
    case byCharWrapping = 1
    /// Cut at the edge.
    case byClipping = 2
    /// End the last line's start with an ellipsis.
    case byTruncatingHead = 3
    /// End the last line with an ellipsis: a label's default.
    case byTruncatingTail = 4
    /// Put the ellipsis in the middle of the last line.
    case byTruncatingMiddle = 5
}

/// Text broken into the lines a label shows within a width, in the built-in font. The
/// ellipsis is three periods: the built-in font's glyphs are ASCII.
struct TextLayout {
    let lines: [String]
    let font: BuiltInFont

    /// Lays out `text` within `width` (infinite: no limit) on at most `numberOfLines` lines
    /// (0: as many as it takes). A single-line layout does not wrap; a multi-line one wraps
    /// by words, or characters for ``NSLineBreakMode/byCharWrapping``. When text is left over or
    /// a line is too wide, a truncating mode puts an ellipsis in the last line.
    init(_ text: String, font: BuiltInFont, width: CGFloat, numberOfLines: Int, lineBreakMode: NSLineBreakMode) {
        self.font = font
        let wrapWidth = numberOfLines == 1 || !width.isFinite ? nil : width
        var all = lineBreakMode == .byCharWrapping && wrapWidth != nil
            ? text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { Self.characterWrapped($0, font, wrapWidth!) }
            : font.lines(of: text, width: wrapWidth)
        let limit = numberOfLines > 0 ? numberOfLines : all.count
        let truncated = all.count > limit
        if truncated { all = Array(all.prefix(limit)) }
        if let last = all.last, truncated || font.width(of: last) > width {
            all[all.count - 1] = Self.truncated(last, font, width, lineBreakMode)
        }
        lines = text.isEmpty ? [] : all
    }

    /// The width of the widest line and the lines' height, rounded up to whole points.
    var size: CGSize {
        CGSize(width: (lines.map { font.width(of: $0) }.max() ?? 0).rounded(.up),
               height: (CGFloat(lines.count) * font.lineHeight).rounded(.up))
    }

    /// Draws the lines in `color`, aligned in `rect` and centred in it vertically, as a label
    /// draws its text.
    func draw(in rect: CGRect, alignment: NSTextAlignment, color: CGColor, context: CGContext) {
        let top = rect.midY - CGFloat(lines.count) * font.lineHeight / 2
        for (index, line) in lines.enumerated() {
            let width = font.width(of: line)
            let x = switch alignment {
            case .center: rect.midX - width / 2
            case .right: rect.maxX - width
            case .left, .justified, .natural: rect.minX
            }
            font.draw(line, baselineAt: CGPoint(x: x, y: top + CGFloat(index) * font.lineHeight + font.ascender), color: color, in: context)
        }
    }

    private static func characterWrapped(_ paragraph: Substring, _ font: BuiltInFont, _ width: CGFloat) -> [String] {
        var lines: [String] = [], line = ""
        for character in paragraph {
            if !line.isEmpty, font.width(of: line) + font.advance(of: character) > width {
                lines.append(line)
                line = ""
            }
            line.append(character)
        }
        return lines + [line]
    }

    /// `line` cut to `width` with an ellipsis where `mode` puts it — also when it fits but text
    /// was left over after it; a wrapping or clipping mode adds none (the edge clips, and
    /// left-over lines are dropped).
    private static func truncated(_ line: String, _ font: BuiltInFont, _ width: CGFloat, _ mode: NSLineBreakMode) -> String {
        let ellipsis = "..."
        guard [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(mode) else { return line }
        var characters = Array(line)
        func candidate() -> String {
            switch mode {
            case .byTruncatingHead: return ellipsis + String(characters)
            case .byTruncatingMiddle:
                let half = characters.count / 2
                return String(characters[..<half]) + ellipsis + String(characters[half...])
            default: return String(characters) + ellipsis
            }
        }
        while !characters.isEmpty, font.width(of: candidate()) > width {
            switch mode {
            case .byTruncatingHead: characters.removeFirst()
            case .byTruncatingMiddle: characters.remove(at: characters.count / 2)
            default: characters.removeLast()
            }
        }
        return candidate()
    }
}
