import VitrineCore

extension Emblem {
    /// The emblem's size (`BB.Emblem.Layout`): its height and corner radius come from
    /// `theme.dimension.height.emblem.*` and `theme.dimension.radius.emblem.*` (40/48/64/80 pt,
    /// radius 8/12/16/20 by default), through the shared ``PointScale``.
    public enum Layout: String, CaseIterable, Sendable {
        case small, medium, large, xLarge

        var tokenSuffix: String {
            switch self {
            case .small: return "sm"
            case .medium: return "md"
            case .large: return "lg"
            case .xLarge: return "xl"
            }
        }

        public var heightToken: DimensionToken { DimensionToken(TokenPath("theme.dimension.height.emblem.\(tokenSuffix)")) }
        public var radiusToken: DimensionToken { DimensionToken(TokenPath("theme.dimension.radius.emblem.\(tokenSuffix)")) }

        /// The side in points as `theme` sets it (a negative height counts as 0).
        public func points(in theme: ResolvedTheme) -> Double {
            max(0, theme.value(heightToken))
        }

        /// The tile's cells: a square of the height.
        public func cells(in theme: ResolvedTheme) -> Size {
            let side = points(in: theme)
            return PointScale.cells(width: side, height: side)
        }

        /// The corner radius as a fraction of the side.
        public func cornerRadius(in theme: ResolvedTheme) -> Double {
            max(0, theme.value(radiusToken)) / max(1, points(in: theme))
        }
    }
}
