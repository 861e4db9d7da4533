import Foundation

/// The Regular-M glyph of a team's custom symbol (an asset catalog `.symbolset`'s template SVG, as
/// the SF Symbols app exports it): the `<g id="Regular-M">` group, placed by the template's
/// guides (`Baseline-M`, `Capline-M`, and the `left-margin-Regular-M` / `right-margin-Regular-M`
/// lines). A symbol set without those (a plain SVG) is drawn whole.
struct SymbolSetGlyph {
    /// The SVG's text.
    let text: String
    /// The glyph group's text, nil for a plain SVG.
    let group: String?
    /// The viewBox the glyph is drawn in: cap height centered, 1.7 cap heights tall (a symbol's
    /// box is 1.2 point sizes, the cap height 0.7), from the left margin to the right.
    let viewBox: (x: Double, y: Double, width: Double, height: Double)?

    init?(path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        self.text = text
        group = Self.element("g", id: "Regular-M", in: text)
        if group != nil, let baseline = Self.number("y1", ofElementWithID: "Baseline-M", in: text),
           let capline = Self.number("y1", ofElementWithID: "Capline-M", in: text),
           let left = Self.number("x1", ofElementWithID: "left-margin-Regular-M", in: text),
           let right = Self.number("x1", ofElementWithID: "right-margin-Regular-M", in: text),
           baseline > capline, right > left {
            let cap = baseline - capline, height = cap * 1.7
            viewBox = (left, capline + cap / 2 - height / 2, right - left, height)
        } else {
            viewBox = nil
        }
    }

    /// Width over height of the drawn box (1 for a plain SVG, drawn square).
    var aspectRatio: Double { viewBox.map { $0.width / $0.height } ?? 1 }

    /// The glyph alone as an SVG of `width` x `height` points.
    func svg(width: Double, height: Double) -> String {
        guard let group, let box = viewBox else {
            guard let open = text.range(of: "<svg") else { return text }
            var rest = String(text[open.upperBound...])
            for attribute in ["width", "height"] {
                if let range = rest.range(of: " \(attribute)=\"[^\"]*\"", options: .regularExpression) { rest.removeSubrange(range) }
            }
            return String(text[..<open.upperBound]) + " width=\"\(width)\" height=\"\(height)\"" + rest
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"\(box.x) \(box.y) \(box.width) \(box.height)\">" + group + "</svg>"
    }

    /// The element `<tag id="id" ...>...</tag>` with its nested elements of the same tag.
    private static func element(_ tag: String, id: String, in text: String) -> String? {
        guard let start = text.range(of: "<\(tag) id=\"\(id)\"") ?? text.range(of: "id=\"\(id)\"").flatMap({ match in
            text[..<match.lowerBound].range(of: "<\(tag)", options: .backwards)
        }) else { return nil }
        var depth = 0
        var index = start.lowerBound
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("<\(tag) ") || rest.hasPrefix("<\(tag)>") {
                depth += 1
            } else if rest.hasPrefix("</\(tag)>") {
                depth -= 1
                if depth == 0 { return String(text[start.lowerBound..<text.index(index, offsetBy: tag.count + 3)]) }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Attribute `name` of the element with `id`, as a number.
    private static func number(_ name: String, ofElementWithID id: String, in text: String) -> Double? {
        guard let idRange = text.range(of: "id=\"\(id)\""),
              let open = text[..<idRange.lowerBound].range(of: "<", options: .backwards),
              let close = text[idRange.upperBound...].range(of: ">") else { return nil }
        let element = text[open.lowerBound..<close.upperBound]
        guard let attribute = element.range(of: " \(name)=\"[^\"]*\"", options: .regularExpression) else { return nil }
        let value = element[attribute].split(separator: "\"").dropFirst().first
        return value.flatMap { Double($0) }
    }
}
