// The button and collection view the fragment changes.
@MainActor let closeButton = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
@MainActor let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                                 collectionViewLayout: UICollectionViewFlowLayout())
