import Foundation
import Testing
import VitrineCatalog
import VitrineCore
import VitrineTestSupport
import VitrineThemes

/// The bundled default theme resolved when Vitrine is built: the same theme its file loads as, and used
/// only for a file with exactly its bytes (anything else is parsed and resolved in full).
@Suite struct CompiledThemeTests {
    let folder = TemporaryFolder()
    let catalog = StoryCatalog.standard

    /// Where `scripts/compile-themes` keeps the compiled default theme.
    static let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/VitrineCatalog/Generated/CompiledTheme+BundledDefault.swift")

    /// Where the compiled tokens of every other kind of value (the design-tool export's) are kept.
    static let everyKind = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("CompiledTheme+EveryKind.swift")

    /// True when the compiled sources are to be written again (`scripts/compile-themes`), not checked.
    private var recording: Bool { ProcessInfo.processInfo.environment["VITRINE_COMPILE_THEMES"] == "1" }

    /// The theme in `file` parsed and resolved in full.
    private func loadedInFull(_ file: URL) throws -> Theme {
        try Theme.load(from: file, requiredTokens: catalog.requiredTokens)
    }

    @Test func theCompiledDefaultIsWhatItsFileLoadsAs() throws {
        let file = DefaultTheme.url
        let source = try CompiledThemeSource.swift(for: try loadedInFull(file), file: file, bytes: try Data(contentsOf: file), property: "bundledDefault")
        if recording { return try Data(source.utf8).write(to: Self.generated, options: .atomic) }
        let kept = try String(contentsOf: Self.generated, encoding: .utf8)
        #expect(kept == source, "\(Self.generated.lastPathComponent) is not what themes/default.json loads as: run scripts/compile-themes")
    }

    /// The export's tokens of the kinds the default theme has none of: every composite and every other value.
    private func otherKinds(_ theme: ResolvedTheme) -> [ResolvedToken] {
        theme.sortedTokens.filter { ![.color, .dimension, .art].contains($0.value.kind) }
    }

    @Test func everyOtherKindOfValueCompilesToItself() throws {
        let export = Fixtures.designToolExport
        let theme = try Theme.load(from: export, requiredTokens: [])
        let source = try CompiledThemeSource.swift(light: otherKinds(theme.light), dark: otherKinds(theme.dark), description: nil,
                                                   bytes: try Data(contentsOf: export), artFolder: "", property: "everyKind",
                                                   origin: "scripts/compile-themes from Tests/Fixtures/design-tool-export/brand.json")
        if recording { return try Data(source.utf8).write(to: Self.everyKind, options: .atomic) }
        #expect(try String(contentsOf: Self.everyKind, encoding: .utf8) == source, "run scripts/compile-themes")
        let file = folder.url.appendingPathComponent("brand.json")
        try Data(contentsOf: export).write(to: file)
        let compiled = try #require(CompiledTheme.theme(at: file, holding: Array(try Data(contentsOf: file)), from: [.everyKind]))
        #expect(compiled.light.sortedTokens == otherKinds(theme.light))
        #expect(compiled.dark.sortedTokens == otherKinds(theme.dark))
        #expect(Set(compiled.dark.sortedTokens.map(\.value.kind)).count == TokenValue.Kind.allCases.count - 3)
    }

    @Test func aCopyOfTheDefaultLoadsCompiledAsItLoadsInFull() throws {
        let file = folder.copyBundledTheme("default")
        let compiled = try #require(catalog.compiledTheme(at: file))
        let full = try loadedInFull(file)
        #expect(compiled == full)
        #expect(compiled.files == full.files && compiled.files.count > 1) // the file, then its art files
        #expect(try catalog.loadTheme(from: file) == full)
    }

    /// The default as built stands for a folder's `default.json` with nothing read (the gallery's first frame):
    /// the tokens, art and files its file loads as. Only a file of that name has one.
    @Test func theDefaultAsBuiltIsWhatItsFileLoadsAs() throws {
        let file = folder.copyBundledTheme("default")
        let built = try #require(catalog.builtTheme(at: file))
        let full = try loadedInFull(file)
        #expect(built.light == full.light && built.dark == full.dark && built.description == full.description)
        #expect(built.files.count == full.files.count && built.files.first == full.files.first)
        #expect(catalog.builtTheme(at: folder.url.appendingPathComponent("brand.json")) == nil)
    }

    @Test func oneByteMoreLoadsInFull() throws {
        let file = folder.copyBundledTheme("default")
        let compiled = try #require(catalog.compiledTheme(at: file))
        try Data((try String(contentsOf: file, encoding: .utf8) + " ").utf8).write(to: file)
        #expect(catalog.compiledTheme(at: file) == nil)
        #expect(try catalog.loadTheme(from: file) == compiled)
    }

