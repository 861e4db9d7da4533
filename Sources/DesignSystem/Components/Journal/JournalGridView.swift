import Foundation
import LayoutEngine
import ViewKit

/// Seed 004's journal list as a view: a scroll view showing the cards in view, each placed
/// where the masonry layout puts it (as the seed's waterfall collection view layout places its
/// cells), scrolled to the grid's content offset (`journal`, `journal.card.N` with `.title`,
/// `.edited`, `.tag`, `.memo` and, when selected, `.check`).
public final class JournalGridView: UIScrollView {
    /// The visible cards of `grid` as `masonry` places them, in `theme`, at `scale`.
    public init(_ grid: JournalGrid, masonry: MasonryLayout, visible: [Int], theme: Theme, scale: Double) throws {
        super.init(frame: .zero)
        accessibilityIdentifier = "journal"
        for index in visible {
            let card = try JournalCardView(grid.cards[index], id: "journal.card.\(index)", frame: masonry.frame(ofItem: index),
                                           selected: grid.selection?.contains(index) == true, memoLines: grid.memoLines,
                                           theme: theme, scale: scale)
            addSubview(card)
        }
        contentOffset = CGPoint(x: 0, y: grid.contentOffset)
    }

    public required init?(coder: NSCoder) { nil }
}

/// One journal card: white, rounded, its labels at the places `JournalCard` measures, with a
/// blue outline and a check mark when selected.
final class JournalCardView: UIView {
    init(_ card: JournalCard, id: String, frame: Rect, selected: Bool, memoLines: Int, theme: Theme, scale: Double) throws {
        super.init(frame: CGRect(frame))
        accessibilityIdentifier = id
        let colors = theme.colors
        backgroundColor = UIColor(colors.white)
        layer.cornerRadius = theme.radii.group
        clipsToBounds = true
        let textColors = ["title": colors.black, "edited": colors.secondaryLabel, "tag": colors.systemBlue, "memo": colors.black]
        let placement = try card.placement(width: frame.width, theme: theme, scale: scale, memoLines: memoLines)
        for label in placement.labels where !label.text.isEmpty {
            let view = UILabel(id: "\(id).\(label.name)", text: label.text, style: label.style,
                               color: textColors[label.name] ?? colors.black, alignment: .left, lines: label.lines)
            view.frame = CGRect(x: placement.inset, y: label.top, width: frame.width - 2 * placement.inset, height: label.height)
            addSubview(view)
        }
        if selected {
            layer.borderWidth = 2
            layer.borderColor = UIColor(colors.systemBlue).cgColor
            addSubview(CheckMarkView(id: id + ".check", card: frame.size, theme: theme))
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// A filled circle with a white tick in the card's bottom-right corner, as Photos marks a
/// selection; an overlay, so entering selection mode moves no card.
final class CheckMarkView: UIView {
    static let diameter = 22.0

    init(id: String, card: Size, theme: Theme) {
        let diameter = CheckMarkView.diameter, margin = theme.spacing.small
        super.init(frame: CGRect(x: card.width - margin - diameter, y: card.height - margin - diameter, width: diameter, height: diameter))
        accessibilityIdentifier = id
        backgroundColor = UIColor(theme.colors.systemBlue)
        layer.borderWidth = 1.5
        layer.borderColor = UIColor(theme.colors.white).cgColor
        layer.cornerRadius = diameter / 2
        addSubview(ShapeView(id: id + ".tick", size: CGSize(width: diameter, height: diameter), fill: nil,
                             stroke: theme.colors.white, lineWidth: 2) {
            $0.move(to: CGPoint(x: 6, y: 11.5))
            $0.addLine(to: CGPoint(x: 9.5, y: 15))
            $0.addLine(to: CGPoint(x: 16, y: 8))
        })
    }

    required init?(coder: NSCoder) { nil }
}

extension JournalGrid: Component {
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        let grid = try masonry(on: device, theme: theme)
        let viewHeight = showsWholeContent ? max(grid.contentHeight, device.size.height - device.safeArea.top)
            : device.size.height - device.safeArea.top
        let area = Rect(x: 0, y: device.safeArea.top, width: device.size.width, height: viewHeight)
        let maximumOffset = max(0, grid.contentHeight - area.height)
        guard contentOffset <= maximumOffset + 1e-9 else {
            throw JournalGridError("contentOffset \(contentOffset) scrolls past the content: at most \(maximumOffset) "
                + "(content \(grid.contentHeight) points tall in a view of \(area.height))")
        }
        let visible = grid.items(in: Rect(x: 0, y: contentOffset, width: area.width, height: area.height)).map(\.item)
        // A whole-content grid is taller than the device; the screen it draws on grows with it (`ScreenExtending`).
        let screen = UIView()
        let view = try JournalGridView(self, masonry: grid, visible: visible, theme: theme, scale: device.scale)
        view.frame = CGRect(area)
        screen.addSubview(view)
        return screen
    }
}
