import Testing
@testable import VitrineServe

/// A session's log line gives its length in seconds with one decimal, rounded, without Foundation's
/// `String(format:)`.
@Suite struct SessionLogTests {
    @Test(arguments: [(Duration.zero, "0.0"), (.milliseconds(49), "0.0"), (.milliseconds(50), "0.1"), (.milliseconds(12_345), "12.3"),
                      (.milliseconds(12_351), "12.4"), (.milliseconds(999_960), "1000.0"), (.seconds(86_400), "86400.0")])
    func durationsAreWrittenInTenthsOfASecond(duration: Duration, text: String) {
        #expect(GallerySession.tenths(duration) == text)
    }
}
