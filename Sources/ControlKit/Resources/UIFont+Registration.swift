import DynamicRuntime
import Foundation

/// TrueType fonts loaded from files, beside the built-in one: registered under a name,
/// `UIFont(name:size:)` answers them, and their text is their own outlines, drawn by the same
/// coverage rasteriser (Graphics' `TrueTypeFont`).
extension UIFont {
    /// Why a font file could not be registered.
    public enum RegistrationError: Error, CustomStringConvertible {
        /// The file could not be read, or is not a TrueType font this package reads.
        case unreadable(URL, any Error)
        /// The font names itself nowhere (no PostScript name in its `name` table): register it
        /// with ``UIFont/register(_:named:)``.
        case unnamed(URL)

        public var description: String {
            switch self {
            case let .unreadable(url, error): "\(url.path): \(error)"
            case .unnamed(let url): "\(url.path): the font has no PostScript name; register it under a name of your own"
            }
        }
    }

    /// Loads the TrueType font in the file at `url` and registers it under its PostScript name,
    /// which it answers (iOS's `CTFontManagerRegisterFontsForURL`); a font already registered
    /// under that name is replaced.
    ///
    /// - Throws: ``RegistrationError`` naming the file.
    @discardableResult
    public static func registerFont(at url: URL) throws(RegistrationError) -> String {
        let font: TrueTypeFont
        do {
            font = try TrueTypeFont(contentsOf: url)
        } catch {
            throw .unreadable(url, error)
        }
        guard let name = font.postScriptName, !name.isEmpty else { throw .unnamed(url) }
        register(font, named: name)
        return name
    }

    /// Registers `font` under `name` for ``init(name:size:)``, replacing any font registered
    /// under it.
    public static func register(_ font: TrueTypeFont, named name: String) {
        registry.withLock { $0[name] = font }
    }

    /// Removes the font registered under `name`; the name then answers as before registering.
    public static func unregisterFont(named name: String) {
        registry.withLock { $0[name] = nil }
    }

    /// The TrueType font registered under `name`, if any.
    static func registeredFont(named name: String) -> TrueTypeFont? {
        registry.withLock { $0[name] }
    }

    private static let registry = Locked([String: TrueTypeFont]())
}
