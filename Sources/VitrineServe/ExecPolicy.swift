import VitrineCore

/// What an SSH `exec` request may run: only the read-only subcommands, with the served themes, and
/// nothing that names a file or folder on the server. Everything else is refused with a line that says why.
public enum ExecPolicy {
    /// The longest command line taken.
    static let maximumLength = 1024

    /// The `vitrine` arguments for `command` (`render badge/danger --mode dark`), or why it is refused.
    public static func arguments(for command: String) -> Result<[String], ServeError> {
        guard command.utf8.count <= maximumLength else { return .failure(ServeError("command longer than \(maximumLength) bytes")) }
        // What TerminalText would take out (C0 and C1 controls, escape sequences, bidi overrides): refused, as
        // parts of the command come back to the client's terminal in refusals.
        guard TerminalText.sanitized(command) == command else {
            return .failure(ServeError("control characters, escape sequences or bidirectional overrides in the command"))
        }
        guard var words = ShellWords.split(command) else { return .failure(ServeError("a quote is left open")) }
        if words.first == "vitrine" { words.removeFirst() }
        guard let subcommand = words.first else {
            return .failure(ServeError("no command; try: stories, render STORY, themes list, themes put NAME < theme.json, themes diff A B, contrast, diff A B"))
        }
        let rest = Array(words.dropFirst())
        switch subcommand {
        case "stories", "contrast": break
        case "render":
            guard !rest.contains("--all") else {
                return .failure(ServeError("render --all writes files on the server: render one story at a time"))
            }
        case "themes":
            guard let action = rest.first, ["list", "tokens", "diff", "validate", "put", "rm"].contains(action) else {
                return .failure(ServeError("themes: list, tokens, diff, validate, put and rm are served"))
            }
            if action == "put" || action == "rm" {
                guard rest.count == 2, !rest[1].hasPrefix("-") else {
                    return .failure(ServeError("themes \(action) takes one name: ssh host themes put NAME < theme.json"))
                }
            }
        case "diff": break
        case "review":
            guard rest.contains("--format=tar") || zip(rest, rest.dropFirst()).contains(where: { $0 == "--format" && $1 == "tar" }) else {
                return .failure(ServeError("review writes files on the server: add --format tar and redirect: ssh host 'review A B --format tar' > review.tar"))
            }
        default:
            return .failure(ServeError("\(subcommand) is not served; try: stories, render, themes list|tokens|diff|validate|put|rm, contrast, diff, review --format tar"))
        }
        if let refused = refusedArgument(in: rest, subcommand: subcommand) { return .failure(refused) }
        return .success(words)
    }

    /// What a link (`ssh -t host -- OPTIONS`) asks for: a view of the gallery, or to follow another's.
    public enum Link: Equatable, Sendable {
        /// The gallery options that open the view.
        case view([String])
        /// The session to follow: its number, or a key's label or id.
        case follow(String)
    }

