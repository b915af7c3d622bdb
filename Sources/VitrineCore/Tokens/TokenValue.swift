/// A design token's resolved value.
public enum TokenValue: Equatable, Sendable, CustomStringConvertible {
    case color(Color)
    /// A length in points (the design system's unit); `px` counts as points.
    case dimension(Double)
    case number(Double)
    case string(String)
    /// Text art read from a file (`$type: "art"`, a path relative to the theme file that holds it).
    case art(TextArt)

    /// The kinds of value, without the value.
    public enum Kind: String, Sendable {
        case color, dimension, number, string, art
    }

    /// The number of a dimension or a number token.
    public var number: Double? {
        switch self {
        case let .dimension(value), let .number(value): return value
        case .color, .string, .art: return nil
        }
    }

    public var kind: Kind {
        switch self {
        case .color: return .color
        case .dimension: return .dimension
        case .number: return .number
        case .string: return .string
        case .art: return .art
        }
    }

    public var description: String {
        switch self {
        case let .color(color): return color.description + (color.paletteFallback.map { " (\($0))" } ?? "")
        case let .dimension(points): return "\(points.compactDescription)pt"
        case let .number(number): return number.compactDescription
        case let .string(string): return "\"\(string)\""
        case let .art(art):
            let name = art.file.split(separator: "/").last.map(String.init) ?? art.file
            return "art \(name) (\(art.size.width)x\(art.size.height))"
        }
    }
}

extension Double {
    /// The number without a trailing ".0".
    public var compactDescription: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
