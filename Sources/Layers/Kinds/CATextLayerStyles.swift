import DynamicRuntime
import Foundation

/// How a text layer's lines sit across its bounds (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// The value of the name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The script's direction: the left edge for the built-in font's Latin text; the default.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Against the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Against the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Spread to both edges in Core Animation; set against the left edge here, as a
    /// paragraph's last line is.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    /// Where the layout puts a line; an unknown name, the left edge.
    var lineAlignment: TextLineAlignment { self == .center ? .center : self == .right ? .right : .left }
}

/// Where a text layer's text that does not fit is cut (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// The value of the name `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not cut: the bounds clip the text; the default.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start of the last line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end of the last line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle of the last line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    /// Where the layout puts the ellipsis; an unknown name, none.
    var truncation: TextTruncation {
        switch self {
        case .start: .head
        case .end: .tail
        case .middle: .middle
        default: .none
        }
    }
}

/// A font that can name itself: what a text layer's ``CATextLayer/font`` accepts besides a
/// name (UIKit's `UIFont` is one).
package protocol NamedFont: AnyObject {
    var fontName: String { get }
}

/// A text layer's font as set, and the name it draws with.
package struct TextLayerFont: Equatable {
    /// What was set: a name or a font; nil for the default.
    package let object: AnyObject?
    /// The font's name.
    package let name: String

    /// Core Animation's default: Helvetica.
    package static var helvetica: TextLayerFont { TextLayerFont(object: nil, name: "Helvetica") }

    /// The font `object` names: a `NamedFont` or a string; nil for anything else.
    init?(_ object: AnyObject) {
        if let font = object as? NamedFont {
            name = font.fontName
        } else if let string = object as? String {
            name = string
        } else {
            return nil
        }
        self.object = object
    }

    private init(object: AnyObject?, name: String) {
        (self.object, self.name) = (object, name)
    }

    package static func == (lhs: TextLayerFont, rhs: TextLayerFont) -> Bool {
        lhs.object === rhs.object && lhs.name == rhs.name
    }
}

/// A text layer's string as set: plain or attributed.
package enum TextLayerString: Equatable {
    case plain(String)
    case attributed(NSAttributedString)

    /// The string `value` is: a `String` or an `NSAttributedString`; nil for anything else.
    init?(_ value: Any) {
        if let attributed = value as? NSAttributedString {
            self = .attributed(attributed)
        } else if let string = value as? String {
            self = .plain(string)
        } else {
            return nil
        }
    }

    /// What was set, as it was set.
    var value: Any {
        switch self {
        case .plain(let string): string
        case .attributed(let attributed): attributed
        }
    }

    /// The characters shown.
    var text: String {
        switch self {
        case .plain(let string): string
        case .attributed(let attributed): attributed.string
        }
    }
}
