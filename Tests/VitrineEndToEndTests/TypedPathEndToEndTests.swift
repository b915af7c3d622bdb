import Foundation
import Testing

/// Paths typed with a leading `~user` never reach the user database: the static binary crashed looking
/// the user up (SIGSEGV, exit 139). A picture path falls back like any missing picture; a theme path is a
/// theme error naming the file.
@Suite struct TypedPathEndToEndTests {
    let binary = GalleryEndToEndTests.binary

    @Test func aPicturePathUnderAnotherUsersHomeIsAMissingPicture() {
        let result = Spawn.run([binary, "render", "avatar/image-large", "--set", "image=~nosuchuser/x.png"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == Spawn.run([binary, "render", "avatar/image-large", "--set", "image=/no/such/x.png"]).output,
                "the initials, as for any picture that cannot be read")
    }

    @Test func aThemePathUnderAnotherUsersHomeIsAThemeError() {
        let result = Spawn.run([binary, "render", "badge/danger", "--theme", "~nosuchuser/t.json"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("~nosuchuser/t.json"), "\(result.output)")
    }
}
