import Foundation

/// A loaded theme, resolved and validated for both appearances: it is either whole or not loaded at all.
public struct Theme: Equatable, Sendable {
    public var name: String
    /// The file it came from.
    public var file: String
    public var light: ResolvedTheme
    public var dark: ResolvedTheme

    public func resolved(for appearance: Appearance) -> ResolvedTheme {
        appearance == .light ? light : dark
    }

    /// Loads, resolves and checks the theme in `url`.
    ///
    /// - Parameter requiredTokens: token paths the components need; a theme lacking one is an error.
    public static func load(from url: URL, requiredTokens: [String]) throws(ThemeError) -> Theme {
        let file = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ThemeError(file: file, message: "cannot read the file (\(error.localizedDescription))")
        }
        let resolver = TokenResolver(file: file, tokens: try TokenFileParser(file: file).parse(data))
        let light = try resolver.resolveAll(for: .light)
        let dark = try resolver.resolveAll(for: .dark)
        for path in requiredTokens where light[path] == nil {
            throw ThemeError(file: file, tokenPath: path, message: "missing token required by a component")
        }
        let name = url.deletingPathExtension().lastPathComponent
        return Theme(name: name, file: file,
                     light: ResolvedTheme(name: name, appearance: .light, tokens: light),
                     dark: ResolvedTheme(name: name, appearance: .dark, tokens: dark))
    }
}
