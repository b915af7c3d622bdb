import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// `$extensions.palette`: the palette entries a theme's author chooses for 256, 16 and 8 colours.
@Suite struct PaletteFallbackTests {
    let folder = TemporaryFolder()

    @Test func aTokensChosenEntriesAreSentInsteadOfTheAutomaticConversion() throws {
        let theme = try folder.loadTheme("""
        {"c": {"$type": "color",
          "info": {"$value": "#E0EDFF", "$extensions": {"mode": {"dark": "#0F2A4D"}, "palette": {"256": 153, "16": 4, "dark": {"256": 17, "16": 12}}}},
          "same": {"$value": "#EDEFF2", "$extensions": {"palette": {"16": 7}}},
          "plain": {"$value": "#E0EDFF", "$extensions": {"mode": {"dark": "#0F2A4D"}, "palette": {"16": 4}}}}}
        """)
        let info = theme.light.color("c.info")
        #expect(info.rgbValue! == (0xE0, 0xED, 0xFF), "the colour itself is unchanged")
        #expect(ColorProfile.trueColor.convert(info) == .rgb(0xE0, 0xED, 0xFF))
        #expect(ColorProfile.ansi256.convert(info) == .indexed(153))
        #expect(ColorProfile.ansi16.convert(info) == .indexed(4))
        #expect(ColorProfile.monochrome.convert(info) == .terminalDefault)
        let dark = theme.dark.color("c.info")
        #expect(ColorProfile.ansi256.convert(dark) == .indexed(17))
        #expect(ColorProfile.ansi16.convert(dark) == .indexed(12))
        #expect(ColorProfile.ansi16.convert(theme.dark.color("c.same")) == .indexed(7), "one value for both: one choice for both")
        let plainDark = theme.dark.color("c.plain")
        #expect(plainDark == .rgb(0x0F, 0x2A, 0x4D), "entries chosen for the light value are not used for another dark one")
        #expect(ColorProfile.ansi256.convert(theme.light.color("c.plain")) == ColorProfile.ansi256.convert(.rgb(0xE0, 0xED, 0xFF)),
                "a profile without a choice converts automatically")
    }

    @Test func anAliasTakesTheEntriesOfTheColourItNamesUnlessItChoosesItsOwn() throws {
        let theme = try folder.loadTheme("""
        {"c": {"$type": "color",
          "danger": {"$value": "#A3161A", "$extensions": {"palette": {"16": 1}}},
          "badge": {"$value": "{c.danger}"},
          "dot": {"$value": "{c.badge}", "$extensions": {"palette": {"16": 9}}}}}
        """)
        #expect(ColorProfile.ansi16.convert(theme.light.color("c.badge")) == .indexed(1))
        #expect(ColorProfile.ansi16.convert(theme.light.color("c.dot")) == .indexed(9))
        #expect(theme.light.token("c.dot")?.value.description == "#a3161a (16: 9)", "themes tokens shows the choice")
        #expect(theme.light.color("c.dot").description == "#a3161a")
    }

    /// At 8 colours (`TERM=xterm`, `TERM=screen`): an `8` entry wins; else a 16-colour entry's dark twin,
    /// and bright black, with no twin, the opposite of the appearance's page.
    @Test func atEightColoursAnEightEntryWinsAndASixteenEntryFindsItsTwin() throws {
        let theme = try folder.loadTheme("""
        {"c": {"$type": "color",
          "chosen": {"$value": "#E0EDFF", "$extensions": {"palette": {"16": 12, "8": 6}}},
          "bright": {"$value": "#A3161A", "$extensions": {"palette": {"16": 9}}},
          "grey": {"$value": "#5A6270", "$extensions": {"mode": {"dark": "#AAB2BF"}, "palette": {"16": 8, "dark": {"16": 8}}}},
          "greyChosen": {"$value": "#5A6270", "$extensions": {"mode": {"dark": "#AAB2BF"}, "palette": {"16": 8, "dark": {"16": 8, "8": 4}}}},
          "plain": {"$value": "#808080"}}}
        """)
        #expect(ColorProfile.ansi8.convert(theme.light.color("c.chosen")) == .indexed(6))
        #expect(ColorProfile.ansi16.convert(theme.light.color("c.chosen")) == .indexed(12), "the 16-colour entry stays for 16")
        #expect(ColorProfile.ansi8.convert(theme.light.color("c.bright")) == .indexed(1), "bright red's twin")
        #expect(ColorProfile.ansi8.convert(theme.light.color("c.grey")) == .indexed(0), "bright black on a light page: black")
        #expect(ColorProfile.ansi8.convert(theme.dark.color("c.grey")) == .indexed(7), "bright black on a dark page: white")
        #expect(ColorProfile.ansi8.convert(theme.dark.color("c.greyChosen")) == .indexed(4))
        #expect(theme.dark.token("c.greyChosen")?.value.description == "#aab2bf (16: 8, 8: 4)", "themes tokens shows the choice")
        #expect([.indexed(0), .indexed(7)].contains(ColorProfile.ansi8.convert(theme.light.color("c.plain"))), "a grey stays a grey")
    }

    @Test(arguments: [
        (#"{"8": 8}"#, "$extensions.palette: 8: 8 is not a palette entry 0…7"),
        (#"{"256": 256}"#, "$extensions.palette: 256: 256 is not a palette entry 0…255"),
        (#"{"16": 16}"#, "$extensions.palette: 16: 16 is not a palette entry 0…15"),
        (#"{"16": 1.5}"#, "$extensions.palette: 16: 1.5 is not a palette entry 0…15"),
        (#"{"16": true}"#, "$extensions.palette: 16: true is not a palette entry 0…15"),
        (#"{"16": "red"}"#, "$extensions.palette: 16: red is not a palette entry 0…15"),
        (#"{"88": 3}"#, "$extensions.palette: unknown key 88 (known: 256, 16, 8, dark)"),
        (#"{"dark": 3}"#, "$extensions.palette: dark: expected an object with 256, 16 or 8"),
        (#"{"dark": {"16": -1}}"#, "$extensions.palette: dark.16: -1 is not a palette entry 0…15"),
        (#"[1, 2]"#, "$extensions.palette: expected an object"),
    ])
    func aBadChoiceIsANamedError(palette: String, message: String) {
        let error = folder.themeError(##"{"c": {"x": {"$type": "color", "$value": "#000000", "$extensions": {"palette": "## + palette + "}}}}")
        #expect(error?.tokenPath == "c.x")
        #expect(error?.message == message)
    }

    @Test func onlyColoursHavePaletteEntries() {
        let error = folder.themeError(#"{"d": {"x": {"$type": "dimension", "$value": 4, "$extensions": {"palette": {"16": 1}}}}}"#)
        #expect(error?.message == "$extensions.palette is for colour tokens, not dimension")
    }
}
