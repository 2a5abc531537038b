import Foundation

/// The built-in font beyond ASCII: Latin-1's symbols and letters, and the punctuation, signs and
/// arrows UI strings use (− × ÷ • … – — ‘ ’ “ ” € ™ ← ↑ → ↓ ✓ ✕). Accented letters are their base
/// letter with an accent placed over its middle (or a cedilla under it).
extension BuiltInFontGlyphs {
    /// Glyphs drawn on their own, in the path language of ``table``.
    static let symbols: [Character: Glyph] = [
        "\u{A0}": (3, ""),
        "¡": (3, "M1.5,-2 L1.5,2.5 M1.5,4.8 L1.5,5"),
        "¢": (5.3, "M4.6,4.1 Q4,5 3,5 Q1,5 1,2.5 Q1,0 3,0 Q4,0 4.6,0.9 M3,6 L3,-1"),
        "£": (6, "M5,6.2 Q4.5,7 3.4,7 Q2,7 2,5.5 L2,1 Q2,0 1,0 L5.2,0 M0.8,3.6 L4,3.6"),
        "¤": (6, "M3,5 Q1.5,5 1.5,3.5 Q1.5,2 3,2 Q4.5,2 4.5,3.5 Q4.5,5 3,5 Z M1,5.5 L1.8,4.7 M5,5.5 L4.2,4.7 M1,1.5 L1.8,2.3 M5,1.5 L4.2,2.3"),
        "¥": (6.2, "M0.6,7 L3.1,3.4 L5.6,7 M3.1,3.4 L3.1,0 M1.4,2.8 L4.8,2.8 M1.4,1.4 L4.8,1.4"),
        "¦": (3, "M1.5,7.5 L1.5,3.5 M1.5,1.5 L1.5,-2"),
        "§": (5.6, "M4.5,6.5 Q4,7.2 2.8,7.2 Q1.2,7.2 1.2,6 Q1.2,5 2.8,4.6 Q4.6,4.1 4.6,2.9 Q4.6,1.8 3,1.8 M1.1,0.5 Q1.6,-0.2 2.8,-0.2 Q4.4,-0.2 4.4,1 Q4.4,2 2.8,2.4 Q1,2.9 1,4.1 Q1,5.2 2.6,5.2"),
        "¨": (4, "M1,6.6 L1,6.8 M3,6.6 L3,6.8"),
        "©": (9, "M4.5,7.5 Q1,7.5 1,3.5 Q1,-0.5 4.5,-0.5 Q8,-0.5 8,3.5 Q8,7.5 4.5,7.5 Z M5.9,4.7 Q5.5,5.5 4.6,5.5 Q3,5.5 3,3.5 Q3,1.5 4.6,1.5 Q5.5,1.5 5.9,2.3"),
        "ª": (4, "M1.2,6.4 Q1.6,7 2.3,7 Q3.2,7 3.2,6.1 L3.2,4.4 M3.2,5.7 L2.1,5.7 Q1,5.7 1,5 Q1,4.4 2,4.4 Q2.8,4.4 3.2,5"),
        "«": (5.5, "M2.5,4.5 L1,2.5 L2.5,0.5 M4.5,4.5 L3,2.5 L4.5,0.5"),
        "¬": (6, "M1,3.5 L5,3.5 L5,2"),
        "\u{AD}": (5, "M1,3 L4,3"),
        "®": (9, "M4.5,7.5 Q1,7.5 1,3.5 Q1,-0.5 4.5,-0.5 Q8,-0.5 8,3.5 Q8,7.5 4.5,7.5 Z M3.4,1.5 L3.4,5.5 L4.9,5.5 Q5.9,5.5 5.9,4.5 Q5.9,3.5 4.9,3.5 L3.4,3.5 M4.8,3.5 L6,1.5"),
        "¯": (4, "M1,7 L3,7"),
        "°": (4, "M2,7.2 Q1,7.2 1,6.2 Q1,5.2 2,5.2 Q3,5.2 3,6.2 Q3,7.2 2,7.2 Z"),
        "±": (6, "M3,2 L3,6 M1,4 L5,4 M1,0.5 L5,0.5"),
        "²": (4, "M1,6.4 Q1.3,7.2 2.1,7.2 Q3.1,7.2 3.1,6.3 Q3.1,5.7 2.3,5.1 L1,4 L3.2,4"),
        "³": (4, "M1,6.8 Q1.4,7.2 2.1,7.2 Q3.1,7.2 3.1,6.4 Q3.1,5.7 2.1,5.7 Q3.2,5.7 3.2,4.8 Q3.2,4 2.1,4 Q1.3,4 1,4.4"),
        "´": (3, "M1,6 L2,7.2"),
        "µ": (6, "M1,5 L1,-2.5 M1,2 Q1,0 2.9,0 Q4.8,0 4.8,2 M4.8,5 L4.8,0"),
        "¶": (6, "M5,7 L5,-1 M3.5,7 L3.5,-1 M5,7 L3,7 Q1,7 1,5 Q1,3 3,3 L3.5,3"),
        "·": (3, "M1.5,3.4 L1.5,3.6"),
        "¸": (3, "M1.5,0 L1.5,-0.8 Q2.4,-0.9 2.1,-1.6 Q1.5,-2 0.7,-1.6"),
        "¹": (3.5, "M1,6.5 L2,7.2 L2,4"),
        "º": (4, "M2,7.2 Q1,7.2 1,5.8 Q1,4.4 2,4.4 Q3,4.4 3,5.8 Q3,7.2 2,7.2 Z"),
        "»": (5.5, "M1,4.5 L2.5,2.5 L1,0.5 M3,4.5 L4.5,2.5 L3,0.5"),
        "¼": (8, "M1,6.5 L2,7.2 L2,4 M1,0 L7,7 M6.2,0 L6.2,3 L4.6,1 L7,1"),
        "½": (8, "M1,6.5 L2,7.2 L2,4 M1,0 L7,7 M4.8,2.4 Q5.1,3.2 5.9,3.2 Q6.9,3.2 6.9,2.3 Q6.9,1.7 6.1,1.1 L4.8,0 L7,0"),
        "¾": (8.5, "M1,6.8 Q1.4,7.2 2.1,7.2 Q3.1,7.2 3.1,6.4 Q3.1,5.7 2.1,5.7 Q3.2,5.7 3.2,4.8 Q3.2,4 2.1,4 Q1.3,4 1,4.4 M1.5,0 L7.5,7 M6.7,0 L6.7,3 L5.1,1 L7.5,1"),
        "¿": (6, "M5,-0.8 Q4.5,-2 3,-2 Q1,-2 1,-0.3 Q1,1 2.5,1.6 Q3,1.8 3,2.8 M3,4.8 L3,5"),
        "Æ": (9, "M0.7,0 L4.5,7 L8,7 M4.5,7 L4.5,0 L8,0 M2.2,2.6 L4.5,2.6 M4.5,3.6 L7.4,3.6"),
        "Ð": (6.8, "M1.3,0 L1.3,7 L3.3,7 Q5.9,7 5.9,3.5 Q5.9,0 3.3,0 Z M0.3,3.5 L2.6,3.5"),
        "×": (6, "M1.4,1.4 L4.6,4.6 M4.6,1.4 L1.4,4.6"),
        "Ø": (7, "M3.5,7 Q1,7 1,3.5 Q1,0 3.5,0 Q6,0 6,3.5 Q6,7 3.5,7 Z M1,-0.3 L6,7.3"),
        "Þ": (6, "M1,0 L1,7 M1,5.5 L3.5,5.5 Q5.3,5.5 5.3,3.6 Q5.3,1.7 3.5,1.7 L1,1.7"),
        "ß": (6, "M1,0 L1,5.5 Q1,7.5 3,7.5 Q4.8,7.5 4.8,5.9 Q4.8,4.4 3,4.2 Q5.2,4 5.2,2 Q5.2,0 3.2,0 L2.6,0"),
        "æ": (8.6, "M1.3,4.4 Q2,5 3,5 Q4.3,5 4.3,3.5 L4.3,0.9 M4.3,2.9 L2.6,2.9 Q1,2.9 1,1.45 Q1,0 2.6,0 Q3.7,0 4.3,1.2 M4.3,2.6 L7.8,2.6 Q7.8,5 6,5 Q4.3,5 4.3,2.6 Q4.3,0 6,0 Q7.1,0 7.6,0.9"),
        "ð": (6, "M1.8,7 L4.4,5.6 M3,6.8 Q5,5.2 5,2.5 Q5,0 3,0 Q1,0 1,2.3 Q1,4.6 3,4.6 Q4.4,4.6 5,3.4"),
        "÷": (6, "M1,3 L5,3 M3,5 L3,5.2 M3,0.8 L3,1"),
        "ø": (6, "M3,5 Q1,5 1,2.5 Q1,0 3,0 Q5,0 5,2.5 Q5,5 3,5 Z M1,-0.3 L5,5.3"),
        "þ": (6, "M1,7.5 L1,-2.5 M1,2.5 Q1,5 3,5 Q5,5 5,2.5 Q5,0 3,0 Q1,0 1,2.5"),
        "ı": (3, "M1.5,0 L1.5,5"),
        "−": (6, "M1,3 L5,3"),
        "•": (4, "M2,3.5 Q1.4,3.5 1.4,2.9 Q1.4,2.3 2,2.3 Q2.6,2.3 2.6,2.9 Q2.6,3.5 2,3.5 Z M2,2.9 L2,2.95"),
        "…": (9, "M1.5,0.2 L1.5,0 M4.5,0.2 L4.5,0 M7.5,0.2 L7.5,0"),
        "–": (6, "M0.5,3 L5.5,3"),
        "—": (10, "M0.5,3 L9.5,3"),
        "‘": (2.5, "M1,7 L1.5,5.8"),
        "’": (2.5, "M1.5,7 L1,5.8"),
        "“": (4, "M1,7 L1.5,5.8 M2.5,7 L3,5.8"),
        "”": (4, "M1.5,7 L1,5.8 M3,7 L2.5,5.8"),
        "€": (6.5, "M5.6,6 Q4.9,7 3.6,7 Q1.4,7 1.4,3.5 Q1.4,0 3.6,0 Q4.9,0 5.6,1 M0.4,4.3 L4,4.3 M0.4,2.7 L4,2.7"),
        "™": (8, "M0.5,7 L3,7 M1.75,7 L1.75,4.5 M3.8,4.5 L3.8,7 L5.3,5.2 L6.8,7 L6.8,4.5"),
        "←": (8, "M7,3 L1,3 M3,5 L1,3 L3,1"),
        "↑": (6, "M3,0 L3,6.5 M1,4.5 L3,6.5 L5,4.5"),
        "→": (8, "M1,3 L7,3 M5,5 L7,3 L5,1"),
        "↓": (6, "M3,6.5 L3,0 M1,2 L3,0 L5,2"),
        "✓": (6.5, "M0.8,3 L2.4,1 L5.8,6"),
        "✕": (6, "M1,0.5 L5,5.5 M5,0.5 L1,5.5"),
    ]

