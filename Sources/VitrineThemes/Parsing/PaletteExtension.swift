import VitrineCore

/// A colour token's `$extensions.palette`: the palette entries its colour is sent as where the terminal
/// has fewer colours, chosen by the theme's author instead of the automatic conversion.
///
/// ```json
/// "$extensions": {"mode": {"dark": "#0F2A4D"}, "palette": {"256": 189, "16": 4, "dark": {"256": 17, "16": 4}}}
/// ```
/// `256` (0–255), `16` (0–15) and `8` (0–7) are for `$value`; `dark` holds those for the dark value. A
/// token with no dark value of its own uses the top-level entries in both appearances.
struct PaletteExtension: Equatable {
    var light: PaletteFallback
    var dark: PaletteFallback?

    /// The entries for `appearance`'s value; empty when the author chose none for it.
    ///
    /// Without an `8` entry, a 16-colour entry of bright black (8, a mid grey with no dark twin) is sent at
    /// 8 colours as the opposite of the appearance's page, black in light and white in dark: the author
    /// chose a grey that stands apart from the page, and of the eight only those two are greys.
    func fallback(for appearance: Appearance, tokenHasDarkValue: Bool) -> PaletteFallback {
        var entries = appearance == .dark ? dark ?? (tokenHasDarkValue ? PaletteFallback() : light) : light
        if entries.ansi16 == 8, entries.ansi8 == nil { entries.ansi8 = appearance == .dark ? 7 : 0 }
        return entries
    }

    /// Parses the extension's JSON value; the error message says what is wrong.
    static func parse(_ raw: JSONValue) -> Result<PaletteExtension, PaletteError> {
        guard let object = raw.object else { return .failure(PaletteError("expected an object")) }
        let unknown = object.keys.filter { !isEntry($0) && $0 != "dark" }
        if !unknown.isEmpty {
            return .failure(PaletteError("unknown key \(unknown.sorted().joined(separator: ", ")) (known: 256, 16, 8, dark)"))
        }
        var dark: PaletteFallback?
        if let rawDark = object["dark"] {
            guard let darkObject = rawDark.object, darkObject.keys.allSatisfy(isEntry) else {
                return .failure(PaletteError("dark: expected an object with 256, 16 or 8"))
            }
            switch fallback(darkObject, prefix: "dark.") {
            case let .success(value): dark = value
            case let .failure(error): return .failure(error)
            }
        }
        return fallback(object, prefix: "").map { PaletteExtension(light: $0, dark: dark) }
    }

    /// Whether `key` names a palette's entry (`256`, `16` or `8`).
    private static func isEntry(_ key: String) -> Bool {
        key == "256" || key == "16" || key == "8"
    }

    private static func fallback(_ object: [String: JSONValue], prefix: String) -> Result<PaletteFallback, PaletteError> {
        func entry(_ key: String, limit: Int) throws(PaletteError) -> UInt8? {
            guard let raw = object[key] else { return nil }
            guard let number = raw.number, let value = Int(exactly: number), (0 ... limit).contains(value) else {
                throw PaletteError("\(prefix)\(key): \(raw) is not a palette entry 0…\(limit)")
            }
            return UInt8(value)
        }
        do {
            // 256 first: its error is the one given when several are wrong.
            let ansi256 = try entry("256", limit: 255)
            let ansi16 = try entry("16", limit: 15)
            return .success(PaletteFallback(ansi256: ansi256, ansi16: ansi16, ansi8: try entry("8", limit: 7)))
        } catch {
            return .failure(error)
        }
    }

    /// What is wrong with a palette extension.
    struct PaletteError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
