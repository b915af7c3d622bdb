import Foundation
import Testing
import VitrineServe
import VitrineTestSupport

/// The authorized keys file and the host key.
@Suite struct ServeKeysTests {
    /// Removed, with the keys made in it, when the test's instance goes away.
    let temporary = TemporaryFolder()
    var folder: URL { temporary.url }

    @Test func authorizedKeysTakesEd25519ECDSAAndRSAAndNamesWhatItSkips() {
        let text = """
        # the QA team
        ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl nora@qa

        ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBC8+mqBwoz4FYx22hkFcghLfPC40iJTs3wpdjfhtBXdAx0kYtEFLvkpT9K/cZMTTzeF7puXyCjHrB6V6jE/of5c= kai
        ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 old@laptop
        ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDX0JofvQWG/jgq1ZY/oCTZTfsfQ0M+qphPRVGa3cFucFxNbqFTja4gr6Y16skRAd85+XgLyuos4E7Cz94wsykm166CuN3a2VolurH/nY6KbUqKf6ItH1ECSiw0dUzTJFWzPDmXb/y9QzmFOCDweju2fecP/qtNMkQgU0vFDjii3w== small
        ssh-dss AAAAB3NzaC1kc3MAAACBAP old@dsa
        \(Self.rsa2048)
        ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMq broken
        command="vitrine contrast",no-pty ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl
        garbage
        permitopen="x:1" ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl
        """
        let keys = AuthorizedKeys.parse(text)
        #expect(keys.keys.count == 3)
        #expect(keys.comments.values.sorted() == ["kai", "nora@qa", "rsa 2048"])
        #expect(keys.warnings == [
            "authorized_keys:5: skipped: not a valid ssh-rsa key",
            "authorized_keys:6: skipped: a 1024-bit RSA key (2048 bits or more are taken)",
            "authorized_keys:7: skipped: ssh-dss keys are not supported (ed25519, ECDSA and RSA are)",
            "authorized_keys:9: skipped: not a valid ssh-ed25519 key",
            "authorized_keys:10: skipped: option command: a forced command is not served: list the commands the key may run instead",
            "authorized_keys:11: not a key line",
            "authorized_keys:12: skipped: option permitopen: not supported here",
        ])
    }

    /// An RSA key reads back as written, with the fingerprint `ssh-keygen -l` prints for it.
    @Test func anRSAKeyRoundTripsWithItsFingerprint() throws {
        let key = try #require(AuthorizedKeys.parse(Self.rsa2048).keys.first)
        #expect(String(openSSHPublicKey: key) + " rsa 2048" == Self.rsa2048)
        #expect(HostKey.fingerprint(of: key) == "SHA256:UnzMClTvzkci6cUu8WVplPWBD3uNLnWuCBE7DrQX4QU")
    }

    /// A 2048-bit RSA key `ssh-keygen` made.
    static let rsa2048 = "ssh-rsa "
        + "AAAAB3NzaC1yc2EAAAADAQABAAABAQCh4+Dv1TFKxIUNhVjfxts+blQZdNfqjwDH9SlLRNLHInhnAMsWBgXj9LiNQuON/7Cq1Q9I"
        + "/F7804fLWf67j4JBxl259Z+2mmkou/WUlQks38DJ+3RHqFccaQ0usIt1nMNO0E/d0CeIUKe9s76R6gJ5uDiQt9tRyzTn1QRCabNp"
        + "oQWsCO+GgrPWSFIqANa1fFQB9jJhGruxsbknNTU1Dtedix38WxffwS3ZZ8W2IZhgSkuXhDVGXXJZc5rrYJV9WHQ2dWlYMd8Opbpj"
        + "yfLSLYmLGBJqLyVgXOGy0NAoY7EGX/LZtRFHAbGjHLDasfKhClAaLNf9tsnkLz6JJ397tcsB"
        + " rsa 2048"

    /// The options admins add by habit: `from=` (wildcards, CIDR, `!`), `restrict` and `no-*` (commands only
    /// unless `pty`), quoted values with commas.
    @Test func authorizedKeysOptionsAreHonoured() throws {
        let key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl nora@qa"
        let parsed = AuthorizedKeys.parse(#"restrict,from="127.0.0.1,10.1.*,192.168.0.0/16,!10.1.2.3",no-port-forwarding "# + key)
        #expect(parsed.warnings.isEmpty && parsed.keys.count == 1, "\(parsed.warnings)")
        let options = try #require(parsed.options.values.first)
        #expect(!options.allowsTerminal, "restrict without pty: commands only")
        for allowed in ["127.0.0.1", "10.1.9.9", "192.168.44.1", "::ffff:192.168.1.1"] { #expect(options.allows(address: allowed), "\(allowed)") }
        for refused in ["127.0.0.2", "10.1.2.3", "10.2.0.1", "192.169.0.1", "::1"] { #expect(!options.allows(address: refused), "\(refused)") }
        let withPty = try #require(AuthorizedKeys.parse("restrict,pty " + key).options.values.first)
        #expect(withPty.allowsTerminal && withPty.allows(address: "203.0.113.9"))
        #expect(try #require(AuthorizedKeys.parse("no-pty " + key).options.values.first).allowsTerminal == false)
        #expect(AuthorizedKeys.parse(key).options.isEmpty, "no options, no restriction")
        #expect(AuthorizedKeyOptions.matches(String(repeating: "a", count: 40), String(repeating: "*a", count: 200) + "b") == false,
                "a pattern of many stars is matched in linear time, not exponential")
    }

    @Test func theHostKeyIsMadeOnceWithMode600AndReused() throws {
        let path = folder.appendingPathComponent("host_key").path
        let (first, created) = try HostKey.loadOrCreate(path)
        #expect(created)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let (again, createdAgain) = try HostKey.loadOrCreate(path)
        #expect(!createdAgain && again.fingerprint == first.fingerprint)
        #expect(first.fingerprint.hasPrefix("SHA256:") && first.fingerprint.count == 50)
    }

    /// `ssh-keygen`'s own keys work as host keys (ed25519 and ECDSA P-256, the host's own included), the key
    /// made on first start is one `ssh-keygen -l` reads with the same fingerprint, and an RSA or encrypted key
    /// is refused with what to do (the server read only its own format before).
    @Test func openSSHKeysWorkBothWays() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen") else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("ssh-keygen is missing: scripts/setup --tests installs it") }
            return
        }
        func keygen(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/ssh-keygen")
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return output
        }
        func fingerprint(_ path: String) throws -> String { try keygen(["-l", "-f", path]).split(separator: " ")[1].description }
        for type in [["-t", "ed25519"], ["-t", "ecdsa", "-b", "256"]] {
            let path = folder.appendingPathComponent(type[1]).path
            _ = try keygen(["-q"] + type + ["-N", "", "-f", path])
            #expect(try HostKey.loadOrCreate(path).key.fingerprint == fingerprint(path), "\(type)")
        }
        let made = folder.appendingPathComponent("made").path
        #expect(try HostKey.loadOrCreate(made).key.fingerprint == fingerprint(made))
        for (type, reason) in [(["-t", "rsa", "-b", "2048", "-N", ""], "ssh-rsa key"), (["-t", "ed25519", "-N", "secret"], "passphrase")] {
            let path = folder.appendingPathComponent(type[1] + type.last!).path
            _ = try keygen(["-q"] + type + ["-f", path])
            #expect { try HostKey.loadOrCreate(path) } throws: { ($0 as? ServeError)?.description.contains(reason) == true }
        }
    }

    @Test func aHostKeyOthersCanReadIsRefused() throws {
        let path = folder.appendingPathComponent("open_key").path
        _ = try HostKey.loadOrCreate(path)
        chmod(path, 0o644)
        #expect(throws: ServeError.self) { try HostKey.loadOrCreate(path) }
    }

    @Test func limitsCountSessionsInAllAndByAddress() {
        let limits = SessionLimits(maximumSessions: 3, maximumPerAddress: 2)
        #expect(limits.take(for: "a") == nil && limits.take(for: "a") == nil)
        #expect(limits.take(for: "a")?.contains("2 sessions from your address") == true)
        #expect(limits.take(for: "b") == nil)
        #expect(limits.take(for: "c")?.contains("the server is full (3 sessions)") == true)
        limits.give(for: "a")
        #expect(limits.take(for: "c") == nil && limits.running == 3)
    }
}
