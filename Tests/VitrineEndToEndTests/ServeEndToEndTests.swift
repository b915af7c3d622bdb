import Foundation
import Testing
import VitrineTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `vitrine serve` with the real OpenSSH client, on 127.0.0.1 only, inside tmux for the interactive part.
@Suite(.serialized, .enabled(if: ServeFixture.canRun))
struct ServeEndToEndTests {
    private func session(_ server: ServeFixture, width: Int = 100, height: Int = 30) -> TmuxSession {
        TmuxSession(width: width, height: height, command: server.sshArguments(terminal: true).joined(separator: " "))
    }

    @Test func aKeyOpensTheGalleryWhichNavigatesFollowsResizesAndQuits() {
        let server = ServeFixture()
        let tmux = session(server)
        #expect(tmux.waitFor(seconds: 20) { $0.contains("Components") && $0.contains("story 1 of") } != nil, "the gallery, over SSH")
        tmux.send("j")
        #expect(tmux.waitFor { $0.contains("Profile avatar › With emoji") } != nil, "keys reach it")
        tmux.resize(width: 130, height: 36)
        let resized = tmux.waitFor { $0.split(separator: "\n").contains { $0.contains("q quit") && $0.count > 110 } }
        #expect(resized != nil, "it follows the window: \(tmux.capture())")
        tmux.send("q")
        #expect(tmux.waitForExit(seconds: 20) == 0, "the client returns")
        #expect(tmux.paneValue("alternate_on") == "0")
        #expect(waitUntil { server.children.isEmpty }, "no gallery left behind")
        #expect(server.log.contains("event=session addr=127.0.0.1:") && server.log.contains("terminal=130x36 term=tmux-256color") && server.log.contains("exit 0"), "one log line a session: \(server.log)")
    }

