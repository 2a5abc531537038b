// CGFloat, CGPoint, CGSize and CGRect are Foundation's, shared with ControlKit.
@_exported import Foundation
