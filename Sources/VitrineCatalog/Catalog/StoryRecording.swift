import VitrineCore

/// A story drawn once off screen with everything it declared: what the inspector, `diff` and
/// `contrast` read.
public struct StoryRecording: Sendable {
    public let canvas: Canvas
    /// Every token read, once, in the order first read.
    public let reads: [TokenRead]
    /// What the drawn cells are for, in the order declared.
    public let roles: [CellRole.Mark]
}
