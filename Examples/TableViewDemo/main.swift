// TableViewDemo: seed 004's table-view questions, run. Cell reuse (the row scrolling off lends
// its cell to the row coming in: A1 → A7), layoutSubviews on every scrolled frame, the
// data-source race — a load on a background queue overlapping a deletion on the main thread —
// without a remedy and with each of the two, with PNG frames of the table before, during and
// after; then the render pipeline: a frame's stages, its off-screen passes and the Simulator's
// overlays, and drawing on a background thread.
//
//     swift run TableViewDemo [out-dir]
//
// The PNGs go to out-dir, by default $TMPDIR/TableViewDemo (or /tmp/TableViewDemo).
import ControlKitComponents
import DynamicRuntime
import Foundation

let outDirectory = CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp").appendingPathComponent("TableViewDemo")
let scale: CGFloat = 2

/// A cell that knows which one it is, in the order cells were made.
final class NumberedCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    let number: Int
    required init(style: CellStyle, reuseIdentifier: String?) {
        NumberedCell.made += 1
        number = NumberedCell.made
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
}

/// A table that counts its layout passes.
final class CountingTableView: UITableView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// Rows "A1" to "A1000".
final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "A\(indexPath.row + 1)"
        return cell
    }
}

/// A window of its own application, six rows tall, holding `table`.
@MainActor func makeWindow(for table: UITableView) throws -> (UIApplication, UIWindow, TouchDriver) {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 264), application: application)
    window.screen = try UIScreen(scale: scale)
    window.makeKeyAndVisible()
    table.frame = window.bounds
    window.addSubview(table)
    application.runLoopOnce()
    return (application, window, TouchDriver(window: window))
}

/// Writes what the screen shows of `window` — its frame buffer, overlays included — as a PNG.
@MainActor func writePNG(of window: UIWindow, named name: String) throws {
    guard let frame = window.screenImage(), let data = UIImage(cgImage: frame, scale: scale).pngData() else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(name) has no pixels to encode"])
    }
    try data.write(to: outDirectory.appendingPathComponent(name))
}

/// A duration in milliseconds, two decimals.
func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}

@MainActor func shown(_ table: UITableView) -> String {
    table.visibleCells.map { cell in "\(cell.textLabel?.text ?? "?")·#\((cell as? NumberedCell)?.number ?? 0)" }.joined(separator: " ")
}

// MARK: 1. Reuse

@MainActor func reuse() throws {
    print("1. Reuse: a thousand rows, six on the screen (row·#cell)")
    let rows = Rows(), table = CountingTableView(frame: .zero, style: .plain)
    table.register(NumberedCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    let (application, window, driver) = try makeWindow(for: table)
    print("   shown:        \(shown(table))")
    try writePNG(of: window, named: "reuse-1-before.png")
    table.contentOffset = CGPoint(x: 0, y: 44)
    application.runLoopOnce()
    print("   up one row:   \(shown(table))")
    let a7 = table.cellForRow(at: IndexPath(row: 6, section: 0)) as? NumberedCell
    print("   A1 scrolled off and A7 came in, in A1's cell #\(a7?.number ?? 0): no cell was made (\(NumberedCell.made) so far)")
    try writePNG(of: window, named: "reuse-2-up-one-row.png")
    for _ in 0..<6 { driver.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 20), steps: 6, duration: 0.06) }
    driver.wait(8)
    let first = table.indexPathsForVisibleRows?.first?.row ?? 0
    print("   flung six times to row A\(first + 1): \(NumberedCell.made) cells made for the rows shown (at most \(table.visibleCells.count + 1) at once)")
    try writePNG(of: window, named: "reuse-3-after-flings.png")
}

// MARK: 2. layoutSubviews on scrolling

