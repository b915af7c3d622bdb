import Foundation
import Testing
import VitrineCatalog
import VitrineComponents
@testable import VitrineCore
import VitrineGallery
import VitrineReview
import VitrineTestSupport
import VitrineThemes

/// Colours keep their meaning where the terminal has fewer: what a story shows side by side stays
/// distinct, and at 16 and 8 colours a variant keeps its hue family (the bundled themes choose their 16-colour
/// entries with `$extensions.palette`; info is cyan there, so it never reads as the brand's blue).
@Suite struct PaletteMeaningTests {
    /// The ANSI entries of each hue family (normal and bright).
    enum Family: String, CaseIterable {
        case grey, red, green, yellow, blue, cyan

        var entries: Set<UInt8> {
            switch self {
            case .grey: return [0, 7, 8, 15]
            case .red: return [1, 9]
            case .green: return [2, 10]
            case .yellow: return [3, 11]
            case .blue: return [4, 12]
            case .cyan: return [6, 14]
            }
        }
    }

    static let themes = Dictionary(uniqueKeysWithValues: DefaultTheme.bundledNames.map { ($0, try! DefaultTheme.bundled($0)) })

    static func context(_ theme: Theme, _ appearance: Appearance, _ profile: ColorProfile = .trueColor) -> RenderContext {
        RenderContext(theme: theme.resolved(for: appearance), profile: profile, otherAppearanceTheme: theme.resolved(for: appearance.toggled))
    }

    /// The colours a canvas shows: every cell's background and every visible glyph's colour.
    static func shownColors(_ canvas: Canvas) -> Set<Color> {
        var colors = Set<Color>()
        for y in 0 ..< canvas.size.height {
            for x in 0 ..< canvas.size.width {
                let cell = canvas[x, y]
                colors.insert(cell.style.background)
                if cell.text != " " { colors.insert(cell.style.foreground) }
            }
        }
        colors.remove(.terminalDefault)
        return colors
    }

    @Test(arguments: DefaultTheme.bundledNames, Appearance.allCases)
    func everyStorysDistinctTokenColoursStayDistinctAt256(themeName: String, appearance: Appearance) {
        let theme = Self.themes[themeName]!
        for story in StoryCatalog.standardWithPictures.allStories {
            let context = Self.context(theme, appearance)
            let recording = story.recordedRender(width: 60, context: context), (canvas, reads) = (recording.canvas, recording.reads)
            let shown = Self.shownColors(canvas)
            var tokensByColor: [Color: TokenPath] = [:]
            for read in reads + [TokenRead(path: RenderContext.pageToken.path, appearance: appearance)] {
                guard case let .color(color)? = context.theme(for: read.appearance).token(read.path)?.value, shown.contains(color) else { continue }
                tokensByColor[color] = tokensByColor[color] ?? read.path
            }
            var colorsBySent: [Color: [Color]] = [:]
            for color in tokensByColor.keys { colorsBySent[ColorProfile.ansi256.convert(color), default: []].append(color) }
            for (sent, colors) in colorsBySent where Set(colors.compactMap { $0.rgbValue.map { "\($0)" } }).count > 1 {
                Issue.record("\(theme.name) \(appearance) \(story.id): \(colors.map { tokensByColor[$0]!.description }) are all sent as \(sent)")
            }
        }
    }

