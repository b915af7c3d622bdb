import Foundation
import Testing
import VitrineCore
import VitrineTestSupport
import VitrineThemes

@Suite struct ThemeTests {
    let folder = TemporaryFolder()


    @Test func resolvesAliasesToAnyDepthPerAppearance() throws {
        let theme = try folder.loadTheme("""
        {"theme": {"color": {"$type": "color",
          "base": {"blue": {"$value": "#0000ff", "$extensions": {"mode": {"dark": "#000088"}}}},
          "brand": {"$value": "{theme.color.base.blue}", "$description": "Brand"},
          "badge": {"$value": "{theme.color.brand}"}}}}
        """)
        let light = theme.resolved(for: .light).token("theme.color.badge")
        #expect(light?.value == .color(.rgb(0, 0, 255)))
        #expect(light?.aliasChain == ["theme.color.brand", "theme.color.base.blue"])
        #expect(theme.resolved(for: .dark).color("theme.color.badge") == .rgb(0, 0, 0x88))
        #expect(theme.light.token("theme.color.brand")?.description == "Brand")
    }

    @Test func darkAliasesCanPointElsewhere() throws {
        let theme = try folder.loadTheme("""
        {"c": {"$type": "color", "a": {"$value": "#111111"}, "b": {"$value": "#222222"},
               "x": {"$value": "{c.a}", "$extensions": {"mode": {"dark": "{c.b}"}}}}}
        """)
        #expect(theme.light.token("c.x")?.aliasChain == ["c.a"])
        #expect(theme.dark.token("c.x")?.aliasChain == ["c.b"])
    }

