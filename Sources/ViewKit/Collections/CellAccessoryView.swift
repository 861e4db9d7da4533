import Foundation

/// The drawing of one `UICellAccessory`: the disclosure chevron, checkmark and detail button as a
/// table cell draws them (`TableCellAccessoryGlyph`), the outline disclosure, reorder and editing
/// controls as SF Symbols' shapes at iOS 17's sizes (22-point circles), or a label, or the custom view.
final class CellAccessoryView: UIView {
    let accessory: UICellAccessory

    init(_ accessory: UICellAccessory, tint: UIColor) {
        self.accessory = accessory
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        let color = accessory.tintColor
        switch accessory.kind {
        case .disclosureIndicator:
            glyph(.disclosureIndicator, tint: color ?? tint)
        case .checkmark:
            glyph(.checkmark, tint: color ?? tint)
        case let .outlineDisclosure(style):
            // Expanded (pointing down): ViewKit has no section snapshots' collapsed state.
            draw(size: CGSize(width: 13.5, height: 8), stroke: color ?? (style == .cell ? .tertiaryLabel : tint), width: 2) {
                $0.move(to: CGPoint(x: 1.5, y: 1.5)); $0.addLine(to: CGPoint(x: 6.75, y: 6.5)); $0.addLine(to: CGPoint(x: 12, y: 1.5))
            }
        case let .label(text):
            let label = UILabel()
            label.text = text
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = color ?? .secondaryLabel
            let size = label.intrinsicContentSize
            label.frame = CGRect(origin: .zero, size: size)
            bounds.size = size
            addSubview(label)
        case .detail:
            glyph(.detailButton, tint: color ?? tint)
        case .delete:
            circle(fill: color ?? .systemRed)
            draw(size: CGSize(width: 22, height: 22), stroke: .white, width: 2) {
                $0.move(to: CGPoint(x: 6, y: 11)); $0.addLine(to: CGPoint(x: 16, y: 11))
            }
        case .insert:
            circle(fill: color ?? .systemGreen)
            draw(size: CGSize(width: 22, height: 22), stroke: .white, width: 2) {
                $0.move(to: CGPoint(x: 6, y: 11)); $0.addLine(to: CGPoint(x: 16, y: 11))
                $0.move(to: CGPoint(x: 11, y: 6)); $0.addLine(to: CGPoint(x: 11, y: 16))
            }
        case .reorder:
            draw(size: CGSize(width: 18, height: 12), stroke: color ?? .tertiaryLabel, width: 1.5) {
                for y in [1.0, 6.0, 11.0] { $0.move(to: CGPoint(x: 0, y: y)); $0.addLine(to: CGPoint(x: 18, y: y)) }
            }
        case .multiselect:
            circle(stroke: color ?? .tertiaryLabel)
        case let .customView(view, _):
            bounds.size = view.bounds.size == .zero ? view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) : view.bounds.size
            view.frame = CGRect(origin: .zero, size: bounds.size)
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// A table cell's accessory glyph (the same chevron, checkmark and info button, mirrored in
    /// right to left as iOS mirrors them).
    private func glyph(_ type: UITableViewCell.AccessoryType, tint: UIColor) {
        let glyph = TableCellAccessoryGlyph(type: type)
        glyph.tintColor = tint
        addSubview(glyph)
        bounds.size = glyph.bounds.size
    }

    /// Strokes the path `build` makes in a box of `size`.
    private func draw(size: CGSize, stroke: UIColor, width: CGFloat, _ build: (UIBezierPath) -> Void) {
        let path = UIBezierPath()
        build(path)
        let glyph = ShapeGlyph()
        glyph.frame = CGRect(origin: .zero, size: size)
        glyph.shapeLayer.path = path.cgPath
        glyph.shapeLayer.fillColor = nil
        glyph.shapeLayer.strokeColor = stroke.cgColor
        glyph.shapeLayer.lineWidth = width
        glyph.shapeLayer.lineCap = .round
        glyph.shapeLayer.lineJoin = .round
        addSubview(glyph)
        bounds.size = CGSize(width: max(bounds.width, size.width), height: max(bounds.height, size.height))
    }

    /// A 22-point circle, filled or outlined.
    private func circle(fill: UIColor? = nil, stroke: UIColor? = nil) {
        let glyph = ShapeGlyph()
        glyph.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
        glyph.shapeLayer.path = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 20, height: 20)).cgPath
        glyph.shapeLayer.fillColor = fill?.cgColor
        glyph.shapeLayer.strokeColor = stroke?.cgColor
        glyph.shapeLayer.lineWidth = 1.5
        addSubview(glyph)
        bounds.size = CGSize(width: max(bounds.width, 22), height: max(bounds.height, 22))
    }
}

/// A view that draws one shape layer's path.
final class ShapeGlyph: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}
