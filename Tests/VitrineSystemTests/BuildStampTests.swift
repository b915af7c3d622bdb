import Testing
@testable import VitrineSystem

/// The build stamp `scripts/stamp-build` appends to a shipped binary, read back from the file's end.
@Suite struct BuildStampTests {
    private func trailer(_ text: String) -> [UInt8] {
        Array(repeating: 0x7F, count: 300) + Array(text.utf8)
    }

    @Test func theLastLineIsReadBack() {
        let stamp = BuildStamp(trailer: trailer("\u{0}\u{1}\nvitrine-build commit=51e3662dd1a2+dirty date=2026-12-07 swift=6.3.1\n"))
        #expect(stamp == BuildStamp(commit: "51e3662dd1a2+dirty", date: "2026-12-07", toolchain: "6.3.1"))
    }

    /// An unstamped binary ends in section headers; a line that is not the whole stamp, or holds what a
    /// terminal would take as a control, is no stamp.
    @Test func anythingElseIsNoStamp() {
        #expect(BuildStamp(trailer: trailer("")) == nil)
        #expect(BuildStamp(trailer: trailer("\nvitrine-build commit=abc date=2026-12-07 swift=6.3.1")) == nil, "not ended by a newline")
        #expect(BuildStamp(trailer: trailer("\nvitrine-build commit=abc date=2026-12-07\n")) == nil, "no toolchain")
        #expect(BuildStamp(trailer: trailer("\nvitrine-build commit=a\u{1B}[2J date=2026-12-07 swift=6.3.1\n")) == nil, "an escape")
        #expect(BuildStamp(trailer: trailer("\nsomething commit=abc date=2026-12-07 swift=6.3.1\n")) == nil, "another marker")
    }

    /// A build nothing stamped (the tests' own) says so, the version first and alone on its line.
    @Test func theReportOfAnUnstampedBuild() {
        let lines = BuildStamp.versionReport("0.3.0", libraries: ["ncurses 6.4"]).split(separator: "\n")
        #expect(lines.count == 4 && lines[0] == "0.3.0" && lines[1].hasPrefix("a development build") && lines[2] == "ncurses 6.4"
                && lines[3].hasPrefix("running on Linux "), "\(lines)")
    }
}
