import Testing
import VitrineServe

/// Exec requests run only the read-only subcommands, and nothing that names a file on the server.
@Suite struct ExecPolicyTests {
    @Test(arguments: [
        ("render badge/danger", ["render", "badge/danger"]),
        ("vitrine render badge/danger --mode dark --colors 256", ["render", "badge/danger", "--mode", "dark", "--colors", "256"]),
        ("stories", ["stories"]),
        ("themes list", ["themes", "list"]),
        ("themes tokens high-contrast --mode dark", ["themes", "tokens", "high-contrast", "--mode", "dark"]),
        ("themes diff default harbour-bank", ["themes", "diff", "default", "harbour-bank"]),
        ("contrast --theme high-contrast --min AAA", ["contrast", "--theme", "high-contrast", "--min", "AAA"]),
        ("diff default harbour-bank --story badge/*", ["diff", "default", "harbour-bank", "--story", "badge/*"]),
        ("render --reduce-motion badge/danger", ["render", "--reduce-motion", "badge/danger"]),
        ("themes put candidate", ["themes", "put", "candidate"]),
        ("themes rm candidate", ["themes", "rm", "candidate"]),
        ("themes validate - default", ["themes", "validate", "-", "default"]),
        ("diff default candidate@0123456789ab", ["diff", "default", "candidate@0123456789ab"]),
    ])
    func readOnlyCommandsRun(command: String, arguments: [String]) throws {
        #expect(try ExecPolicy.arguments(for: command).get() == arguments)
    }

    @Test(arguments: [
        ("render ../../etc/passwd", "not a story id"),
        ("render badge/danger --theme /etc/passwd", "names a file on the server"),
        ("render badge/danger --theme=./brand.json", "names a file on the server"),
        ("themes tokens ~/secret", "names a file on the server"),
        ("themes export default", "list, tokens, diff, validate, put and rm are served"),
        ("themes put ../../x", "names a file on the server"),
        ("themes put a b", "takes one name"),
        ("themes rm --themes /srv", "takes one name"),
        ("themes validate /etc/passwd", "names a file on the server"),
        ("render --all --out /tmp/x", "render --all writes files"),
        ("render badge/danger --themes /srv", "--themes is not served"),
        ("render badge/danger --set text=x", "--set is not served"),
        ("bash -c id", "bash is not served"),
        ("review a b --out x", "add --format tar"),
        ("", "no command"),
        ("render badge/danger\u{1B}[2J", "control characters"),
        ("render \u{9B}2Jbadge/danger", "control characters"),
        ("render badge/\u{202E}regnad", "bidirectional overrides"),
        ("diff default brand.json", "names a file on the server"),
    ])
    func anythingElseIsRefusedWithAReason(command: String, reason: String) {
        guard case let .failure(error) = ExecPolicy.arguments(for: command) else {
            Issue.record("\(command) was allowed")
            return
        }
        #expect(error.description.contains(reason), "\(error)")
    }
    /// A link's options: what `y` writes comes back word for word; anything else is refused with a reason.
    @Test func aLinkTakesTheGalleryOptionsOnly() throws {
        #expect(try ExecPolicy.galleryArguments(for: #"--story badge/danger --set 'text=Card '\''frozen'\''' --theme default --mode=dark"#).get()
            == ["--story", "badge/danger", "--set", "text=Card 'frozen'", "--theme", "default", "--mode=dark"])
        #expect(try ExecPolicy.galleryArguments(for: "--set 'text=Card: frozen'").get() == ["--set", "text=Card: frozen"],
                "text with a colon is text, not a URL")
        for (command, reason) in [("--theme /etc/passwd", "names a file"), ("--themes x", "--themes is not served"), ("--story", "needs a value"),
                                  ("--story 'badge/*'", "not a story id"), ("--set image=~/x.png", "names a file or URL"),
                                  ("--set url=http://evil", "names a file or URL"), ("--set image=file:x.png", "names a file or URL"),
                                  ("--story 'open", "quote is left open")] {
            guard case let .failure(refusal) = ExecPolicy.galleryArguments(for: command) else {
                Issue.record("\(command) was taken")
                continue
            }
            #expect(refusal.description.contains(reason), "\(command): \(refusal)")
        }
    }

    /// `--follow SESSION`, alone, follows a gallery; with anything else, or a name no session could have, it is refused.
    @Test func aLinkFollowsASessionWithNothingElse() throws {
        #expect(try ExecPolicy.link(for: "--follow 3").get() == .follow("3"))
        #expect(try ExecPolicy.link(for: "--follow=alice@laptop").get() == .follow("alice@laptop"))
        #expect(try ExecPolicy.link(for: "--story badge/danger").get() == .view(["--story", "badge/danger"]))
        for command in ["--follow 3 --story badge/danger", "--story badge/danger --follow 3", "--follow", "--follow '../x y'"] {
            #expect(throws: ServeError.self, "\(command)") { try ExecPolicy.link(for: command).get() }
        }
    }
}