@MainActor func layoutOnScroll() throws {
    print("2. layoutSubviews runs on every scroll of a UIScrollView")
    let rows = Rows(), table = CountingTableView(frame: .zero, style: .plain)
    table.register(NumberedCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    let (_, _, driver) = try makeWindow(for: table)
    let finger = driver.press(at: CGPoint(x: 160, y: 240))
    var layouts = table.layouts
    driver.drag(finger, to: CGPoint(x: 160, y: 40), steps: 10, duration: 0.1)
    print("   a drag of 10 moves: \(table.layouts - layouts) layoutSubviews")
    layouts = table.layouts
    driver.release(finger)
    let start = table.contentOffset.y
    driver.wait(6)
    print("   the fling after it, from y \(Int(start)) to \(Int(table.contentOffset.y)): \(table.layouts - layouts) layoutSubviews, one per frame it moved")
}

// MARK: 3. The data-source race

@MainActor func race(_ synchronization: FeedSynchronization) throws {
    print("3. \(synchronization)")
    let items = (0..<10).map { FeedItem(id: $0, title: $0 == 2 ? "Advertisement" : "Story \($0 + 1)") }
    func feed() throws -> (UIApplication, UIWindow, FeedServer, FeedDataSource) {
        let server = FeedServer(items: items)
        let table = UITableView(frame: .zero, style: .plain)
        let (application, window, _) = try makeWindow(for: table)
        let feed = FeedDataSource(items: items, server: server, tableView: table, application: application, synchronization: synchronization)
        application.runLoopOnce()
        server.append((10..<20).map { FeedItem(id: $0, title: "Story \($0 + 1)") })
        return (application, window, server, feed)
    }
    func settle(_ application: UIApplication, _ feed: FeedDataSource) {
        feed.waitForLoads()
        application.runLoopOnce()
        application.clock.advance(by: 1)
        application.runLoopOnce()
    }
    let tag = String(describing: synchronization == .unsynchronized ? "none" : synchronization == .replayingDeletions ? "remedy1" : "remedy2")

    // A refresh requested, the advertisement deleted while it is in flight, then the answer.
    let (application, window, server, refreshing) = try feed()
    try writePNG(of: window, named: "race-\(tag)-1-before.png")
    server.holdResponses()
    refreshing.refresh()
    server.waitForRequest()
    refreshing.delete(at: 2)
    refreshing.waitForChanges()
    application.runLoopOnce()
    application.clock.advance(by: 1)
    application.runLoopOnce()
    try writePNG(of: window, named: "race-\(tag)-2-deleted-during-refresh.png")
    server.releaseResponses()
    settle(application, refreshing)
    try writePNG(of: window, named: "race-\(tag)-3-after-refresh.png")
    let back = refreshing.items.contains { $0.id == 2 }
    print("   refresh racing the deletion: the advertisement \(back ? "came back (the server deleted it; the table shows it)" : "stays deleted")")

    // "Load more" answered, the advertisement deleted before the answer reaches the table.
    let (moreApplication, moreWindow, moreServer, loading) = try feed()
    // The invalid updates are runtime issues: printed to standard error as they happen, and recorded.
    let recordedBefore = RuntimeIssues.recorded.count
    moreServer.holdResponses()
    loading.loadMore()
    moreServer.waitForRequest()
    moreServer.releaseResponses()
    loading.waitForLoads()
    loading.delete(at: 2)
    settle(moreApplication, loading)
    let issues = RuntimeIssues.recorded.dropFirst(recordedBefore)
    try writePNG(of: moreWindow, named: "race-\(tag)-4-after-load-more.png")
    if issues.isEmpty {
        print("   load more racing the deletion: \(loading.items.count) rows, as the table counts them")
    } else {
        for issue in issues { print("   load more racing the deletion: \(issue.message.prefix(230))…") }
    }
}

// MARK: 4. The pipeline

/// A badge: a blue rounded square with a number, as a view would draw it.
func drawBadge(_ number: Int, in rect: CGRect) {
    UIColor.systemBlue.setFill()
    UIBezierPath(roundedRect: rect.insetBy(dx: 2, dy: 2), cornerRadius: 8).fill()
    "\(number)".draw(at: CGPoint(x: rect.minX + 6, y: rect.minY + 10),
                     withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.white])
}

