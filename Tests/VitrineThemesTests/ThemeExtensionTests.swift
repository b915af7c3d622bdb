import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// `$extends`: a theme that overrides only what differs from another.
@Suite struct ThemeExtensionTests {
    let folder = TemporaryFolder()

    init() {
        folder.write("base.json", ##"""
        {"$description": "Base", "c": {"$type": "color",
          "brand": {"$value": "#111111", "$extensions": {"mode": {"dark": "#eeeeee"}}, "$description": "Brand"},
          "page": {"$value": "#ffffff"},
          "badge": {"$value": "{c.brand}"}}}
        """##)
    }

    private func load(_ name: String) throws(ThemeError) -> Theme {
        try Theme.load(from: folder.url.appendingPathComponent(name + ".json"), requiredTokens: [], everyTokenRead: true)
    }

    @Test func overridesReplaceOnlyTheirTokensAndAliasesSeeThem() throws {
        folder.write("bank.json", ##"{"$extends": "base", "c": {"brand": {"$value": "#00796b"}}}"##)
        let theme = try load("bank")
        #expect(theme.extends == "base")
        #expect(theme.light.color("c.badge") == Color(hex: "#00796b"), "the base's alias follows the override")
        #expect(theme.dark.color("c.brand") == Color(hex: "#00796b"), "an override replaces the whole token, dark value too")
        #expect(theme.light.color("c.page") == .rgb(255, 255, 255))
        #expect(theme.description == "Base", "the description is inherited unless overridden")
        #expect(theme.light.token("c.brand")?.description == nil)
        #expect(theme.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["bank.json", "base.json"])
    }

    /// A theme may extend one whose name is canonically equivalent text (`café` composed, `cafe` + U+0301):
    /// two files, no cycle.
    @Test func aBaseNamedLikeTheThemeInOtherBytesIsNoCycle() throws {
        folder.write("cafe\u{301}.json", ##"{"$extends": "base", "c": {"brand": {"$value": "#00796b"}}}"##)
        folder.write("caf\u{E9}.json", ##"{"$extends": "cafe\##u{301}", "c": {"page": {"$value": "#000000"}}}"##)
        let theme = try load("caf\u{E9}")
        #expect(theme.light.color("c.brand") == Color(hex: "#00796b"))
        #expect(theme.light.color("c.page") == .rgb(0, 0, 0))
    }

    @Test func anOverrideWithoutTypeTakesTheBaseType() throws {
        folder.write("typeless.json", ##"{"$extends": "./base.json", "c": {"page": {"$value": "#000000"}}}"##)
        #expect(try load("typeless").light.color("c.page") == .rgb(0, 0, 0))
    }

    @Test func chainsOfExtensionResolveNearestFirst() throws {
        folder.write("middle.json", ##"{"$extends": "base", "c": {"page": {"$value": "#222222"}}}"##)
        folder.write("top.json", ##"{"$extends": "middle", "c": {"brand": {"$value": "#333333"}}}"##)
        let theme = try load("top")
        #expect(theme.light.color("c.page") == .rgb(0x22, 0x22, 0x22))
        #expect(theme.light.color("c.badge") == .rgb(0x33, 0x33, 0x33))
        #expect(theme.files.count == 3)
    }

    @Test func errorsNameTheFileThatHoldsTheFault() {
        folder.write("broken-base.json", ##"{"c": {"$type": "color", "x": {"$value": "{c.missing}"}}}"##)
        folder.write("child.json", ##"{"$extends": "broken-base", "c": {"y": {"$type": "color", "$value": "#fff"}}}"##)
        let failure = #expect(throws: ThemeError.self) { try load("child") }
        #expect(failure?.file.hasSuffix("/broken-base.json") == true)
        #expect(failure?.tokenPath == "c.x")
        #expect(failure?.message == "unknown alias {c.missing} (via c.x → c.missing)")

        folder.write("bad-override.json", ##"{"$extends": "base", "c": {"brand": {"$value": "teal"}}}"##)
        let badValue = #expect(throws: ThemeError.self) { try load("bad-override") }
        #expect(badValue?.file.hasSuffix("/bad-override.json") == true, "the base's alias leads to the override's value")
        #expect(badValue?.tokenPath == "c.badge")
        #expect(badValue?.message == "light value teal (from {c.brand}) is not a valid color")
    }

    @Test func aMissingBaseIsAnError() {
        folder.write("orphan.json", ##"{"$extends": "nowhere", "c": {}}"##)
        let failure = #expect(throws: ThemeError.self) { try load("orphan") }
        #expect(failure?.tokenPath == "$extends")
        #expect(failure?.message.hasPrefix("base theme \"nowhere\" not found (") == true)
        folder.write("number.json", ##"{"$extends": 3}"##)
        #expect(throws: ThemeError(file: folder.url.appendingPathComponent("number.json").path, tokenPath: "$extends",
                                   message: "expected the name or path of a theme, or a list of them")) { try load("number") }
    }

    @Test func anExtensionCycleShowsTheWholeChain() {
        folder.write("a.json", ##"{"$extends": "b"}"##)
        folder.write("b.json", ##"{"$extends": "c"}"##)
        folder.write("c.json", ##"{"$extends": "a"}"##)
        let failure = #expect(throws: ThemeError.self) { try load("a") }
        #expect(failure?.message == "extends cycle: a → b → c → a")
        folder.write("self.json", ##"{"$extends": "self"}"##)
        #expect((#expect(throws: ThemeError.self) { try load("self") })?.message == "extends cycle: self → self")
    }
}
