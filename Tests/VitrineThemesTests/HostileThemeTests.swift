import Foundation
import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// Theme files written to break Vitrine: each gives a named error at load time (never a crash, a hang or
/// a file read from elsewhere), or loads when it is in fact fine.
@Suite struct HostileThemeTests {
    let folder = TemporaryFolder()
    let elsewhere = TemporaryFolder()


    private func dimension(_ raw: String) -> String { #"{"d": {"$type": "dimension", "h": {"$value": \#(raw)}}}"# }

    @Test(arguments: [#""nan""#, #""inf""#, #""-inf""#, "1e308", #""1e308px""#, "1e6", "-1001", #"{"value": 1e300, "unit": "px"}"#])
    func dimensionsThatCannotBeDrawnAreNamedErrors(raw: String) {
        let failure = folder.themeError(dimension(raw))
        #expect(failure?.tokenPath == "d.h", "\(raw)")
        #expect(failure?.message.contains("is outside -1000…1000 pt") == true || failure?.message.contains("is not a valid dimension") == true,
                "\(String(describing: failure))")
    }

    @Test func zeroAndOneAreNumbersAndTrueIsNot() throws {
        let theme = try folder.loadTheme(#"{"d": {"$type": "dimension", "zero": {"$value": 0}, "one": {"$value": 1}}, "n": {"$type": "number", "one": {"$value": 1}}}"#)
        #expect(theme.light.token("d.zero")?.value == .dimension(0))
        #expect(theme.light.token("d.one")?.value == .dimension(1))
        #expect(theme.light.token("n.one")?.value == .number(1))
        #expect(folder.themeError(dimension("true"))?.message == "light value true is not a valid dimension")
    }

    @Test func aColourMustBeAllHexDigits() {
        #expect(Color(hex: "#+12345") == nil)
        #expect(Color(hex: "#-12345") == nil)
        #expect(Color(hex: "#12 345") == nil)
        #expect(Color(hex: "#012345") == .rgb(0x01, 0x23, 0x45))
    }

    @Test func aRequiredColourDeclaredAsAStringIsAnError() {
        let failure = folder.themeError(##"{"c": {"x": {"$type": "string", "$value": "#ffffff"}}}"##, required: [ColorToken("c.x").requirement])
        #expect(failure?.message == "a component needs a color here, not a string")
    }

    @Test func aLongAliasChainIsANamedErrorAndFast() {
        // 1,000 aliases in a row once took 2.9 s to validate (10,000 ran past 400 s).
        let links = (0 ..< 1000).map { #""t\#($0)": {"$value": "{c.t\#($0 + 1)}"}"# }.joined(separator: ",")
        let failure = folder.themeError(##"{"c": {"$type": "color", \##(links), "t1000": {"$value": "#000000"}}}"##)
        #expect(failure?.message.hasPrefix("more than 32 aliases in a row") == true, "\(String(describing: failure))")
        let short = (0 ..< 32).map { #""t\#($0)": {"$value": "{c.t\#($0 + 1)}"}"# }.joined(separator: ",")
        #expect(folder.themeError(##"{"c": {"$type": "color", \##(short), "t32": {"$value": "#000000"}}}"##) == nil, "32 is allowed")
    }

    @Test func tooManyTokensIsANamedError() {
        // One file cannot hold that many within a theme file's size: a list of sources can.
        for part in 0 ..< 2 {
            let tokens = (0 ..< 100_000 + part).map { #""t\#($0)": {"$value": 1}"# }.joined(separator: ",")
            folder.write("part\(part).json", #"{"n\#(part)": {"$type": "number", \#(tokens)}}"#)
        }
        #expect(folder.themeError(#"{"$extends": ["part0.json", "part1.json"]}"#)?.message == "200001 tokens; a theme may have at most 200000")
    }

    private func art(_ path: String) -> String { #"{"a": {"$type": "art", "logo": {"$value": "\#(path)"}}}"# }

    @Test func artOutsideTheThemesFolderIsRefused() throws {
        let secret = elsewhere.write("secret.txt", "TOP SECRET\n")
        let outside = folder.themeError(art(secret.path))
        #expect(outside?.message.hasPrefix("art file \(secret.path): outside the theme's folder") == true, "\(String(describing: outside))")
        #expect(folder.themeError(art("../\(elsewhere.url.lastPathComponent)/secret.txt"))?.message.contains("outside the theme's folder") == true)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("link.txt"), withDestinationURL: secret)
        #expect(folder.themeError(art("link.txt"))?.message.contains("outside the theme's folder") == true, "a link inside pointing out")
        // A folder that is a link out: the art's folder is resolved once for all its files, and still checked.
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("logos-out"), withDestinationURL: elsewhere.url)
        #expect(folder.themeError(art("logos-out/secret.txt"))?.message.contains("outside the theme's folder") == true, "a folder link pointing out")
    }

    @Test func linksInsideTheFolderAndALinkedThemeFileWork() throws {
        let logo = folder.write("logos/logo.txt", "LOGO\n")
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("alias.txt"), withDestinationURL: logo)
        let theme = try folder.loadTheme(art("alias.txt"), name: "real.json")
        guard case let .art(loaded)? = theme.light.token("a.logo")?.value else {
            Issue.record("the linked art loads")
            return
        }
        #expect(loaded.rows == ["LOGO"])
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("linked.json"),
                                                   withDestinationURL: folder.url.appendingPathComponent("real.json"))
        #expect(throws: Never.self) { try Theme.load(from: folder.url.appendingPathComponent("linked.json"), requiredTokens: []) }
    }

    @Test func aThemeMayNameAtMost64ArtFiles() {
        let tokens = (0 ..< 65).map { index -> String in
            folder.write("art/\(index).txt", "\(index)\n")
            return #""l\#(index)": {"$value": "art/\#(index).txt"}"#
        }.joined(separator: ",")
        #expect(folder.themeError(#"{"a": {"$type": "art", \#(tokens)}}"#)?.message.contains("at most 64 art files") == true)
    }

    @Test func pointsThatAreNotNumbersStillGiveADrawableSize() {
        #expect(PointScale.cells(width: .nan, height: .infinity) == Size(width: 1, height: 1))
        #expect(PointScale.cells(width: 1e308, height: -5) == Size(width: PointScale.maximumCells, height: 1))
    }

    /// References copy what they name: ten thousand references to a group of a thousand tokens would be ten
    /// million values from a file of a few hundred kilobytes. Bounded, named, and quick.
    @Test func referencesThatMultiplyAreBounded() {
        let base = (0 ..< 1000).map { #""t\#($0)": {"$value": 1}"# }.joined(separator: ",")
        let copies = (0 ..< 10_000).map { ##""c\##($0)": {"$ref": "#/base"}"## }.joined(separator: ",")
        let started = ContinuousClock.now
        let failure = folder.themeError(##"{"base": {"$type": "number", \##(base)}, "copies": {\##(copies)}}"##)
        #expect(failure?.message == "more than 1000000 values once its $ref are followed", "\(String(describing: failure))")
        #expect(started.duration(to: .now) < .seconds(30), "stops long before the copies are made")
    }

    /// A group's `$extends` copies a group: a thousand groups copying a thousand tokens each stop at the cap.
    @Test func groupExtensionsThatMultiplyAreBounded() {
        let base = (0 ..< 1000).map { #""t\#($0)": {"$value": 1}"# }.joined(separator: ",")
        let copies = (0 ..< 1000).map { #""g\#($0)": {"$extends": "{base}"}"# }.joined(separator: ",")
        let failure = folder.themeError(#"{"base": {"$type": "number", \#(base)}, "copies": {\#(copies)}}"#)
        #expect(failure?.message == "groups extending groups make more than 200000 tokens", "\(String(describing: failure))")
    }
}
