import Foundation

/// Why a TrueType file could not be read.
public enum TrueTypeError: Error, Equatable, CustomStringConvertible {
    /// The bytes end before a table or record they promise.
    case truncated(String)
    /// The file does not start as a TrueType font (a CFF-based OpenType font, a collection…).
    case notTrueType(UInt32)
    /// A table every TrueType font has is missing.
    case missingTable(String)
    /// No character map this reader knows (Unicode, format 4 or 12).
    case unsupportedCharacterMap

    public var description: String {
        switch self {
        case .truncated(let what): "the font ends inside its \(what)"
        case .notTrueType(let tag): "not a TrueType font (it starts with 0x\(String(tag, radix: 16)))"
        case .missingTable(let tag): "the font has no '\(tag)' table"
        case .unsupportedCharacterMap: "the font has no Unicode character map of format 4 or 12"
        }
    }
}

/// A TrueType font read from a file's bytes: its glyphs' quadratic outlines, advances and
/// vertical metrics, its Unicode character map and its PostScript name. Text drawn in it goes
/// through the same coverage rasteriser as the built-in font's (see ``BuiltInFont``), filled by
/// the non-zero rule, as TrueType outlines are meant to be.
///
/// Immutable; outlines are read from the bytes when first asked for (the glyph outline cache
/// keeps what text draws).
public final class TrueTypeFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's PostScript name (its `name` table's name 6), if it has one.
    public let postScriptName: String?
    /// Font units per em: the scale of every measure below.
    public let unitsPerEm: Int
    /// Above the baseline to the top of a line, and below it to the bottom (negative), and the
    /// gap between lines, in font units (the `hhea` table's).
    public let ascender: Int, descender: Int, lineGap: Int
    /// The heights of lower-case letters and capitals the `OS/2` table gives, if it does.
    private let statedHeights: (x: Int, cap: Int)?
    private let bytes: [UInt8]
    private let glyfOffset: Int
    private let glyphOffsets: [Int]
    private let advances: [Int]
    private let characterMap: CharacterMap

    /// Reads the font in `data`.
    ///
    /// - Throws: ``TrueTypeError`` saying what is wrong with the bytes.
    public init(data: Data) throws(TrueTypeError) {
        let bytes = [UInt8](data)
        let reader = Reader(bytes: bytes)
        let version = try reader.u32(0, "offset table")
        guard version == 0x0001_0000 || version == 0x7472_7565 else { throw .notTrueType(version) }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for index in 0..<Int(try reader.u16(4, "offset table")) {
            let record = 12 + index * 16
            let tag = String(decoding: try reader.slice(record, 4, "table directory"), as: UTF8.self)
            tables[tag] = (Int(try reader.u32(record + 8, "table directory")), Int(try reader.u32(record + 12, "table directory")))
        }
        func table(_ tag: String) throws(TrueTypeError) -> Int {
            guard let table = tables[tag] else { throw .missingTable(tag) }
            guard table.offset + table.length <= bytes.count else { throw .truncated("'\(tag)' table") }
            return table.offset
        }
        let head = try table("head"), hhea = try table("hhea"), maxp = try table("maxp"), hmtx = try table("hmtx")
        let loca = try table("loca"), cmap = try table("cmap")
        glyfOffset = try table("glyf")
        unitsPerEm = max(Int(try reader.u16(head + 18, "'head' table")), 1)
        let longOffsets = try reader.i16(head + 50, "'head' table") != 0
        ascender = Int(try reader.i16(hhea + 4, "'hhea' table"))
        descender = Int(try reader.i16(hhea + 6, "'hhea' table"))
        lineGap = Int(try reader.i16(hhea + 8, "'hhea' table"))
        let metricsCount = Int(try reader.u16(hhea + 34, "'hhea' table"))
        let glyphCount = Int(try reader.u16(maxp + 4, "'maxp' table"))
        var advances: [Int] = []
        for glyph in 0..<max(metricsCount, 1) { advances.append(Int(try reader.u16(hmtx + glyph * 4, "'hmtx' table"))) }
        self.advances = advances
        var offsets: [Int] = []
        for glyph in 0...glyphCount {
            offsets.append(longOffsets ? Int(try reader.u32(loca + glyph * 4, "'loca' table")) : Int(try reader.u16(loca + glyph * 2, "'loca' table")) * 2)
        }
        glyphOffsets = offsets
        characterMap = try CharacterMap(reader, at: cmap)
        postScriptName = tables["name"].flatMap { TrueTypeFont.postScriptName(reader, at: $0.offset) }
        self.bytes = bytes
        if let os2 = tables["OS/2"], try reader.u16(os2.offset, "'OS/2' table") >= 2 {
            statedHeights = (Int(try reader.i16(os2.offset + 86, "'OS/2' table")), Int(try reader.i16(os2.offset + 88, "'OS/2' table")))
        } else {
            statedHeights = nil
        }
    }

    /// The height of capitals in font units: the `OS/2` table's, or the top of "H".
    public var capHeight: Int { statedHeights?.cap ?? top(of: "H") }

    /// The height of lower-case letters in font units: the `OS/2` table's, or the top of "x".
    public var xHeight: Int { statedHeights?.x ?? top(of: "x") }

    /// The top of `character`'s outline; 0 for a glyph with none.
    private func top(of character: Character) -> Int {
        let box = outline(ofGlyph: glyph(for: character)).boundingBox
        return box.isNull || !box.maxY.isFinite ? 0 : Int(box.maxY.rounded())
    }

    /// The font in the file at `url`.
    ///
    /// - Throws: the file's read error, or ``TrueTypeError``.
    public convenience init(contentsOf url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    /// The glyph for `character` (its first scalar); 0, the missing-glyph box, for one the font
    /// does not map.
    public func glyph(for character: Character) -> Int {
        character.unicodeScalars.first.map { characterMap.glyph(for: $0.value) } ?? 0
    }

    /// How far `glyph` moves the pen, in font units.
    public func advance(ofGlyph glyph: Int) -> Int {
        advances[min(max(glyph, 0), advances.count - 1)]
    }

    /// The outline of `glyph` in font units, y up; empty for a glyph with none (a space) or one
    /// whose data is malformed.
    public func outline(ofGlyph glyph: Int) -> CGPath {
        let path = CGMutablePath()
        appendOutline(ofGlyph: glyph, to: path, transform: .identity, depth: 0)
        return path
    }

    // MARK: Glyph outlines

    private func appendOutline(ofGlyph glyph: Int, to path: CGMutablePath, transform: CGAffineTransform, depth: Int) {
        guard glyph >= 0, glyph + 1 < glyphOffsets.count, depth < 8 else { return }
        let start = glyfOffset + glyphOffsets[glyph], end = glyfOffset + glyphOffsets[glyph + 1]
        guard end > start, end <= bytes.count else { return }
        let reader = Reader(bytes: bytes)
        guard let contours = try? reader.i16(start, "glyph") else { return }
        if contours >= 0 {
            try? appendSimple(reader, at: start, contours: Int(contours), end: end, to: path, transform: transform)
        } else {
            try? appendComposite(reader, at: start + 10, end: end, to: path, transform: transform, depth: depth)
        }
    }

    /// A simple glyph's contours: points on and off the curve, two off-curve points in a row
    /// meeting at their midpoint.
    private func appendSimple(_ reader: Reader, at start: Int, contours: Int, end: Int, to path: CGMutablePath,
                              transform: CGAffineTransform) throws(TrueTypeError) {
        var ends: [Int] = []
        for index in 0..<contours { ends.append(Int(try reader.u16(start + 10 + index * 2, "glyph"))) }
        let pointCount = (ends.last ?? -1) + 1
        var cursor = start + 10 + contours * 2
        cursor += 2 + Int(try reader.u16(cursor, "glyph"))
        var flags: [UInt8] = []
        while flags.count < pointCount {
            let flag = try reader.u8(cursor, "glyph")
            cursor += 1
            flags.append(flag)
            if flag & 0x08 != 0 {
                let repeats = Int(try reader.u8(cursor, "glyph"))
                cursor += 1
                flags += Array(repeating: flag, count: repeats)
            }
        }
        flags = Array(flags.prefix(pointCount))
        func coordinates(short: UInt8, same: UInt8) throws(TrueTypeError) -> [Int] {
            var values: [Int] = [], value = 0
            for flag in flags {
                if flag & short != 0 {
                    let delta = Int(try reader.u8(cursor, "glyph"))
                    cursor += 1
                    value += flag & same != 0 ? delta : -delta
                } else if flag & same == 0 {
                    value += Int(try reader.i16(cursor, "glyph"))
                    cursor += 2
                }
                values.append(value)
            }
            return values
        }
        let xs = try coordinates(short: 0x02, same: 0x10), ys = try coordinates(short: 0x04, same: 0x20)
        guard cursor <= end else { throw .truncated("glyph") }
        var first = 0
        // Contour ends that do not rise, or point past the points, are malformed: skipped.
        for last in ends where last >= first && last < pointCount {
            let points = (first...last).map { (point: CGPoint(x: xs[$0], y: ys[$0]).applying(transform), on: flags[$0] & 0x01 != 0) }
            appendContour(points, to: path)
            first = last + 1
        }
    }

    private func appendContour(_ points: [(point: CGPoint, on: Bool)], to path: CGMutablePath) {
        guard let startIndex = points.firstIndex(where: \.on) ?? (points.isEmpty ? nil : 0) else { return }
        func midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        let start = points[startIndex].on ? points[startIndex].point : midpoint(points[points.count - 1].point, points[0].point)
        path.move(to: start)
        var control: CGPoint?
        for step in 1...points.count {
            let (point, on) = points[(startIndex + step) % points.count]
            if on {
                if let pending = control { path.addQuadCurve(to: point, control: pending) } else { path.addLine(to: point) }
                control = nil
            } else {
                if let pending = control { path.addQuadCurve(to: midpoint(pending, point), control: pending) }
                control = point
            }
        }
        if let pending = control { path.addQuadCurve(to: start, control: pending) }
        path.closeSubpath()
    }

    /// A composite glyph: other glyphs, each moved and perhaps scaled.
    private func appendComposite(_ reader: Reader, at start: Int, end: Int, to path: CGMutablePath, transform: CGAffineTransform,
                                 depth: Int) throws(TrueTypeError) {
        var cursor = start
        while cursor + 4 <= end {
            let flags = try reader.u16(cursor, "glyph"), component = Int(try reader.u16(cursor + 2, "glyph"))
            cursor += 4
            let dx: Int, dy: Int
            if flags & 0x0001 != 0 {
                (dx, dy) = (Int(try reader.i16(cursor, "glyph")), Int(try reader.i16(cursor + 2, "glyph")))
                cursor += 4
            } else {
                (dx, dy) = (Int(Int8(bitPattern: try reader.u8(cursor, "glyph"))), Int(Int8(bitPattern: try reader.u8(cursor + 1, "glyph"))))
                cursor += 2
            }
            func f2dot14(_ offset: Int) throws(TrueTypeError) -> CGFloat { CGFloat(try reader.i16(offset, "glyph")) / 16384 }
            var (a, b, c, d): (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 0, 0, 1)
            if flags & 0x0008 != 0 {
                a = try f2dot14(cursor); d = a; cursor += 2
            } else if flags & 0x0040 != 0 {
                (a, d) = (try f2dot14(cursor), try f2dot14(cursor + 2)); cursor += 4
            } else if flags & 0x0080 != 0 {
                (a, b, c, d) = (try f2dot14(cursor), try f2dot14(cursor + 2), try f2dot14(cursor + 4), try f2dot14(cursor + 6)); cursor += 8
            }
            let placement = CGAffineTransform(a: a, b: b, c: c, d: d, tx: CGFloat(dx), ty: CGFloat(dy)).concatenating(transform)
            appendOutline(ofGlyph: component, to: path, transform: placement, depth: depth + 1)
            guard flags & 0x0020 != 0 else { return }
        }
    }

    // MARK: Tables

    /// The `name` table's PostScript name (name 6), from a Windows (UTF-16) or Mac (Roman) record.
    private static func postScriptName(_ reader: Reader, at offset: Int) -> String? {
        guard let count = try? reader.u16(offset + 2, "'name' table"), let storage = try? reader.u16(offset + 4, "'name' table") else { return nil }
        for index in 0..<Int(count) {
            let record = offset + 6 + index * 12
            guard let platform = try? reader.u16(record, "'name' table"), let nameID = try? reader.u16(record + 6, "'name' table"),
                  nameID == 6, let length = try? reader.u16(record + 8, "'name' table"),
                  let start = try? reader.u16(record + 10, "'name' table"),
                  let slice = try? reader.slice(offset + Int(storage) + Int(start), Int(length), "'name' table") else { continue }
            let bytes = Array(slice)
            if platform == 3 || platform == 0 {
                let units = stride(from: 0, to: bytes.count - 1, by: 2).map { (index: Int) -> UInt16 in UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) }
                return String(decoding: units, as: UTF16.self)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return nil
    }

    /// A Unicode character map: format 4's segments or format 12's groups.
    private enum CharacterMap: Sendable {
        case segments([(start: UInt32, end: UInt32, delta: Int, rangeOffset: Int, rangeOffsetAt: Int)], [UInt8])
        case groups([(start: UInt32, end: UInt32, glyph: UInt32)])

        init(_ reader: Reader, at offset: Int) throws(TrueTypeError) {
            var best: (rank: Int, offset: Int)?
            for index in 0..<Int(try reader.u16(offset + 2, "'cmap' table")) {
                let record = offset + 4 + index * 8
                let platform = try reader.u16(record, "'cmap' table"), encoding = try reader.u16(record + 2, "'cmap' table")
                let subtable = offset + Int(try reader.u32(record + 4, "'cmap' table"))
                let format = try reader.u16(subtable, "'cmap' table")
                let rank = switch (platform, encoding, format) {
                case (3, 10, 12), (0, 4, 12), (0, 6, 12): 3
                case (3, 1, 4), (0, _, 4): 2
                default: 0
                }
                if rank > 0, rank > best?.rank ?? 0 { best = (rank, subtable) }
            }
            guard let table = best?.offset else { throw .unsupportedCharacterMap }
            if try reader.u16(table, "'cmap' table") == 12 {
                var groups: [(UInt32, UInt32, UInt32)] = []
                for index in 0..<Int(try reader.u32(table + 12, "'cmap' table")) {
                    let group = table + 16 + index * 12
                    groups.append((try reader.u32(group, "'cmap' table"), try reader.u32(group + 4, "'cmap' table"), try reader.u32(group + 8, "'cmap' table")))
                }
                self = .groups(groups.map { (start: $0.0, end: $0.1, glyph: $0.2) })
            } else {
                let count = Int(try reader.u16(table + 6, "'cmap' table")) / 2
                let ends = table + 14, starts = ends + count * 2 + 2, deltas = starts + count * 2, ranges = deltas + count * 2
                var segments: [(UInt32, UInt32, Int, Int, Int)] = []
                for index in 0..<count {
                    segments.append((UInt32(try reader.u16(starts + index * 2, "'cmap' table")), UInt32(try reader.u16(ends + index * 2, "'cmap' table")),
                                     Int(try reader.i16(deltas + index * 2, "'cmap' table")), Int(try reader.u16(ranges + index * 2, "'cmap' table")),
                                     ranges + index * 2))
                }
                self = .segments(segments.map { (start: $0.0, end: $0.1, delta: $0.2, rangeOffset: $0.3, rangeOffsetAt: $0.4) }, reader.bytes)
            }
        }

        func glyph(for scalar: UInt32) -> Int {
            switch self {
            case .groups(let groups):
                guard let group = groups.first(where: { $0.start <= scalar && scalar <= $0.end }) else { return 0 }
                return Int(group.glyph + scalar - group.start)
            case .segments(let segments, let bytes):
                guard let segment = segments.first(where: { $0.start <= scalar && scalar <= $0.end }) else { return 0 }
                guard segment.rangeOffset != 0 else { return (Int(scalar) + segment.delta) & 0xFFFF }
                let at = segment.rangeOffsetAt + segment.rangeOffset + Int(scalar - segment.start) * 2
                guard at + 1 < bytes.count else { return 0 }
                let glyph = Int(bytes[at]) << 8 | Int(bytes[at + 1])
                return glyph == 0 ? 0 : (glyph + segment.delta) & 0xFFFF
            }
        }
    }

    /// Big-endian reads that throw instead of reading past the end.
    private struct Reader {
        let bytes: [UInt8]

        func slice(_ offset: Int, _ count: Int, _ what: String) throws(TrueTypeError) -> ArraySlice<UInt8> {
            guard offset >= 0, count >= 0, offset + count <= bytes.count else { throw .truncated(what) }
            return bytes[offset..<offset + count]
        }
        func u8(_ offset: Int, _ what: String) throws(TrueTypeError) -> UInt8 { try slice(offset, 1, what).first! }
        func u16(_ offset: Int, _ what: String) throws(TrueTypeError) -> UInt16 {
            let s = try slice(offset, 2, what)
            return UInt16(s[s.startIndex]) << 8 | UInt16(s[s.startIndex + 1])
        }
        func i16(_ offset: Int, _ what: String) throws(TrueTypeError) -> Int16 { Int16(bitPattern: try u16(offset, what)) }
        func u32(_ offset: Int, _ what: String) throws(TrueTypeError) -> UInt32 {
            UInt32(try u16(offset, what)) << 16 | UInt32(try u16(offset + 2, what))
        }
    }

    // MARK: Identity

    public static func == (lhs: TrueTypeFont, rhs: TrueTypeFont) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "TrueTypeFont(\(postScriptName ?? "unnamed"), \(advances.count) advances, \(unitsPerEm) units per em)" }
}
