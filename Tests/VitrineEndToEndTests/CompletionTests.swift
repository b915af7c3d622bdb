import Foundation
import Testing
import VitrineTestSupport

/// The shell completions complete what users type most: story ids and theme names, asked of `vitrine`
/// itself at Tab. Driven in bash as bash-completion calls the function, and in zsh and fish as a person
/// does: the shell running in tmux, the script installed where the shell looks, Tab pressed.
@Suite struct CompletionTests {
    let binary = GalleryEndToEndTests.binary
    let folder = TemporaryFolder()

    /// What bash offers for `line` (the cursor at its end), through the installed completion function.
    private func complete(_ line: String) -> [String] {
        let script = folder.write("vitrine.bash", Spawn.run([binary, "--generate-completion-script", "bash"]).output)
        let driver = #"""
        source "$1"
        read -r -a COMP_WORDS <<< "$2"
        [[ "$2" == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}
        _vitrine vitrine "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\n' "${COMPREPLY[@]}"
        """#
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return Spawn.run(["bash", "-c", driver, "bash", script.path, line], environment: environment).output
            .split(separator: "\n").map(String.init)
    }

    @Test func storyIdsAndThemeNamesComplete() {
        for line in ["vitrine --story ba", "vitrine gallery --story ba"] {
            let badges = complete(line)
            #expect(badges.contains("badge/danger") && badges.allSatisfy { $0.hasPrefix("ba") }, "\(line): \(badges)")
        }
        #expect(complete("vitrine ren") == ["render"], "subcommands still complete at the root")
        let rendered = complete("vitrine render emblem/dan")
        #expect(rendered == ["emblem/danger"], "\(rendered)")
        let themes = complete("vitrine render badge/info --theme har")
        #expect(themes == ["harbour-bank"], "\(themes)")
        let own = folder.url.appendingPathComponent("own")
        try? FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        _ = folder.write("own/hartwig.json", "{}")
        let named = complete("vitrine render badge/info --themes \(own.path) --theme har")
        #expect(named == ["hartwig"], "the folder --themes names: \(named)")
    }

    /// Whether `shell` can be driven here (always in CI, where a missing one fails the test).
    private static func canDrive(_ shell: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/\(shell)") || ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// `shell` (a command line) in tmux with `vitrine` on its PATH and an empty home, after `setup` is typed.
    private func interactive(_ shell: String, setup: String) -> TmuxSession {
        let bin = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        let session = TmuxSession(width: 120, height: 30, command: "env PATH=\(bin):/usr/bin:/bin HOME=\(folder.url.path) \(shell)")
        session.sendText(setup)
        session.send("Enter")
        return session
    }

    /// Types `line`, presses Tab `times` and waits for what the screen must show.
    private func tab(_ session: TmuxSession, _ line: String, times: Int = 1, until condition: (String) -> Bool) -> String? {
        session.send("C-u")
        session.sendText(line)
        for _ in 0 ..< times {
            session.send("Tab")
            usleep(300_000)
        }
        return session.waitFor(seconds: 20, condition)
    }

    @Test(.enabled(if: canDrive("zsh"), "zsh is not installed (scripts/setup --tests installs it)"))
    func zshCompletesStoryIdsAtTab() {
        let functions = folder.url.appendingPathComponent("zsh").path
        _ = folder.write("zsh/_vitrine", Spawn.run([binary, "--generate-completion-script", "zsh"]).output)
        let zsh = interactive("zsh -f", setup: "fpath=(\(functions) $fpath); autoload -U compinit; compinit -u")
        let listed = tab(zsh, "vitrine --story ba", times: 2) { $0.contains("vitrine --story badge/") && $0.contains("badge/danger") && $0.contains("badge/hostile-text") }
        #expect(listed != nil, "the badge stories: \(zsh.capture())")
        #expect(tab(zsh, "vitrine render emblem/dan") { $0.contains("vitrine render emblem/danger") } != nil, "\(zsh.capture())")
        #expect(tab(zsh, "vitrine render badge/info --theme har") { $0.contains("--theme harbour-bank") } != nil, "\(zsh.capture())")
    }

    @Test(.enabled(if: canDrive("fish"), "fish is not installed (scripts/setup --tests installs it)"))
    func fishCompletesStoryIdsAtTab() {
        let script = folder.write("vitrine.fish", Spawn.run([binary, "--generate-completion-script", "fish"]).output)
        let fish = interactive("fish --no-config", setup: "source \(script.path)")
        let listed = tab(fish, "vitrine --story ba") { $0.contains("vitrine --story badge/") && $0.contains("badge/danger") && $0.contains("badge/hostile-text") }
        #expect(listed != nil, "the badge stories: \(fish.capture())")
        #expect(tab(fish, "vitrine render emblem/dan") { $0.contains("vitrine render emblem/danger") } != nil, "\(fish.capture())")
        #expect(tab(fish, "vitrine render badge/info --theme har") { $0.contains("--theme harbour-bank") } != nil, "\(fish.capture())")
    }

    /// scripts/install says the one line to add where a shell does not look under the prefix (asked of the
    /// shell), and nothing for a shell that does: zsh looks in /usr/local/share/zsh/site-functions.
    @Test(.enabled(if: canDrive("zsh") && canDrive("fish"), "zsh and fish are not installed (scripts/setup --tests installs them)"))
    func installSaysTheLineToAddWhereAShellDoesNotLook() {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/completion-hints").path
        let prefix = folder.url.path
        let hints = Spawn.run([script, prefix], environment: ["PATH": "/usr/bin:/bin", "HOME": folder.url.path]).output
        #expect(hints.contains("zsh: add to ~/.zshrc, before compinit: fpath=(\(prefix)/share/zsh/site-functions $fpath)"), "\(hints)")
        #expect(hints.contains("fish: add to ~/.config/fish/config.fish: set -p fish_complete_path \(prefix)/share/fish/vendor_completions.d"), "\(hints)")
        let local = Spawn.run([script, "/usr/local"], environment: ["PATH": "/usr/bin:/bin", "HOME": folder.url.path]).output
        #expect(!local.contains("zsh:"), "zsh looks in /usr/local/share/zsh/site-functions: \(local)")
        let home = Spawn.run([script, prefix + "/.local"], environment: ["PATH": "/usr/bin:/bin", "HOME": prefix]).output
        #expect(!home.contains("fish:"), "fish looks in ~/.local/share/fish/vendor_completions.d: \(home)")
    }
}
