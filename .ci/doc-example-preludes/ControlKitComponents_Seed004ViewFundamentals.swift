// The window, button and call log the fragment uses.
@MainActor let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
@MainActor let button = UIButton(frame: CGRect(x: 60, y: 40, width: 80, height: 40))
@MainActor var calls: [String] = []
