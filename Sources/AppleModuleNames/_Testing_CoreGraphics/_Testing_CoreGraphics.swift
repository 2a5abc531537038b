// The toolchain's Swift Testing names a cross-import overlay, _Testing_CoreGraphics, for a file that
// imports both Testing and CoreGraphics; on Linux it ships none, so this empty one stands in for it.
// It imports nothing: an app linking CoreGraphics does not link Testing.
