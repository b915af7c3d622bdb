import VitrineCore
import VitrineThemes

extension TemporaryFolder {
    /// Writes `json` to file `name` in the folder and loads it as a theme, checked against `required`, every
    /// token checked as if a component read it (what these tests are about) unless `everyTokenRead` is false.
    public func loadTheme(_ json: String, name: String = "theme.json", required: [TokenRequirement] = [],
                          everyTokenRead: Bool = true) throws(ThemeError) -> Theme {
        try Theme.load(from: write(name, json), requiredTokens: required, everyTokenRead: everyTokenRead)
    }

    /// The error loading `json` as a theme gives; nil when it loads.
    public func themeError(_ json: String, required: [TokenRequirement] = []) -> ThemeError? {
        do {
            _ = try loadTheme(json, required: required)
            return nil
        } catch {
            return error
        }
    }
}
