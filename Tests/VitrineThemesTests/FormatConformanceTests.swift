import Foundation
import Testing
import VitrineCore
import VitrineTestSupport
import VitrineThemes

/// The 2025.10 Format and Resolver Module clauses real exports use, each with a fixture written for it:
/// `$root`, `$ref`, group `$extends`, `$extends` lists, resolver documents, gradient stop references, the
/// MUSTs (a non-`$` property beside `$value`, exact-case font weights), and bounds only where a component reads.
@Suite struct FormatConformanceTests {
    let folder = TemporaryFolder()

    private func load(_ name: String, required: [TokenRequirement] = [], everyTokenRead: Bool = false) throws(ThemeError) -> Theme {
        try Theme.load(from: folder.url.appendingPathComponent(name), themesFolder: folder.url, requiredTokens: required, everyTokenRead: everyTokenRead)
    }

    @Test func aRootTokenIsTheGroupsOwnValue() throws {
        folder.write("root.json", ##"""
            {"color": {"$type": "color", "text": {"$root": {"$value": "#111111"}, "subtle": {"$value": "#666666"}},
                       "body": {"$value": "{color.text.$root}"}}}
            """##)
        let theme = try load("root.json")
        #expect(theme.light.color("color.text.$root") == .rgb(0x11, 0x11, 0x11))
        #expect(theme.light.color("color.body") == .rgb(0x11, 0x11, 0x11), "an alias names it with .$root")
    }

    @Test func aJSONPointerReferenceIsFollowedWithinTheFile() throws {
        folder.write("ref.json", ##"""
            {"colors": {"blue": {"$type": "color", "$value": "#0000ff"}},
             "semantic": {"primary": {"$ref": "#/colors/blue/$value", "$type": "color"}},
             "base": {"spacing": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}},
             "spacing": {"small": {"$type": "dimension", "$value": {"value": {"$ref": "#/base/spacing/$value/value"}, "unit": "rem"}}},
             "alias": {"$ref": "#/colors"}}
            """##)
        let theme = try load("ref.json")
        #expect(theme.light.color("semantic.primary") == .rgb(0, 0, 255), "a whole value")
        #expect(theme.light.token("spacing.small")?.value == .dimension(8 * 16), "part of a value (8rem)")
        #expect(theme.light.color("alias.blue") == .rgb(0, 0, 255), "a whole group")
        folder.write("dangling.json", ##"{"a": {"$type": "color", "$value": {"$ref": "#/nowhere"}}}"##)
        #expect(throws: ThemeError.self) { try load("dangling.json") }
        folder.write("loop.json", ##"{"a": {"$ref": "#/b"}, "b": {"$ref": "#/a"}}"##)
        let cycle = #expect(throws: ThemeError.self) { try load("loop.json") }
        #expect(cycle?.message.contains("$ref cycle") == true, "\(String(describing: cycle))")
    }

    @Test func aGroupExtendsAnotherGroup() throws {
        folder.write("groups.json", ##"""
            {"button": {"$type": "color", "bg": {"$value": "#000000"}, "fg": {"$value": "#ffffff"}},
             "danger-button": {"$extends": "{button}", "bg": {"$type": "color", "$value": "#ff0000"}}}
            """##)
        let theme = try load("groups.json")
        #expect(theme.light.color("danger-button.bg") == .rgb(255, 0, 0), "its own token wins")
        #expect(theme.light.color("danger-button.fg") == .rgb(255, 255, 255), "the rest comes from the group it extends")
    }

    /// A child theme whose group extends another group: the other group's tokens replace those the base
    /// theme gave the group (they were kept, and the `$extends` silently did nothing), the child's own win,
    /// and what the other group lacks stays the base's.
    @Test func aGroupExtendedInAChildThemeReplacesTheBasesTokens() throws {
        folder.write("default.json", ##"""
            {"badge": {"$type": "color", "success": {"bg": {"$value": "#00ff00"}, "fg": {"$value": "#003300"}},
             "danger": {"bg": {"$value": "#ff0000"}, "fg": {"$value": "#330000"}, "icon": {"$value": "#110000"}}}}
            """##)
        folder.write("child.json", ##"{"$extends": "default", "badge": {"danger": {"$extends": "{badge.success}", "fg": {"$value": "#000000"}}}}"##)
        let theme = try load("child.json")
        #expect(theme.light.color("badge.danger.bg") == .rgb(0, 255, 0), "from the group it extends, not the base's")
        #expect(theme.light.color("badge.danger.fg") == .rgb(0, 0, 0), "its own token wins")
        #expect(theme.light.color("badge.danger.icon") == .rgb(0x11, 0, 0), "what the other group lacks stays the base's")
    }

    /// `$extends` takes a list (later wins): a theme of the themes folder by name, wherever the file is, and
    /// exports by relative path.
    @Test func aThemeBuildsOnAListOfSources() throws {
        folder.write("default.json", ##"{"c": {"$type": "color", "a": {"$value": "#000001"}, "b": {"$value": "#000002"}, "c": {"$value": "#000003"}}}"##)
        folder.write("exports/one.tokens.json", ##"{"c": {"$type": "color", "b": {"$value": "#000010"}}}"##)
        folder.write("exports/two.tokens.json", ##"{"c": {"$type": "color", "b": {"$value": "#000020"}, "c": {"$value": "#000030"}}}"##)
        folder.write("teams/brand.json", ##"{"$extends": ["default", "../exports/one.tokens.json", "../exports/two.tokens.json"], "c": {"c": {"$value": "#000300"}}}"##)
        let theme = try load("teams/brand.json")
        #expect(theme.light.color("c.a") == .rgb(0, 0, 1) && theme.light.color("c.b") == .rgb(0, 0, 0x20) && theme.light.color("c.c") == .rgb(0, 3, 0))
        #expect(theme.extends == "default, ../exports/one.tokens.json, ../exports/two.tokens.json")
    }

    /// A resolver document: sets in order, the modifier with a dark context gives light and dark, another
    /// modifier its default; sources by reference or inline.
    @Test func aResolverDocumentGivesLightAndDark() throws {
        folder.write("sys/base.tokens.json", ##"{"c": {"$type": "color", "page": {"$value": "#ffffff"}, "ink": {"$value": "#000000"}}}"##)
        folder.write("sys/dark.tokens.json", ##"{"c": {"$type": "color", "page": {"$value": "#101010"}}}"##)
        folder.write("sys/compact.tokens.json", ##"{"size": {"$type": "dimension", "gap": {"$value": {"value": 4, "unit": "px"}}}}"##)
        folder.write("sys/roomy.tokens.json", ##"{"size": {"$type": "dimension", "gap": {"$value": {"value": 8, "unit": "px"}}}}"##)
        folder.write("sys.resolver.json", ##"""
            {"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}],
             "sets": {"base": {"sources": [{"$ref": "./sys/base.tokens.json"}, {"c": {"$type": "color", "accent": {"$value": "#0000ff"}}}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "./sys/dark.tokens.json"}]}, "default": "light"},
                           "density": {"contexts": {"compact": [{"$ref": "./sys/compact.tokens.json"}], "roomy": [{"$ref": "./sys/roomy.tokens.json"}]},
                                       "default": "roomy"}}}
            """##)
        folder.write("mapped.json", ##"{"$extends": "sys.resolver.json", "theme": {"page": {"$type": "color", "$value": "{c.page}"}}}"##)
        let theme = try load("mapped.json")
        #expect(theme.light.color("theme.page") == .rgb(255, 255, 255) && theme.dark.color("theme.page") == .rgb(0x10, 0x10, 0x10))
        #expect(theme.dark.color("c.ink") == .rgb(0, 0, 0), "what dark does not change stays")
        #expect(theme.light.color("c.accent") == .rgb(0, 0, 255), "an inline source")
        #expect(theme.light.token("size.gap")?.value == .dimension(8), "another modifier takes its default")
        #expect(theme.files.contains { $0.hasSuffix("sys/dark.tokens.json") } && !theme.files.contains { $0.hasSuffix("compact.tokens.json") })
    }

    /// A property beside `$value` that is not a `$`-property makes the token invalid: left out with a warning
    /// when nothing reads it, an error when a component does; never read as if it were not there.
    @Test func aNonDollarPropertyBesideTheValueIsReported() throws {
        folder.write("alpha.json", ##"{"c": {"$type": "color", "clear": {"$value": "#ffffff", "alpha": 0}, "ink": {"$value": "#000000"}}}"##)
        let theme = try load("alpha.json")
        #expect(theme.light.token("c.clear") == nil && theme.light.color("c.ink") == .rgb(0, 0, 0))
        #expect(theme.warnings.contains { $0.tokenPath == "c.clear" && $0.message.contains("\"alpha\" beside $value") })
        let read = #expect(throws: ThemeError.self) { try load("alpha.json", required: [TokenRequirement(path: "c.clear", kind: .color)]) }
        #expect(read?.message.contains("\"alpha\" beside $value") == true)
    }

    @Test func fontWeightNamesAreExactCase() throws {
        folder.write("weights.json", ##"{"w": {"$type": "fontWeight", "ok": {"$value": "bold"}, "wrong": {"$value": "Bold"}}}"##)
        let theme = try load("weights.json")
        #expect(theme.light.token("w.ok")?.value == .fontWeight(700) && theme.light.token("w.wrong") == nil)
        #expect(throws: ThemeError.self) { try load("weights.json", everyTokenRead: true) }
    }

    /// A "full" radius of 9999px and breakpoints beyond 1000 pt load when no component reads them, shown as
    /// they are; the same value where a component reads it is a named error.
    @Test func boundsApplyWhereAComponentReads() throws {
        folder.write("big.json", ##"{"radius": {"$type": "dimension", "full": {"$value": {"value": 9999, "unit": "px"}}, "md": {"$value": {"value": 8, "unit": "px"}}}}"##)
        let theme = try load("big.json", required: [TokenRequirement(path: "radius.md", kind: .dimension)])
        #expect(theme.light.token("radius.full")?.value == .dimension(9999))
        let read = #expect(throws: ThemeError.self) { try load("big.json", required: [TokenRequirement(path: "radius.full", kind: .dimension)]) }
        #expect(read?.message.contains("is outside -1000…1000 pt") == true)
    }

    @Test func gradientStopsMayReferenceTokens() throws {
        folder.write("gradient.json", ##"""
            {"brand": {"$type": "color", "$value": "#00ff66"}, "end": {"$type": "number", "$value": 1},
             "g": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}, {"color": "{brand}", "position": 0.5},
                                                   {"color": "#000000", "position": "{end}"}]}}
            """##)
        let theme = try load("gradient.json", everyTokenRead: true)
        guard case let .gradient(stops)? = theme.light.token("g")?.value else {
            Issue.record("not a gradient")
            return
        }
        #expect(stops.count == 3 && stops[1].color.color == .rgb(0, 255, 0x66) && stops[2].position == 1)
    }

    /// Every problem of the tokens components read comes in one run (the first error carries the others);
    /// an export with no mapping and a file of the older format say what they are.
    @Test func everyErrorAtOnceWithHintsForTheRecognisableCases() throws {
        folder.write("three.json", ##"{"c": {"$type": "color", "bad": {"$value": "teal"}}}"##)
        let required = ["c.bad", "c.one", "c.two"].map { TokenRequirement(path: TokenPath($0), kind: .color) }
        let failure = #expect(throws: ThemeError.self) { try load("three.json", required: required) }
        #expect(failure?.all.map { $0.tokenPath ?? "" } == ["c.bad", "c.one", "c.two"], "\(String(describing: failure?.all))")
        #expect(failure?.all.first?.message.contains("teal") == true && failure?.all.last?.message == "missing token required by a component")
        folder.write("export.tokens.json", ##"{"color": {"$type": "color", "red": {"$value": "#ff0000"}}}"##)
        let export = #expect(throws: ThemeError.self) { try load("export.tokens.json", required: [TokenRequirement(path: "theme.x", kind: .color)]) }
        #expect(export?.message.contains("map it with vitrine themes init --from export.tokens.json") == true)
        folder.write("older.json", ##"{"color": {"primary": {"value": "#ffffff", "type": "color"}}}"##)
        let older = #expect(throws: ThemeError.self) { try load("older.json") }
        #expect(older?.message.contains("2025.10 writes $value and $type") == true, "\(String(describing: older))")
        // A structural error does not stop the file: each legacy token is named, once.
        let legacy = (0 ..< 166).map { "\"c\($0)\": {\"value\": \"#ffffff\", \"type\": \"color\"}" }.joined(separator: ", ")
        folder.write("legacy.json", "{\"color\": {\(legacy)}, \"ok\": {\"$type\": \"color\", \"$value\": \"#000000\"}, \"bad.name\": {\"$value\": 1}}")
        let every = #expect(throws: ThemeError.self) { try load("legacy.json") }
        #expect(every?.all.count == ThemeError.maximumOthers + 1, "\(every?.all.count ?? 0) errors")
        #expect(Set(every?.all.compactMap(\.tokenPath) ?? []).count == every?.all.count, "one error a token")
    }

    /// Format §6.7.3, Examples 13 and 25: a token a group overrides through `$extends` without a `$type` of its
    /// own has the type the group has after extension, the base group's.
    @Test func anOverrideInAnExtendedGroupTakesTheBasesType() throws {
        folder.write("example-13.json", ##"""
            {"button": {"$type": "color",
                        "background": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}},
                        "text": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}},
             "button-primary": {"$extends": "{button}",
                                "background": {"$value": {"colorSpace": "srgb", "components": [0.8, 0, 0.4], "hex": "#cc0066"}}}}
            """##)
        let buttons = try load("example-13.json", everyTokenRead: true)
        #expect(buttons.light.color("button-primary.background") == .rgb(0xcc, 0, 0x66), "typed colour by its base group")
        #expect(buttons.light.color("button-primary.text") == .rgb(255, 255, 255))
        folder.write("example-25.json", ##"""
            {"input": {"$type": "dimension",
                       "field": {"width": {"$value": {"value": 100, "unit": "px"}},
                                 "background": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}}}},
             "input-amount": {"$extends": "{input}", "field": {"width": {"$value": {"value": 50, "unit": "px"}}}}}
            """##)
        let inputs = try load("example-25.json", everyTokenRead: true)
        #expect(inputs.light.token("input-amount.field.width")?.value == .dimension(50), "a dimension by the base's group")
        #expect(inputs.light.color("input-amount.field.background") == .rgb(255, 255, 255))
        folder.write("untyped.json", ##"{"a": {"x": {"$value": 1}}, "b": {"$extends": "{a}", "x": {"$value": 2}}}"##)
        #expect(throws: ThemeError.self, "with no type anywhere it stays untyped") { try load("untyped.json", everyTokenRead: true) }
    }

    /// Format §7.1.2, Example 32: a `$ref` into part of a token's value (a colour's first component) with a
    /// `$type` beside it is a token whose value is that part.
    @Test func aReferenceIntoPartOfAValueMakesAToken() throws {
        folder.write("example-32.json", ##"""
            {"colors": {"blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}, "$type": "color"}},
             "semantic": {"primary": {"$ref": "#/colors/blue/$value", "$type": "color"},
                          "primaryHue": {"$ref": "#/colors/blue/$value/components/1", "$type": "number"}}}
            """##)
        let theme = try load("example-32.json", everyTokenRead: true)
        #expect(theme.light.color("semantic.primary") == .rgb(0, 0x66, 0xcc))
        #expect(theme.light.token("semantic.primaryHue")?.value == .number(0.4))
    }

    /// Resolver Module: a resolver is known by its content, not its name (the module's examples load
    /// `resolver.json`), and a reference may name a part of another file, `file.json#/pointer` or
    /// `file.json#sets/name`.
    @Test func aResolverIsKnownByItsContentAndReferencesNamePartsOfFiles() throws {
        folder.write("system/base.json", ##"{"c": {"$type": "color", "page": {"$value": "#ffffff"}, "ink": {"$value": "#000000"}}}"##)
        folder.write("system/modes.json", ##"{"dark": {"c": {"$type": "color", "page": {"$value": "#101010"}}}, "unused": {}}"##)
        folder.write("system/library.json", ##"{"version": "2025.10", "sets": {"brand": {"sources": [{"$ref": "brand.json"}]}}, "resolutionOrder": []}"##)
        folder.write("system/brand.json", ##"{"c": {"$type": "color", "accent": {"$value": "#0000ff"}}}"##)
        folder.write("resolver.json", ##"""
            {"version": "2025.10",
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "system/library.json#sets/brand"}, {"$ref": "#/modifiers/theme"}],
             "sets": {"base": {"sources": [{"$ref": "system/base.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "system/modes.json#/dark"}]}, "default": "light"}}}
            """##)
        folder.write("mapped.json", ##"{"$extends": "resolver.json", "theme": {"page": {"$type": "color", "$value": "{c.page}"}}}"##)
        let theme = try load("mapped.json")
        #expect(theme.light.color("theme.page") == .rgb(255, 255, 255) && theme.dark.color("theme.page") == .rgb(0x10, 0x10, 0x10))
        #expect(theme.light.color("c.accent") == .rgb(0, 0, 255), "a set of another resolver document, by file#name")
        #expect(theme.files.contains { $0.hasSuffix("system/modes.json") }, "a file read in part is watched too")
        folder.write("broken.json", ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "system/modes.json#/nothing"}]}"##)
        let broken = #expect(throws: ThemeError.self) { try load("broken.json") }
        #expect(broken?.message.contains("names nothing in that file") == true, "\(String(describing: broken))")
    }
}
