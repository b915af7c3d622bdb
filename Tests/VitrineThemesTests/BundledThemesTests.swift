import Foundation
import Testing
import VitrineCore
import VitrineTestSupport
import VitrineThemes

/// The themes shipped in `themes/`: complete, following the spec's token paths and figures.
@Suite struct BundledThemesTests {
    let directory = ThemeDirectory(url: DefaultTheme.url.deletingLastPathComponent())

    private func load(_ name: String) throws -> Theme {
        try Theme.load(from: directory.fileURL(forTheme: name), requiredTokens: [])
    }

    @Test func shipsDefaultHighContrastAndABankBrand() throws {
        #expect(directory.themeNames() == ["default", "harbour-bank", "high-contrast"])
        #expect(try load("high-contrast").extends == "default")
        #expect(try load("harbour-bank").extends == "default")
    }

    @Test func defaultHasTheSpecsTokenPathsAndFigures() throws {
        let theme = try load("default")
        let appearances = ["brand", "info", "success", "warning", "danger"] + (1 ... 10).map { "category-\($0)" }
        for appearance in appearances {
            for part in ["background", "foreground", "border"] {
                #expect(theme.light.token("theme.color.emblem.\(appearance).\(part)") != nil, "emblem \(appearance) \(part)")
            }
        }
        #expect(theme.light.token("theme.color.emblem.brand.background")?.aliasChain == ["theme.color.background.brand-subtle"])
        #expect(theme.light.token("theme.color.emblem.info.foreground")?.aliasChain == ["theme.color.on-background.info-subtle"])
        let radii = ["sm": 8.0, "md": 12, "lg": 16, "xl": 20], heights = ["sm": 40.0, "md": 48, "lg": 64, "xl": 80]
        for (size, radius) in radii { #expect(theme.light.token("theme.dimension.radius.emblem.\(size)")?.value == .dimension(radius)) }
        for (size, height) in heights { #expect(theme.light.token("theme.dimension.height.emblem.\(size)")?.value == .dimension(height)) }
        for avatar in ["background", "foreground", "icon", "initials", "disabled-background"] {
            #expect(theme.light.token("theme.color.avatar.\(avatar)") != nil)
        }
    }

    @Test func everyColorTokenDiffersBetweenLightAndDarkOrIsAnAlias() throws {
        let theme = try load("default")
        for light in theme.light.sortedTokens where light.aliasChain.isEmpty {
            guard case .color = light.value else { continue }
            #expect(light.value != theme.dark.token(light.path)?.value, "\(light.path) has no dark value")
        }
    }

    @Test func theBankBrandChangesOnlyBrandTokens() throws {
        let base = try load("default"), bank = try load("harbour-bank")
        let changed = base.light.paths.filter { base.light.token($0)?.value != bank.light.token($0)?.value }.map(\.rawValue)
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { $0.contains("brand") || $0.hasPrefix("theme.color.avatar.") || $0.hasPrefix("theme.asset.")
                    || $0.hasPrefix("theme.color.logo.") }, "\(changed.sorted())")
        #expect(changed.filter { $0.hasPrefix("theme.asset.") }.sorted()
                == ["square", "square-24pt", "square-dark", "square-dark-24pt", "square-light", "square-light-24pt",
                    "wide", "wide-24pt", "wide-dark", "wide-dark-24pt", "wide-light", "wide-light-24pt"].map { "theme.asset.app-logo-" + $0 },
                "every logo is the bank's own, the fixed dark ones and the 24 pt art too (they drew the default's wordmark in the bank's colours)")
        #expect(bank.light.paths.subtracting(base.light.paths)
            == ["theme.asset.app-logo-wide-40pt", "theme.asset.app-logo-wide-light-40pt", "theme.asset.app-logo-wide-dark-40pt"],
                "and its wide logo drawn for 40 pt frames")
    }

    /// WCAG 2 contrast ratio of two colours.
    private func contrast(_ first: Color, _ second: Color) -> Double {
        first.contrastRatio(with: second)!
    }

    @Test(arguments: Appearance.allCases)
    func highContrastPairsReachAAA(appearance: Appearance) throws {
        let theme = try load("high-contrast").resolved(for: appearance)
        let names = ["neutral", "info", "success", "warning", "danger", "brand"] + (1 ... 10).map { "category-\($0)" }
        for name in names {
            let ratio = contrast(theme.color("theme.color.background.\(name)-subtle"), theme.color("theme.color.on-background.\(name)-subtle"))
            #expect(ratio >= 7, "\(name) \(appearance): \(ratio)")
        }
        let defaultTheme = try load("default").resolved(for: appearance)
        #expect(contrast(theme.color("theme.color.background.info-subtle"), theme.color("theme.color.on-background.info-subtle"))
            > contrast(defaultTheme.color("theme.color.background.info-subtle"), defaultTheme.color("theme.color.on-background.info-subtle")))
    }
}
