import Foundation
import LayoutEngine

/// The picture AccessibilitySnapshot draws, as a view tree our renderer draws over the view's
/// drawing: an overlay an element in its color at 0.3 alpha (its frame, or its path), a
/// crosshair at an activation point that moved, and below, a legend in columns at least 284
/// points wide: for each element a 14-point marker, its description in 12-point text, its hint
/// in 12-point gray italics, and "Actions Available" with its actions' names
/// (AccessibilitySnapshot's `LegendLayoutMetrics`).
@MainActor
struct AccessibilityPicture {
    let size: CGSize
    let elements: [AccessibilityElement]
    let options: AccessibilitySnapshotOptions

    private enum Metrics {
        static let inset: CGFloat = 16
        static let spacing: CGFloat = 16
        static let minimumColumnWidth: CGFloat = 284
        static let marker: CGFloat = 14
        static let markerToText: CGFloat = 16
        static let lineSpacing: CGFloat = 4
        static let fontSize: CGFloat = 12
        static let fillAlpha: CGFloat = 0.3
        static let crosshairRadius: CGFloat = 8
    }

    /// The picture's width: the view's, or the legend's narrowest when the view is narrower.
    var width: CGFloat { max(size.width, Metrics.minimumColumnWidth + 2 * Metrics.inset) }
    /// Where the view's drawing goes, centered at the top.
    var drawingOrigin: CGPoint { CGPoint(x: ((width - size.width) / 2).rounded(), y: 0) }

    /// What is drawn over the view's drawing (a clear area at `drawingOrigin`, white elsewhere):
    /// the overlays and crosshairs, and the legend below.
    func overlayView() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: size.height))
        let colors = elements.enumerated().map { options.color(of: $1, at: $0) }
        let overlay = SceneNodeView(nodes: overlayNodes(colors: colors), frame: CGRect(origin: drawingOrigin, size: size))
        overlay.clipsToBounds = true
        root.addSubview(overlay)
        let legendBottom = addLegend(to: root, colors: colors, top: size.height + Metrics.inset, width: width)
        root.frame.size.height = elements.isEmpty ? size.height : legendBottom + Metrics.inset
        return root
    }

    private func overlayNodes(colors: [UIColor]) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for (index, element) in elements.enumerated() {
            let color = colors[index].color(for: UITraitCollection())
            let fill = Paint.solid(color.withOpacity(Double(Metrics.fillAlpha)))
            switch element.shape {
            case let .frame(rect):
                nodes.append(SceneNode(id: "a11y.\(index)", frame: rect.cgRect.engineRect, fill: fill))
            case let .path(steps):
                let whole = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
                nodes.append(SceneNode(id: "a11y.\(index)", frame: whole, content: .path(Self.path(steps), fill: fill, stroke: nil)))
            }
            let showsCrosshair: Bool
            switch options.showActivationPoints {
            case .always: showsCrosshair = true
            case .never: showsCrosshair = false
            case .whenOverridden: showsCrosshair = !element.usesDefaultActivationPoint
            }
            if showsCrosshair { nodes.append(crosshair(at: element.activationPoint.cgPoint, color: color, id: "a11y.\(index).activation")) }
        }
        return nodes
    }

    /// A ring with a cross through it, centered on the point.
    private func crosshair(at point: CGPoint, color: Color, id: String) -> SceneNode {
        let r = Metrics.crosshairRadius
        var shape = UIBezierPath(ovalIn: CGRect(x: r / 2, y: r / 2, width: r, height: r)).cgPath.path
        shape.move(to: Point(x: Double(r), y: 0)); shape.line(to: Point(x: Double(r), y: Double(2 * r)))
        shape.move(to: Point(x: 0, y: Double(r))); shape.line(to: Point(x: Double(2 * r), y: Double(r)))
        return SceneNode(id: id, frame: Rect(x: Double(point.x - r), y: Double(point.y - r), width: Double(2 * r), height: Double(2 * r)),
                         content: .path(shape, fill: nil, stroke: Stroke(width: 1.5, color: color)))
    }

    private static func path(_ steps: [AccessibilityPathElement]) -> Path {
        func point(_ p: AccessibilityPoint) -> Point { Point(x: p.x, y: p.y) }
        return Path(elements: steps.map { step in
            switch step {
            case let .move(to): return .move(point(to))
            case let .line(to): return .line(point(to))
            case let .quadCurve(to, control): return .quad(control: point(control), to: point(to))
            case let .curve(to, control1, control2): return .cubic(control1: point(control1), control2: point(control2), to: point(to))
            case .closeSubpath: return .close
            }
        })
    }

    /// The legend's entries in columns, row by row; returns the bottom of the last row.
    private func addLegend(to root: UIView, colors: [UIColor], top: CGFloat, width: CGFloat) -> CGFloat {
        let available = width - 2 * Metrics.inset
        let columns = max(1, Int((available + Metrics.spacing) / (Metrics.minimumColumnWidth + Metrics.spacing)))
        let columnWidth = (available - CGFloat(columns - 1) * Metrics.spacing) / CGFloat(columns)
        var rowTop = top, rowBottom = top
        for (index, element) in elements.enumerated() {
            let column = index % columns
            if column == 0 && index > 0 { rowTop = rowBottom + Metrics.spacing }
            let x = Metrics.inset + CGFloat(column) * (columnWidth + Metrics.spacing)
            let entry = legendEntry(element, color: colors[index], width: columnWidth)
            entry.frame.origin = CGPoint(x: x, y: rowTop)
            root.addSubview(entry)
            rowBottom = max(rowBottom, rowTop + entry.frame.height)
        }
        return rowBottom
    }

    private func legendEntry(_ element: AccessibilityElement, color: UIColor, width: CGFloat) -> UIView {
        let entry = UIView()
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: Metrics.marker, height: Metrics.marker))
        marker.backgroundColor = color.withAlphaComponent(Metrics.fillAlpha)
        entry.addSubview(marker)
        let textX = Metrics.marker + Metrics.markerToText, textWidth = width - textX
        var y: CGFloat = 0
        func line(_ text: String, font: UIFont, color: UIColor, indent: CGFloat = 0) {
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = color
            label.numberOfLines = 0
            let fitted = label.sizeThatFits(CGSize(width: textWidth - indent, height: .greatestFiniteMagnitude))
            if y > 0 { y += Metrics.lineSpacing }
            label.frame = CGRect(x: textX + indent, y: y, width: min(fitted.width, textWidth - indent), height: fitted.height)
            entry.addSubview(label)
            y += fitted.height
        }
        line(element.description, font: .systemFont(ofSize: Metrics.fontSize), color: .black)
        if let hint = element.hint { line(hint, font: .italicSystemFont(ofSize: Metrics.fontSize), color: .darkGray) }
        if !element.customActions.isEmpty {
            line("Actions Available", font: .systemFont(ofSize: Metrics.fontSize, weight: .semibold), color: .black)
            for action in element.customActions { line("• \(action)", font: .systemFont(ofSize: Metrics.fontSize), color: .black, indent: 8) }
        }
        entry.frame = CGRect(x: 0, y: 0, width: width, height: max(Metrics.marker, y))
        return entry
    }
}
