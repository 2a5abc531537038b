import ControlKit
import DynamicRuntime
import Testing

// The README's ControlKit example, verbatim apart from the test around it and the checks.

@Suite("README example")
@MainActor
struct ControlKitReadmeExampleTests {
    @Test("the README's button takes a tap 10 pt outside its frame once its hit area is widened, and not after the revert")
    func theReadmeExampleDoesWhatTheReadmeSays() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        // Seed 001's bigger hit area, on this one button, with no subclass and no category.
        let token = try button.hook(UIView.pointInsideMethod.selector, instead: { button, arguments, _ in
            button.bounds.insetBy(dx: -20, dy: -20).contains(arguments.0)
        })
        let driver = TouchDriver(window: window)
        driver.tap(at: CGPoint(x: 90, y: 90))      // 10 pt outside the frame: taps == 1
        #expect(taps == 1)
        try token.revert()
        driver.tap(at: CGPoint(x: 90, y: 90))      // back to 44 × 44: still 1
        #expect(taps == 1)
        driver.tap(at: CGPoint(x: 120, y: 120))
        #expect(taps == 2)
    }
}

// The README's table example, verbatim apart from the test around it and the checks.
final class ReadmeFeed: NSObject, UITableViewDataSource {
    var titles = ["Wi-Fi", "Bluetooth"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

@Suite("README table example")
@MainActor
struct TableReadmeExampleTests {
    @Test("the README's table shows its rows and takes the deletion told to it")
    func theTableExampleDoesWhatTheReadmeSays() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let table = UITableView(frame: window.bounds, style: .plain)
        let feed = ReadmeFeed()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = feed
        window.addSubview(table)
        application.runLoopOnce()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Wi-Fi", "Bluetooth"])
        feed.titles.remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Bluetooth")
    }
}
