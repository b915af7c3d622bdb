import Testing
@testable import VitrineServe

/// A client's text never forges a log line nor reaches the terminal that shows the log raw.
@Suite struct LogTextTests {
    @Test func controlsEscapesAndOverridesAreWrittenAsEscapes() {
        let hostile = "x\u{1B}]0;title\u{07}\nFAKE-LOG-LINE 127.0.0.1 root-login-ok\r\u{9B}31m\u{202E}evil"
        let line = LogText.escaped(hostile)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F ... 0x9F).contains($0.value) || $0.value == 0x202E })
        #expect(line == #"x\u{1b}]0;title\u{7}\u{a}FAKE-LOG-LINE 127.0.0.1 root-login-ok\u{d}\u{9b}31m\u{202e}evil"#)
    }

    /// U+2028 and U+2029 start a new line in many log viewers (and JSON tools): written as escapes too.
    @Test func lineAndParagraphSeparatorsAreWrittenAsEscapes() {
        let line = LogText.escaped("a\u{2028}FAKE 127.0.0.1 ok\u{2029}b")
        #expect(line == #"a\u{2028}FAKE 127.0.0.1 ok\u{2029}b"#)
    }

    /// An event is one logfmt line: a value with a space, `=` or `"` is quoted with its quotes and backslashes
    /// escaped, so a client's text cannot add a field; a field without a value is left out.
    @Test func anEventIsOneLogfmtLineAClientCannotAddAFieldTo() {
        let event = LogEvent("session", ["addr": "127.0.0.1:5", "comment": nil, "command": #"render x" key=forged \"#,
                                         "end": "exit 0", "user": "a\u{1B}[2J", "empty": ""])
        #expect(event.text == #"event=session addr=127.0.0.1:5 command="render x\" key=forged \\" end="exit 0" user="a\\u{1b}[2J" empty="""#)
    }

    @Test func aLineIsBoundedAndAClientsWordQuoted() {
        #expect(LogText.escaped(String(repeating: "a", count: 5000)).count == LogText.maximumLine + 1)
        #expect(LogText.quoted("sftp") == "\"sftp\"")
        #expect(LogText.quoted(String(repeating: "b", count: 300)).count == 203)
    }
}
