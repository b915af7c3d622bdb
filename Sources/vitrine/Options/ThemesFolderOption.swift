import ArgumentParser

/// `--themes DIR`: where themes named without a path are looked for.
struct ThemesFolderOption: ParsableArguments {
    @Option(name: .customLong("themes"), help: "The themes folder (default: $VITRINE_THEMES, ./themes, or the repository's themes/).")
    var folder: String?

    var locator: ThemeLocator { ThemeLocator(folder: folder) }
}