/// A view that draws its badge in `draw(_:)`, on the main thread, inside the display stage.
final class BadgeView: UIView {
    var number = 0
    override func draw(_ rect: CGRect) { drawBadge(number, in: bounds) }
}

@MainActor func pipeline() throws {
    print("4. The pipeline: each turn's stages, off-screen passes, and drawing off the main thread")
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 264), application: application)
    window.screen = try UIScreen(scale: scale)
    window.backgroundColor = .white
    application.recordsFrames = true
    // A row of avatars rounded by masking (an off-screen pass each), one with a shadow and no path.
    let picture = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48)).image { context in
        UIColor.systemOrange.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 48, height: 48))
    }
    for index in 0..<5 {
        let avatar = UIImageView(frame: CGRect(x: 16 + CGFloat(index) * 60, y: 16, width: 48, height: 48))
        avatar.image = picture
        avatar.layer.cornerRadius = 24
        avatar.clipsToBounds = true
        window.addSubview(avatar)
    }
    let card = UIView(frame: CGRect(x: 16, y: 84, width: 288, height: 60))
    card.backgroundColor = .systemGray6
    (card.layer.shadowOpacity, card.layer.shadowRadius) = (0.3, 4)
    window.addSubview(card)
    // Twenty badges drawn in draw(_:), then the same twenty drawn on a background queue.
    let badges = (0..<20).map { index in
        let badge = BadgeView(frame: CGRect(x: 16 + CGFloat(index % 10) * 29, y: 160 + CGFloat(index / 10) * 44, width: 28, height: 40))
        badge.number = index
        badge.isOpaque = false
        window.addSubview(badge)
        return badge
    }
    application.runLoopOnce()
    let first = application.frameRecords.last!
    print("   first frame (a debug build draws slowly): \(first)")
    for pass in Set(first.offscreenPasses.map(\.description)).sorted() {
        print("     off-screen: \(pass) ×\(first.offscreenPasses.count { $0.description == pass })")
    }
    try writePNG(of: window, named: "pipeline-1-frame.png")
    window.compositingDebugOptions = .colorOffscreenRendered
    try writePNG(of: window, named: "pipeline-2-offscreen-yellow.png")
    window.compositingDebugOptions = .colorBlendedLayers
    try writePNG(of: window, named: "pipeline-3-blended-red-opaque-green.png")
    window.compositingDebugOptions = []

    for badge in badges { badge.number += 20; badge.setNeedsDisplay() }
    application.runLoopOnce()
    let onMain = application.frameRecords.last!.display
    // Off the main thread: each badge's image drawn on a background queue, set as its contents on the main queue.
    let group = DispatchGroup()
    for badge in badges {
        let badgeOnMain = application.mainQueueReference(to: badge)
        let number = badge.number + 20, size = badge.bounds.size
        DispatchQueue.global().async(group: group) {
            let image = UIGraphicsImageRenderer(size: size).image { _ in drawBadge(number, in: CGRect(origin: .zero, size: size)) }
            badgeOnMain.async { badge in badge.layer.contents = image.cgImage }
        }
    }
    group.wait()
    application.runLoopOnce()
    let offMain = application.frameRecords.last!
    print("   twenty badges drawn in draw(_:): display stage \(milliseconds(onMain)); drawn on a background queue and set as contents: \(milliseconds(offMain.display))")
    try writePNG(of: window, named: "pipeline-4-badges-drawn-off-main.png")
}

do {
    try FileManager.default.createDirectory(at: outDirectory, withIntermediateDirectories: true)
    print("TableViewDemo: writing to \(outDirectory.path)")
    try reuse()
    try layoutOnScroll()
    for synchronization in FeedSynchronization.allCases { try race(synchronization) }
    try pipeline()
} catch {
    FileHandle.standardError.write(Data("TableViewDemo: \(error)\n".utf8))
    exit(1)
}