    /// What `command`, a link, asks for (``galleryArguments(for:)``, or `--follow SESSION` alone), or why it is refused.
    public static func link(for command: String) -> Result<Link, ServeError> {
        let words = ShellWords.split(command) ?? []
        guard let first = words.first, first == "--follow" || first.hasPrefix("--follow=") || words.contains("--follow") else {
            return galleryArguments(for: command).map(Link.view)
        }
        let reference = first.hasPrefix("--follow=") && words.count == 1 ? String(first.dropFirst("--follow=".count))
            : words.count == 2 && first == "--follow" ? words[1] : nil
        guard let reference else { return .failure(ServeError("--follow takes one session and nothing else: --follow SESSION")) }
        guard (1 ... 64).contains(reference.count), reference.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "@._-".contains($0)) }) else {
            return .failure(ServeError("--follow \(TerminalText.sanitized(reference)): a session number or a key's name from `sessions`"))
        }
        return .success(.follow(reference))
    }

    /// The gallery options a link into the shared gallery may carry (`ssh -t host -- --story badge/danger
    /// --theme harbour-bank`), each followed by its value but the flag.
    static let galleryOptions: Set<String> = ["--story", "--theme", "--mode", "--colors", "--blitter", "--badge-caps", "--compare", "--sheet", "--image-loader", "--set"]

    /// The `vitrine` arguments that open the gallery as `command` asks (only ``galleryOptions`` and
    /// `--reduce-motion`; themes by name, no value naming a server file), or why it is refused.
    public static func galleryArguments(for command: String) -> Result<[String], ServeError> {
        guard command.utf8.count <= maximumLength else { return .failure(ServeError("command longer than \(maximumLength) bytes")) }
        guard TerminalText.sanitized(command) == command else {
            return .failure(ServeError("control characters, escape sequences or bidirectional overrides in the command"))
        }
        guard let words = ShellWords.split(command) else { return .failure(ServeError("a quote is left open")) }
        var index = 0
        while index < words.count {
            let parts = words[index].split(separator: "=", maxSplits: 1).map(String.init)
            let (option, attached) = (parts[0], parts.count == 2 ? parts[1] : nil)
            index += 1
            if option == "--reduce-motion", attached == nil { continue }
            guard galleryOptions.contains(option) else {
                return .failure(ServeError("\(option) is not served; a link takes \(galleryOptions.sorted().joined(separator: ", ")) and --reduce-motion"))
            }
            guard let value = attached ?? (index < words.count ? words[index] : nil) else { return .failure(ServeError("\(option) needs a value")) }
            if attached == nil { index += 1 }
            switch option {
            case "--story":
                guard isStoryPattern(value), !value.contains("*"), !value.contains("?") else { return .failure(ServeError("\(value): not a story id (see `stories`)")) }
            case "--set":
                // A field's value, never a file or URL on the server's side (a picture the client has is not there).
                let field = value.split(separator: "=", maxSplits: 1)
                guard field.count == 2, !looksLikePath(String(field[1])), !isURL(String(field[1])) else {
                    return .failure(ServeError("--set \(value): a value that names a file or URL is not served"))
                }
            default:
                if looksLikePath(value) { return .failure(ServeError("\(value): names a file on the server; give a theme's name from `themes list`")) }
            }
        }
        return .success(words)
    }

    /// Options that take no value.
    private static let flags: Set<String> = ["--reduce-motion", "--exit-code", "--strict", "--help", "-h"]
    /// Options that name files or folders on the server, or reach out of it.
    private static let refusedOptions: Set<String> = ["--themes", "--out", "--set", "--allow-network", "--all"]

    /// An argument that names a file or folder on the server, or the option that would take one.
    private static func refusedArgument(in arguments: [String], subcommand: String) -> ServeError? {
        var pendingOption: String?
        var storyGiven = false
        for argument in arguments {
            if argument.hasPrefix("-") {
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                if refusedOptions.contains(parts[0]) {
                    return ServeError("\(parts[0]) is not served: the served themes are used, and nothing on the server is read or written")
                }
                if parts.count == 2, let refusal = refusal(of: parts[1], for: parts[0]) { return refusal }
                pendingOption = parts.count == 1 && !flags.contains(parts[0]) ? parts[0] : nil
                continue
            }
            if let option = pendingOption {
                pendingOption = nil
                if let refusal = refusal(of: argument, for: option) { return refusal }
                continue
            }
            if subcommand == "render", !storyGiven {
                storyGiven = true
                if !isStoryPattern(argument) || argument.contains("*") { return ServeError("\(argument): not a story id (see `stories`)") }
                continue
            }
            if looksLikePath(argument) { return ServeError("\(argument): names a file on the server; give a theme's name from `themes list`") }
        }
        return nil
    }

    private static func refusal(of value: String, for option: String) -> ServeError? {
        if option == "--story" { return isStoryPattern(value) ? nil : ServeError("\(value): not a story id or pattern (see `stories`)") }
        return looksLikePath(value) ? ServeError("\(value): names a file on the server; give a theme's name from `themes list`") : nil
    }

    /// `badge/danger`, or a pattern of them (`badge/*`): lowercase letters, digits, `-`, one `/`, `*` and `?`.
    private static func isStoryPattern(_ text: String) -> Bool {
        !text.isEmpty && text.filter { $0 == "/" }.count <= 1 && text.allSatisfy { $0.isLowercase && $0.isASCII || $0.isNumber && $0.isASCII || "-/*?".contains($0) }
    }

    /// `scheme:…` with no blank in it (`file:x.png`, `data:…`), where text such as `Card: frozen` is not.
    private static func isURL(_ value: String) -> Bool {
        guard let colon = value.firstIndex(of: ":"), !value.contains(" ") else { return false }
        let scheme = value[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }

    private static func looksLikePath(_ value: String) -> Bool {
        value.contains("/") || value.hasPrefix(".") || value.hasPrefix("~") || value.hasSuffix(".json")
    }
}
