import Foundation
import Testing
import VitrineTestSupport

/// The shell completions complete what users type most: story ids and theme names, asked of `vitrine`
/// itself at Tab. Driven in bash, as bash-completion calls the function (zsh and fish are not on the
/// test machine; their scripts call the same `---completion` entry).
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
}
