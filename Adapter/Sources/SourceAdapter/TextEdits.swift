/// Replacements of byte ranges of one file's text, applied together. The adapter edits the
/// original text rather than printing a new tree, so everything it does not translate stays
/// byte for byte as written, and a removal keeps the lines and columns after it where they were.
struct TextEdits {
    struct Edit {
        let start: Int
        let end: Int
        let replacement: String
    }

    private(set) var edits: [Edit] = []

    mutating func replace(_ range: Range<Int>, with replacement: String) {
        edits.append(Edit(start: range.lowerBound, end: range.upperBound, replacement: replacement))
    }

    /// Removes `range` from `text`, keeping its line breaks and blanking the rest, so that the
    /// text after it keeps its line and column.
    mutating func blank(_ range: Range<Int>, in text: [UInt8]) {
        let kept = text[range].map { $0 == UInt8(ascii: "\n") ? "\n" : " " }.joined()
        replace(range, with: kept)
    }

    /// Takes out the edits inside `range`, for text moved elsewhere whole.
    mutating func extract(inside range: Range<Int>) -> TextEdits {
        var inner = TextEdits()
        inner.edits = edits.filter { range.contains($0.start) && $0.end <= range.upperBound }
        edits.removeAll { range.contains($0.start) && $0.end <= range.upperBound }
        return inner
    }

    /// `text[range]` with the edits applied; the edits' offsets are the whole file's.
    func applied(to text: [UInt8], in range: Range<Int>) -> String {
        var result: [UInt8] = []
        var cursor = range.lowerBound
        // Insertions at one offset keep the order they were made in.
        for edit in edits.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }).map(\.element)
        where edit.start >= cursor {
            result += text[cursor..<edit.start]
            result += Array(edit.replacement.utf8)
            cursor = edit.end
        }
        result += text[cursor..<range.upperBound]
        return String(decoding: result, as: UTF8.self)
    }
}