    /// An accent's strokes about a centre at x = 0, its lowest point 0.9 above y = 0.
    private static let accents: [Character: String] = [
        "`": "M-0.7,1.9 L0.5,0.9",
        "´": "M-0.5,0.9 L0.7,1.9",
        "^": "M-1.2,0.9 L0,1.9 L1.2,0.9",
        "~": "M-1.4,1.1 Q-0.7,1.9 0,1.4 Q0.7,0.9 1.4,1.7",
        "¨": "M-1,1.3 L-1,1.5 M1,1.3 L1,1.5",
        "°": "M0,2.1 Q-0.6,2.1 -0.6,1.5 Q-0.6,0.9 0,0.9 Q0.6,0.9 0.6,1.5 Q0.6,2.1 0,2.1 Z",
    ]

    /// The cedilla's strokes about the centre of the base, under the baseline.
    private static let cedilla = "M0,0 L0,-0.8 Q0.9,-0.9 0.6,-1.6 Q0,-2 -0.8,-1.6"

    /// Latin-1's accented letters: each a base letter, and an accent (or a cedilla, `¸`).
    private static let compositions: [(letter: Character, base: Character, accent: Character)] = {
        let rows: [(String, Character, String)] = [
            ("ÀÁÂÃÄÅ", "A", "`´^~¨°"), ("ÈÉÊË", "E", "`´^¨"), ("ÌÍÎÏ", "I", "`´^¨"), ("ÒÓÔÕÖ", "O", "`´^~¨"),
            ("ÙÚÛÜ", "U", "`´^¨"), ("Ñ", "N", "~"), ("Ý", "Y", "´"), ("Ç", "C", "¸"),
            ("àáâãäå", "a", "`´^~¨°"), ("èéêë", "e", "`´^¨"), ("ìíîï", "ı", "`´^¨"), ("òóôõö", "o", "`´^~¨"),
            ("ùúûü", "u", "`´^¨"), ("ñ", "n", "~"), ("ýÿ", "y", "´¨"), ("ç", "c", "¸"),
        ]
        return rows.flatMap { letters, base, accents in zip(letters, accents).map { ($0, base, $1) } }
    }()

