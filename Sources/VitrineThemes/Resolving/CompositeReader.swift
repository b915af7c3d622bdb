import VitrineCore

/// Reads the format's composite values — `border`, `transition`, `shadow` (one or a list), `gradient`,
/// `typography`, and `strokeStyle`'s object form — field by field.
///
/// Each field is a literal of its type or an alias to a token of that type; ``field`` resolves both, so
/// aliases inside composites are followed, checked and bounded like any other. Fields the format does not
/// define (a design tool's own) are ignored; a missing one is an error that names it.
struct CompositeReader {
    /// Resolves the field named `name` (for errors, e.g. `shadow.color`): a literal of `type` or an alias.
    let field: (_ raw: JSONValue, _ type: TokenType, _ name: String) throws(ThemeError) -> ResolvedToken
    /// An error about the token being read.
    let error: (String) -> ThemeError

    /// At most this many shadows in one token (aliases to other shadow tokens included).
    static let maximumShadows = 16
    /// At most this many stops in one gradient.
    static let maximumStops = 64

    func read(_ raw: JSONValue, as type: TokenType) throws(ThemeError) -> TokenValue {
        switch type {
        case .strokeStyle: return .strokeStyle(try strokeStyle(raw))
        case .border:
            let object = try fields(of: raw, type)
            return .border(Border(color: try color(object, "color", in: "border"), width: try number(object, "width", .dimension, in: "border"),
                                  style: try strokeStyleField(object, in: "border")))
        case .transition:
            let object = try fields(of: raw, type)
            return .transition(Transition(duration: try number(object, "duration", .duration, in: "transition"),
                                          delay: try number(object, "delay", .duration, in: "transition"),
                                          timingFunction: try curve(object, in: "transition")))
        case .shadow: return .shadow(try shadows(raw))
        case .gradient: return .gradient(try gradient(raw))
        case .typography: return .typography(try typography(raw))
        case .color, .dimension, .number, .string, .art, .fontFamily, .fontWeight, .duration, .cubicBezier:
            preconditionFailure("\(type) is not a composite type")
        }
    }

    private func fields(of raw: JSONValue, _ type: TokenType) throws(ThemeError) -> [String: JSONValue] {
        guard let object = raw.object else { throw error("a \(type.rawValue) value is an object of fields, not \(raw)") }
        return object
    }

    private func resolved(_ object: [String: JSONValue], _ name: String, _ type: TokenType, in composite: String) throws(ThemeError) -> ResolvedToken {
        guard let raw = object[name] else { throw error("\(composite) has no \(name)") }
        return try field(raw, type, "\(composite).\(name)")
    }

    private func number(_ object: [String: JSONValue], _ name: String, _ type: TokenType, in composite: String) throws(ThemeError) -> Double {
        guard let number = try resolved(object, name, type, in: composite).value.number else {
            preconditionFailure("a resolved \(type) field holds a number")
        }
        return number
    }

    private func color(_ object: [String: JSONValue], _ name: String, in composite: String) throws(ThemeError) -> TranslucentColor {
        let token = try resolved(object, name, .color, in: composite)
        guard case let .color(color) = token.value else { preconditionFailure("a resolved color field holds a colour") }
        return TranslucentColor(color, alpha: token.alpha)
    }

    private func curve(_ object: [String: JSONValue], in composite: String) throws(ThemeError) -> [Double] {
        guard case let .cubicBezier(points) = try resolved(object, "timingFunction", .cubicBezier, in: composite).value else {
            preconditionFailure("a resolved cubicBezier field holds a curve")
        }
        return points
    }

    private func strokeStyleField(_ object: [String: JSONValue], in composite: String) throws(ThemeError) -> StrokeStyle {
        guard case let .strokeStyle(style) = try resolved(object, "style", .strokeStyle, in: composite).value else {
            preconditionFailure("a resolved strokeStyle field holds a stroke style")
        }
        return style
    }

