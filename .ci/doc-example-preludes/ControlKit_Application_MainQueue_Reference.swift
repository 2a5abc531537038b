// The avatar, queue and rendering the fragment uses.
@MainActor let application = UIApplication()
@MainActor let avatar = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
let operations = OperationQueue()
func renderAvatar() -> UIImage? { nil }
