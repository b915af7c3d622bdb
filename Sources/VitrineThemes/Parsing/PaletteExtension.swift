import VitrineCore

/// A colour token's `$extensions.palette`: the palette entries its colour is sent as where the terminal
/// has fewer colours, chosen by the theme's author instead of the automatic conversion.
///
/// ```json
/// "$extensions": {"mode": {"dark": "#0F2A4D"}, "palette": {"256": 189, "16": 4, "dark": {"256": 17, "16": 4}}}
/// ```
/// `256` (0–255) and `16` (0–15) are for `$value`; `dark` holds those for the dark value. A token with
/// no dark value of its own uses the top-level entries in both appearances.
struct PaletteExtension: Equatable {
    var light: PaletteFallback
    var dark: PaletteFallback?

    /// The entries for `appearance`'s value; empty when the author chose none for it.
    func fallback(for appearance: Appearance, tokenHasDarkValue: Bool) -> PaletteFallback {
        guard appearance == .dark else { return light }
        return dark ?? (tokenHasDarkValue ? PaletteFallback() : light)
    }

    /// Parses the extension's JSON value; the error message says what is wrong.
    static func parse(_ raw: JSONValue) -> Result<PaletteExtension, PaletteError> {
        guard let object = raw.object else { return .failure(PaletteError("expected an object")) }
        let unknown = object.keys.filter { !isEntry($0) && $0 != "dark" }
        if !unknown.isEmpty {
            return .failure(PaletteError("unknown key \(unknown.sorted().joined(separator: ", ")) (known: 256, 16, dark)"))
        }
        var dark: PaletteFallback?
        if let rawDark = object["dark"] {
            guard let darkObject = rawDark.object, darkObject.keys.allSatisfy(isEntry) else {
                return .failure(PaletteError("dark: expected an object with 256 and/or 16"))
            }
            switch fallback(darkObject, prefix: "dark.") {
            case let .success(value): dark = value
            case let .failure(error): return .failure(error)
            }
        }
        return fallback(object, prefix: "").map { PaletteExtension(light: $0, dark: dark) }
    }

    /// Whether `key` names a palette's entry (`256` or `16`).
    private static func isEntry(_ key: String) -> Bool {
        key == "256" || key == "16"
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
            // 256 first: its error is the one given when both are wrong.
            let ansi256 = try entry("256", limit: 255)
            return .success(PaletteFallback(ansi256: ansi256, ansi16: try entry("16", limit: 15)))
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
