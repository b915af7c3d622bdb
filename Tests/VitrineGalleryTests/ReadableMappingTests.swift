import Foundation
import Testing
import VitrineCatalog
import VitrineCore
import VitrineReview
import VitrineTestSupport
import VitrineThemes

/// `themes init`'s rules on small hand-written exports: pairs chosen so that every story stays readable, a
/// variant's meaning kept, a dark side from the export's own palette when it has light values only, and
/// what cannot be met said with the tokens tried.
@Suite struct ReadableMappingTests {
    let folder = TemporaryFolder()
    let catalog = StoryCatalog.standardWithPictures

    /// A light-only export shaped like GitHub Primer's: its `onEmphasis` white matches the avatar's initials
    /// by name, and its muted surfaces match the badges' backgrounds.
    static let primerLike = ##"""
        {"bgColor": {"$type": "color", "default": {"$value": "#ffffff"}, "muted": {"$value": "#f6f8fa"}, "emphasis": {"$value": "#25292e"},
                     "inset": {"$value": "#0d1117"},
                     "danger": {"muted": {"$value": "#ffebe9"}, "emphasis": {"$value": "#cf222e"}},
                     "success": {"muted": {"$value": "#dafbe1"}, "emphasis": {"$value": "#1f883d"}},
                     "attention": {"muted": {"$value": "#fff8c5"}, "emphasis": {"$value": "#9a6700"}},
                     "accent": {"muted": {"$value": "#ddf4ff"}, "emphasis": {"$value": "#0969da"}},
                     "neutral": {"muted": {"$value": "#eaeef2"}, "emphasis": {"$value": "#59636e"}}},
         "fgColor": {"$type": "color", "default": {"$value": "#1f2328"}, "muted": {"$value": "#59636e"}, "onEmphasis": {"$value": "#ffffff"},
                     "danger": {"$value": "#d1242f"}, "success": {"$value": "#1a7f37"}, "attention": {"$value": "#9a6700"},
                     "accent": {"$value": "#0969da"}, "disabled": {"$value": "#818b98"}, "onInverse": {"$value": "#f0f6fc"}},
         "borderColor": {"$type": "color", "default": {"$value": "#d1d9e0"}, "emphasis": {"$value": "#818b98"}}}
        """##

    private func export(_ text: String) throws -> Theme {
        folder.write("export.tokens.json", text)
        return try Theme.load(from: folder.url.appendingPathComponent("export.tokens.json"), requiredTokens: [])
    }

    @Test func everyPairMeetsItsMinimumWhereTheExportCan() throws {
        let mapping = ReadableMapping(catalog: catalog, reference: DefaultTheme.loaded, export: try export(Self.primerLike))
        let failing = ReadableMapping.failures(catalog: catalog, theme: mapping.theme())
        #expect(failing.isEmpty, "\(failing.map { "\($0.storyID) \($0.appearance) \($0.pair.ratio.fixed(2)) \($0.foregroundTokens) on \($0.backgroundTokens)" })")
        #expect(mapping.unmet.isEmpty && mapping.changedForContrast > 0, "name matching alone left pairs unreadable here")
    }

    @Test func aVariantKeepsItsMeaning() throws {
        let mapping = ReadableMapping(catalog: catalog, reference: DefaultTheme.loaded, export: try export(Self.primerLike))
        let chosen = Dictionary(uniqueKeysWithValues: mapping.choices.map { ($0.path.rawValue, $0) })
        for meaning in ["danger", "success", "warning"] {
            let background = try #require(chosen["theme.color.badge.\(meaning).background"])
            #expect(TokenMapper.meanings(background.light) == [meaning], "\(meaning): \(background.light) (\(background.reason))")
            #expect(TokenMapper.meanings(background.dark ?? background.light) == [meaning], "\(meaning) in dark: \(String(describing: background.dark))")
        }
        // The export has no info family (Primer's accent reads as brand): info takes no other variant's meaning.
        let info = try #require(chosen["theme.color.badge.info.background"])
        #expect(TokenMapper.meanings(info.light).isDisjoint(with: ["danger", "success", "warning"]), "info: \(info.light)")
        let initials = try #require(chosen["theme.color.avatar.initials"])
        #expect(TokenMapper.meanings(initials.light).isEmpty, "the initials take no meaning: \(initials.light)")
    }

    /// No dark side in the export: dark is the export's own colours (none of the reference's dark values
    /// beside the export's light ones), chosen near the reference's dark colours, and readable.
    @Test func aLightOnlyExportGetsADarkSideFromItsOwnPalette() throws {
        let exported = try export(Self.primerLike)
        let mapping = ReadableMapping(catalog: catalog, reference: DefaultTheme.loaded, export: exported)
        #expect(mapping.darkSide == .derived)
        let dark = mapping.theme().dark
        let exportColours = exported.light.sortedTokens.map(\.value)
        for choice in mapping.choices where choice.path.rawValue.hasPrefix("theme.color.") {
            let value = try #require(dark.token(choice.path)?.value)
            #expect(exportColours.contains(value), "\(choice.path) is not one of the export's colours in dark")
        }
        #expect(dark.token("theme.color.background.page")?.value == .color(.rgb(0x0d, 0x11, 0x17)), "the darkest surface for the page")
    }

    @Test func whatCannotBeMetIsKeptWithTheTokensTried() throws {
        let pale = ##"{"c": {"$type": "color", "bg": {"$value": "#ffffff"}, "text": {"$value": "#eeeeee"}, "line": {"$value": "#dddddd"}}}"##
        let mapping = ReadableMapping(catalog: catalog, reference: DefaultTheme.loaded, export: try export(pale))
        #expect(!mapping.unmet.isEmpty)
        #expect(mapping.unmet.contains { !$0.tried.isEmpty && $0.tried.allSatisfy { $0.rawValue.hasPrefix("c.") } }, "the export's tokens tried are named")
    }

    /// A token whose own chain breaks in one appearance, or a translucent colour (drawn opaque it would be
    /// its full colour), is never chosen.
    @Test func brokenAndTranslucentTokensAreNeverCandidates() throws {
        let text = ##"""
            {"c": {"$type": "color", "ok": {"$value": "#101010"}, "overlay": {"$value": "#cf222e1a"},
                   "half": {"$value": "#202020", "$extensions": {"mode": {"dark": "{c.nowhere}"}}}}}
            """##
        let paths = TokenMapper.candidates(in: try export(text)).map(\.path.rawValue)
        #expect(paths == ["c.ok"])
    }

    /// `--dark-group`: a group holding each token's dark value at the same path below it gives the dark side,
    /// written as each alias's dark value.
    @Test func aDarkGroupGivesTheDarkSide() throws {
        let text = ##"""
            {"c": {"$type": "color", "page": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}, "danger": {"$value": "#b00020"},
                   "danger-bg": {"$value": "#fde3e3"}},
             "color-scheme-dark": {"c": {"$type": "color", "page": {"$value": "#101010"}, "ink": {"$value": "#eeeeee"},
                                         "danger": {"$value": "#ff8a80"}, "danger-bg": {"$value": "#4a0d0d"}}}}
            """##
        let mapping = ReadableMapping(catalog: catalog, reference: DefaultTheme.loaded, export: try export(text), darkGroup: "color-scheme-dark")
        #expect(mapping.darkSide == .group)
        let exported = try export(text), dark = mapping.theme().dark
        #expect(mapping.choices.contains { $0.path.rawValue.hasPrefix("theme.color.") }, "colours were mapped, so the loop below checks something")
        for choice in mapping.choices where choice.path.rawValue.hasPrefix("theme.color.") {
            #expect(choice.dark == TokenPath("color-scheme-dark." + choice.light.rawValue), "\(choice.path): \(String(describing: choice.dark))")
            #expect(dark.token(choice.path)?.value == exported.light.token(TokenPath("color-scheme-dark." + choice.light.rawValue))?.value)
        }
        #expect(!mapping.choices.contains { $0.light.rawValue.hasPrefix("color-scheme-dark.") }, "the group is not offered as light values")
    }
}
