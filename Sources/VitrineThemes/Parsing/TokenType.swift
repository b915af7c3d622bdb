import FoundationEssentials
import VitrineCore

/// The `$type` of a design token, as in the W3C Design Tokens format.
public enum TokenType: String, CaseIterable, Sendable {
    case color
    case dimension
    case number
    case string
    /// Vitrine's own type: a text-art file, its path relative to the theme file (logos).
    case art
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography

    /// Types whose values are read field by field (``CompositeReader``), with aliases allowed inside.
    var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: return true
        case .color, .dimension, .number, .string, .art, .fontFamily, .fontWeight, .duration, .cubicBezier: return false
        }
    }

    /// The kind of value a token of this type resolves to.
    var valueKind: TokenValue.Kind {
        guard let kind = TokenValue.Kind(rawValue: rawValue) else { preconditionFailure("every type has a value kind") }
        return kind
    }

    /// The values a number of this type may take: sizes a terminal can draw, never NaN or infinite.
    var range: ClosedRange<Double>? {
        switch self {
        case .dimension: return -1000 ... 1000
        case .number: return -1_000_000 ... 1_000_000
        case .fontWeight: return 1 ... 1000
        case .duration: return 0 ... 3_600_000
        case .color, .string, .art, .fontFamily, .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient, .typography:
            return nil
        }
    }

    /// Parses a raw JSON value of this type; nil when it does not fit (`true`/`false` are not numbers).
    /// Art and composite values are read by ``TokenResolver``, which knows files and other tokens.
    func parse(_ raw: JSONValue) -> TokenValue? {
        switch self {
        case .art, .strokeStyle, .border, .transition, .shadow, .gradient, .typography:
            return nil
        case .color:
            return Self.color(raw).map(TokenValue.color)
        case .dimension:
            if let number = raw.number { return .dimension(number) }
            if let value = raw["value"]?.number, let unit = raw["unit"]?.string, let scale = Self.pointsPerUnit[unit] {
                return .dimension(value * scale)
            }
            guard let text = raw.string?.trimmed else { return nil }
            let unit = Self.pointsPerUnit.keys.first { text.hasSuffix($0) }
            let digits = unit.map { String(text.dropLast($0.count)) } ?? text
            return Double(digits.trimmed).map { .dimension($0 * (unit.flatMap { Self.pointsPerUnit[$0] } ?? 1)) }
        case .number:
            return raw.number.map(TokenValue.number)
        case .string:
            return raw.string.map(TokenValue.string)
        case .fontFamily:
            if let name = raw.string, !name.isEmpty { return .fontFamily([name]) }
            guard let names = raw.array?.compactMap(\.string), !names.isEmpty, names.count == raw.array?.count else { return nil }
            return .fontFamily(names)
        case .fontWeight:
            if let number = raw.number { return .fontWeight(number) }
            // The format's names, exactly as it spells them ("Bold" is not one).
            return raw.string.flatMap { Self.namedWeights[$0] }.map(TokenValue.fontWeight)
        case .duration:
            if let value = raw["value"]?.number, let unit = raw["unit"]?.string {
                return unit == "ms" ? .duration(value) : unit == "s" ? .duration(value * 1000) : nil
            }
            guard let text = raw.string else { return nil }
            if text.hasSuffix("ms") { return Double(text.dropLast(2)).map(TokenValue.duration) }
            if text.hasSuffix("s") { return Double(text.dropLast()).map { .duration($0 * 1000) } }
            return nil
        case .cubicBezier:
            guard let points = raw.array?.compactMap(\.number), points.count == 4, raw.array?.count == 4,
                  (0 ... 1).contains(points[0]), (0 ... 1).contains(points[2]), points.allSatisfy(\.isFinite) else { return nil }
            return .cubicBezier(points)
        }
    }

    /// Points a dimension unit is worth: px and pt are the design system's point, a rem is 16 of them
    /// (the browsers' default root font size, which design tools assume).
    static let pointsPerUnit: [String: Double] = ["px": 1, "pt": 1, "rem": 16]

    /// The format's font weight names and their numbers.
    private static let namedWeights: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400,
        "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    /// The unit a dimension value is written in when it is not the point (`"1280px"`, `{"value": 2, "unit": "rem"}`).
    static func unit(ofDimension raw: JSONValue) -> String? {
        let unit = raw["unit"]?.string ?? raw.string.flatMap { text in pointsPerUnit.keys.first { text.trimmed.hasSuffix($0) } }
        return unit == "pt" ? nil : unit
    }

    /// The opacity of a colour value: the `aa` of `#rrggbbaa`, or the object form's `alpha` (1 when absent).
    static func alpha(ofColor raw: JSONValue) -> Double {
        if let text = raw.string, text.hasPrefix("#"), text.count == 9, let byte = UInt8(text.suffix(2), radix: 16) {
            return Double(byte) / 255
        }
        return raw["alpha"]?.number.map { min(1, max(0, $0)) } ?? 1
    }

    /// A colour written as `#rrggbb`, or as the format's object form: `{"colorSpace": "oklch",
    /// "components": [0.7, 0.1, 250]}` in one of ``ColorSpace``'s spaces (`"none"` is 0), converted to
    /// sRGB; a space not read yet falls back to the object's `"hex"`.
    private static func color(_ raw: JSONValue) -> Color? {
        if let text = raw.string { return Color(hex: text) }
        if let name = raw["colorSpace"]?.string, let space = ColorSpace(rawValue: name) {
            guard let values = raw["components"]?.array else { return nil }
            let components = values.compactMap { value -> Double? in value.string == "none" ? 0 : value.number }
            guard components.count == values.count else { return nil }
            return space.color(components)
        }
        return raw["hex"]?.string.flatMap(Color.init(hex:))
    }
}
