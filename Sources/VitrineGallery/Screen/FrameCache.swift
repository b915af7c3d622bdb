import VitrineCore

/// The last frame built, so that the runtime presents a frame only when something shown changed, and
/// an animation frame (only time moved) redraws only the story's stage over the last frame.
struct FrameCache {
    private var last: (model: GalleryModel, size: Size, time: Duration, canvas: Canvas, stage: Rect?)?

    /// The frame to present for `model` at `size`, or nil when it would equal the last one. `time` is
    /// the model's animation time, nil while nothing moves (the last frame's time then stays).
    mutating func frame(for model: GalleryModel, size: Size, time: Duration?, screen: GalleryScreen, profile: ColorProfile,
                        glyphs: GlyphSet) -> Canvas? {
        let time = time ?? last?.time ?? .zero
        if let last, last.model == model, last.size == size {
            guard last.time != time, let stage = last.stage, let story = screen.shownStory(for: model) else { return nil }
            let canvas = screen.redrawingStage(of: last.canvas, stage: stage, story: story, for: model, profile: profile,
                                               glyphs: glyphs, time: time)
            self.last = (model, size, time, canvas, stage)
            return canvas
        }
        let (canvas, stage) = screen.framing(model, size: size, profile: profile, glyphs: glyphs, time: time)
        last = (model, size, time, canvas, stage)
        return canvas
    }
}
