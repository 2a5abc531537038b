import Foundation

/// How lines of text align in their rectangle (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Spread to both edges in UIKit; ControlKit sets such lines against the left edge, as
    /// UIKit sets a paragraph's last line.
    case justified = 3
    /// The script's direction: the left edge for the built-in font's Latin text.
    case natural = 4
}

/// How text that does not fit is broken or cut (`NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    /// Break between words (inside a word only when it is longer than a line).
    case byWordWrapping = 0
    /// Break between characters.
    case byCharWrapping = 1
    /// Cut at the edge.
    case byClipping = 2
    /// End the last line's start with an ellipsis.
    case byTruncatingHead = 3
    /// End the last line with an ellipsis: a label's default.
    case byTruncatingTail = 4
    /// Put the ellipsis in the middle of the last line.
    case byTruncatingMiddle = 5
}

extension NSTextAlignment {
    /// Where a line of this alignment sits: justified and natural lines against the left edge.
    var lineAlignment: TextLineAlignment {
        switch self {
        case .center: .center
        case .right: .right
        case .left, .justified, .natural: .left
        }
    }
}

extension NSLineBreakMode {
    /// How lines break under this mode when more than one is allowed.
    var wrapping: TextWrapping { self == .byCharWrapping ? .characters : .words }

    /// Where this mode puts an ellipsis: none for the wrapping and clipping modes.
    var truncation: TextTruncation {
        switch self {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .tail
        case .byWordWrapping, .byCharWrapping, .byClipping: .none
        }
    }
}
