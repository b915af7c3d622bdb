/// One event of the server's log, written as one logfmt line after the time:
/// `time=2026-12-07T19:21:53Z event=session addr=127.0.0.1:47124 key=SHA256:… seconds=0.4 end="exit 0"`.
/// A value with a space, `=` or `"` is quoted (`"` and `\` in it escaped); every value is escaped and bounded
/// as ``LogText`` does, so a client's text can neither forge a field nor a line. A field without a value is
/// left out. Tools read it as it is (`journalctl -u vitrine-serve | grep event=key-refused`, any logfmt parser).
struct LogEvent {
    let name: String
    let fields: [(key: String, value: String)]

    init(_ name: String, _ fields: KeyValuePairs<String, String?>) {
        self.name = name
        self.fields = fields.compactMap { field in field.value.map { (field.key, $0) } }
    }

    /// The line, without the time and the newline.
    var text: String {
        (["event=" + name] + fields.map { "\($0.key)=\(Self.value($0.value))" }).joined(separator: " ")
    }

    /// `text` escaped and bounded, quoted when it holds a space, `=` or `"` (or is empty).
    static func value(_ text: String) -> String {
        let escaped = LogText.escaped(text, limit: 512)
        guard escaped.isEmpty || escaped.contains(where: { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "\\" }) else { return escaped }
        return "\"" + String(escaped.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] }) + "\""
    }
}
