import Testing
import VitrineServe

/// Connections before authentication: one address that opens many and sends nothing holds a handful of
/// places, never all of them, and an address with none waiting always gets in while there is room.
@Suite struct ConnectionAdmissionTests {
    @Test func oneAddressHoldsAtMostItsShareOfWaitingConnections() {
        let admission = ConnectionAdmission(maximumConnections: 256, perAddress: 10, earlyDropStart: 50, percentile: { 99 })
        let taken = (0 ..< 256).filter { _ in admission.admit("10.0.0.1") == nil }.count
        #expect(taken == 10)
        #expect(admission.admit("10.0.0.1") == .address(10))
        #expect(admission.admit("10.0.0.2") == nil, "another address gets in")
        #expect(admission.figures.open == 11 && admission.figures.unauthenticated == 11 && admission.figures.refused == 247)
    }

    @Test func anAuthenticatedConnectionNoLongerCountsAsWaiting() {
        let admission = ConnectionAdmission(perAddress: 2)
        #expect(admission.admit("a") == nil && admission.admit("a") == nil)
        #expect(admission.admit("a") == .address(2))
        admission.authenticated("a")
        #expect(admission.admit("a") == nil, "the authenticated one leaves a place")
        admission.closed("a", authenticated: false)
        admission.closed("a", authenticated: false)
        admission.closed("a", authenticated: true)
        #expect(admission.figures.open == 0 && admission.figures.unauthenticated == 0)
    }

    @Test func pastTheStartAnAddressAlreadyWaitingIsDroppedByChance() {
        let draw = Draw()
        let admission = ConnectionAdmission(perAddress: 100, earlyDropStart: 10, earlyDropRate: 30, maximumUnauthenticated: 100,
                                            percentile: { draw.value })
        for index in 0 ..< 10 { #expect(admission.admit("a\(index % 2)") == nil) }
        draw.value = 29
        #expect(admission.admit("a0") == .earlyDrop(10), "30 % at the start: a draw of 29 drops")
        draw.value = 30
        #expect(admission.admit("a0") == nil, "a draw of 30 does not")
        draw.value = 0
        #expect(admission.admit("fresh") == nil, "an address with none waiting is never dropped by chance")
        for index in 0 ..< 88 { _ = admission.admit("b\(index)") }
        #expect(admission.figures.unauthenticated == 100)
        #expect(admission.admit("another") == .earlyDrop(100), "at the maximum every new one is dropped")
    }

    @Test func theOpenConnectionsAreBoundedWhateverTheirState() {
        let admission = ConnectionAdmission(maximumConnections: 3, perAddress: 10)
        for address in ["a", "b", "c"] {
            #expect(admission.admit(address) == nil)
            admission.authenticated(address)
        }
        #expect(admission.admit("d") == .full(3))
        admission.closed("a", authenticated: true)
        #expect(admission.admit("d") == nil)
    }

    /// The early-drop draw a test sets.
    final class Draw: @unchecked Sendable {
        var value = 0
    }
}
