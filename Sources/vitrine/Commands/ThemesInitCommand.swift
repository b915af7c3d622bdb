import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineReview
import VitrineSystem
import VitrineThemes

/// `vitrine themes init --from EXPORT…`: the mapping file that puts a design system's export on the
/// components, used as it is (the export is named, never copied or edited).
struct ThemesInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write the mapping theme for a design-token export: every token the components read aliased to the export's token that matches it and keeps the stories readable.",
        discussion: """
        EXPORT is a DTCG token file or a resolver document (known by its content, whatever its name); give several in the \
        order they apply (--from A B, or --from A --from B). The theme extends the base theme and the exports (later wins). \
        Each token is matched by name and meaning (danger from the export's danger, critical or error tokens), then by \
        the nearest colour in Oklab; then every story is rendered and each pair of colours below its WCAG minimum \
        (text 4.5:1, meaningful graphics 3:1) is chosen again among the export's colours, the same meaning first. An \
        export with light values only gets a dark side chosen from its own palette, unless --dark names the file of its \
        dark values or --dark-group the group holding them. Each alias says how it was chosen. \
        What could not be met is printed with the export tokens tried. Exit status: 0 written and every pair meets its \
        minimum; 1 written but pairs fail `vitrine contrast` (0 with --allow-failing), or the export does not load or \
        gives no mapping that loads (nothing written; every reason printed); 2 a bad argument or a file that cannot be written.
        """
    )

    @Option(name: .customLong("from"), parsing: .upToNextOption,
            help: "The export's token files or resolver document, in the order they apply (--from A B, or --from A --from B).")
    var exports: [String] = []

    @Option(help: "Where to write the theme (default: standard output).")
    var out: String?

    @Option(help: "The theme whose values unmatched tokens keep, and colours are matched against.")
    var base = "default"

    @Flag(help: "Replace --out when it exists.")
    var force = false

    @Option(help: "A group of the export holding each token's dark value at the same path below it (X's dark value at PATH.X).")
    var darkGroup: String?

    @Option(help: ArgumentHelp("The export's dark values: a token file beside one of the --from files whose tokens are theirs at the same paths (theme-dark.tokens.json beside theme-light.tokens.json).", valueName: "file"))
    var dark: String?

    @Flag(help: "Exit 0 even when some pairs stay below their minimum (they are still printed).")
    var allowFailing = false

    @OptionGroup var themesFolder: ThemesFolderOption

    func validate() throws {
        guard !exports.isEmpty else { throw ValidationError("give the export: --from FILE (a token file or a resolver document)") }
        if dark != nil, darkGroup != nil { throw ValidationError("give the dark side once: --dark FILE or --dark-group PATH") }
    }

    func run() throws {
        let locator = themesFolder.locator
        let reference = try locator.load(base)
        let outURL = out.map { TypedPath.url($0) }
        let folder = outURL?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let sources = exports.map { TypedPath.url($0).standardizedFileURL.path }
        let darkSource = dark.map { TypedPath.url($0).standardizedFileURL.path }
        let darkModes = darkSource.map { ", \"$modes\": {\"dark\": \(Self.quoted($0))}" } ?? ""
        let probe = Data(("{\"$extends\": [" + sources.map(Self.quoted).joined(separator: ", ") + "]\(darkModes)}").utf8)
        let export: Theme
        do {
            export = try Theme.load(from: folder.appendingPathComponent(".vitrine-init.json"), contents: probe, themesFolder: locator.directory()?.url,
                                    requiredTokens: [])
        } catch {
            Self.writeEveryReason("the export does not load", error)
            throw ExitCode.failure
        }
        if sources.count > 1 { StandardError.write(Self.collisions(among: sources, folder: folder, themesFolder: locator.directory()?.url)) }
        let catalog = StoryCatalog.standardWithPictures
        if let darkGroup, !export.light.sortedPaths.contains(where: { $0.rawValue.hasPrefix(darkGroup + ".") }) {
            StandardError.write(TerminalText.sanitized("vitrine: --dark-group \(darkGroup): the export has no such group") + "\n")
            throw ExitCode(2)
        }
        let mapping = ReadableMapping(catalog: catalog, reference: reference, export: export, darkGroup: darkGroup, darkFromFile: dark != nil)
        var tree = Node.group([:])
        for choice in mapping.choices {
            tree.insert(.token(target: choice.light.rawValue, dark: choice.dark?.rawValue, reason: choice.reason),
                        at: choice.path.rawValue.split(separator: ".").map(String.init))
        }
        let relativeSources = sources.map { TypedPath.relative($0, from: folder.standardizedFileURL.path) }
        let extends = [base] + relativeSources
        let description = Self.quoted("Maps \(relativeSources.joined(separator: ", ")) onto Vitrine's components (vitrine themes init)")
        let extendsList: String = extends.map { Self.quoted($0) }.joined(separator: ", ")
        let group: String = (tree.child("theme") ?? .group([:])).json(indent: 1)
        let modes = darkSource.map { "  \"$modes\": {\"dark\": \(Self.quoted(TypedPath.relative($0, from: folder.standardizedFileURL.path)))},\n" } ?? ""
        let text = "{\n  \"$description\": \(description),\n  \"$extends\": [\(extendsList)],\n\(modes)  \"theme\": \(group)\n}\n"
        // What is written is what loads: the mapping is loaded as a theme before it is written, never after.
        let written: Theme
        do {
            written = try Theme.load(from: outURL ?? folder.appendingPathComponent("mapping.json"), contents: Data(text.utf8),
                                     themesFolder: locator.directory()?.url, requiredTokens: catalog.requiredTokens)
        } catch {
            Self.writeEveryReason("the mapping would not load, so it is not written", error)
            throw ExitCode.failure
        }
        if let outURL {
            do { try OutputFolder(folder, replacing: force).write(Array(text.utf8), to: outURL.lastPathComponent) } catch {
                throw StandardError.couldNotDoTheJob(error)
            }
        } else {
            try StandardOutput.print(text, terminator: "")
        }
        let failing = ReadableMapping.failures(catalog: catalog, theme: written)
        let leftOut = export.warnings.filter { $0.message.hasPrefix("left out") || $0.message.hasPrefix("$type") }
        if !failing.isEmpty, mapping.colourCount < 16, !leftOut.isEmpty {
            StandardError.write(TerminalText.sanitized("the export's tokens left out (\(leftOut.count), so not offered): \(leftOut[0])") + "\n")
        }
        let misleading = LookAlikeReport(catalog: catalog, theme: written, appearances: Appearance.allCases, profile: .trueColor).pairs.filter(\.misleads)
        StandardError.write(summary(mapping, failing: failing, misleading: misleading))
        if !(failing.isEmpty && misleading.isEmpty) && !allowFailing { throw ExitCode.failure }
    }

    /// What was mapped and how, where dark comes from, and every pair still below its minimum with the tokens tried.
    private func summary(_ mapping: ReadableMapping, failing: [ContrastReport.Entry], misleading: [LookAlikeReport.Pair]) -> String {
        let byName = mapping.choices.filter { $0.reason.hasPrefix("name") }.count
        var lines = ["\(mapping.choices.count) of \(mapping.choices.count + mapping.unmatched.count) tokens mapped (\(byName) by name, "
            + "\(mapping.choices.count - byName) by nearest colour; \(mapping.changedForContrast) chosen again for contrast, "
            + "\(mapping.changedForLookAlikes) to part look-alikes; the export offers \(mapping.colourCount) colour\(mapping.colourCount == 1 ? "" : "s"))"
            + (mapping.unmatched.isEmpty ? "" : "; \(base)'s kept for: " + mapping.unmatched.map(\.rawValue).joined(separator: ", "))]
        lines.append("dark: \(mapping.darkSide.rawValue)")
        if failing.isEmpty && misleading.isEmpty {
            lines.append("contrast: every text and meaningful-graphic pair meets its minimum (AA, true colour, light and dark)")
        }
        for entry in failing {
            let tried = mapping.unmet.first { $0.entry.storyID == entry.storyID && $0.entry.pair == entry.pair }?.tried ?? []
            lines.append("contrast: \(entry.storyID) \(entry.appearance.rawValue): \(entry.pair.kind.rawValue) \(entry.pair.ratio.fixed(2)):1, needs "
                + "\(entry.required(textMinimum: ContrastPair.Kind.text.minimumRatio).fixed(1)):1 ("
                + (entry.foregroundTokens.map(\.rawValue).first ?? "?") + " on " + (entry.backgroundTokens.map(\.rawValue).first ?? "?") + ")"
                + (tried.isEmpty ? "" : "; no export colour meets it with its other pairs: tried \(tried.count) (" + tried.prefix(4).map(\.rawValue).joined(separator: ", ") + (tried.count > 4 ? ", …)" : ")")))
        }
        for pair in misleading {
            lines.append("look-alike: \(pair.first.storyID) and \(pair.second.storyID) look the same in \(pair.appearance.rawValue) but mean different things")
        }
        if !(failing.isEmpty && misleading.isEmpty) {
            lines.append(allowFailing ? "written with \(failing.count + misleading.count) failing (--allow-failing)"
                : "written, but \(failing.count + misleading.count) fail `vitrine contrast`: exit 1 (--allow-failing to accept them)")
        }
        return lines.map { TerminalText.sanitized($0) }.joined(separator: "\n") + "\n"
    }

    /// The tokens two of several export files define with different values (the later one wins, as Style
    /// Dictionary warns of): a count and the first few with their files; nothing when there are none.
    private static func collisions(among sources: [String], folder: URL, themesFolder: URL?) -> String {
        var seen: [TokenPath: (value: ShownValue, file: String)] = [:]
        var found: [String] = []
        for source in sources {
            guard let one = try? Theme.load(from: URL(fileURLWithPath: source), themesFolder: themesFolder, requiredTokens: []) else { continue }
            let name = URL(fileURLWithPath: source).lastPathComponent
            for token in one.light.sortedTokens {
                if let earlier = seen[token.path], earlier.value != token.shown { found.append("\(token.path.rawValue) (\(earlier.file), \(name))") }
                seen[token.path] = (token.shown, name)
            }
        }
        guard !found.isEmpty else { return "" }
        return TerminalText.sanitized("collisions: \(found.count) token\(found.count == 1 ? " is" : "s are") defined by two export files with different values, "
            + "the later file winning: " + found.prefix(5).joined(separator: ", ") + (found.count > 5 ? ", …" : "")) + "\n"
    }

    /// `what`, then every reason of `error` on a line of its own, at its line and column where they are known.
    private static func writeEveryReason(_ what: String, _ error: ThemeError) {
        var locator = TokenLocator()
        let all = error.located(by: &locator).all
        let count = all.count == 1 ? "" : " (\(error.others.count == ThemeError.maximumOthers ? "the first " : "")\(all.count) reasons)"
        StandardError.write("vitrine: \(what)\(count):\n")
        for reason in all { StandardError.write("  \(reason)\n") }
    }

    /// `text` as a JSON string (JSONEncoder's escaping; slashes left as they are).
    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    /// The mapping as a tree of groups, written as JSON with sorted keys.
    indirect enum Node {
        case group([String: Node])
        case token(target: String, dark: String?, reason: String)

        mutating func insert(_ node: Node, at path: [String]) {
            guard case var .group(children) = self, let first = path.first else { return }
            if path.count == 1 {
                children[first] = node
            } else {
                var child = children[first] ?? .group([:])
                child.insert(node, at: Array(path.dropFirst()))
                children[first] = child
            }
            self = .group(children)
        }

        func child(_ name: String) -> Node? {
            if case let .group(children) = self { return children[name] }
            return nil
        }

        func json(indent: Int) -> String {
            let pad = String(repeating: "  ", count: indent + 1), close = String(repeating: "  ", count: indent)
            switch self {
            case let .token(target, dark, reason):
                let mode = dark.map { ", \"$extensions\": { \"mode\": { \"dark\": \(ThemesInitCommand.quoted("{\($0)}")) } }" } ?? ""
                return "{ \"$value\": \(ThemesInitCommand.quoted("{\(target)}"))\(mode), \"$description\": \(ThemesInitCommand.quoted(reason)) }"
            case let .group(children):
                return "{\n" + children.sorted { $0.key < $1.key }.map { pad + ThemesInitCommand.quoted($0.key) + ": " + $0.value.json(indent: indent + 1) }
                    .joined(separator: ",\n") + "\n" + close + "}"
            }
        }
    }
}