    /// At 256 colours a pale surface stays a pale tint of its own hue (the cube's palest row is coarse: the
    /// info badge's pale blue was sent as cyan `#d7ffff`, category 1's blush as salmon `#ffafaf`, category 4's
    /// as lime `#d7ffaf`): what is sent keeps its hue within 45°, stays light (Oklab L ≥ 0.75) and at most
    /// thrice as colourful.
    @Test(arguments: DefaultTheme.bundledNames)
    func paleSurfacesStayPaleTintsOfTheirHueAt256(themeName: String) {
        let theme = Self.themes[themeName]!.resolved(for: .light)
        for token in theme.sortedTokens where token.path.rawValue.hasPrefix("theme.color.background.") {
            guard case let .color(color) = token.value, let (r, g, b) = color.rgbValue,
                  case let .indexed(index) = ColorProfile.ansi256.convert(color) else { continue }
            let authored = Oklab(r: r, g: g, b: b)
            guard authored.l >= 0.9, authored.chroma >= 0.02, authored.chroma <= 0.05 else { continue }
            let (sr, sg, sb) = XtermPalette.rgb(ofIndex: Int(index))
            let sent = Oklab(r: sr, g: sg, b: sb)
            var hueShift = abs(atan2(sent.b, sent.a) - atan2(authored.b, authored.a)) * 180 / .pi
            hueShift = min(hueShift, 360 - hueShift)
            #expect(hueShift <= 45 && sent.l >= 0.75 && sent.chroma <= 3 * authored.chroma,
                    "\(themeName) \(token.path): \(color) is sent as \(index) (\(Color.rgb(sr, sg, sb))): hue moved \(Int(hueShift))°, L \(sent.l), chroma \(sent.chroma) for \(authored.chroma)")
        }
    }

    static let variants: [(Badge.Variant, Family)] = [(.neutral, .grey), (.info, .cyan), (.success, .green), (.warning, .yellow), (.danger, .red)]
    static let statuses: [(String, Family)] = [("online", .green), ("away", .yellow), ("busy", .red), ("offline", .grey)]

    /// The attributes of the first letter of `story`'s text: a badge's label.
    static func labelAttributes(_ storyID: String, text: String, context: RenderContext) -> TextAttributes {
        let canvas = StoryCatalog.standardWithPictures.story(withID: storyID)!.standaloneCanvas(width: 40, context: context)
        return canvas.allCells.first { $0.text == String(text.prefix(1)) }?.style.attributes ?? []
    }

    /// The colour sent under the first letter of `story`'s text: a badge's pill.
    static func pillColor(_ storyID: String, text: String, context: RenderContext) -> Color? {
        let canvas = StoryCatalog.standardWithPictures.story(withID: storyID)!.standaloneCanvas(width: 40, context: context)
        for y in 0 ..< canvas.size.height {
            for x in 0 ..< canvas.size.width where canvas[x, y].text == String(text.prefix(1)) {
                return context.profile.convert(canvas[x, y].style.background)
            }
        }
        return nil
    }

    @Test(arguments: DefaultTheme.bundledNames, [ColorProfile.ansi256, .ansi16, .ansi8])
    func badgePillsAndStatusDotsStayPairwiseDistinct(themeName: String, profile: ColorProfile) throws {
        let theme = Self.themes[themeName]!
        for appearance in Appearance.allCases {
            let context = Self.context(theme, appearance, profile)
            let page = profile.convert(context.theme.color(RenderContext.pageToken))
            var pills: [Color: Badge.Variant] = [:]
            for (variant, family) in Self.variants {
                let text = try #require(StoryCatalog.standardWithPictures.story(withID: "badge/\(variant.rawValue)")?.accessibilityLabel)
                let pill = try #require(Self.pillColor("badge/\(variant.rawValue)", text: text, context: context))
                if let other = pills[pill] { Issue.record("\(theme.name) \(appearance) \(profile): \(variant) and \(other) pills are both \(pill)") }
                pills[pill] = variant
                if profile <= .ansi16, case let .indexed(index) = pill, !family.entries.contains(index),
                   !(Family.grey.entries.contains(index) && Self.labelAttributes("badge/\(variant.rawValue)", text: text, context: context)
                       .isSuperset(of: variant.monochromeAttributes.subtracting(.reverse))) {
                    Issue.record("\(theme.name) \(appearance): the \(variant) pill is colour \(index), not \(family), nor grey with its attributes")
                }
            }
            var dots: [Color: String] = [:]
            for (status, family) in Self.statuses {
                let story = try #require(StoryCatalog.standardWithPictures.story(withID: "online-status-avatar/medium-\(status)"))
                let drawn = Set(Self.shownColors(story.standaloneCanvas(width: 40, context: context)).map(profile.convert))
                let dot = profile.convert(context.theme.color(AvatarTokens.status(status)))
                #expect(drawn.contains(dot), "\(theme.name) \(appearance) \(profile): the \(status) dot is drawn")
                #expect(dot != page, "\(theme.name) \(appearance) \(profile): the \(status) dot is not the page's colour")
                if let other = dots[dot] { Issue.record("\(theme.name) \(appearance) \(profile): \(status) and \(other) dots are both \(dot)") }
                dots[dot] = status
                if profile <= .ansi16, case let .indexed(index) = dot, !family.entries.contains(index) {
                    Issue.record("\(theme.name) \(appearance): the \(status) dot is colour \(index), not \(family)")
                }
            }
        }
    }

    /// No badge variant, emblem appearance or status dot looks like another meaning at any profile in
    /// the bundled themes: at 256 colours categories 3 and 4 were warning's and success's tiles, at 16
    /// three categories were red tiles that read as danger, at 8 bright twins made categories read as
    /// brand, info, success and warning.
    @Test(arguments: DefaultTheme.bundledNames, [ColorProfile.trueColor, .ansi256, .ansi16, .ansi8])
    func noLookMeansSomethingElse(themeName: String, profile: ColorProfile) {
        let report = LookAlikeReport(catalog: .standardWithPictures, theme: Self.themes[themeName]!, appearances: Appearance.allCases,
                                     profile: profile, visions: ColorVision.allCases)
        for pair in report.pairs where pair.misleads {
            Issue.record("\(themeName) \(pair.appearance) \(profile): \(pair.first.storyID) \(pair.likeness.rawValue) \(pair.second.storyID)")
        }
        #expect(!report.pairs.contains { $0.vision != nil && !$0.first.meaning.isSemantic }, "simulations compare semantic looks only")
    }

    /// A category given danger's tile is caught, as the same look where every colour matches and as reading
    /// as danger where only the tile does.
    @Test func aCategoryOnDangersTileReadsAsDanger() throws {
        let theme = try DefaultTheme.load()
        let danger = theme.light.color(ColorToken("theme.color.background.danger-subtle"))
        let dangerIcon = theme.light.color(ColorToken("theme.color.on-background.danger-subtle"))
        var tileOnly = theme
        tileOnly.light = theme.light.replacing("theme.color.emblem.category-3.background", with: .color(danger))
            .replacing("theme.color.emblem.category-3.border", with: .color(danger))
        let readsAs = LookAlikeReport(catalog: .standardWithPictures, theme: tileOnly, appearances: [.light], profile: .trueColor).pairs
        #expect(readsAs.contains { $0.misleads && $0.likeness == .readsAs && $0.first.storyID == "emblem/danger" && $0.second.storyID == "emblem/category3" },
                "\(readsAs.map { "\($0.first.storyID) \($0.second.storyID) \($0.likeness)" })")
        var same = tileOnly
        same.light = tileOnly.light.replacing("theme.color.emblem.category-3.foreground", with: .color(dangerIcon))
        let identical = LookAlikeReport(catalog: .standardWithPictures, theme: same, appearances: [.light], profile: .trueColor).pairs
        #expect(identical.contains { $0.misleads && $0.likeness == .same && $0.second.storyID == "emblem/category3" })
    }

    /// Categories mean nothing on their own, but are there to be told apart. At 16 colours only magenta is
    /// a hue no meaning uses, so the default theme tells its ten apart by tile and icon among magenta,
    /// black, greys and white: in light every pair but one, in dark (the page black, a tile cannot be)
    /// every pair but three. Before, 16 colours had 13 pairs one hue (light 4, dark 7) and black tiles with
    /// a white and a light grey icon went unreported. Truecolor and 256 colours tell every pair apart.
    @Test func categoriesAreToldApartAsFarAsSixteenColoursAllow() throws {
        let theme = try DefaultTheme.load()
        func alike(_ profile: ColorProfile) -> [String] {
            LookAlikeReport(catalog: .standardWithPictures, theme: theme, appearances: Appearance.allCases, profile: profile).pairs
                .filter { $0.first.storyID.hasPrefix("emblem/") && !$0.misleads }
                .map { "\($0.appearance) \($0.first.storyID) \($0.second.storyID)" }
        }
        #expect(alike(.ansi16) == ["light emblem/category2 emblem/category10", "dark emblem/category1 emblem/category10",
                                   "dark emblem/category2 emblem/category9", "dark emblem/category5 emblem/category6"], "\(alike(.ansi16))")
        #expect(alike(.trueColor).isEmpty && alike(.ansi256).isEmpty)
    }

    /// Two categories are alike when a person could not tell them apart: the same black tile with a white and
    /// a light grey icon are; a magenta tile with a white icon and a light grey tile with a magenta icon (one
    /// hue, moved from tile to icon) are not.
    @Test func categoriesAreAlikeByTileAndIcon() throws {
        let theme = try DefaultTheme.load()
        var drawn = theme
        drawn.light = theme.light
            .replacing("theme.color.emblem.category-8.background", with: .color(.rgb(0, 0, 0))).replacing("theme.color.emblem.category-8.border", with: .color(.rgb(0, 0, 0)))
            .replacing("theme.color.emblem.category-8.foreground", with: .color(.rgb(0xFF, 0xFF, 0xFF)))
            .replacing("theme.color.emblem.category-9.background", with: .color(.rgb(0, 0, 0))).replacing("theme.color.emblem.category-9.border", with: .color(.rgb(0, 0, 0)))
            .replacing("theme.color.emblem.category-9.foreground", with: .color(.rgb(0xE5, 0xE5, 0xE5)))
            .replacing("theme.color.emblem.category-1.background", with: .color(.rgb(0xCD, 0, 0xCD))).replacing("theme.color.emblem.category-1.border", with: .color(.rgb(0xCD, 0, 0xCD)))
            .replacing("theme.color.emblem.category-1.foreground", with: .color(.rgb(0xFF, 0xFF, 0xFF)))
            .replacing("theme.color.emblem.category-3.background", with: .color(.rgb(0xE5, 0xE5, 0xE5))).replacing("theme.color.emblem.category-3.border", with: .color(.rgb(0xE5, 0xE5, 0xE5)))
            .replacing("theme.color.emblem.category-3.foreground", with: .color(.rgb(0xCD, 0, 0xCD)))
        let pairs = LookAlikeReport(catalog: .standardWithPictures, theme: drawn, appearances: [.light], profile: .trueColor).pairs
            .map { "\($0.first.storyID) \($0.second.storyID) \($0.likeness.rawValue)" }
        #expect(pairs.contains("emblem/category8 emblem/category9 hard to tell apart"), "\(pairs)")
        #expect(!pairs.contains { $0.hasPrefix("emblem/category1 emblem/category3") }, "\(pairs)")
    }
}
