/// A line diff by longest common subsequence: the stretches where two recordings of a step
/// part ways, so a report shows a lost or added line as such instead of every line after it.
enum LineDiff {
    /// Lines removed and added at one place; `line` is where, in the old lines, from 1.
    struct Hunk: Equatable {
        var line: Int
        var removed: [String] = []
        var added: [String] = []
    }

    /// The hunks turning `old` into `new`, in order; empty when they are equal.
    static func hunks(from old: [String], to new: [String]) -> [Hunk] {
        if old == new { return [] }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var hunks: [Hunk] = []
        var current: Hunk?
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                if let hunk = current { hunks.append(hunk) }
                current = nil
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                current = current ?? Hunk(line: i + 1)
                current?.removed.append(old[i])
                i += 1
            } else {
                current = current ?? Hunk(line: i + 1)
                current?.added.append(new[j])
                j += 1
            }
        }
        if let hunk = current { hunks.append(hunk) }
        return hunks
    }
}
