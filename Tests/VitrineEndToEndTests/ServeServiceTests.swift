import Foundation
import Testing
import VitrineTestSupport

/// The systemd unit that runs `vitrine serve` as a service (`Sources/vitrine-serve/vitrine-serve.service`).
@Suite(.enabled(if: ServeFixture.canRun)) struct ServeServiceTests {
    static let unit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/vitrine-serve/vitrine-serve.service").standardizedFileURL

    /// `systemd-analyze verify` takes it without a word (a misspelt key is only a warning there, so any
    /// output fails the test), with its ExecStart pointed at this build; and ExecStart runs the server with
    /// the config file the unit's comment names.
    @Test func systemdAcceptsTheUnit() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze") else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("systemd-analyze is missing: scripts/setup --tests installs it") }
            return
        }
        let text = try String(contentsOf: Self.unit, encoding: .utf8)
        #expect(text.contains("ExecStart=/usr/local/bin/vitrine-serve --config /etc/vitrine/serve.conf\n") && text.contains("/etc/vitrine/serve.conf (one"))
        let folder = TemporaryFolder()
        let local = folder.write("vitrine-serve.service", text.replacingOccurrences(of: "/usr/local/bin/vitrine-serve", with: ServeFixture.binary))
        let verified = Spawn.run(["systemd-analyze", "verify", "--man=no", local.path])
        #expect(verified.status == 0 && verified.output.isEmpty, "\(verified.output)")
        let misspelt = folder.write("misspelt.service", text.replacingOccurrences(of: "KillMode=", with: "KillMod=")
            .replacingOccurrences(of: "/usr/local/bin/vitrine-serve", with: ServeFixture.binary))
        #expect(!Spawn.run(["systemd-analyze", "verify", "--man=no", misspelt.path]).output.isEmpty, "the check can fail")
    }
}