    /// A link into the shared gallery: `ssh -t host -- '--story … --set …'` opens that view, `y` copies the
    /// `ssh` line that opens it again (the server refused `--story` once, and `y` copied a local command),
    /// and that line, run by a colleague, shows the same. A link that names a server file, takes another
    /// option or has no terminal is refused in words.
    @Test func aLinkOpensAViewAndYCopiesTheLinkToIt() throws {
        let server = ServeFixture()
        let options = "'--story badge/danger --mode dark --set \"text=Card frozen\"'"
        let first = TmuxSession(width: 120, height: 30, command: server.sshArguments(terminal: true).joined(separator: " ") + " -- " + options)
        #expect(first.waitFor(seconds: 20) { $0.contains("badge/danger") && $0.contains("Card frozen") && $0.contains("dark") } != nil,
                "\(first.capture())")
        first.send("y")
        #expect(waitUntil { first.tmux("show-buffer").output.hasPrefix("ssh ") })
        let link = first.tmux("show-buffer").output
        #expect(link.hasPrefix("ssh -t -p \(server.port) 127.0.0.1 -- '--story badge/danger --set '\\''text=Card frozen'\\'' --theme default --mode dark"),
                "\(link)")
        first.send("q")
        #expect(first.waitForExit(seconds: 20) == 0)
        // A colleague runs the line as it is, with their own key.
        let clientOptions = server.sshArguments().dropFirst().dropLast().prefix { $0 != "-p" }.joined(separator: " ")
        let second = TmuxSession(width: 120, height: 30, command: link.replacingOccurrences(of: "ssh ", with: "ssh \(clientOptions) ", options: .anchored))
        #expect(second.waitFor(seconds: 20) { $0.contains("badge/danger") && $0.contains("Card frozen") && $0.contains("dark") } != nil,
                "the same view: \(second.capture())")
        second.send("q")
        #expect(second.waitForExit(seconds: 20) == 0)
        for (refused, reason) in [("--theme /etc/passwd", "names a file on the server"), ("--themes x", "--themes is not served"),
                                  ("--story badge/*", "not a story id"), ("--set image=/etc/shadow", "names a file or URL")] {
            let result = Spawn.run(["timeout", "30"] + server.sshArguments().dropLast() + ["-tt", "qa@127.0.0.1", "--", refused])
            #expect(result.status == 2 && result.output.contains(reason), "\(refused): \(result.output)")
        }
        let noTerminal = Spawn.run(["timeout", "30"] + server.sshArguments() + ["--", "--story badge/danger"])
        #expect(noTerminal.status == 2 && noTerminal.output.contains("connect with ssh -t"), "\(noTerminal.output)")
    }

    /// A candidate theme goes to the server on standard input: `ssh host "diff default -" < candidate.json`
    /// compares it and `review … --format tar` sends its review page back, nothing is stored, and more than
    /// a theme file's size is refused.
    @Test func aCandidateThemeComesOnStandardInput() throws {
        let server = ServeFixture()
        let candidate = server.folder.write("candidate.json",
                                            ##"{"$extends": "default", "theme": {"color": {"badge": {"info": {"foreground": {"$type": "color", "$value": "#7FA8D8"}}}}}}"##)
        let ssh = server.sshArguments().map { "'\($0)'" }.joined(separator: " ")
        let diff = Spawn.run(["/bin/sh", "-c", "timeout 30 \(ssh) 'diff default - --exit-code' < '\(candidate.path)'"])
        #expect(diff.status == 1 && diff.output.contains("stories changed from default to stdin"), "\(diff.output)")
        let archive = server.folder.url.appendingPathComponent("review.tar").path
        let review = Spawn.run(["/bin/sh", "-c", "timeout 60 \(ssh) 'review default - --format tar' < '\(candidate.path)' > '\(archive)'"])
        #expect(review.status == 0, "\(review.output)")
        #expect(Spawn.run(["tar", "tf", archive]).output.contains("review/pictures/badge_info.light.changed.svg"), "the review page, as a tar")
        #expect(server.exec("review default harbour-bank --out x").output.contains("add --format tar"))
        let big = server.folder.write("big.json", String(repeating: " ", count: (4 << 20) + 10))
        let refused = Spawn.run(["/bin/sh", "-c", "timeout 30 \(ssh) 'contrast --theme -' < '\(big.path)'"])
        #expect(refused.status == 2 && refused.output.contains("larger than 4 MiB"), "\(refused.output)")
    }

    /// `themes put` keeps a candidate in the key's own area, validated first: it opens by name for its key
    /// and by `NAME@KEY` (what `y` copies) for a colleague, `diff` and `contrast` take it, and a path, an
    /// oversized or invalid theme, a served theme's name and another key's `rm` are refused in words, with
    /// nothing but the theme written.
    @Test func aStoredThemeIsTheKeysOwnAndALinkOpensItForAColleague() throws {
        let server = ServeFixture()
        let candidate = server.folder.write("candidate.json",
                                            ##"{"$extends": "default", "theme": {"color": {"badge": {"info": {"foreground": {"$type": "color", "$value": "#7FA8D8"}}}}}}"##)
        let ssh = { (key: String) in server.sshArguments(key: key).map { "'\($0)'" }.joined(separator: " ") }
        let put = { (command: String, file: String, key: String) in Spawn.run(["/bin/sh", "-c", "timeout 30 \(ssh(key)) '\(command)' < '\(file)'"]) }
        let stored = put("themes put candidate", candidate.path, server.clientKey)
        #expect(stored.status == 0 && stored.output.hasPrefix("stored candidate@"), "\(stored.output)")
        let qualified = String(stored.output.dropFirst("stored ".count).prefix { $0 != " " })
        let listed = server.exec("themes list")
        #expect(listed.status == 0 && listed.output.contains("# stored by your key (1 of 16") && listed.output.contains("\(qualified)  extends default"),
                "\(listed.output)")
        #expect(!server.exec("themes list", key: server.colleagueKey).output.contains(qualified), "a colleague's list is theirs")
        let diff = server.exec("diff default candidate --exit-code")
        #expect(diff.status == 1 && diff.output.contains("from default to candidate"), "\(diff.output)")
        #expect(server.exec("diff default \(qualified) --story badge/info", key: server.colleagueKey).status == 0, "a colleague names it with its key")
        #expect([0, 1].contains(server.exec("contrast --theme candidate").status))

        let gallery = TmuxSession(width: 120, height: 30, command: server.sshArguments(terminal: true).joined(separator: " ") + " -- '--story badge/info --theme candidate'")
        #expect(gallery.waitFor(seconds: 20) { $0.contains("badge/info") && $0.contains("candidate") } != nil, "\(gallery.capture())")
        gallery.send("y")
        #expect(waitUntil { gallery.tmux("show-buffer").output.hasPrefix("ssh ") })
        let link = gallery.tmux("show-buffer").output
        #expect(link.contains("--theme \(qualified) "), "a link names the stored theme with its key: \(link)")
        gallery.send("q")
        #expect(gallery.waitForExit(seconds: 20) == 0)
        let clientOptions = server.sshArguments(key: server.colleagueKey).dropFirst().dropLast().prefix { $0 != "-p" }.joined(separator: " ")
        let colleague = TmuxSession(width: 120, height: 30, command: link.replacingOccurrences(of: "ssh ", with: "ssh \(clientOptions) ", options: .anchored))
        #expect(colleague.waitFor(seconds: 20) { $0.contains("badge/info") && $0.contains("candidate") } != nil, "\(colleague.capture())")
        colleague.send("q")
        #expect(colleague.waitForExit(seconds: 20) == 0)

        let big = server.folder.write("big.json", String(repeating: " ", count: (1 << 20) + 10))
        let invalid = server.folder.write("invalid.json", ##"{"$extends": "default", "theme": {"color": {"badge": {"info": {"foreground": {"$type": "color", "$value": "red"}}}}}}"##)
        let escaping = server.folder.write("escaping.json", ##"{"$extends": "../../etc/passwd"}"##)
        for (command, file, key, reason) in [("themes put ../x", candidate.path, server.clientKey, "names a file on the server"),
                                             ("themes put big", big.path, server.clientKey, "at most 1024 KiB"),
                                             ("themes put broken", invalid.path, server.clientKey, "not stored: candidates/"),
                                             ("themes put escaping", escaping.path, server.clientKey, "extends one of its themes by name"),
                                             ("themes put default", candidate.path, server.clientKey, "default is a served theme"),
                                             ("themes rm candidate", candidate.path, server.colleagueKey, "you have no stored theme candidate")] {
            let refused = put(command, file, key)
            #expect(refused.status != 0 && refused.output.contains(reason) && !refused.output.contains(server.folder.url.path), "\(command): \(refused.output)")
        }
        let owner = String(qualified.split(separator: "@")[1])
        let files = try FileManager.default.subpathsOfDirectory(atPath: server.candidates.path)
        #expect(files.sorted() == [owner, "\(owner)/candidate.json"], "nothing but the stored theme is written: \(files)")
        #expect(server.exec("themes rm candidate").output.hasPrefix("removed \(qualified)"))
        #expect(!FileManager.default.fileExists(atPath: server.candidates.appendingPathComponent("\(owner)/candidate.json").path))
    }

    /// Watching together: `sessions` lists the open galleries by key; `--follow KEY` opens a read-only gallery
    /// at the follower's own size that shows what the leader shows, live; the leader sees how many follow;
    /// the follower's keys change nothing; the leader's end ends the follower with a line saying so; a
    /// session that does not exist is refused in words.
    @Test func aColleagueFollowsASessionLiveAndReadOnly() {
        let server = ServeFixture()
        let leader = TmuxSession(width: 120, height: 30, command: server.sshArguments(terminal: true).joined(separator: " ") + " -- '--story badge/danger'")
        #expect(leader.waitFor(seconds: 20) { $0.contains("badge/danger") } != nil, "\(leader.capture())")
        #expect(waitUntil(seconds: 20) { server.exec("sessions", key: server.colleagueKey).output.contains("client_key  badge/danger  default") },
                "\(server.exec("sessions").output)")
        let follower = TmuxSession(width: 90, height: 26,
                                   command: server.sshArguments(key: server.colleagueKey, terminal: true).joined(separator: " ") + " -- '--follow client_key'")
        #expect(follower.waitFor(seconds: 20) { $0.contains("badge/danger") && $0.contains("following client_key, session") } != nil,
                "\(follower.capture())")
        #expect(leader.waitFor { $0.contains("1 following") } != nil, "the leader sees it: \(leader.capture())")
        leader.send("j")
        #expect(leader.waitFor { $0.contains("badge/long-one-line") } != nil)
        #expect(follower.waitFor { $0.contains("badge/long-one-line") } != nil, "live: \(follower.capture())")
        follower.send("k")
        #expect(follower.waitFor { $0.contains("read-only; q leaves") } != nil, "\(follower.capture())")
        #expect(leader.capture().contains("badge/long-one-line") && !follower.capture().contains("badge/danger  "), "a follower's key moves nothing")
        leader.send("q")
        #expect(leader.waitForExit(seconds: 20) == 0)
        #expect(follower.waitForExit(seconds: 20) == 0, "the follower ends with its leader")
        #expect(follower.capture().contains("the session you followed ended"), "\(follower.capture())")
        let missing = Spawn.run(["timeout", "30"] + server.sshArguments().dropLast() + ["-tt", "qa@127.0.0.1", "--", "--follow 99"])
        #expect(missing.status == 2 && missing.output.contains("no session 99 to follow"), "\(missing.output)")
        #expect(waitUntil { server.children.isEmpty })
    }

    @Test func anUnknownKeyIsRefused() {
        let server = ServeFixture()
        let result = server.exec("stories", key: server.strangerKey)
        #expect(result.status == 255 && result.output.contains("Permission denied (publickey)"), "\(result.output)")
    }

    /// RSA user keys through the real OpenSSH client (rsa-keys.patch in the vendored NIOSSH): 2048-, 3072- and
    /// 4096-bit keys are let in, signing with rsa-sha2-512 and rsa-sha2-256 (a client allowed only one signs
    /// with it or not at all); a client pinned to SHA-1 `ssh-rsa` is refused, and `ssh` shows the banner line
    /// saying why (user-auth-refusals.patch), once; the log names its address, type and fingerprint. A
    /// stranger's key gets the same line.
    @Test func rsaKeysAreLetInAndSHA1IsRefusedWithAReason() throws {
        let server = ServeFixture(rsaBits: [2048, 3072, 4096])
        #expect(!server.log.contains("skipped") && server.log.contains("5 authorized keys"), "every key line taken: \(server.log)")
        for bits in [2048, 3072, 4096] {
            for algorithm in ["rsa-sha2-512", "rsa-sha2-256"] {
                let result = Spawn.run(["timeout", "30"] + server.sshArguments(key: server.rsaKey(bits), algorithms: algorithm) + ["stories"])
                #expect(result.status == 0 && result.output.contains("badge/danger"), "\(bits) bits, \(algorithm): \(result.output.prefix(300))")
            }
        }
        let banner = "vitrine serve: key refused. It takes ed25519, ECDSA or RSA keys listed in its authorized_keys"
        let sha1 = Spawn.run(["timeout", "30"] + server.sshArguments(key: server.rsaKey(2048), logLevel: "INFO", algorithms: "ssh-rsa") + ["stories"])
        #expect(sha1.status == 255 && sha1.output.contains("Permission denied (publickey)"), "\(sha1.output)")
        #expect(sha1.output.components(separatedBy: banner).count == 2 && sha1.output.contains("make one with: ssh-keygen -t ed25519"),
                "the reason shown once: \(sha1.output)")
        let fingerprint = Spawn.run(["ssh-keygen", "-l", "-f", server.rsaKey(2048) + ".pub"]).output.split(separator: " ")[1]
        #expect(waitUntil { server.log.contains("event=key-refused addr=127.0.0.1:") && server.log.contains("type=ssh-rsa key=\(fingerprint) reason=\"SHA-1 signatures") },
                "the SHA-1 attempt is logged: \(server.log)")
        let stranger = Spawn.run(["timeout", "30"] + server.sshArguments(key: server.strangerKey, logLevel: "INFO") + ["stories"])
        #expect(stranger.status == 255 && stranger.output.contains(banner), "\(stranger.output)")
    }

    @Test func execRunsReadOnlyCommandsAndRefusesPathsAndOthers() {
        let server = ServeFixture()
        let render = server.exec("render badge/danger")
        #expect(render.status == 0 && render.output == "▐ Error ▌\n", "\(render.output)")
        let path = server.exec("render badge/danger --theme /etc/passwd")
        #expect(path.status == 2 && path.output.contains("names a file on the server"), "\(path.output)")
        let shell = server.exec("sh -c id")
        #expect(shell.status == 2 && shell.output.contains("sh is not served"), "\(shell.output)")
    }

    @Test func aDroppedConnectionEndsItsGalleryWithinASecond() throws {
        let server = ServeFixture()
        let tmux = session(server)
        #expect(tmux.waitFor(seconds: 20) { $0.contains("story 1 of") } != nil)
        let galleries = server.children
        #expect(galleries.count == 1)
        let client = try #require(tmux.commandPID())
        kill(client, SIGKILL)
        #expect(waitUntil(seconds: 1) { galleries.allSatisfy { !Spawn.isAlive($0) } }, "the gallery is gone within a second")
        #expect(waitUntil { server.log.contains("client went away") }, "\(server.log)")
    }

    /// A command is a session too: it counts against the limits (60 long renders from one connection once
    /// ran uncounted), and it is ended after --command-timeout.
    @Test func commandsCountAgainstTheLimitsAndAreBoundedInTime() throws {
        let server = ServeFixture(["--max-sessions", "1", "--command-timeout", "2s"])
        let output = server.folder.url.appendingPathComponent("long.out").path
        let started = ContinuousClock.now
        let long = try #require(Spawn.start(["timeout", "60"] + server.sshArguments() + ["render async-emblem/loading --wait 600"],
                                            environment: ProcessInfo.processInfo.environment, output: output))
        #expect(waitUntil(seconds: 20) { server.children.count == 1 }, "\(server.log)")
        let second = server.exec("stories")
        #expect(second.status == 1 && second.output.contains("the server is full (1 sessions)"), "\(second.output)")
        var status: Int32 = 0
        while waitpid(long, &status, 0) == -1 && errno == EINTR {}
        #expect(ContinuousClock.now - started < .seconds(30), "the command was ended by its timeout, not by its 600 s wait")
        #expect((status >> 8) & 0xFF == 2, "a command ended by its timeout could not do its job: exit 2, not 129")
        #expect((try? String(contentsOfFile: output, encoding: .utf8))?.contains("the command ran 2 seconds and was ended") == true)
        #expect(waitUntil { server.exec("stories").status == 0 }, "its place is given back")
        // The line goes to stderr: stdout may be a file (`review … --format tar > review.tar`).
        let split = Spawn.run(["/bin/sh", "-c", "\"$@\" 'render async-emblem/loading --wait 600' 2> /dev/null", "sh"] + server.sshArguments())
        #expect(split.status == 2 && !split.output.contains("vitrine serve"), "\(split.output.suffix(200))")
    }

    /// A candidates folder made by hand open to others is made 0700 at start, as the help says, and the log
    /// says so; a served key's link planted in it is not listed.
    @Test func aCandidatesFolderMadeByHandIsMadePrivate() throws {
        let folder = TemporaryFolder()
        let candidates = folder.url.appendingPathComponent("by-hand")
        try FileManager.default.createDirectory(at: candidates, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let server = ServeFixture(["--candidates", candidates.path])
        let mode = try FileManager.default.attributesOfItem(atPath: candidates.path)[.posixPermissions] as? Int
        #expect(mode == 0o700, "mode \(String(mode ?? 0, radix: 8))")
        #expect(server.log.contains("was mode 755; made 0700"), "\(server.log)")
    }

    /// `authorized_keys` options admins add by habit, through the real OpenSSH client: `from=` lets the key in
    /// from its address and not from another (the refusal logged with the key's type and fingerprint);
    /// `restrict` lets the key run commands but opens no gallery, and says why.
    @Test func authorizedKeysOptionsAreEnforced() throws {
        let server = ServeFixture(clientOptions: #"from="127.0.0.2""#, colleagueOptions: "restrict,no-agent-forwarding")
        #expect(!server.log.contains("skipped"), "both lines taken: \(server.log)")
        let elsewhere = server.exec("stories", source: "127.0.0.1")
        #expect(elsewhere.status == 255 && elsewhere.output.contains("Permission denied"), "from 127.0.0.1: \(elsewhere.output)")
        #expect(waitUntil { server.log.contains("event=key-refused") && server.log.contains("type=ssh-ed25519 key=SHA256:") && server.log.contains("from= does not match 127.0.0.1\"") },
                "the refusal is logged: \(server.log)")
        let fromItsAddress = server.exec("stories", source: "127.0.0.2")
        #expect(fromItsAddress.status == 0 && fromItsAddress.output.contains("badge/danger"), "from 127.0.0.2: \(fromItsAddress.output.prefix(300))")
        let command = server.exec("stories", key: server.colleagueKey)
        #expect(command.status == 0 && command.output.contains("badge/danger"), "restrict runs commands: \(command.output.prefix(300))")
        let gallery = Spawn.run(["timeout", "30"] + server.sshArguments(key: server.colleagueKey, terminal: true))
        #expect(gallery.status == 1 && gallery.output.contains("keeps it to commands"), "restrict opens no gallery: \(gallery.output)")
    }

    /// Run as a service: the settings come from a config file (an option on the command line wins), the host
    /// key and stored themes go to the state folder (here `$XDG_STATE_HOME/vitrine-serve`), not the working
    /// folder; a key added to `authorized_keys` gets in from the next connection, and one removed is refused,
    /// without a restart; SIGTERM with no session ends the server at once.
    @Test func aServiceTakesItsConfigStateAndNewKeysWithoutARestart() throws {
        let server = ServeFixture(["--max-sessions", "7"], service: true)
        let hostKey = server.stateFolder.appendingPathComponent("host_key").path
        #expect(server.log.contains("host key \(hostKey) (new)") && server.log.contains("at most 7 sessions")
                && server.log.contains("stored themes in \(server.stateFolder.path)/candidates"), "\(server.log)")
        var info = stat()
        #expect(stat(server.stateFolder.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(server.exec("stories", key: server.strangerKey).status == 255, "not authorized yet")
        let stranger = try String(contentsOfFile: server.strangerKey + ".pub", encoding: .utf8)
        try stranger.write(toFile: server.authorizedKeysPath, atomically: true, encoding: .utf8)
        let added = server.exec("stories", key: server.strangerKey)
        #expect(added.status == 0 && added.output.contains("badge/danger"), "added without a restart: \(added.output.prefix(200))")
        #expect(waitUntil { server.log.contains("comment=stranger_key terminal=none command=stories ") }, "the log names the key's comment and the command: \(server.log)")
        #expect(server.exec("stories").status == 255, "removed without a restart")
        #expect(server.log.contains("event=authorized-keys file=\(server.authorizedKeysPath) keys=1 skipped=0"), "\(server.log)")
        let stopped = try #require(server.terminate(), "the server ended on SIGTERM")
        #expect(stopped < 1, "ended at once with no session: \(stopped) s")
    }

    /// A port another server holds is one plain line that says what to do (not NIO's `bind(descriptor:…)`), exit 2.
    @Test func aBusyPortIsOnePlainLine() throws {
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(holder, $0, length) == 0 && listen(holder, 1) == 0 && getsockname(holder, $0, &length) == 0 }
        }
        #expect(bound)
        let folder = TemporaryFolder()
        let run = Spawn.run([ServeFixture.binary, "--listen", "127.0.0.1:\(UInt16(bigEndian: address.sin_port))",
                             "--host-key", folder.url.appendingPathComponent("host_key").path, "--candidates", folder.url.appendingPathComponent("c").path])
        #expect(run.status == 2 && run.output.contains("cannot listen on 127.0.0.1:") && run.output.contains("the port is in use")
                && !run.output.contains("bind(descriptor"), "\(run.output)")
    }

    /// A served command's bad argument is one line (not the usage of options a client may not pass), and a
    /// broken served theme is named as a client sees the folder, in the command and in the gallery's banner.
    @Test func servedErrorsAreOneLineAndNameNoServerPath() throws {
        let themes = TemporaryFolder()
        themes.copyBundledTheme("default")
        themes.write("broken.json", ##"{"$extends": "default", "theme": {"color": {"badge": {"info": {"background": {"$type": "color", "$value": "#zz"}}}}}}"##)
        let server = ServeFixture(["--themes", themes.url.path])
        let bad = server.exec("render badge/danger --width nine")
        #expect(bad.status == 2 && !bad.output.contains("Usage:") && bad.output.split(separator: "\n").count == 1, "\(bad.output)")
        let tmux = session(server, width: 180)
        #expect(tmux.waitFor(seconds: 20) { $0.contains("story 1 of") } != nil)
        tmux.send("t")
        let banner = tmux.waitFor { $0.contains("Theme error") }
        #expect(banner != nil, "\(tmux.capture())")
        #expect(banner.map { !$0.contains(themes.url.path) && $0.contains("broken.json") } == true, "\(banner ?? "")")
        tmux.send("q")
        #expect(tmux.waitForExit(seconds: 20) == 0)
    }

    /// A client sees names, never the server's paths: the themes folder is named by its last component.
    @Test func clientsNeverSeeServerPaths() {
        let server = ServeFixture()
        let folder = DefaultTheme.url.deletingLastPathComponent().standardizedFileURL.path
        let list = server.exec("themes list")
        #expect(list.status == 0 && list.output.contains("# themes") && !list.output.contains(folder), "\(list.output)")
        let missing = server.exec("render badge/danger --theme nosuch")
        #expect(missing.status == 2 && missing.output.contains("no theme \"nosuch\" in themes") && !missing.output.contains(folder), "\(missing.output)")
    }

    /// A subsystem name with an escape sequence and a newline neither reaches the log raw nor forges a line.
    @Test func aHostileSubsystemNameIsLoggedEscapedOnOneLine() {
        let server = ServeFixture()
        let name = "x\u{1B}]0;owned\u{07}\nFAKE-LOG-LINE 127.0.0.1 root-login-ok"
        let result = Spawn.run(["timeout", "30"] + server.sshArguments() + ["-s", name])
        #expect(result.status != 0)
        #expect(waitUntil { server.log.contains("is not served") }, "\(server.log)")
        #expect(!server.log.contains("\u{1B}"), "no escape reaches the log")
        #expect(!server.log.split(separator: "\n").contains { $0.hasPrefix("FAKE-LOG-LINE") }, "no forged line: \(server.log)")
    }

    /// A child outlives no server: SIGKILL, which the server cannot answer, still ends a command it started.
    @Test func childrenDieWithAKilledServer() throws {
        let server = ServeFixture()
        let output = server.folder.url.appendingPathComponent("exec.out").path
        let client = Spawn.start(["timeout", "60"] + server.sshArguments() + ["render async-emblem/loading --wait 600"],
                                 environment: ProcessInfo.processInfo.environment, output: output)
        #expect(client != nil)
        #expect(waitUntil(seconds: 20) { server.children.count == 1 }, "the command runs: \(server.log)")
        let children = server.children
        kill(server.pid, SIGKILL)
        #expect(waitUntil(seconds: 10) { children.allSatisfy { !Spawn.isAlive($0) } }, "no orphan is left running")
        if let client { kill(client, SIGKILL) }
    }

    /// A limit the server cannot keep is refused in words before it starts: a count whose open files
    /// overflowed crashed it (the budget multiplied it), zero left no place at all.
    @Test func limitsOutOfRangeAreRefusedInWords() {
        let folder = TemporaryFolder()
        for (option, value) in [("--max-sessions", "9223372036854775807"), ("--max-sessions", "0"), ("--max-per-address", "0")] {
            let result = Spawn.run(["timeout", "30", ServeFixture.binary, "--listen", "127.0.0.1:0", "--host-key", folder.url.appendingPathComponent("key").path,
                                    "--candidates", folder.url.appendingPathComponent("candidates").path, option, value])
            #expect(result.status == 64 && result.output.contains("\(option) \(value): expected 1 to 10000"), "\(option) \(value): \(result.output)")
        }
    }

    @Test func theSessionLimitRefusesTheExtraSession() {
        let server = ServeFixture(["--max-sessions", "1"])
        let first = session(server)
        #expect(first.waitFor(seconds: 20) { $0.contains("story 1 of") } != nil)
        // The refused client writes its line and exits at once: run it without tmux, which may not show
        // the last output of a pane that dies that fast (ssh -tt asks for a terminal without having one).
        let arguments = server.sshArguments().map { $0 == "qa@127.0.0.1" ? "-tt" : $0 } + ["qa@127.0.0.1"]
        let second = Spawn.run(["timeout", "30"] + arguments)
        #expect(second.status == 1 && second.output.contains("the server is full (1 sessions); try again later"), "\(second.output)")
        first.send("q")
        #expect(first.waitForExit(seconds: 20) == 0)
    }

    /// 256 connections from one address that never send a byte (one sends garbage for a banner) filled
    /// the connection cap and reset every client for 30 s: now that address holds 32 places for five
    /// seconds, a client from another address is served meanwhile, one from the same address is told why
    /// it is refused, and once the silent ones are closed it is served again.
    @Test func hostileClientsDoNotStopAWellBehavedOne() throws {
        let server = ServeFixture(["--auth-timeout", "30s"])
        var sockets: [Int32] = []
        for index in 0 ..< 256 {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: in_port_t(UInt16(server.port).bigEndian),
                                      sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            #expect(connected == 0)
            if index == 1 { _ = "GET / HTTP/1.0\r\n\r\n\u{0}\u{1B}[2J garbage\r\n".withCString { write(descriptor, $0, strlen($0)) } }
            sockets.append(descriptor)
        }
        defer { sockets.forEach { close($0) } }
        let started = ContinuousClock.now
        // At once, well inside the five seconds the silent ones are held.
        let refused = Spawn.run(["timeout", "30"] + server.sshArguments(logLevel: "INFO") + ["stories"])
        #expect(refused.status == 255 && refused.output.contains("too many connections (32 unauthenticated connections from this address)"),
                "\(refused.output)")
        let render = server.exec("render badge/warning", source: "127.0.0.2")
        #expect(render.status == 0 && render.output == "▐ Pending ▌\n", "served meanwhile: \(render.output)")
        // The silent ones are closed after five seconds, long before the time to authenticate has passed.
        #expect(sockets.allSatisfy { descriptor in
            var buffer = [UInt8](repeating: 0, count: 4096)
            _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
            return waitUntil(seconds: 20) {
                let count = read(descriptor, &buffer, buffer.count)
                return count == 0 || (count < 0 && errno != EAGAIN)
            }
        }, "every silent client is closed")
        #expect(ContinuousClock.now - started < .seconds(25))
        #expect(server.exec("stories").status == 0, "the address is served again")
        #expect(server.log.contains("event=connection-refused addr=127.0.0.1 reason=\"32 unauthenticated connections from this address"), "\(server.log)")
        #expect(Spawn.isAlive(server.pid), "the server is still up")
    }

    /// Requests and channels the server does not serve are refused and the connection goes on
    /// (unknown-requests.patch in the vendored NIOSSH): `ssh -X` (x11-req, with data) and `-A`
    /// (auth-agent-req@openssh.com) ran nothing before, `~B` (break, with data) dropped an open gallery, and
    /// a forward to a Unix socket (a direct-streamlocal@openssh.com channel) dropped the whole connection.
    @Test func unknownRequestsAndChannelTypesKeepTheConnection() throws {
        let server = ServeFixture()
        let agent = server.folder.url.appendingPathComponent("agent").path
        let started = Spawn.run(["ssh-agent", "-s", "-a", agent])
        #expect(started.status == 0)
        // `ssh-agent -k` finds the agent by SSH_AGENT_PID, which only its output names (the socket is not enough).
        let agentPID = try #require(started.output.firstMatch(of: /SSH_AGENT_PID=([0-9]+);/).flatMap { pid_t($0.output.1) })
        defer { kill(agentPID, SIGTERM) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":97"
        environment["SSH_AUTH_SOCK"] = agent
        let options = ["-o", "ForwardX11=yes", "-o", "ForwardX11Trusted=yes", "-o", "ForwardAgent=yes", "-o", "LogLevel=INFO"]
        let forwarded = Spawn.run(["timeout", "30"] + server.sshArguments().dropLast() + options + ["qa@127.0.0.1", "render badge/warning"],
                                  environment: environment)
        #expect(forwarded.status == 0 && forwarded.output.contains("▐ Pending ▌"), "\(forwarded.output)")
        #expect(forwarded.output.contains("X11 forwarding request failed"), "the client is told: \(forwarded.output)")
        // ~B in an open gallery (the first keys of the session, so ssh takes them as its escape): the break is
        // refused, the gallery goes on and quits as always.
        let tmux = session(server)
        #expect(tmux.waitFor(seconds: 20) { $0.contains("story 1 of") } != nil)
        tmux.sendText("~B")
        tmux.send("j")
        #expect(tmux.waitFor { $0.contains("Profile avatar › With emoji") } != nil, "the session goes on: \(tmux.capture())")
        tmux.send("q")
        #expect(tmux.waitForExit(seconds: 20) == 0)
        // One connection that forwards a port to a Unix socket on the server: the channel is refused, and
        // the connection still serves its next session.
        let control = server.folder.url.appendingPathComponent("control").path
        let port = 20_000 + Int(getpid() % 20_000)
        let master = try #require(Spawn.start(["timeout", "120"] + server.sshArguments().dropLast()
                                                + ["-M", "-S", control, "-N", "-L", "127.0.0.1:\(port):/tmp/vitrine-nowhere", "qa@127.0.0.1"],
                                              environment: ProcessInfo.processInfo.environment,
                                              output: server.folder.url.appendingPathComponent("master.out").path))
        defer { kill(master, SIGTERM) }
        #expect(waitUntil(seconds: 20) { FileManager.default.fileExists(atPath: control) }, "\(server.log)")
        let probe = Spawn.run(["timeout", "10", "/bin/bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/$0 && sleep 1", "\(port)"])
        #expect(probe.status == 0, "the forward was listened on: \(probe.output)")
        let after = Spawn.run(["timeout", "30", "ssh", "-F", "/dev/null", "-S", control, "-o", "LogLevel=ERROR", "qa@127.0.0.1", "render badge/warning"])
        #expect(after.status == 0 && after.output == "▐ Pending ▌\n", "the connection lives on: \(after.output)")
        #expect(Spawn.isAlive(master), "the master connection was not dropped")
    }

    /// A key storm (300,000 keys pasted at once, then `q`) reaches the gallery whole: what its terminal
    /// cannot take yet waits in the client, the server reading no further meanwhile, so the last key still
    /// quits it. The server dropped what the pty did not take at once, and `q` with it (the session hung).
    @Test func aKeyStormWaitsInTheClientAndLosesNoKey() throws {
        let server = ServeFixture()
        let tmux = session(server)
        #expect(tmux.waitFor(seconds: 20) { $0.contains("story 1 of") } != nil)
        try tmux.paste([UInt8](repeating: UInt8(ascii: "j"), count: 300_000) + [UInt8(ascii: "q")])
        #expect(tmux.waitForExit(seconds: 90) == 0, "the last key did not quit the gallery: \(tmux.capture())")
        #expect(server.log.contains("exit 0"), "\(server.log)")
    }

    @Test func noInputForTheIdleTimeoutEndsTheSessionWithAMessage() {
        let server = ServeFixture(["--idle-timeout", "2s"])
        let tmux = session(server)
        #expect(tmux.waitFor(seconds: 20) { $0.contains("story 1 of") } != nil)
        tmux.recordOutput() // the line comes just before the client exits: read it from the pane's output
        let message = Array("vitrine serve: no input for 2 seconds; the session ends.".utf8)
        #expect(tmux.waitForOutput(seconds: 20) { $0.firstRange(of: message) != nil }, "the session ends with a line saying why")
        #expect(tmux.waitForExit(seconds: 20) != nil, "the client returns")
        #expect(server.log.contains("idle timeout"))
    }
}
