import Testing
import VitrineCore
import VitrineTerminalProtocol

@Suite struct TerminalReplyTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", Color.rgb(255, 255, 255)),
        ("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}", .rgb(0x1E, 0x1E, 0x2E)),
        ("\u{1B}]11;rgb:10/13/18\u{1B}\\\u{1B}[?62;22c", .rgb(0x10, 0x13, 0x18)),
        ("\u{1B}]11;rgb:f/8/0\u{07}", .rgb(255, 136, 0)),
        ("\u{1B}]11;rgba:0000/0000/0000/ffff\u{07}", .rgb(0, 0, 0)),
        ("typed ahead\u{1B}]11;rgb:8080/8080/8080\u{07}", .rgb(128, 128, 128)),
    ])
    func readsTheBackgroundFromAnOSC11Answer(reply: String, color: Color) {
        #expect(TerminalReply.backgroundColor(in: bytes(reply)) == color)
    }

    @Test(arguments: [
        "",                                         // no answer at all
        "\u{1B}[?62;22c",                           // DA1 only: OSC 11 not supported
        "\u{1B}]11;rgb:ffff/ffff",                  // cut short
        "\u{1B}]11;rgb:ffff/ffff/ffff",             // no terminator yet
        "\u{1B}]11;#ffffff\u{07}",                  // not the rgb: form
        "\u{1B}]11;rgb:fffff/0/0\u{07}",            // too many digits
        "\u{1B}]11;rgb:zz/00/00\u{07}",
        "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}",       // the foreground, not the background
    ])
    func noWellFormedAnswerGivesNoColor(reply: String) {
        #expect(TerminalReply.backgroundColor(in: bytes(reply)) == nil)
    }

    @Test func deviceAttributesEndTheReply() {
        #expect(TerminalReply.containsDeviceAttributes(bytes("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?64;1;2;6;22c")))
        #expect(TerminalReply.containsDeviceAttributes(bytes("\u{1B}[?1;2c")))
        #expect(!TerminalReply.containsDeviceAttributes(bytes("\u{1B}[?64;1;2")), "not complete yet")
        #expect(!TerminalReply.containsDeviceAttributes(bytes("\u{1B}]11;rgb:0/0/0\u{07}")))
        #expect(!TerminalReply.containsDeviceAttributes(bytes("c")))
        #expect(TerminalReply.query(background: true, trueColor: false) == Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8))
        let both = String(decoding: TerminalReply.query(background: true, trueColor: true), as: UTF8.self)
        #expect(both.hasPrefix("\u{1B}]11;?\u{1B}\\\u{1B}P+q524742;5463\u{1B}\\"), "OSC 11, then XTGETTCAP RGB;Tc")
        #expect(both.hasSuffix("\u{1B}P$qm\u{1B}\\\u{1B}[0m\u{1B}[c"), "DECRQSS of the SGR, the SGR reset, DA1 last")
        let tmux = String(decoding: TerminalReply.query(background: true, trueColor: true, passthrough: .tmux), as: UTF8.self)
        #expect(tmux.hasPrefix("\u{1B}P+q524742;5463"), "the colour queries stay tmux's (it answers none; it is asked itself)")
        #expect(tmux.hasSuffix("\u{1B}Ptmux;\u{1B}\u{1B}]11;?\u{1B}\u{1B}\\\u{1B}\u{1B}[c\u{1B}\\"),
                "OSC 11 and DA1 through tmux's passthrough to the terminal outside, each ESC doubled: its DA1 answer ends the wait")
        #expect(!tmux.contains("m\u{1B}[c"), "no DA1 of tmux's own, which would end the wait before the outer answer")
        let screen = String(decoding: TerminalReply.query(background: true, trueColor: true, passthrough: .screen), as: UTF8.self)
        #expect(screen.hasPrefix("\u{1B}P+q524742;5463"))
        #expect(screen.hasSuffix("\u{1B}[0m\u{1B}P\u{1B}]11;?\u{07}\u{1B}\\\u{1B}P\u{1B}[c\u{1B}\\"),
                "OSC 11 (ended by BEL: an ESC \\ would end screen's string) and DA1, each in screen's passthrough: its DA1 answer ends the wait")
        #expect(QueryPassthrough.detect(environment: ["STY": "1.pts-0.host", "TERM": "screen"], tmuxAllowsPassthrough: false) == .screen)
        #expect(QueryPassthrough.detect(environment: ["STY": "1.pts-0.host", "TMUX": "/tmp/t,1,0"], tmuxAllowsPassthrough: false) == nil,
                "tmux inside screen: tmux's rules")
        #expect(QueryPassthrough.detect(environment: ["TERM": "screen"], tmuxAllowsPassthrough: false) == nil, "TERM alone is not screen")
    }

    @Test(arguments: [
        ("\u{1B}P1+r524742=382F382F38\u{1B}\\\u{1B}[?62;22c", true as Bool?),    // XTGETTCAP knows RGB
        ("\u{1B}P0+r524742\u{1B}\\\u{1B}P1+r5463=\u{1B}\\", true),          // not RGB, but Tc
        ("\u{1B}P1$r0;48:2::1:2:3m\u{1B}\\", true),                            // DECRQSS echoes the direct colour
        ("\u{1B}P1$r48;2;1;2;3m\u{1B}\\", true),
        ("\u{1B}P0+r524742\u{1B}\\\u{1B}P1$r0;48;5;16m\u{1B}\\\u{1B}[?62c", false), // a palette entry came back
        ("\u{1B}P0+r524742;5463\u{1B}\\\u{1B}P0$r\u{1B}\\", false),
        ("\u{1B}[?62;22c", nil),                                                   // DA1 only: tmux, screen
        ("", nil),                                                                  // silence
        ("\u{1B}P1+r524742=38", nil),                                              // cut short
        ("\u{1B}P1$r48;2;1;2;30m\u{1B}\\", false),                               // another colour
    ])
    func readsWhetherTheTerminalKeeps24BitColour(reply: String, expected: Bool?) {
        #expect(TerminalReply.trueColor(in: bytes(reply)) == expected)
    }
}

