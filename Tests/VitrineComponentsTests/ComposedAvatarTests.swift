import Testing
import VitrineComponents
import VitrineCore
import VitrineThemes
import VitrineTestSupport

/// The use-case avatars: each shows only what its own `Content` asks for.
@Suite struct ComposedAvatarTests {
    let theme = try! DefaultTheme.load()
    static let page = Color.rgb(1, 2, 3)

    private func draw<C: Component>(_ component: C, width: Int = 40, profile: ColorProfile = .trueColor) -> Canvas {
        let context = RenderContext(theme: theme.light, profile: profile)
        var canvas = Canvas(size: Size(width: width, height: component.size(fitting: width, context: context).height),
                            fill: Cell(" ", style: Style(background: Self.page)))
        component.render(in: canvas.bounds, on: &canvas, context: context)
        return canvas
    }

    private func colors(_ canvas: Canvas) -> Set<Color> {
        Set((0 ..< canvas.size.height).flatMap { y in
            (0 ..< canvas.size.width).flatMap { x in [canvas[x, y].style.foreground, canvas[x, y].style.background] }
        })
    }

    @Test(arguments: OnlineStatusAvatar.Status.allCases)
    func theStatusDotTakesItsStatusColor(status: OnlineStatusAvatar.Status) {
        let avatar = OnlineStatusAvatar(.init(size: .medium, initials: "AK", status: status))
        let shown = colors(draw(avatar))
        let dot = theme.light.color(AvatarTokens.status(status.rawValue))
        #expect(shown.contains(dot))
        for other in OnlineStatusAvatar.Status.allCases where theme.light.color(AvatarTokens.status(other.rawValue)) != dot {
            #expect(!shown.contains(theme.light.color(AvatarTokens.status(other.rawValue))))
        }
        #expect(avatar.tokensRead(under: theme.light).last == AvatarTokens.status(status.rawValue).path)
        #expect(avatar.accessibilityLabel == "Avatar, AK, \(status.rawValue)")
    }

    @Test(arguments: [OnlineStatusAvatar.Status.online, .away])
    func aDotThatCannotStandOutOnThePageIsOutlinedAllRound(status: OnlineStatusAvatar.Status) {
        let avatar = OnlineStatusAvatar(.init(size: .medium, initials: "AK", status: status))
        let (context, _, roles) = RenderContext(theme: theme.light, profile: .ansi16).recording()
        var canvas = Canvas(size: Size(width: 12, height: 6), fill: Cell(" ", style: Style(background: .rgb(0xFF, 0xFF, 0xFF))))
        avatar.render(in: canvas.bounds, on: &canvas, context: context)
        let ink = theme.light.color(AvatarTokens.text)
        #expect(colors(canvas).contains(ink), "no green or amber reaches 3:1 on white at 16 colours: the dot is outlined")
        let outlined = (0 ..< 6).flatMap { y in (0 ..< 12).map { canvas[$0, y] } }.filter { $0.style.background == ink }
        #expect(outlined.count == 1 && outlined[0].glyph == Glyph("●"), "by its own cell, not a ring of pixels over a quarter of the avatar: \(outlined.count) cells")
        let graphics = ContrastPair.pairs(in: canvas, profile: .ansi16, roles: roles.marks).keys.filter { $0.kind == .graphic }
        #expect(!graphics.isEmpty && graphics.allSatisfy { $0.ratio >= 3 }, "\(graphics)")
        #expect(!colors(draw(avatar, profile: .trueColor)).contains(ink), "in truecolor the dot stands out on its own")
    }

    @Test func theDotSitsAtTheLowerRightInsideARingOfPage() {
        let canvas = draw(OnlineStatusAvatar(.init(size: .small, initials: "AK", status: .online)), width: 8)
        let online = theme.light.color(AvatarTokens.status("online"))
        let dotCells = (0 ..< 4).flatMap { y in (0 ..< 8).map { (x: $0, y: y) } }
            .filter { canvas[$0.x, $0.y].style.foreground == online || canvas[$0.x, $0.y].style.background == online }
        #expect(!dotCells.isEmpty && dotCells.allSatisfy { $0.x >= 5 && $0.y >= 2 })
        #expect(colors(canvas).contains(Self.page))
    }

    @Test func offlineIsHollowWithoutColor() {
        let offline = draw(OnlineStatusAvatar(.init(size: .medium, status: .offline)), profile: .monochrome)
        let online = draw(OnlineStatusAvatar(.init(size: .medium, status: .online)), profile: .monochrome)
        #expect(offline.lines != online.lines)
    }

