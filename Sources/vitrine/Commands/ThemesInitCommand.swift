import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineSystem
import VitrineThemes

/// `vitrine themes init --from EXPORT…`: the mapping file that puts a design system's export on the
/// components, used as it is (the export is named, never copied or edited).
struct ThemesInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write the mapping theme for a design-token export: every token the components read aliased to the export's best match.",
        discussion: """
        EXPORT is a DTCG token file or a resolver document (*.resolver.json); give several in the order they apply. The \
        theme extends the base theme and the exports (later wins), so it validates at once; each alias says how it was \
        matched (by name, then the nearest colour in Oklab, with the distance). Exit status: 0 written, 1 the export does \
        not load (every reason printed), 2 a bad argument or a file that cannot be written.
        """
    )

    @Option(name: .customLong("from"), help: "A token file or resolver document of the export (repeat for more, in order).")
    var exports: [String] = []

    @Option(help: "Where to write the theme (default: standard output).")
    var out: String?

    @Option(help: "The theme whose values unmatched tokens keep, and colours are matched against.")
    var base = "default"

    @Flag(help: "Replace --out when it exists.")
    var force = false

    @OptionGroup var themesFolder: ThemesFolderOption

    func validate() throws {
        guard !exports.isEmpty else { throw ValidationError("give the export: --from FILE (a token file or a .resolver.json)") }
    }

    func run() throws {
        let locator = themesFolder.locator
        let reference = try locator.load(base)
        let outURL = out.map { TypedPath.url($0) }
        let folder = outURL?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let sources = exports.map { TypedPath.url($0).standardizedFileURL.path }
        let probe = Data(("{\"$extends\": [" + sources.map(Self.quoted).joined(separator: ", ") + "]}").utf8)
        let export: Theme
        do {
            export = try Theme.load(from: folder.appendingPathComponent(".vitrine-init.json"), contents: probe, themesFolder: locator.directory()?.url,
                                    requiredTokens: [])
        } catch {
            StandardError.write("vitrine: the export does not load: \(error)\n")
            throw ExitCode.failure
        }
        let mapper = TokenMapper(required: StoryCatalog.standard.requiredTokens, reference: reference, export: export)
        var tree = Node.group([:])
        for match in mapper.matches {
            tree.insert(.token(target: match.target.rawValue, reason: match.reason), at: match.path.rawValue.split(separator: ".").map(String.init))
        }
        let extends = [base] + sources.map { TypedPath.relative($0, from: folder.standardizedFileURL.path) }
        let description = Self.quoted("Maps \(exports.joined(separator: ", ")) onto Vitrine's components (vitrine themes init)")
        let extendsList: String = extends.map { Self.quoted($0) }.joined(separator: ", ")
        let group: String = (tree.child("theme") ?? .group([:])).json(indent: 1)
        let text = "{\n  \"$description\": \(description),\n  \"$extends\": [\(extendsList)],\n  \"theme\": \(group)\n}\n"
        if let outURL {
            do { try OutputFolder(folder, replacing: force).write(Array(text.utf8), to: outURL.lastPathComponent) } catch {
                throw StandardError.couldNotDoTheJob(error)
            }
        } else {
            try StandardOutput.print(text, terminator: "")
        }
        let byName = mapper.matches.filter { $0.reason.hasPrefix("name") }.count
        StandardError.write("\(mapper.matches.count) of \(mapper.matches.count + mapper.unmatched.count) tokens mapped (\(byName) by name, "
            + "\(mapper.matches.count - byName) by nearest colour)" + (mapper.unmatched.isEmpty ? "" : "; \(base)'s kept for: "
            + mapper.unmatched.map(\.rawValue).joined(separator: ", ")) + "\n")
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
        case token(target: String, reason: String)

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
            case let .token(target, reason):
                return "{ \"$value\": \(ThemesInitCommand.quoted("{\(target)}")), \"$description\": \(ThemesInitCommand.quoted(reason)) }"
            case let .group(children):
                return "{\n" + children.sorted { $0.key < $1.key }.map { pad + ThemesInitCommand.quoted($0.key) + ": " + $0.value.json(indent: indent + 1) }
                    .joined(separator: ",\n") + "\n" + close + "}"
            }
        }
    }
}
