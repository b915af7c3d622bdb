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
    func parse(_ raw: Any) -> TokenValue? {
        if Self.isBoolean(raw) { return nil }
        switch self {
        case .color:
            return Self.color(raw).map(TokenValue.color)
        case .dimension:
            if let number = raw as? Double { return .dimension(number) }
            if let object = raw as? [String: Any], let value = object["value"] as? Double,
               ["px", "pt"].contains(object["unit"] as? String) { return .dimension(value) }
            guard let text = raw as? String else { return nil }
            let digits = text.hasSuffix("px") || text.hasSuffix("pt") ? String(text.dropLast(2)) : text
            return Double(digits.trimmingCharacters(in: .whitespaces)).map(TokenValue.dimension)
        case .number:
            return (raw as? Double).map(TokenValue.number)
        case .string:
            return (raw as? String).map(TokenValue.string)
        case .art:
            return nil // read by `TokenResolver`, which knows the file the path is relative to
        }
    }

    /// JSONSerialization gives `true` and `false` as numbers 1 and 0 that say they are booleans.
    private static func isBoolean(_ raw: Any) -> Bool {
        guard let number = raw as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// A colour written as `#rrggbb`, or as the format's object form: `{"hex": "#rrggbb"}`, or
    /// `{"colorSpace": "srgb", "components": [r, g, b]}` with components from 0 to 1.
    private static func color(_ raw: Any) -> Color? {
        if let text = raw as? String { return Color(hex: text) }
        guard let object = raw as? [String: Any] else { return nil }
        if let hex = object["hex"] as? String { return Color(hex: hex) }
        guard object["colorSpace"] as? String == "srgb", let components = object["components"] as? [Double],
              components.count == 3, components.allSatisfy({ (0 ... 1).contains($0) }) else { return nil }
        let bytes = components.map { UInt8(($0 * 255).rounded()) }
        return .rgb(bytes[0], bytes[1], bytes[2])
    }
}