    /// The accented letters, composed: the accent over the base's middle, above its x-height
    /// (lower case) or, a little lower and so within the line, above its cap height.
    static let accented: [Character: Glyph] = {
        var glyphs: [Character: Glyph] = [:]
        for (letter, base, accent) in compositions {
            guard let glyph = ascii[base] ?? symbols[base] else { continue }
            let centre = glyph.advance / 2
            let (strokes, lift) = accent == "¸" ? (cedilla, 0.0) : (accents[accent] ?? "", base.isUppercase ? 6.6 : 5)
            glyphs[letter] = (glyph.advance, glyph.strokes + " " + moved(strokes, by: centre, lift))
        }
        return glyphs
    }()

    /// `strokes` moved by (`dx`, `dy`): every coordinate pair shifted, a command's and the bare
    /// end point of a `Q`.
    private static func moved(_ strokes: String, by dx: Double, _ dy: Double) -> String {
        strokes.split(separator: " ").map { token -> String in
            guard let first = token.first, first != "Z" else { return String(token) }
            let command = first.isLetter ? String(first) : ""
            let numbers = token.dropFirst(command.count).split(separator: ",").compactMap { Double($0) }
            return command + numbers.enumerated().map { index, value in
                let shifted = value + (index % 2 == 0 ? dx : dy)
                return String((shifted * 1000).rounded() / 1000)
            }.joined(separator: ",")
        }.joined(separator: " ")
    }
}