    /// A keyword, or `{"dashArray": [lengths…], "lineCap": "round" | "butt" | "square"}`.
    private func strokeStyle(_ raw: JSONValue) throws(ThemeError) -> StrokeStyle {
        if let keyword = raw.string {
            guard StrokeStyle.keywords.contains(keyword) else {
                throw error("strokeStyle \"\(keyword)\" is not one of \(StrokeStyle.keywords.sorted().joined(separator: ", "))")
            }
            return .keyword(keyword)
        }
        let object = try fields(of: raw, .strokeStyle)
        guard let dashes = object["dashArray"]?.array, (1 ... 16).contains(dashes.count) else {
            throw error("strokeStyle.dashArray must list 1 to 16 lengths")
        }
        var lengths: [Double] = []
        for (index, dash) in dashes.enumerated() {
            guard let length = try field(dash, .dimension, "strokeStyle.dashArray[\(index)]").value.number else {
                preconditionFailure("a resolved dimension holds a number")
            }
            lengths.append(length)
        }
        guard let cap = object["lineCap"]?.string, ["round", "butt", "square"].contains(cap) else {
            throw error("strokeStyle.lineCap must be round, butt or square")
        }
        return .dashes(lengths, lineCap: cap)
    }

    /// One shadow object, or a list of shadow objects and aliases to shadow tokens.
    private func shadows(_ raw: JSONValue) throws(ThemeError) -> [Shadow] {
        guard let list = raw.array else { return [try shadow(raw)] }
        guard !list.isEmpty else { throw error("a shadow list needs at least one shadow") }
        var shadows: [Shadow] = []
        for (index, item) in list.enumerated() {
            if RawToken.aliasTarget(item) != nil, case let .shadow(aliased) = try field(item, .shadow, "shadow[\(index)]").value {
                shadows += aliased
            } else {
                shadows.append(try shadow(item))
            }
            guard shadows.count <= Self.maximumShadows else { throw error("more than \(Self.maximumShadows) shadows in one token") }
        }
        return shadows
    }

    private func shadow(_ raw: JSONValue) throws(ThemeError) -> Shadow {
        let object = try fields(of: raw, .shadow)
        var inset = false
        if let flag = object["inset"] {
            guard case let .bool(value) = flag else { throw error("shadow.inset must be true or false, not \(flag)") }
            inset = value
        }
        return Shadow(color: try color(object, "color", in: "shadow"), offsetX: try number(object, "offsetX", .dimension, in: "shadow"),
                      offsetY: try number(object, "offsetY", .dimension, in: "shadow"), blur: try number(object, "blur", .dimension, in: "shadow"),
                      spread: try number(object, "spread", .dimension, in: "shadow"), inset: inset)
    }

    /// A list of `{"color", "position"}` stops; positions outside 0…1 are clamped, as the format says.
    private func gradient(_ raw: JSONValue) throws(ThemeError) -> [GradientStop] {
        guard let list = raw.array, (1 ... Self.maximumStops).contains(list.count) else {
            throw error("a gradient is a list of 1 to \(Self.maximumStops) stops, not \(raw)")
        }
        var stops: [GradientStop] = []
        for item in list {
            let object = try fields(of: item, .gradient)
            let position = try number(object, "position", .number, in: "gradient")
            stops.append(GradientStop(color: try color(object, "color", in: "gradient"), position: min(1, max(0, position))))
        }
        return stops
    }

    /// The format's five fields (`letterSpacing` may be left out, as design tools do when it is 0), and a
    /// design tool's `fontStyle` when present.
    private func typography(_ raw: JSONValue) throws(ThemeError) -> Typography {
        let object = try fields(of: raw, .typography)
        guard case let .fontFamily(family) = try resolved(object, "fontFamily", .fontFamily, in: "typography").value else {
            preconditionFailure("a resolved fontFamily field holds names")
        }
        var fontStyle = "normal"
        if let style = object["fontStyle"] {
            guard let name = style.string, ["normal", "italic", "oblique"].contains(name) else {
                throw error("typography.fontStyle must be normal, italic or oblique, not \(style)")
            }
            fontStyle = name
        }
        return Typography(fontFamily: family, fontSize: try number(object, "fontSize", .dimension, in: "typography"),
                          fontWeight: try number(object, "fontWeight", .fontWeight, in: "typography"),
                          letterSpacing: object["letterSpacing"] == nil ? 0 : try number(object, "letterSpacing", .dimension, in: "typography"),
                          lineHeight: try number(object, "lineHeight", .number, in: "typography"), fontStyle: fontStyle)
    }
}