    @Test func theNotificationIndicatorShowsOnlyWhenAskedFor() {
        let notification = theme.light.color(AvatarTokens.notification)
        let on = NotificationAvatar(.init(initials: "BK"))
        let off = NotificationAvatar(.init(initials: "BK", isNotificationIndicatorVisible: false))
        #expect(colors(draw(on, width: 8)).contains(notification))
        #expect(!colors(draw(off, width: 8)).contains(notification))
        #expect(on.accessibilityLabel == "Avatar, BK, new notification")
        #expect(!off.tokensRead(under: theme.light).contains(AvatarTokens.notification.path))
        #expect(on.tokensRead(under: theme.light).contains(AvatarTokens.notification.path))
    }

    @Test func theNotificationAvatarIsSquarerThanTheCircle() {
        let square = draw(NotificationAvatar(.init(initials: "BK", isNotificationIndicatorVisible: false)), width: 8)
        let circle = draw(Avatar(.init(size: .small, initials: "BK")), width: 8)
        let filled = { (canvas: Canvas) in
            (0 ..< 4).flatMap { y in (0 ..< 8).map { canvas[$0, y] } }.filter { $0.style.background != Self.page }.count
        }
        #expect(filled(square) > filled(circle))
    }

    @Test func theProfileEmojiSitsInANotchOnThePage() {
        let canvas = draw(ProfileAvatar(.init(initials: "NS", emoji: "🌊 and more")), width: 16)
        let row = canvas.lines.firstIndex { $0.contains("🌊") }!
        #expect(row >= 5, "lower part of the circle")
        let x = Array(canvas.lines[row]).firstIndex(of: "🌊")!
        #expect(x >= 11)
        #expect(canvas[x, row].style.background == Self.page, "the notch shows the page under the emoji")
        #expect(!canvas.lines.joined().contains("and"), "only the first cluster")
        let plain = draw(ProfileAvatar(.init(initials: "NS")), width: 16)
        #expect(plain[x, row].style.background != Self.page, "no emoji, no notch")
        #expect(ProfileAvatar(.init(initials: "NS", emoji: "🌊")).accessibilityLabel == "Avatar, NS, favourite emoji 🌊")
    }

    @Test func theListButtonShowsFocusAndSelection() {
        let light = theme.light
        let idle = draw(ListButtonAvatar(.init(initials: "NS", title: "Nora Sand")))
        #expect(!idle.lines.joined().contains("▌"))
        #expect(idle.lines[2].hasSuffix("Nora Sand" + String(repeating: " ", count: 40 - 23)))
        let focused = draw(ListButtonAvatar(.init(initials: "NS", title: "Nora Sand", isFocused: true)))
        #expect(focused.lines.allSatisfy { $0.hasPrefix("▌") })
        let titleX = 14
        #expect(focused[titleX, 2].style.attributes == [.bold, .underline])
        #expect(focused[titleX, 2].style.foreground == light.color(AvatarTokens.foreground))
        let selected = ListButtonAvatar(.init(initials: "NS", title: "Nora Sand", isFocused: true, isSelected: true))
        let pressed = draw(selected)
        #expect(pressed.lines[2].contains("✓") && !pressed.lines[2].contains("NS"))
        let check = Array(pressed.lines[2]).firstIndex(of: "✓")!
        #expect(pressed[check, 2].style.background == light.color(AvatarTokens.foreground))
        #expect(pressed[check, 2].style.foreground == light.color(AvatarTokens.page), "the check is punched out in the page's colour")
        #expect(selected.accessibilityLabel == "Nora Sand" && selected.accessibilityTraits == [.button, .selected],
                "the label names it; that it is a button, selected, are its traits (the article's accessibilityTraits)")
        #expect(ListButtonAvatar(.init(title: "Nora Sand")).accessibilityTraits == .button)
        var updated = ListButtonAvatar(.init(title: "Nora Sand"))
        updated.update(selected.content)
        #expect(updated.content == selected.content && draw(updated) == pressed, "update(_:) shows the new content as init would")
    }

    @Test func aLongListButtonTitleIsCut() {
        let canvas = draw(ListButtonAvatar(.init(initials: "AM", title: "Alexandria Montgomery-Smythe")), width: 24)
        #expect(canvas.lines[2].hasSuffix("  Alexandri…"), "10 columns left after the avatar")
    }
}
