import Foundation
import Testing
@testable import VitrineServe
import VitrineTestSupport

/// How a server is set up as a service: its config file, its state folder, its authorized keys read again.
@Suite struct ServeSettingsTests {
    let temporary = TemporaryFolder()
    let keys: Set<String> = ["listen", "authorized-keys", "max-sessions", "state"]

    @Test func aConfigFileIsOptionsInTheirLongForm() throws {
        let text = """
        # the QA server
        listen = 0.0.0.0:2222

          authorized-keys = "/etc/vitrine/authorized keys"
        max-sessions=20
        """
        #expect(try ConfigFile.arguments(parsing: text, file: "serve.conf", keys: keys)
            == ["--listen=0.0.0.0:2222", "--authorized-keys=/etc/vitrine/authorized keys", "--max-sessions=20"])
    }

    /// Each mistake names the file, the line and what is wrong; an unknown key lists the settings.
    @Test func aConfigFileMistakeNamesItsLine() {
        let cases = [
            ("listen 1", "serve.conf:1: expected key = value"),
            ("# ok\nlistn = 1", "serve.conf:2: listn is not a setting; the settings are authorized-keys, listen, max-sessions, state"),
            ("listen = 1\nlisten = 2", "serve.conf:2: listen is set twice"),
            ("listen =", "serve.conf:1: listen has no value"),
            ("listen = a\u{1B}[2Jb", "serve.conf:1: listen has no value, or one with control characters"),
            ("\u{1B}]0;x\u{07} = 1", "serve.conf:1: \\u{1b}]0;x\\u{7} is not a setting"),
        ]
        for (text, message) in cases {
            do {
                let arguments = try ConfigFile.arguments(parsing: text, file: "serve.conf", keys: keys)
                Issue.record("\(text.debugDescription) was taken: \(arguments)")
            } catch {
                #expect((error as? ServeError)?.description.hasPrefix(message) == true, "\(error)")
            }
        }
    }

    @Test func theStateFolderIsSystemdsThenXDGsThenHomes() throws {
        #expect(try StateFolder.path(given: "/srv/v", environment: ["STATE_DIRECTORY": "/var/lib/x"]) == "/srv/v")
        #expect(try StateFolder.path(given: nil, environment: ["STATE_DIRECTORY": "/var/lib/vitrine-serve:/var/lib/other",
                                                              "XDG_STATE_HOME": "/x"]) == "/var/lib/vitrine-serve")
        #expect(try StateFolder.path(given: nil, environment: ["XDG_STATE_HOME": "/home/a/.st", "HOME": "/home/a"]) == "/home/a/.st/vitrine-serve")
        #expect(try StateFolder.path(given: nil, environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/a"])
            == "/home/a/.local/state/vitrine-serve", "a relative XDG path is ignored, as the spec says")
        #expect(throws: ServeError.self) { try StateFolder.path(given: nil, environment: [:]) }
    }

    /// Made with its parents (0700); a link there or a folder open to others is refused.
    @Test func theStateFolderIsMadePrivateAndNeverALink() throws {
        let folder = temporary.url.appendingPathComponent("a/b/state").path
        try StateFolder.make(folder)
        var info = stat()
        #expect(stat(folder, &info) == 0 && info.st_mode & 0o777 == 0o700)
        try StateFolder.make(folder)
        let link = temporary.url.appendingPathComponent("link").path
        symlink(folder, link)
        #expect { try StateFolder.make(link) } throws: { ($0 as? ServeError)?.description.contains("a link is not taken") == true }
        chmod(folder, 0o755)
        #expect { try StateFolder.make(folder) } throws: { ($0 as? ServeError)?.description.contains("chmod 700") == true }
    }

    /// A key added is let in from the next connection, without a restart; a change that leaves no usable
    /// key keeps the keys before, and the log says each.
    @Test func authorizedKeysAreReadAgainWhenTheFileChanges() throws {
        let first = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl nora@qa\n"
        let path = temporary.write("authorized_keys", first).path
        let file = try AuthorizedKeysFile(path: path)
        var log: [String] = []
        #expect(file.current { log.append($0.text) }.keys.count == 1 && log.isEmpty, "unchanged: not read again")
        try (first + ServeKeysTests.rsa2048 + "\nssh-dss AAAA old\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(file.current { log.append($0.text) }.keys.count == 2)
        #expect(log == ["event=authorized-keys file=\(path) keys=2 skipped=1",
                        "event=authorized-keys-skipped line=\"\(path):3: skipped: ssh-dss keys are not supported (ed25519, ECDSA and RSA are)\""])
        try "# everyone left\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(file.current { log.append($0.text) }.keys.count == 2, "the keys before stay")
        #expect(log.last == "event=authorized-keys file=\(path) taken=no reason=\"no key this server can use\" keys=2", "\(log)")
        #expect(file.current { log.append($0.text) }.keys.count == 2 && log.count == 3, "said once a change")
    }
}