@Suite struct ColorProfileSourceTests {
    @Test func saysWhatDecidedTheProfile() {
        #expect(ColorProfileSource.decide(shown: .ansi256, requested: .ansi256, environment: [:], terminalAnsweredTrueColor: false) == .option)
        #expect(ColorProfileSource.decide(shown: .ansi256, requested: nil, environment: [:], terminalAnsweredTrueColor: false,
                                          terminalProved256Colors: true) == .terminalAnswered, "mlterm: TERM says 8, DECRQSS proves 256")
        #expect(ColorProfileSource.decide(shown: .ansi256, requested: nil, environment: [:], terminalAnsweredTrueColor: false) == .terminfo)
        #expect(ColorProfileSource.decide(shown: .ansi16, requested: .ansi256, environment: [:], terminalAnsweredTrueColor: false) == .terminfo,
                "TERM capped the request")
        #expect(ColorProfileSource.decide(shown: .monochrome, requested: nil, environment: ["NO_COLOR": ""], terminalAnsweredTrueColor: false)
            == .noColor)
        #expect(ColorProfileSource.decide(shown: .trueColor, requested: nil, environment: ["COLORTERM": "truecolor"],
                                          terminalAnsweredTrueColor: false) == .colorterm)
        #expect(ColorProfileSource.decide(shown: .trueColor, requested: nil, environment: [:], terminalAnsweredTrueColor: true)
            == .terminalAnswered)
        #expect(ColorProfileSource.decide(shown: .ansi256, requested: nil, environment: [:], terminalAnsweredTrueColor: true) == .terminfo,
                "an answer without a direct-colour terminfo entry leaves TERM's 256")
        #expect(ColorProfileSource.decide(shown: .trueColor, requested: nil, environment: [:], terminalAnsweredTrueColor: false) == .terminfo,
                "TERM=xterm-direct")
        #expect(ColorProfileSource.terminalAnswered.label == "terminal answered")
    }
}

@Suite struct AppearanceDetectorTests {
    @Test func aBackgroundIsLightOrDarkByItsLightness() {
        #expect(AppearanceDetector.appearance(ofBackground: .rgb(255, 255, 255)) == .light)
        #expect(AppearanceDetector.appearance(ofBackground: .rgb(0xFD, 0xF6, 0xE3)) == .light, "Solarized light")
        #expect(AppearanceDetector.appearance(ofBackground: .rgb(0, 0x2B, 0x36)) == .dark, "Solarized dark")
        #expect(AppearanceDetector.appearance(ofBackground: .rgb(0x1E, 0x1E, 0x1E)) == .dark)
        #expect(AppearanceDetector.appearance(ofBackground: .rgb(0x80, 0x80, 0x80)) == .dark, "mid-grey counts as dark")
    }

    @Test func colorFGBGNamesTheBackgroundLast() {
        #expect(AppearanceDetector.appearance(colorFGBG: "0;15") == .light)
        #expect(AppearanceDetector.appearance(colorFGBG: "15;0") == .dark)
        #expect(AppearanceDetector.appearance(colorFGBG: "15;default;0") == .dark)
        #expect(AppearanceDetector.appearance(colorFGBG: "0;7") == .light)
        #expect(AppearanceDetector.appearance(colorFGBG: "7;8") == .dark)
        #expect(AppearanceDetector.appearance(colorFGBG: "default;default") == nil)
        #expect(AppearanceDetector.appearance(colorFGBG: "0;99") == nil)
        #expect(AppearanceDetector.appearance(colorFGBG: nil) == nil)
    }

    @Test func theTerminalsAnswerWinsThenCOLORFGBGThenDark() {
        let white = Color.rgb(255, 255, 255)
        #expect(AppearanceDetector.decide(reportedBackground: white, environment: ["COLORFGBG": "15;0"])
            == (.light, .terminalBackground(white)))
        #expect(AppearanceDetector.decide(reportedBackground: nil, environment: ["COLORFGBG": "0;15"]) == (.light, .colorFGBG))
        #expect(AppearanceDetector.decide(reportedBackground: nil, environment: ["COLORFGBG": "junk"]) == (.dark, .fallback))
        #expect(AppearanceDetector.decide(reportedBackground: nil, environment: [:]) == (.dark, .fallback))
        #expect(AppearanceSource.terminalBackground(white).label == "OSC 11 #ffffff")
    }

    /// mlterm keeps the direct colour asked for as palette entry 16: no 24-bit colour, but 256 for sure.
    @Test func aPaletteEchoProvesTwoHundredFiftySixColours() {
        let mlterm = Array("\u{1B}P1$r0;48;5;16m\u{1B}\\\u{1B}[?63;1c".utf8)
        #expect(TerminalReply.trueColor(in: mlterm) == false && TerminalReply.keeps256Colors(in: mlterm))
        let direct = Array("\u{1B}P1$r0;48;2;1;2;3m\u{1B}\\".utf8)
        #expect(!TerminalReply.keeps256Colors(in: direct) && TerminalReply.trueColor(in: direct) == true)
        #expect(!TerminalReply.keeps256Colors(in: Array("\u{1B}P0$r\u{1B}\\".utf8)))
        #expect(TerminalReply.query(background: true, trueColor: true).firstRange(of: Array("]52".utf8)) == nil, "the clipboard is never read")
    }
}
