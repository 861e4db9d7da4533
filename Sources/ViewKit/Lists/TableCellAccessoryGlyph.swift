import Foundation
import LayoutEngine

/// The glyph of a `UITableViewCell.AccessoryType`, drawn as iOS 17 draws it: the disclosure
/// chevron in `tertiaryLabel` gray (8 x 13 pt, a 2-pt stroke with round ends), the checkmark in
/// the tint color (14 x 13 pt), the detail (info) button as a 22-pt circled "i" in the tint color,
/// the detail disclosure button as both with 12 pt between them. The shapes are ours, sized after
/// SF Symbols' `chevron.forward`, `checkmark` and `info.circle` at the body size.
final class TableCellAccessoryGlyph: UIView {
    let type: UITableViewCell.AccessoryType

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: TableCellAccessoryGlyph.size(of: type)))
        isUserInteractionEnabled = type == .detailButton || type == .detailDisclosureButton
    }
    required init?(coder: NSCoder) { nil }

    static let chevron = CGSize(width: 8, height: 13)
    static let checkmark = CGSize(width: 14, height: 13)
    static let info: CGFloat = 22
    static let detailToChevron: CGFloat = 12

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: chevron
        case .checkmark: checkmark
        case .detailButton: CGSize(width: info, height: info)
        case .detailDisclosureButton: CGSize(width: info + detailToChevron + chevron.width, height: info)
        }
    }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = Double(bounds.width), height = Double(bounds.height)
        // Drawn left to right; for right to left the chevron points back and the info button moves
        // to the other end, while the checkmark keeps its shape (iOS does not mirror it).
        func x(_ value: Double) -> Double { rtl ? width - value : value }
        func stroked(_ path: Path, _ color: UIColor, _ lineWidth: Double, name: String) -> SceneNode {
            let stroke = Stroke(width: lineWidth, color: color.color(for: traits), cap: .round, join: .round)
            return SceneNode(id: id + "." + name, frame: Rect(x: 0, y: 0, width: width, height: height),
                             content: .path(path, fill: nil, stroke: stroke))
        }
        let tint = tintColor.resolvedColor(with: traits)
        var nodes: [SceneNode] = []
        if type == .disclosureIndicator || type == .detailDisclosureButton {
            let size = TableCellAccessoryGlyph.chevron
            let left = width - Double(size.width) + 1, right = width - 1, top = (height - Double(size.height)) / 2 + 1
            var path = Path()
            path.move(to: Point(x: x(left), y: top))
            path.line(to: Point(x: x(right), y: height / 2))
            path.line(to: Point(x: x(left), y: top + Double(size.height) - 2))
            nodes.append(stroked(path, .tertiaryLabel, 2, name: "chevron"))
        }
        if type == .checkmark {
            var path = Path()
            path.move(to: Point(x: 1, y: height * 0.55))
            path.line(to: Point(x: 5, y: height - 1.5))
            path.line(to: Point(x: width - 1, y: 1))
            nodes.append(stroked(path, tint, 2, name: "checkmark"))
        }
        if type == .detailButton || type == .detailDisclosureButton {
            let d = Double(TableCellAccessoryGlyph.info), left = rtl ? width - d : 0, top = (height - d) / 2
            let circle = Path(ellipseIn: Rect(x: left + 0.75, y: top + 0.75, width: d - 1.5, height: d - 1.5))
            nodes.append(stroked(circle, tint, 1.5, name: "info.circle"))
            var stem = Path()
            stem.move(to: Point(x: left + d / 2, y: top + d * 0.45))
            stem.line(to: Point(x: left + d / 2, y: top + d * 0.72))
            nodes.append(stroked(stem, tint, 2, name: "info.stem"))
            var dot = Path()
            dot.move(to: Point(x: left + d / 2, y: top + d * 0.29))
            dot.line(to: Point(x: left + d / 2, y: top + d * 0.29 + 0.01))
            nodes.append(stroked(dot, tint, 2.6, name: "info.dot"))
        }
        return nodes
    }
}
