import VitrineCore

/// The last frame built, so that the runtime presents a frame only when something shown changed, and
/// an animation frame (only time moved) redraws only the story's stage over the last frame.
struct FrameCache {
    private var last: (model: GalleryModel, size: Size, time: Duration, canvas: Canvas, stage: Rect?, inspectorEnd: Int?)?
    /// The inspector's lines of the last stories shown, for the next frames.
    private var inspectors = InspectorMemo()

    /// The frame to present for `model` at `size`, where it may differ from the last one (nil: all of it)
    /// and how far its inspector scrolls, or nil when it would equal the last one. `time` is the model's animation time, nil while
    /// nothing moves (the last frame's time then stays).
    ///
    /// This cache holds the only whole frame (the terminal keeps what it sent as codes): an animation
    /// frame is drawn over it in place, and the last frame goes before a new one is built, so that a
    /// 300×100 screen costs one canvas, not two.
    mutating func frame(for model: GalleryModel, size: Size, time: Duration?, screen: GalleryScreen, profile: ColorProfile,
                        glyphs: GlyphSet) -> (canvas: Canvas, changed: Rect?, inspectorEnd: Int?)? {
        let time = time ?? last?.time ?? .zero
        if var cached = last, cached.model == model, cached.size == size {
            guard cached.time != time, let stage = cached.stage, let story = screen.shownStory(for: model) else { return nil }
            last = nil // the cached frame's only reference is then `cached`: drawn over in place, not copied
            cached.time = time
            let changed = screen.redrawStage(on: &cached.canvas, stage: stage, story: story, for: model, profile: profile,
                                             glyphs: glyphs, time: time)
            last = cached
            return (cached.canvas, changed, cached.inspectorEnd)
        }
        last = nil
        let framing = screen.framing(model, size: size, profile: profile, glyphs: glyphs, time: time, inspectors: &inspectors)
        last = (model, size, time, framing.canvas, framing.stage, framing.inspectorEnd)
        return (framing.canvas, nil, framing.inspectorEnd)
    }
}
