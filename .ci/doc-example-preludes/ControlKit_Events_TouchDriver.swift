// The window the fragment touches.
@MainActor let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
