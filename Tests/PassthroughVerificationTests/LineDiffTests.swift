@testable import PassthroughVerification
import Testing

@Suite("The line diff of a step's recordings")
@MainActor
struct LineDiffTests {
    @Test("equal lines have no hunks")
    func equalLinesHaveNoHunks() {
        #expect(LineDiff.hunks(from: ["a", "b"], to: ["a", "b"]).isEmpty)
        #expect(LineDiff.hunks(from: [], to: []).isEmpty)
    }

    @Test("a lost line is one hunk at its place, the lines after it unaffected")
    func lostLineIsOneHunk() {
        #expect(LineDiff.hunks(from: ["a", "b", "c", "d"], to: ["a", "c", "d"]) == [LineDiff.Hunk(line: 2, removed: ["b"], added: [])])
    }

    @Test("an added line at the end is placed after the last old line")
    func addedLineAtTheEnd() {
        #expect(LineDiff.hunks(from: ["a"], to: ["a", "b"]) == [LineDiff.Hunk(line: 2, removed: [], added: ["b"])])
        #expect(LineDiff.hunks(from: [], to: ["x"]) == [LineDiff.Hunk(line: 1, removed: [], added: ["x"])])
    }

    @Test("changed lines apart from each other are separate hunks, each old against new")
    func separateChangesAreSeparateHunks() {
        #expect(LineDiff.hunks(from: ["a", "b", "c", "d", "e"], to: ["a", "B", "c", "d", "E"]) == [
            LineDiff.Hunk(line: 2, removed: ["b"], added: ["B"]),
            LineDiff.Hunk(line: 5, removed: ["e"], added: ["E"]),
        ])
    }
}
