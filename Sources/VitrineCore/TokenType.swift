/// The `$type` of a design token, as in the W3C Design Tokens format.
public enum TokenType: String, CaseIterable, Sendable {
    case color
    case dimension
    case number
    case string

    /// Parses a raw JSON value of this type; nil when it does not fit.
    func parse(_ raw: Any) -> TokenValue? {
        switch self {
        case .color:
            return (raw as? String).flatMap(Color.init(hex:)).map(TokenValue.color)
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
        }
    }
}
