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
        var output: [UInt8] = []
        output.reserveCapacity((rowBytes + 1) * height)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        var best = candidate
        for row in 0..<height {
            let base = row * rowBytes
            var bestType: UInt8 = 0, bestCost = Int.max
            for type: UInt8 in 0...4 {
                var cost = 0
                for column in 0..<rowBytes {
                    let left = column >= bpp ? rows[base + column - bpp] : 0
                    let up = row > 0 ? rows[base - rowBytes + column] : 0
                    let upLeft = row > 0 && column >= bpp ? rows[base - rowBytes + column - bpp] : 0
                    let predicted: UInt8 = switch type {
                    case 0: 0
                    case 1: left
                    case 2: up
                    case 3: UInt8((Int(left) + Int(up)) / 2)
                    default: paeth(left, up, upLeft)
                    }
                    let value = rows[base + column] &- predicted
                    candidate[column] = value
                    cost += Int(Int8(bitPattern: value).magnitude)
                }
                if cost < bestCost {
                    (bestCost, bestType) = (cost, type)
                    swap(&best, &candidate)
                }
            }
            output.append(bestType)
            output += best
        }
        return output
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let estimate = Int(a) + Int(b) - Int(c)
        let (pa, pb, pc) = (abs(estimate - Int(a)), abs(estimate - Int(b)), abs(estimate - Int(c)))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
}
