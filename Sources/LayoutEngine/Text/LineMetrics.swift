/// A line's vertical extent: the largest ascent, descent and leading of the fonts on it, then the paragraph's
/// line-height settings in TextKit's order (multiple, then minimum and maximum; extra height goes above
/// the text, so the baseline keeps its distance from the bottom).
struct LineMetrics {
    let ascent: Double
    let descent: Double
    let leading: Double
    let height: Double

    /// The metrics of a line drawn with the faces marked in `uses`: bit k of `uses[s]` for face k of
    /// span s's chain, at that span's size.
    init(uses: [UInt64], spans: [TextSpan], paragraph: ParagraphStyle) {
        var ascent = 0.0, descent = 0.0, leading = 0.0
        for s in uses.indices where uses[s] != 0 {
            let faces = uses[s], chain = spans[s].chain, size = spans[s].size
            for k in 0..<chain.count where faces & (1 << UInt64(k)) != 0 {
                let face = chain[k]
                let scale = size / face.unitsPerEm
                ascent = max(ascent, face.ascender * scale)
                descent = max(descent, -face.descender * scale)
                leading = max(leading, face.lineGap * scale)
            }
        }
        var height = ascent + descent + leading
        if paragraph.lineHeightMultiple > 0 { height *= paragraph.lineHeightMultiple }
        if paragraph.minimumLineHeight > 0 { height = max(height, paragraph.minimumLineHeight) }
        if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
        self.ascent = ascent; self.descent = descent; self.leading = leading; self.height = height
    }

    /// The baseline's distance from the line's top.
    var baselineOffset: Double { height - descent - leading }
}
