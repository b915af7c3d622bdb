/// What the server's log may hold of text a client sent: every control character (newlines and escapes
/// included), every C1 control, line or paragraph separator (U+2028, U+2029: a new line to many log viewers)
/// and bidirectional override written as `\u{…}`, so one event stays one line and nothing reaches a
/// terminal that shows the log; bounded.
enum LogText {
    /// The longest log line kept, in characters.
    static let maximumLine = 2048

    /// `text` with what a log must not hold written as escapes, cut to `limit` characters with `…`.
    static func escaped(_ text: String, limit: Int = maximumLine) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else { return result + "…" }
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F ... 0x9F).contains(value)
            let isOverride = (0x202A ... 0x202E).contains(value) || (0x2066 ... 0x2069).contains(value) || value == 0x200E || value == 0x200F
                || value == 0x2028 || value == 0x2029
            result += isControl || isOverride ? "\\u{\(String(value, radix: 16))}" : String(scalar)
            count += 1
        }
        return result
    }

    /// `text` a client chose (a subsystem, a command), quoted and escaped, at most 200 characters.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text, limit: 200) + "\""
    }
}
