import ArgumentParser
import VitrineCore
import VitrineSystem

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
        guard let options = GalleryOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
            parseAndRun()
            return
        }
        do {
            try GalleryCommand.launch(options)
        } catch {
            exitReporting(error)
        }
    }

    /// Parses the arguments and runs the command, as `ParsableCommand.main` does, except that what a clean
    /// exit prints (help, a completion script) goes through ``StandardOutput`` like every command's output:
    /// when standard output is full or closed, that is an error (exit 1), not a silent success.
    private static func parseAndRun() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            return finish(error, withUsage: true)
        }
        do {
            try command.run()
        } catch {
            // What a command finds wrong as it runs (an unknown story) is one line: the root's usage after
            // it (`Usage: vitrine <subcommand>`) told a user of `vitrine render` nothing.
            finish(error, withUsage: false)
        }
    }

    /// Ends with `error`: a clean exit (help, `--version`) prints its message through ``StandardOutput``;
    /// any other is reported (``exitReporting(_:withUsage:)``).
    private static func finish(_ error: Error, withUsage: Bool) {
        guard exitCode(for: error) == .success else { exitReporting(error, withUsage: withUsage) }
        do {
            try StandardOutput.print(fullMessage(for: error))
        } catch {
            exitReporting(error)
        }
    }

    /// Ends the process for `error` as the argument parser does, except that a bad argument exits 2, as in
    /// diff(1): 0 and 1 are verdicts, 2 is "could not do the job" (the parser's own code would be 64). A
    /// served command's client, and anyone whose command found the mistake as it ran, gets the one line
    /// that says what is wrong, not the usage of options.
    private static func exitReporting(_ error: Error, withUsage: Bool = true) -> Never {
        guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
        let served = ProcessEnvironment.variables["VITRINE_SERVED"] == "1"
        StandardError.write((served ? "vitrine: " + message(for: error) : withUsage ? fullMessage(for: error) : "Error: " + message(for: error)) + "\n")
        exit(withError: ExitCode(2))
    }
}
