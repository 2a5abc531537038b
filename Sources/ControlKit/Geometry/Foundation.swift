// ControlKit re-exports Foundation, as UIKit does, so `CGPoint`, `CGSize`, `CGRect` and
// `CGFloat` come with `import ControlKit`.
@_exported import Foundation
