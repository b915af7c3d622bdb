/// A design token's resolved value.
public enum TokenValue: Equatable, Sendable, CustomStringConvertible {
    case color(Color)
    /// A length in points (the design system's unit); `px` counts as points.
    case dimension(Double)
    case number(Double)
    case string(String)
    /// Text art read from a file (`$type: "art"`, a path relative to the theme file that holds it).
    case art(TextArt)
    /// A list of font names, preferred first (`fontFamily`).
    case fontFamily([String])
    /// A font weight from 1 to 1000 (`fontWeight`; the format's names are read as their numbers).
    case fontWeight(Double)
    /// A duration in milliseconds (`duration`).
    case duration(Double)
    /// A timing curve's two control points, x1 y1 x2 y2 (`cubicBezier`).
    case cubicBezier([Double])
    /// How a line is drawn (`strokeStyle`).
    case strokeStyle(StrokeStyle)
    /// Colour, width and stroke style (`border`).
    case border(Border)
    /// Duration, delay and timing curve (`transition`).
    case transition(Transition)
    /// One or more shadows, in order (`shadow`).
    case shadow([Shadow])
    /// Colour stops in order of position (`gradient`).
    case gradient([GradientStop])
    /// A text style (`typography`).
    case typography(Typography)

    /// The kinds of value, without the value.
    public enum Kind: String, CaseIterable, Sendable {
        case color, dimension, number, string, art, fontFamily, fontWeight, duration, cubicBezier
        case strokeStyle, border, transition, shadow, gradient, typography
    }

    /// The number of a dimension or a number token.
    public var number: Double? {
        switch self {
        case let .dimension(value), let .number(value), let .fontWeight(value), let .duration(value): return value
        case .color, .string, .art, .fontFamily, .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient, .typography:
            return nil
        }
    }

    public var kind: Kind {
        switch self {
        case .color: return .color
        case .dimension: return .dimension
        case .number: return .number
        case .string: return .string
        case .art: return .art
        case .fontFamily: return .fontFamily
        case .fontWeight: return .fontWeight
        case .duration: return .duration
        case .cubicBezier: return .cubicBezier
        case .strokeStyle: return .strokeStyle
        case .border: return .border
        case .transition: return .transition
        case .shadow: return .shadow
        case .gradient: return .gradient
        case .typography: return .typography
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
        case let .fontFamily(names): return names.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joinedText(separator: ", ")
        case let .fontWeight(weight): return "weight \(weight.compactDescription)"
        case let .duration(milliseconds): return "\(milliseconds.compactDescription)ms"
        case let .cubicBezier(points): return "cubic-bezier(" + points.map(\.compactDescription).joinedText(separator: ", ") + ")"
        case let .strokeStyle(style): return style.description
        case let .border(border): return border.description
        case let .transition(transition): return transition.description
        case let .shadow(shadows): return "shadow " + shadows.map(\.description).joinedText(separator: ", ")
        case let .gradient(stops): return "gradient " + stops.map(\.description).joinedText(separator: ", ")
        case let .typography(typography): return typography.description
        }
    }
}

extension Double {
    /// The number without a trailing ".0".
    public var compactDescription: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
