import Foundation
import Testing
import VitrineSystem

/// The environment read once from `environ`: what `getenv` reads, every variable (values holding `=`, as
/// `LS_COLORS` and `PATH`-like lists may, are split at the first one).
@Suite struct ProcessEnvironmentTests {
    @Test func everyVariableReadsAsGetenvReadsIt() {
        let expected = ProcessInfo.processInfo.environment
        #expect(ProcessEnvironment.variables.count == expected.count)
        for name in expected.keys {
            #expect(ProcessEnvironment.variables[name] == getenv(name).map { String(cString: $0) }, "\(name)")
        }
    }
}
