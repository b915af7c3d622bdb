import ArgumentParser
import FoundationEssentials
import VitrineReview
import VitrineSystem

/// The report forms for CI that the QA commands share (`--format junit|github|sarif`).
enum CIFormat: String, CaseIterable {
    case junit
    case github
    case sarif

    /// Prints `checks` in this form: JUnit as a suite named `suite`, SARIF with `rules` described.
    func print(_ checks: [CICheck], suite: String, rules: [(id: String, description: String)]) throws {
        switch self {
        case .junit: try StandardOutput.print(CIOutput.junit(suite: suite, checks: checks), terminator: "")
        case .github: try StandardOutput.print(CIOutput.github(checks: checks), terminator: "")
        case .sarif: try StandardOutput.print(CIOutput.sarif(checks: checks, rules: rules), terminator: "")
        }
    }

    /// `path` as CI names files: relative to the working directory when inside it.
    static func shown(_ path: String) -> String {
        let relative = TypedPath.relative(path, from: FileManager.default.currentDirectoryPath)
        return path.hasPrefix("/") && !relative.hasPrefix("..") ? relative : path
    }
}