    @Test func remIsSixteenPoints() throws {
        let theme = try folder.loadTheme(##"{"d": {"$type": "dimension", "a": {"$value": "1.5rem"}, "b": {"$value": {"value": 0.5, "unit": "rem"}}}}"##)
        #expect(theme.light.token("d.a")?.value == .dimension(24))
        #expect(theme.light.token("d.b")?.value == .dimension(8))
        #expect(folder.themeError(##"{"d": {"$type": "dimension", "x": {"$value": {"value": 2, "unit": "em"}}}}"##) != nil, "em is not stated")
    }

    @Test func parsesDimensionsNumbersAndStrings() throws {
        let theme = try folder.loadTheme("""
        {"d": {"r": {"$type": "dimension", "$value": "8px"}, "s": {"$type": "dimension", "$value": {"value": 12, "unit": "pt"}},
               "n": {"$type": "number", "$value": 1.5}, "f": {"$type": "string", "$value": "SF Pro"}}}
        """)
        #expect(theme.light.token("d.r")?.value == .dimension(8))
        #expect(theme.light.token("d.s")?.value == .dimension(12))
        #expect(theme.light.token("d.n")?.value == .number(1.5))
        #expect(theme.light.token("d.f")?.value == .string("SF Pro"))
        #expect(TokenValue.dimension(8).description == "8pt")
        #expect(TokenValue.number(1.5).description == "1.5")
    }

    /// A dimension is shown in the unit it is written in (Primer's `breakpoint.xlarge` is `1280px`, not
    /// `1280pt`), a rem with the points it counts as; the same length written two ways is one value.
    @Test func dimensionsAreShownInTheirOwnUnit() throws {
        let theme = try folder.loadTheme("""
        {"d": {"$type": "dimension", "px": {"$value": "1280px"}, "pt": {"$value": {"value": 12, "unit": "pt"}},
               "rem": {"$value": {"value": 2, "unit": "rem"}}, "bare": {"$value": 4}, "alias": {"$value": "{d.px}"}, "px16": {"$value": "16px"},
               "rem1": {"$value": "1rem"}}}
        """, everyTokenRead: false)
        let shown = { (path: String) in theme.light.token(TokenPath(path))?.shown.description }
        #expect(shown("d.px") == "1280px" && shown("d.pt") == "12pt" && shown("d.bare") == "4pt")
        #expect(shown("d.rem") == "2rem (32pt)" && shown("d.rem1") == "1rem (16pt)")
        #expect(shown("d.alias") == "1280px", "an alias shows its target as written")
        #expect(theme.light.token("d.px16")?.shown == theme.light.token("d.rem1")?.shown, "16px and 1rem are one length")
    }

    @Test func invalidJSONNamesLineAndColumn() {
        let failure = folder.themeError("{\n  \"a\": {\n    \"b\": 1,,\n  }\n}")
        #expect(failure?.line == 3)
        #expect(failure?.column == 12)
        #expect(failure?.description.contains(".json:3:12: invalid JSON") == true)
    }

    @Test func unknownAliasNamesTokenAndTarget() {
        let failure = folder.themeError(##"{"c": {"$type": "color", "x": {"$value": "{c.nowhere}"}}}"##)
        #expect(failure?.tokenPath == "c.x")
        #expect(failure?.message == "unknown alias {c.nowhere} (via c.x → c.nowhere)")
    }

    @Test func aliasCycleShowsTheWholeChain() {
        let failure = folder.themeError(##"{"c": {"$type": "color", "a": {"$value": "{c.b}"}, "b": {"$value": "{c.c}"}, "c": {"$value": "{c.a}"}}}"##)
        #expect(failure?.tokenPath == "c.a")
        #expect(failure?.message == "alias cycle: c.a → c.b → c.c → c.a")
    }

    @Test func wrongTypeThroughAnAliasIsAnError() {
        let failure = folder.themeError(##"{"c": {"x": {"$type": "color", "$value": "{d.r}"}}, "d": {"r": {"$type": "dimension", "$value": "8px"}}}"##)
        #expect(failure?.tokenPath == "c.x")
        #expect(failure?.message == "wrong $type: color token aliases {d.r} of type dimension")
    }

    @Test func unparsableValuesNameTheAppearance() {
        let failure = folder.themeError(##"{"c": {"$type": "color", "x": {"$value": "#fff", "$extensions": {"mode": {"dark": "blue"}}}}}"##)
        #expect(failure?.tokenPath == "c.x")
        #expect(failure?.message == "dark value blue is not a valid color")
        #expect(folder.themeError(##"{"d": {"$type": "dimension", "x": {"$value": "wide"}}}"##)?.message == "light value wide is not a valid dimension")
        #expect(folder.themeError(##"{"d": {"$type": "number", "x": {"$value": true}}}"##)?.message == "light value true is not a valid number")
    }

    @Test func colorsInTheObjectFormsOfTheFormat() throws {
        let theme = try folder.loadTheme(##"""
        {"c": {"$type": "color", "hex": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 1], "hex": "#0080ff"}},
               "components": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}}}}
        """##)
        #expect(theme.light.color("c.hex") == .rgb(0, 0x80, 0xFF))
        #expect(theme.light.color("c.components") == .rgb(255, 128, 0))
        #expect(folder.themeError(##"{"c": {"$type": "color", "x": {"$value": {"colorSpace": "rec2100", "components": [1, 0, 0]}}}}"##)?
            .message.hasPrefix("light value") == true, "a space not read, without a hex fallback")
    }

    @Test(arguments: [
        (#"{"colorSpace": "srgb-linear", "components": [0.2159, 0.2159, 0.2159]}"#, Color.rgb(128, 128, 128)),
        (#"{"colorSpace": "hsl", "components": [210, 100, 50]}"#, .rgb(0, 128, 255)),
        (#"{"colorSpace": "hsl", "components": ["none", 0, 100]}"#, .rgb(255, 255, 255)),
        (#"{"colorSpace": "hwb", "components": [0, 0, 0]}"#, .rgb(255, 0, 0)),
        (#"{"colorSpace": "hwb", "components": [0, 60, 60]}"#, .rgb(128, 128, 128)),
        (#"{"colorSpace": "oklab", "components": [0.62796, 0.22486, 0.12585]}"#, .rgb(255, 0, 0)),
        (#"{"colorSpace": "oklch", "components": [0.45201, 0.31321, 264.05]}"#, .rgb(0, 0, 255)),
        (#"{"colorSpace": "display-p3", "components": [1, 1, 1]}"#, .rgb(255, 255, 255)),
        (#"{"colorSpace": "display-p3", "components": [1, 0, 0]}"#, .rgb(255, 0, 0)),
        (#"{"colorSpace": "xyz-d65", "components": [0.9505, 1.0, 1.089]}"#, .rgb(255, 255, 255)),
        (#"{"colorSpace": "lab", "components": [50, 0, 0]}"#, .rgb(0x77, 0x77, 0x77)),
        (#"{"colorSpace": "lab", "components": [54.29, 80.82, 69.9]}"#, .rgb(255, 0, 0)),
        (#"{"colorSpace": "lch", "components": [54.29, 106.84, 40.85]}"#, .rgb(255, 0, 0)),
        (#"{"colorSpace": "xyz-d50", "components": [0.43607, 0.22250, 0.01393]}"#, .rgb(255, 0, 0)),
        (#"{"colorSpace": "a98-rgb", "components": [0.8586, 0, 0]}"#, .rgb(255, 0, 0)),
        (#"{"colorSpace": "prophoto-rgb", "components": [1, 1, 1]}"#, .rgb(255, 255, 255)),
        (#"{"colorSpace": "prophoto-rgb", "components": [0.7023, 0.2757, 0.1036]}"#, .rgb(255, 0, 0)),
        (#"{"colorSpace": "rec2020", "components": [0.7919, 0.2310, 0.0738]}"#, .rgb(255, 0, 0)),
        (##"{"colorSpace": "rec2100-pq", "components": [0.5, 0.5, 0.5], "hex": "#777777"}"##, .rgb(0x77, 0x77, 0x77)),
    ])
    func everyColourSpaceOfTheFormatBecomesSRGB(json: String, expected: Color) throws {
        let theme = try folder.loadTheme(#"{"c": {"$type": "color", "x": {"$value": "# + json + #"}}}"#)
        #expect(theme.light.color("c.x") == expected, "\(json)")
    }

    @Test func unknownTypeAndMissingTypeAreErrors() {
        #expect(folder.themeError(##"{"c": {"$type": 7, "x": {"$value": "#fff"}}}"##)?.message == "$type must be a type's name, not 7")
        #expect(folder.themeError(##"{"c": {"x": {"$value": "#fff"}}}"##)?.message == "no $type on the token or its groups")
        #expect(folder.themeError(##"{"c": {"x": 3}}"##)?.message == "expected a token (an object with $value) or a group")
        #expect(folder.themeError("[1, 2]")?.message == "the top level must be a JSON object of token groups")
        let dotted = folder.themeError(##"{"c": {"$type": "color", "a.b": {"$value": "#fff"}}}"##)
        #expect(dotted?.tokenPath == "c.a.b")
        #expect(dotted?.message == "names cannot contain \".\", \"{\" or \"}\" (they would make paths ambiguous)")
        // A dot with a combining mark after it is another character, but still a dot in the path's text.
        let marked = folder.themeError(##"{"c": {"$type": "color", "a.\##u{301}b": {"$value": "#fff"}}}"##)
        #expect(marked?.message == "names cannot contain \".\", \"{\" or \"}\" (they would make paths ambiguous)")
    }

    /// Of several bad members of a group, the first in byte order is named, whatever the order in which a
    /// dictionary (seeded afresh in each process) gives them: 40 of them, past the sort's short cut for 20.
    @Test func theFirstBadMemberInOrderIsNamed() {
        let names = (0 ..< 40).map { "k" + String($0 + 100) }.shuffled()
        let json = "{\"c\": {" + names.map { "\"\($0)\": 3" }.joined(separator: ", ") + "}}"
        #expect(folder.themeError(json)?.tokenPath == "c.k100")
        let strangers = names.map { "\"\($0)\": 3" }.joined(separator: ", ")
        let token = "{\"c\": {\"$type\": \"color\", \"x\": {\"$value\": \"#fff\", " + strangers + "}}}"
        #expect(folder.themeError(token, required: [ColorToken("c.x").requirement])?.message
            == "a token has only $-properties; \"k100\" beside $value is not one (a tool's own data belongs in $extensions)")
    }

    @Test func missingRequiredTokenIsAnError() {
        let failure = folder.themeError(##"{"c": {"$type": "color", "x": {"$value": "#fff"}}}"##, required: [ColorToken("c.x").requirement, ColorToken("c.y").requirement])
        #expect(failure?.tokenPath == "c.y")
        #expect(failure?.message == "missing token required by a component")
    }

    @Test func unreadableFileIsAnError() {
        let failure = #expect(throws: ThemeError.self) {
            try Theme.load(from: URL(fileURLWithPath: "/nonexistent/theme.json"), requiredTokens: [])
        }
        #expect(failure?.file == "/nonexistent/theme.json")
        #expect(failure?.message.hasPrefix("cannot read the file") == true)
    }

    @Test func devicesAndHugeFilesAreRefusedUnread() throws {
        let device = #expect(throws: ThemeError.self) { try Theme.load(from: URL(fileURLWithPath: "/dev/zero"), requiredTokens: []) }
        #expect(device?.message == "not a regular file")
        let huge = folder.write("huge.json", String(repeating: " ", count: 5 << 20))
        let tooBig = #expect(throws: ThemeError.self) { try Theme.load(from: huge, requiredTokens: []) }
        #expect(tooBig?.message == "the file is 5 MiB; a theme may be at most 4 MiB")
    }

    @Test func bundledDefaultThemeLoads() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("themes/default.json")
        let page: ColorToken = "theme.color.background.page"
        let theme = try Theme.load(from: url, requiredTokens: [page.requirement])
        #expect(theme.name == "default")
        #expect(theme.light.color(page) != theme.dark.color(page))
    }
}

@Suite struct ThemeDirectoryTests {
    @Test func findsThemesBesideAnExecutableInTheRepository() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-repo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("themes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".build/release"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: root.appendingPathComponent("themes/brand.json"))
        let executable = root.appendingPathComponent(".build/release/vitrine").path
        #expect(ThemeDirectory.locate(explicit: nil, environment: [:], currentDirectory: "/nonexistent", executablePath: executable) == nil,
                "a themes folder above the binary is not Vitrine's unless its Package.swift names Vitrine")
        try Data("let package = Package(\n    name: \"Vitrine\",\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let found = ThemeDirectory.locate(explicit: nil, environment: [:], currentDirectory: "/nonexistent", executablePath: executable)
        #expect(found?.url.standardizedFileURL == root.appendingPathComponent("themes").standardizedFileURL)
        #expect(found?.themeNames() == ["brand"])
        #expect(ThemeDirectory.locate(explicit: "/nonexistent", environment: [:], currentDirectory: root.path,
                                      executablePath: "/nonexistent/vitrine") == nil, "an explicit folder is not second-guessed")
    }

    @Test func tellsPathsFromNames() {
        #expect(ThemeDirectory.isPath("./brand.json"))
        #expect(ThemeDirectory.isPath("brand.json"))
        #expect(!ThemeDirectory.isPath("high-contrast"))
    }
}

@Suite struct ThemeSyntaxErrorTests {
    let folder = TemporaryFolder()

    @Test func aFileCutShortPointsAtItsEnd() throws {
        let url = folder.write("cut.json", "{\n  \"theme\": {\n    \"color\": 12,\n")
        let failure = #expect(throws: ThemeError.self) { try Theme.load(from: url, requiredTokens: []) }
        #expect(failure?.description == "\(url.path):4:1: invalid JSON: unexpected end of file")
        let empty = folder.write("empty.json", "")
        #expect((#expect(throws: ThemeError.self) { try Theme.load(from: empty, requiredTokens: []) })?.line == 1)
    }
}
