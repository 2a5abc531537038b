// The playlist and team the article's fragments read.
final class Playlist: RuntimeObject {
    private var storedSongs = ["a", "b", "c"]
    static let songs = DeclaredProperty("songs", of: Playlist.self, get: { $0.storedSongs }, set: { $0.storedSongs = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [songs] }
}
final class Team: RuntimeObject {
    private var storedMembers: [RuntimeObject] = [], storedScores: [Double] = [], storedSub: Team?
    static let members = DeclaredProperty("members", of: Team.self, get: { $0.storedMembers }, set: { $0.storedMembers = $1 })
    static let scores = DeclaredProperty("scores", of: Team.self, get: { $0.storedScores }, set: { $0.storedScores = $1 })
    static let sub = DeclaredProperty("sub", of: Team.self, get: { $0.storedSub }, set: { $0.storedSub = $1 })
    override class var runtimeMembers: [any RuntimeMember] { [members, scores, sub] }
}
@MainActor let playlist = Playlist()
@MainActor let team = Team()
