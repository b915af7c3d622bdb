import Foundation
import Testing
import VitrineTestSupport

/// Every QA command's exit status is diff(1)'s: 0 same or passing, 1 changed or failing, 2 could not do
/// the job (a theme that does not load, a file that cannot be written, a bad argument). A truncated theme,
/// a missing one and sixty changed stories are no longer one and the same 1.
@Suite struct ExitStatusTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    private func status(_ arguments: [String]) -> Int32 { Spawn.run([binary] + arguments).status }

    /// A theme file cut short in the middle of its JSON.
    private var truncated: String {
        let text = (try? String(contentsOf: DefaultTheme.url, encoding: .utf8)) ?? ""
        return folder.write("truncated.json", String(text.prefix(text.count / 2))).path
    }

    @Test func diffAndThemesDiff() {
        #expect(status(["diff", "default", "default", "--exit-code"]) == 0)
        #expect(status(["diff", "default", "harbour-bank", "--exit-code"]) == 1)
        #expect(status(["diff", "default", "nosuch", "--exit-code"]) == 2)
        #expect(status(["diff", "default", truncated, "--exit-code"]) == 2)
        #expect(status(["diff", "default", "--exit-code"]) == 2, "a missing argument")
        #expect(status(["themes", "diff", "default", "default", "--exit-code"]) == 0)
        #expect(status(["themes", "diff", "default", "harbour-bank", "--exit-code"]) == 1)
        #expect(status(["themes", "diff", "default", truncated, "--exit-code"]) == 2)
    }

    @Test func contrast() {
        #expect(status(["contrast", "--theme", "default"]) == 0)
        #expect(status(["contrast", "--theme", "default", "--min", "AAA"]) == 1)
        #expect(status(["contrast", "--theme", truncated]) == 2)
        #expect(status(["contrast", "--min", "AAAA"]) == 2)
    }

    @Test func review() {
        let out = folder.url.appendingPathComponent("review").path
        #expect(status(["review", "default", "default", "--out", out, "--exit-code"]) == 0)
        #expect(status(["review", "default", "harbour-bank", "--out", out, "--exit-code", "--force"]) == 1)
        #expect(status(["review", "default", "harbour-bank", "--out", out]) == 2, "the page is there already: nothing replaced without --force")
        #expect(status(["review", "default", "nosuch", "--out", out, "--force"]) == 2)
    }

    @Test func themesValidate() {
        #expect(status(["themes", "validate", "default"]) == 0)
        #expect(status(["themes", "validate", truncated]) == 1, "a theme that fails validation is the failing verdict")
        #expect(status(["themes", "validate", "default", "--bogus"]) == 2)
    }
}
