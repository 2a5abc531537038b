// The scroll view the fragment observes.
@MainActor let scrollView = UIScrollView(frame: .zero)
