import ArgumentParser

/// `--themes DIR`: where themes named without a path are looked for.
struct ThemesFolderOption: ParsableArguments {
    @Option(name: .customLong("themes"), help: "The themes folder (default: $VITRINE_THEMES, ./themes, the checkout's themes/, then the installed ones; vitrine paths lists where it looks).")
    var folder: String?

    var locator: ThemeLocator { ThemeLocator(folder: folder) }
}
