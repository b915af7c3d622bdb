import ArgumentParser
import VitrineCore
import VitrineSystem
import VitrineTerminal

@main
struct Vitrine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "A terminal gallery of the design system's components.",
        discussion: "Run without a subcommand to open the gallery. `render` prints one story without a terminal.",
        version: VitrineVersion.current,
        subcommands: [GalleryCommand.self, RenderCommand.self, StoriesCommand.self, ThemesCommand.self, ContrastCommand.self,
                      DiffCommand.self, ReviewCommand.self, BaselineCommand.self, CapsCommand.self, PathsCommand.self, ServeCommand.self],
        defaultSubcommand: GalleryCommand.self
    )

    /// `vitrine [OPTIONS]` opens the gallery without going through the argument parser (see
    /// ``GalleryOptions/parse(_:)``); everything else, help and errors included, goes through it.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // The completion scripts, and the completions they ask for at Tab, come from a root that has the
        // gallery's options too, so that `vitrine --story ba<Tab>` completes as `vitrine gallery --story` does.
        if arguments.first == "---completion" || arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }) {
            return parseAndRun(CompletionRoot.self, arguments)
        }
        if arguments == ["--version"] {
            // Where this build comes from and what it runs with, for bug reports; the version first, alone on its line.
            do { try StandardOutput.print(BuildStamp.versionReport(VitrineVersion.current, libraries: [NcursesTerminal.libraryVersion]), terminator: "") } catch {
                Self.exit(withError: ExitCode.failure)
            }
            return
        }
        guard let options = GalleryOptions.parse(arguments) else {
            parseAndRun(Vitrine.self, arguments)
            return
        }
        do {
            try GalleryCommand.launch(options)
        } catch {
            exitReporting(Vitrine.self, error)
        }
    }

    /// Parses the arguments and runs the command, as `ParsableCommand.main` does, except that what a clean
    /// exit prints (help, a completion script) goes through ``StandardOutput`` like every command's output:
    /// when standard output is full or closed, that is an error (exit 1), not a silent success.
    private static func parseAndRun<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]) {
        var command: ParsableCommand
        do {
            command = try root.parseAsRoot(arguments)
        } catch {
            return finish(root, error, withUsage: true)
        }
        do {
            try command.run()
        } catch {
            // What a command finds wrong as it runs (an unknown story) is one line: the root's usage after
            // it (`Usage: vitrine <subcommand>`) told a user of `vitrine render` nothing.
            finish(root, error, withUsage: false)
        }
    }

    /// Ends with `error`: a clean exit (help, `--version`, a completion script) prints its message through
    /// ``StandardOutput``; any other is reported (``exitReporting(_:_:withUsage:)``).
    private static func finish<Root: ParsableCommand>(_ root: Root.Type, _ error: Error, withUsage: Bool) {
        guard root.exitCode(for: error) == .success else { exitReporting(root, error, withUsage: withUsage) }
        do {
            try StandardOutput.print(root.fullMessage(for: error))
        } catch {
            exitReporting(root, error)
        }
    }

    /// Ends the process for `error` as the argument parser does, except that a bad argument exits 2, as in
    /// diff(1): 0 and 1 are verdicts, 2 is "could not do the job" (the parser's own code would be 64). A
    /// served command's client, and anyone whose command found the mistake as it ran, gets the one line
    /// that says what is wrong, not the usage of options.
    private static func exitReporting<Root: ParsableCommand>(_ root: Root.Type, _ error: Error, withUsage: Bool = true) -> Never {
        guard root.exitCode(for: error) == .validationFailure else { root.exit(withError: error) }
        let served = ProcessEnvironment.variables["VITRINE_SERVED"] == "1"
        StandardError.write((served ? "vitrine: " + root.message(for: error) : withUsage ? root.fullMessage(for: error) : "Error: " + root.message(for: error)) + "\n")
        root.exit(withError: ExitCode(2))
    }
}
