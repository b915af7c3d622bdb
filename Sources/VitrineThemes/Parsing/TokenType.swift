import Foundation
import VitrineCore

/// The `$type` of a design token, as in the W3C Design Tokens format.
public enum TokenType: String, CaseIterable, Sendable {
    case color
    case dimension
    case number
    case string
    /// Vitrine's own type: a text-art file, its path relative to the theme file (logos).
    case art

    /// The values a number of this type may take: sizes a terminal can draw, never NaN or infinite.
    var range: ClosedRange<Double>? {
        switch self {
        case .dimension: return 0 ... 1000
        case .number: return -1_000_000 ... 1_000_000
        case .color, .string, .art: return nil
        }
    }

    /// Parses a raw JSON value of this type; nil when it does not fit (`true`/`false` are not numbers).
    func parse(_ raw: JSONValue) -> TokenValue? {
        switch self {
        case .color:
            return Self.color(raw).map(TokenValue.color)
        case .dimension:
            if let number = raw.number { return .dimension(number) }
            if let value = raw["value"]?.number, let unit = raw["unit"]?.string, ["px", "pt"].contains(unit) { return .dimension(value) }
            guard let text = raw.string else { return nil }
            let digits = text.hasSuffix("px") || text.hasSuffix("pt") ? String(text.dropLast(2)) : text
            return Double(digits.trimmingCharacters(in: .whitespaces)).map(TokenValue.dimension)
        case .number:
            return raw.number.map(TokenValue.number)
        case .string:
            return raw.string.map(TokenValue.string)
        case .art:
            return nil // read by `TokenResolver`, which knows the file the path is relative to
        }
    }

    /// A colour written as `#rrggbb`, or as the format's object form: `{"hex": "#rrggbb"}`, or
    /// `{"colorSpace": "srgb", "components": [r, g, b]}` with components from 0 to 1.
    private static func color(_ raw: JSONValue) -> Color? {
        if let text = raw.string { return Color(hex: text) }
        if let hex = raw["hex"]?.string { return Color(hex: hex) }
        guard raw["colorSpace"]?.string == "srgb", let components = raw["components"]?.array?.compactMap(\.number),
              components.count == 3, raw["components"]?.array?.count == 3, components.allSatisfy({ (0 ... 1).contains($0) }) else { return nil }
        let bytes = components.map { UInt8(($0 * 255).rounded()) }
        return .rgb(bytes[0], bytes[1], bytes[2])
    }
}
