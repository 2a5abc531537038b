// The toolchain's Swift Testing names a cross-import overlay, _Testing_UIKit, for a file that
// imports both Testing and UIKit; on Linux it ships none, so this empty one stands in for it.
// It imports nothing: an app linking UIKit does not link Testing.
