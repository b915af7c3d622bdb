import Testing
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// The format's composite types, read field by field with aliases inside, printed as CSS writes them, and
/// every malformed one a named error.
@Suite struct CompositeTokenTests {
    let folder = TemporaryFolder()

    private let base = """
    "c": {"$type": "color", "shade": {"$value": "#00000080"}, "ink": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5}},
          "line": {"$value": "#cccccc"}},
    "space": {"$type": "dimension", "four": {"$value": "4px"}, "nudge": {"$value": "-2px"}},
    "font": {"body": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]}, "strong": {"$type": "fontWeight", "$value": "semi-bold"}},
    "motion": {"quick": {"$type": "duration", "$value": "200ms"}, "ease": {"$type": "cubicBezier", "$value": [0.5, 0, 1, 1]}},
    "stroke": {"dashed": {"$type": "strokeStyle", "$value": "dashed"}}
    """

    private func load(_ tokens: String) throws(ThemeError) -> ResolvedTheme {
        try folder.loadTheme("{\(base), \(tokens)}").light
    }

    private func error(_ tokens: String) -> ThemeError? {
        folder.themeError("{\(base), \(tokens)}")
    }

    @Test func shadowsWithAliasesInsideArePrintedAsCSS() throws {
        let theme = try load("""
        "elevation": {"$type": "shadow",
          "card": {"$value": {"color": "{c.shade}", "offsetX": 0, "offsetY": "{space.four}", "blur": "8px", "spread": 0}},
          "stack": {"$value": ["{elevation.card}", {"color": "#ff000040", "offsetX": "{space.nudge}", "offsetY": 1, "blur": 2, "spread": 1, "inset": true}]}}
        """)
        #expect(theme.token("elevation.card")?.value.description == "shadow 0 4px 8px #00000080")
        #expect(theme.token("elevation.stack")?.value.description == "shadow 0 4px 8px #00000080, inset -2px 1px 2px 1px #ff000040")
    }

    @Test func typographyAliasingFontTokensIsReadAndBoldFromSemiBold() throws {
        let theme = try load("""
        "text": {"$type": "typography",
          "label": {"$value": {"fontFamily": "{font.body}", "fontSize": "0.75rem", "fontWeight": "{font.strong}", "lineHeight": 1.2,
                               "letterSpacing": "0.5px", "fontStyle": "italic", "textCase": "none"}},
          "body": {"$value": {"fontFamily": "Inter", "fontSize": 16, "fontWeight": 400, "lineHeight": 1.5}}}
        """)
        guard case let .typography(label)? = theme.token("text.label")?.value,
              case let .typography(body)? = theme.token("text.body")?.value else {
            Issue.record("typography tokens were not read")
            return
        }
        #expect(label.textAttributes == [.bold, .italic] && body.textAttributes == [])
        #expect(label.description == "typography italic 600 12px/1.2 Inter, sans-serif, letter-spacing 0.5px")
        #expect(body.description == "typography 400 16px/1.5 Inter")
    }

    @Test func bordersTransitionsGradientsAndStrokeStyles() throws {
        let theme = try load("""
        "outline": {"$type": "border", "$value": {"color": "{c.line}", "width": "1px", "style": "{stroke.dashed}"}},
        "dots": {"$type": "border", "$value": {"color": "#000000", "width": 2, "style": {"dashArray": ["{space.four}", "2px"], "lineCap": "round"}}},
        "fade": {"$type": "transition", "$value": {"duration": "{motion.quick}", "delay": "0ms", "timingFunction": "{motion.ease}"}},
        "sky": {"$type": "gradient", "$value": [{"color": "{c.ink}", "position": 0}, {"color": "#0000ff", "position": 1.5}]}
        """)
        #expect(theme.token("outline")?.value.description == "border 1px dashed #cccccc")
        #expect(theme.token("dots")?.value.description == "border 2px dashes 4px 2px round #000000")
        #expect(theme.token("fade")?.value.description == "transition 200ms cubic-bezier(0.5, 0, 1, 1) 0ms")
        #expect(theme.token("sky")?.value.description == "gradient #ff000080 0%, #0000ff 100%", "positions are clamped to 0…1")
        #expect(theme.token("c.shade")?.alpha == 128.0 / 255)
    }

