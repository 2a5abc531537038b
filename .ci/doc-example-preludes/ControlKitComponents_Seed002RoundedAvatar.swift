// The picture the fragment shows.
let picture = UIImage(size: CGSize(width: 100, height: 100))
