// The application, driver and view the article's fragments use, and the badge drawing.
@MainActor let application = UIApplication()
@MainActor let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
@MainActor let driver = TouchDriver(window: window)
@MainActor let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
let size = CGSize(width: 40, height: 40)
func drawBadge() {}
