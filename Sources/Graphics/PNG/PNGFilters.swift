/// PNG's five row filters: undoing them when decoding, choosing one per row when encoding.
enum PNGFilters {
    /// Undoes row filters in place: `data` holds `height` rows of `rowBytes`, each after its
    /// filter byte; `bpp` is bytes per complete pixel (at least 1). Returns the rows unfiltered,
    /// without filter bytes.
    static func unfilter(_ data: ArraySlice<UInt8>, rowBytes: Int, height: Int, bpp: Int) throws(PNGError) -> [UInt8] {
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        var offset = data.startIndex
        for row in 0..<height {
            let filter = data[offset]
            offset += 1
            let base = row * rowBytes
            for column in 0..<rowBytes {
                let raw = data[offset + column]
                let left = column >= bpp ? rows[base + column - bpp] : 0
                let up = row > 0 ? rows[base - rowBytes + column] : 0
                let upLeft = row > 0 && column >= bpp ? rows[base - rowBytes + column - bpp] : 0
                let predicted: UInt8
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = UInt8((Int(left) + Int(up)) / 2)
                case 4: predicted = paeth(left, up, upLeft)
                default: throw PNGError(.invalidImageData, chunk: "IDAT", "row \(row) has filter type \(filter), which does not exist")
                }
                rows[base + column] = raw &+ predicted
            }
            offset += rowBytes
        }
        return rows
    }

    /// Filters `rows` (each `rowBytes` long) for compression, each row with the filter whose
    /// output has the smallest sum of absolute values (the specification's suggested heuristic).
    static func filter(_ rows: [UInt8], rowBytes: Int, height: Int, bpp: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        rows.withUnsafeBufferPointer { rows in
            output.withUnsafeMutableBufferPointer { output in
                var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
                for row in 0..<height {
                    let current = rows.baseAddress! + row * rowBytes
                    let previous = row > 0 ? current - rowBytes : nil
                    var bestType = 0, bestCost = Int.max
                    for type in 0..<5 {
                        let cost = candidates[type].withUnsafeMutableBufferPointer { candidate in
                            filterRow(type, current, previous, rowBytes, bpp, candidate.baseAddress!)
                        }
                        if cost < bestCost { (bestCost, bestType) = (cost, type) }
                    }
                    let start = row * (rowBytes + 1)
                    output[start] = UInt8(bestType)
                    candidates[bestType].withUnsafeBufferPointer { best in
                        (output.baseAddress! + start + 1).update(from: best.baseAddress!, count: rowBytes)
                    }
                }
            }
        }
        return output
    }

    /// Writes row `current` filtered by `type` into `output`; returns the sum of the absolute
    /// values of its bytes taken as signed.
    @inline(__always)
    private static func filterRow(_ type: Int, _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>?,
                                  _ count: Int, _ bpp: Int, _ output: UnsafeMutablePointer<UInt8>) -> Int {
        var cost = 0
        func put(_ index: Int, _ predicted: UInt8) {
            let value = current[index] &- predicted
            output[index] = value
            cost += Int(Int8(bitPattern: value).magnitude)
        }
        switch (type, previous) {
        case (0, _):
            for index in 0..<count { put(index, 0) }
        case (1, _):
            for index in 0..<count { put(index, index >= bpp ? current[index - bpp] : 0) }
        case (2, let previous?):
            for index in 0..<count { put(index, previous[index]) }
        case (3, let previous?):
            for index in 0..<count { put(index, UInt8((Int(index >= bpp ? current[index - bpp] : 0) + Int(previous[index])) / 2)) }
        case (4, let previous?):
            for index in 0..<count {
                put(index, index >= bpp ? paeth(current[index - bpp], previous[index], previous[index - bpp]) : previous[index])
            }
        case (3, nil):
            for index in 0..<count { put(index, index >= bpp ? current[index - bpp] / 2 : 0) }
        default:
            // Up and Paeth on the first row predict from the row above, which is zero: none and sub.
            for index in 0..<count { put(index, type == 4 && index >= bpp ? current[index - bpp] : 0) }
        }
        return cost
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let estimate = Int(a) + Int(b) - Int(c)
        let (pa, pb, pc) = (abs(estimate - Int(a)), abs(estimate - Int(b)), abs(estimate - Int(c)))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
}
