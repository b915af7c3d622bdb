import Foundation
import Testing
import VitrineTestSupport

/// The README's picture of the gallery (`docs/gallery.svg`) is what the build draws now: a change to the
/// gallery's look fails here until `scripts/readme-picture` draws it again.
@Suite struct ReadmePictureTests {
    @Test func theReadmePictureIsWhatTheGalleryDrawsNow() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var environment = ProcessInfo.processInfo.environment
        environment["VITRINE_BINARY"] = GalleryEndToEndTests.binary
        let check = Spawn.run([root.appendingPathComponent("scripts/readme-picture").path, "--check"], environment: environment)
        #expect(check.status == 0, "\(check.output)")
    }
}
