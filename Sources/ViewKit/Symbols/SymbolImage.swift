import Foundation
import LayoutEngine
import Rasterizer

/// A symbol image's name, configuration and drawing: the SVG it is drawn from and its size in
/// points, as `UIImage(systemName:)` and a symbol set of a team's asset catalog make it.
///
/// Sizes follow SF Symbols' scheme with one simplification: a symbol is a square box (the open
/// icons are drawn on a square grid), `pointSize x 1.2` on a side at the medium scale (a 17-point
/// symbol is 20.33 points, as SF Symbols' `heart` is about 20 points tall at 17), times the
/// scale's factor, snapped to a third of a point so it lands on a 3x screen's pixels. Its
/// baseline sits so that the box is centered on the font's cap height (0.7 of the point size),
/// as SF Symbols center a symbol on the cap height of the text beside it.
struct SymbolImage: Hashable, @unchecked Sendable {
    /// The name asked for.
    let name: String
    /// The configuration it was made with, nothing resolved.
    let configuration: UIImage.SymbolConfiguration
    /// Where its drawing comes from.
    let source: Source
    /// Its size in points.
    let size: CGSize
    /// The distance from its bottom to the text baseline it sits on.
    let baselineOffsetFromBottom: CGFloat
    /// The weight drawn.
    let weight: UIImage.SymbolWeight

    enum Source: Hashable {
        /// An icon set SVG (a 16-unit square grid).
        case icon(path: String)
        /// A team's symbol set: a template SVG, drawn from its Regular-M glyph.
        case symbolSet(path: String)
        /// No drawing: a rounded-rectangle outline.
        case placeholder
    }

    /// The symbol `name` from `source` with `configuration` resolved against `traits`.
    init(name: String, source: Source, configuration: UIImage.SymbolConfiguration, traits: UITraitCollection) {
        self.name = name
        self.source = source
        self.configuration = configuration
        let pointSize = configuration.resolvedPointSize(traits: traits)
        let side = (pointSize * 1.2 * configuration.scale.factor * 3).rounded() / 3
        var width = side
        if case let .symbolSet(path) = source, let glyph = SymbolSetGlyph(path: path) { width = (side * glyph.aspectRatio * 3).rounded() / 3 }
        // Four decimals, cut down: 20.333... points at 3x is then 61 pixels, not 62 (the SVG's size
        // and the placement's are the same number).
        func cut(_ value: Double) -> CGFloat { CGFloat((value * 10_000).rounded(.down) / 10_000) }
        size = CGSize(width: cut(width), height: cut(side))
        baselineOffsetFromBottom = CGFloat((side - pointSize * 0.7) / 2)
        weight = configuration.resolvedWeight(traits: traits)
    }

    /// The extra stroke, in the icons' 16-unit grid, that draws a weight above regular (the open
    /// icons come in one weight; lighter weights draw as regular).
    private var weightStroke: Double {
        switch weight {
        case .medium: 0.2
        case .semibold: 0.35
        case .bold: 0.55
        case .heavy: 0.75
        case .black: 0.95
        default: 0
        }
    }

    /// The SVG drawn, sized `size` in points, written once to a file under the temporary folder so
    /// the image cache decodes and re-rasterizes it at each size and scale it is drawn at.
    func svgFile() -> String? {
        let svg: String
        let width = Double(size.width), height = Double(size.height)
        switch source {
        case let .icon(path):
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
            svg = Self.resized(text, width: width, height: height, stroke: weightStroke)
        case let .symbolSet(path):
            guard let glyph = SymbolSetGlyph(path: path) else { return nil }
            svg = glyph.svg(width: width, height: height)
        case .placeholder:
            let inset = height * 0.1, radius = height * 0.18
            svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
                + "<rect x=\"\(inset)\" y=\"\(inset)\" width=\"\(width - 2 * inset)\" height=\"\(height - 2 * inset)\" rx=\"\(radius)\" "
                + "fill=\"none\" stroke=\"black\" stroke-width=\"\(max(1, height / 16))\"/></svg>"
        }
        let folder = NSTemporaryDirectory() + "viewkit-symbols"
        let key = String(UInt64(bitPattern: Int64(svg.stableHash)), radix: 16)
        let file = folder + "/" + key + ".svg"
        if FileManager.default.fileExists(atPath: file) { return file }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            return nil
        }
        return file
    }

    /// An icon's SVG with its root's width and height set to the symbol's, and a stroke of the
    /// fill's color for a heavier weight.
    private static func resized(_ text: String, width: Double, height: Double, stroke: Double) -> String {
        guard let open = text.range(of: "<svg") else { return text }
        var rest = String(text[open.upperBound...])
        for attribute in ["width", "height"] {
            if let range = rest.range(of: " \(attribute)=\"[^\"]*\"", options: .regularExpression) { rest.removeSubrange(range) }
        }
        var added = " width=\"\(width)\" height=\"\(height)\""
        if stroke > 0 { added += " stroke=\"black\" stroke-width=\"\(stroke)\" stroke-linejoin=\"round\"" }
        return String(text[..<open.upperBound]) + added + rest
    }
}

extension String {
    /// A hash that is the same in every process (Swift's `hashValue` is seeded per process), so
    /// a symbol's file name is stable: FNV-1a over the UTF-8 bytes.
    var stableHash: Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(bitPattern: UInt(hash))
    }
}
