import Foundation
import Testing
import VitrineTestSupport

/// `vitrine diff OLD NEW`: the stories a theme change touches, side by side, and the exit code CI reads.
@Suite struct DiffCommandTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    private func retargeted() -> URL {
        folder.copyBundledTheme("default")
        return folder.write("warm.json", ##"""
        {"$extends": "default", "theme": {"color": {"badge": {"danger": {"background": {"$type": "color",
          "$value": "{theme.color.background.warning-subtle}"}}}}}}
        """##)
    }

    @Test func aChangedAliasListsItsStoriesSideBySideAndExitsOneForCI() {
        let theme = retargeted()
        let result = Spawn.run([binary, "diff", "default", theme.path, "--themes", folder.url.path, "--mode", "light", "--exit-code"])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.filter { $0.contains("cells changed") }.map { $0.split(separator: " ").first! } == ["badge/danger", "badge/accessibility-label"])
        #expect(lines.contains { $0.contains("theme.color.badge.danger.background") && $0.contains("#fde3e3") && $0.contains("#fff1d6")
            && $0.contains("via theme.color.background.warning-subtle") })
        #expect(lines.contains { $0.hasPrefix("before") && $0.contains("after") })
        #expect(lines.contains { $0.contains("^^^") }, "changed cells are marked")
        #expect(lines.last { !$0.isEmpty } == "2 of \(Spawn.run([binary, "stories"]).output.split(separator: "\n").count) stories changed from default to warm (light, truecolor)")
        let ansi = Spawn.run([binary, "diff", "default", theme.path, "--themes", folder.url.path, "--mode", "light", "--story", "badge/danger",
                              "--format", "ansi"])
        #expect(ansi.status == 0, "without --exit-code a difference is no failure")
        #expect(ansi.output.contains("48;2;253;227;227m") && ansi.output.contains("48;2;255;241;214m"), "before and after in their colours")
        #expect(ansi.output.contains("1 of 1 stories changed"), "--story narrows the stories")
    }

    @Test func identicalThemesReportNothingAndExitZero() {
        let result = Spawn.run([binary, "diff", "default", "default", "--exit-code"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("0 of "))
    }

    @Test func jsonGivesEveryStoryAndMode() throws {
        let theme = retargeted()
        let result = Spawn.run([binary, "diff", "default", theme.path, "--themes", folder.url.path, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let stories = try #require(report["stories"] as? [[String: Any]])
        #expect(stories.count == 2 * (report["comparedStories"] as? Int ?? 0))
        #expect(stories.filter { $0["changed"] as? Bool == true }.count == 4)
        #expect(report["changedStories"] as? Int == 2)
    }

    /// A theme argument may name a file at a git revision (`HEAD:themes/default.json`, its folder taken out
    /// of git so that `$extends` and art resolve at that revision), and `--against REV` compares every
    /// theme file changed since then; a revision or a file git does not have is exit 2.
    @Test func aThemeAtAGitRevisionIsComparedWithTheWorkingTree() throws {
        let repository = TemporaryFolder()
        let theme = repository.copyBundledTheme("default")
        repository.write("harbour-bank.json", ##"{"$extends": "default"}"##)
        let setup = ["git init -q", "git -c user.name=QA -c user.email=qa@example.invalid add -A",
                     "git -c user.name=QA -c user.email=qa@example.invalid commit -q -m baseline"].joined(separator: " && ")
        #expect(Spawn.run(["/bin/sh", "-c", "cd '\(repository.url.path)' && \(setup)"]).status == 0)
        let text = try String(contentsOf: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "\"$value\": \"#FDE3E3\"", with: "\"$value\": \"#FDD3D3\"").write(to: theme, atomically: true, encoding: .utf8)
        // A TMPDIR of its own: other tests take revisions out of git at the same time, into the shared one.
        let scratch = TemporaryFolder()
        let run = { (arguments: String) in
            Spawn.run(["/bin/sh", "-c", "cd '\(repository.url.path)' && TMPDIR='\(scratch.url.path)' '\(binary)' \(arguments) --themes . --story 'badge/*' --exit-code"])
        }
        let named = run("diff HEAD:default.json default.json")
        #expect(named.status == 1 && named.output.contains("2 of 13 stories changed from HEAD:default to default"), "\(named.output)")
        let against = run("diff --against HEAD")
        #expect(against.status == 1 && against.output.contains("== HEAD:./default.json → default.json")
                && against.output.contains("badge/danger · light · 9 cells changed") && !against.output.contains("harbour-bank"), "\(against.output)")
        let sub = Spawn.run(["/bin/sh", "-c", "mkdir -p '\(repository.url.path)/logos/x' && cd '\(repository.url.path)/logos/x' && "
                             + "TMPDIR='\(scratch.url.path)' '\(binary)' themes diff HEAD:../../default.json ../../default.json --exit-code"])
        #expect(sub.status == 1 && sub.output.contains("theme.color.background.danger-subtle"), "paths relative to where it runs: \(sub.output)")
        for (arguments, reason) in [("diff nosuch:default.json default.json", "nosuch: no such revision"),
                                    ("diff HEAD:none.json default.json", "HEAD has no none.json")] {
            let refused = run(arguments)
            #expect(refused.status == 2 && refused.output.contains(reason), "\(arguments): \(refused.output)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasPrefix("vitrine-revision-") }
        #expect(leftovers.isEmpty, "the revisions taken out of git are removed: \(leftovers)")
    }

    /// A revision from a pull request is hostile input: a git bomb (thousands of entries, or one blob many
    /// times over) filled a 1 GB TMPDIR in 2.7 s, `git archive` ran the repository's smudge filters, and a
    /// committed link to a file outside the repository was followed and its values printed. Now the folder's
    /// tree is listed and bounded before anything is read, blobs are read as committed, and links are left out.
    @Test func aHostileRevisionIsBoundedUnfilteredAndNeverFollowsALink() throws {
        let repository = TemporaryFolder()
        let secret = TemporaryFolder().write("secret.json", ##"{"theme": {"color": {"badge": {"info": {"background": {"$type": "color", "$value": "#123456"}}}}}}"##)
        repository.copyBundledTheme("default")
        repository.write(".gitattributes", "*.json filter=evil\n")
        let marker = repository.url.appendingPathComponent("smudged").path
        let git = "git -c user.name=QA -c user.email=qa@example.invalid"
        let setup = ["git init -q", "git config filter.evil.smudge 'touch \(marker); cat'", "git config filter.evil.clean cat",
                     "ln -s '\(secret.path)' link.json", "printf '{\"$extends\": \"link\"}' > leaks.json",
                     "\(git) add -A", "\(git) commit -q -m one"].joined(separator: " && ")
        #expect(Spawn.run(["/bin/sh", "-c", "cd '\(repository.url.path)' && \(setup)"]).status == 0)
        let scratch = TemporaryFolder()  // a TMPDIR of its own, as above
        let run = { (arguments: String) in
            Spawn.run(["/bin/sh", "-c", "cd '\(repository.url.path)' && TMPDIR='\(scratch.url.path)' '\(binary)' \(arguments) --themes ."])
        }
        let fine = run("themes diff HEAD:default.json default.json --exit-code")
        #expect(fine.status == 0, "\(fine.output)")
        #expect(!FileManager.default.fileExists(atPath: marker), "no filter of the repository ran")
        let leaks = run("themes tokens HEAD:leaks.json")
        #expect(leaks.status == 2 && !leaks.output.contains("123456"), "the link is not followed: \(leaks.output)")
        let link = run("themes tokens HEAD:link.json")
        #expect(link.status == 2 && link.output.contains("is a link or not a file") && !link.output.contains("123456"), "\(link.output)")
        // A tree of 3,000 entries of one blob, and one of 100 entries of a 1 MiB blob: refused before any is read.
        let bombs = ["blob=$(head -c 10 /dev/zero | git hash-object -w --stdin)",
                     "tree=$(for i in $(seq 1 3000); do printf '100644 blob %s\\tf%s.json\\n' $blob $i; done | git mktree)",
                     "big=$(head -c 1048576 /dev/zero | git hash-object -w --stdin)",
                     "large=$(for i in $(seq 1 100); do printf '100644 blob %s\\tf%s.json\\n' $big $i; done | git mktree)",
                     "theme=$(git hash-object -w default.json)",
                     "root=$(printf '040000 tree %s\\tmany\\n040000 tree %s\\tlarge\\n100644 blob %s\\tmany-default.json\\n' $tree $large $theme | git mktree)",
                     "git update-ref refs/heads/bomb $(echo bomb | \(git) commit-tree $root)",
                     "(cd .. && true)"].joined(separator: " && ")
        #expect(Spawn.run(["/bin/bash", "-c", "cd '\(repository.url.path)' && \(bombs)"]).status == 0)
        for (folder, reason) in [("many", "holds more than 2000 files"), ("large", "holds more than 64 MiB")] {
            repository.write("\(folder)/default.json", "{}")
            let started = ContinuousClock.now
            let bomb = Spawn.run(["/bin/sh", "-c", "cd '\(repository.url.path)' && TMPDIR='\(scratch.url.path)' '\(binary)' themes tokens bomb:\(folder)/f1.json"])
            #expect(bomb.status == 2 && bomb.output.contains(reason), "\(folder): \(bomb.output)")
            #expect(ContinuousClock.now - started < .seconds(20))
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasPrefix("vitrine-revision-") }
        #expect(leftovers.isEmpty, "the revisions taken out of git are removed: \(leftovers)")
    }

}