    @Test func aHugeValueIsQuotedShortInItsError() throws {
        let stops = Array(repeating: ##"{"color": "#000000", "position": 0}"##, count: 5_000).joined(separator: ", ")
        let message = try #require(error(#""g": {"$type": "gradient", "sky": {"$value": ["# + stops + "]}}")?.message)
        #expect(message.hasPrefix("light value: a gradient is a list of 1 to 64 stops, not [{\"color\": \"#000000\""), "\(message.prefix(120))")
        #expect(message.count < 150 && message.hasSuffix("…"), "the list is quoted in 80 characters, not 200 KB")
    }

    @Test func aCompositeMayAliasAWholeCompositeOfItsType() throws {
        let theme = try load("""
        "e": {"$type": "shadow", "one": {"$value": {"color": "#000000", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0}}, "same": {"$value": "{e.one}"}}
        """)
        #expect(theme.token("e.same")?.value == theme.token("e.one")?.value)
        #expect(theme.token("e.same")?.aliasChain == ["e.one"])
    }

    @Test(arguments: [
        (##""s": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": 0, "offsetY": 1, "blur": 2}}"##, "s", "shadow has no spread"),
        (##""s": {"$type": "shadow", "$value": {"color": "{space.four}", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0}}"##, "s",
         "shadow.color aliases {space.four}, a dimension, not a color"),
        (##""s": {"$type": "shadow", "$value": {"color": "{c.nope}", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0}}"##, "s", "unknown alias {c.nope}"),
        (##""s": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "wide", "offsetY": 1, "blur": 2, "spread": 0}}"##, "s",
         "light shadow.offsetX wide is not a valid dimension"),
        (##""s": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0, "inset": "yes"}}"##, "s",
         "shadow.inset must be true or false"),
        (##""s": {"$type": "shadow", "$value": []}"##, "s", "a shadow list needs at least one shadow"),
        (##""s": {"$type": "shadow", "$value": "0 4px 8px black"}"##, "s", "a shadow value is an object of fields"),
        (##""t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 16, "lineHeight": 1.5}}"##, "t", "typography has no fontWeight"),
        (##""t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 16, "fontWeight": "heavyish", "lineHeight": 1}}"##, "t",
         "light typography.fontWeight heavyish is not a valid fontWeight"),
        (##""t": {"$type": "typography", "$value": {"fontFamily": "{font.strong}", "fontSize": 16, "fontWeight": 400, "lineHeight": 1}}"##, "t",
         "typography.fontFamily aliases {font.strong}, a fontWeight, not a fontFamily"),
        (##""b": {"$type": "border", "$value": {"color": "#000000", "width": 1, "style": "wavy"}}"##, "b", "strokeStyle \"wavy\" is not one of"),
        (##""b": {"$type": "border", "$value": {"color": "#000000", "width": 1, "style": {"dashArray": [], "lineCap": "round"}}}"##, "b",
         "strokeStyle.dashArray must list 1 to 16 lengths"),
        (##""tr": {"$type": "transition", "$value": {"duration": "1s", "delay": "0ms", "timingFunction": [2, 0, 1, 1]}}"##, "tr",
         "transition.timingFunction [2, 0, 1, 1] is not a valid cubicBezier"),
        (##""g": {"$type": "gradient", "$value": [{"color": "#000000"}]}"##, "g", "gradient has no position"),
        (##""loop": {"$type": "border", "$value": {"color": "#000000", "width": 1, "style": "{loop}"}}"##, "loop", "alias cycle through composite fields: loop → loop"),
    ])
    func malformedCompositesAreNamedErrors(tokens: String, path: String, message: String) {
        let failure = error(tokens)
        #expect(failure?.tokenPath == path, "\(String(describing: failure))")
        #expect(failure?.message.contains(message) == true, "\(String(describing: failure?.message))")
    }

    @Test func shadowListsThatMultiplyThroughAliasesAreBounded() {
        let doubling = (0 ..< 8).map { level in
            level == 0 ? ##""l0": {"$value": {"color": "#000000", "offsetX": 0, "offsetY": 1, "blur": 2, "spread": 0}}"##
                : ##""l\##(level)": {"$value": ["{x.l\##(level - 1)}", "{x.l\##(level - 1)}"]}"##
        }.joined(separator: ", ")
        let failure = error(##""x": {"$type": "shadow", \##(doubling)}"##)
        #expect(failure?.message.contains("more than 16 shadows in one token") == true, "\(String(describing: failure))")
    }
}