    @Test func aChangedColourIsTheFilesColour() throws {
        let file = folder.copyBundledTheme("default")
        let text = try String(contentsOf: file, encoding: .utf8)
        let first = try #require(text.range(of: ##""#[0-9a-fA-F]{6}""##, options: .regularExpression))
        try Data(text.replacingCharacters(in: first, with: "\"#123457\"").utf8).write(to: file)
        #expect(catalog.compiledTheme(at: file) == nil)
        let theme = try catalog.loadTheme(from: file)
        #expect(theme.light.sortedTokens.contains { $0.value == .color(.rgb(0x12, 0x34, 0x57)) })
        #expect(theme == (try loadedInFull(file)))
    }

    /// Bytes handed in (a theme at a git revision, or from standard input, named as if at `url`) are what
    /// loads, whatever the file at `url` holds: were the file read instead, `vitrine diff main:themes/default.json
    /// themes/default.json` would compare the working copy with itself and call a change "same".
    @Test func contentsGivenAreWhatLoadsWhateverTheFileHolds() throws {
        let file = folder.copyBundledTheme("default")
        #expect(catalog.compiledTheme(at: file) != nil, "the file itself would load compiled")
        let text = try String(contentsOf: file, encoding: .utf8)
        let first = try #require(text.range(of: ##""#[0-9a-fA-F]{6}""##, options: .regularExpression))
        let changed = Data(text.replacingCharacters(in: first, with: "\"#123457\"").utf8)
        let theme = try catalog.loadTheme(from: file, contents: changed)
        #expect(theme.light.sortedTokens.contains { $0.value == .color(.rgb(0x12, 0x34, 0x57)) })
        #expect(theme == (try Theme.load(from: file, contents: changed, requiredTokens: catalog.requiredTokens)))
    }

    @Test func artIsReadAsItIsNow() throws {
        let file = folder.copyBundledTheme("default")
        folder.write("logos/default-wide-light.txt", "NEW\nART")
        let compiled = try #require(catalog.compiledTheme(at: file))
        #expect(compiled == (try loadedInFull(file)))
        #expect(compiled.light.sortedTokens.contains { token in
            if case let .art(art) = token.value { return art.rows == ["NEW", "ART"] }
            return false
        })
    }

    @Test func missingArtLoadsInFullAndIsNamed() throws {
        let file = folder.copyBundledTheme("default")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("logos/default-square-dark.txt"))
        #expect(catalog.compiledTheme(at: file) == nil)
        let error = try #require(throws: ThemeError.self) { try catalog.loadTheme(from: file) }
        #expect(error.description.contains("default-square-dark.txt"))
    }

    @Test func aResolverDocumentsNameIsReadAsOne() throws {
        let bytes = try Data(contentsOf: DefaultTheme.url)
        let file = folder.url.appendingPathComponent("default.resolver.json")
        try bytes.write(to: file)
        #expect(catalog.compiledTheme(at: file) == nil)
    }

    @Test func aCatalogueReadingOtherTokensLoadsInFull() throws {
        let file = folder.copyBundledTheme("default")
        let fewer = StoryCatalog(components: Array(catalog.components.dropLast()))
        #expect(fewer.compiledTheme(at: file) == nil)
        #expect(catalog.compiledTheme(at: file) != nil)
    }

    /// The standard catalogue answers at once, without working its tokens out; another catalogue built
    /// the same reads the same tokens, and a copy of the default loads compiled through it too.
    @Test func aCatalogueBuiltAsTheStandardOneLoadsCompiled() throws {
        let file = folder.copyBundledTheme("default")
        let rebuilt = StoryCatalog.designSystem()
        #expect(catalog.readsStandardTokens && rebuilt.readsStandardTokens)
        #expect(!StoryCatalog(components: Array(catalog.components.dropFirst())).readsStandardTokens)
        #expect(rebuilt.compiledTheme(at: file) == (try loadedInFull(file)))
    }

    /// A file with the default's bytes under another name goes by that name, as it would loaded in full.
    @Test(arguments: ["brand", "brand.v2", "é clair", ".hidden"])
    func aCopyUnderAnotherNameGoesByThatName(name: String) throws {
        let file = folder.url.appendingPathComponent(name + ".json")
        try Data(contentsOf: folder.copyBundledTheme("default")).write(to: file) // the default's bytes, its art beside them
        let compiled = try #require(catalog.compiledTheme(at: file))
        #expect(compiled.name == name)
        #expect(compiled == (try loadedInFull(file)))
    }
}
