import Foundation
import LayoutEngine
import ViewKit

/// Seed 004's news cell as a view tree: a card below the top safe area with the thumbnail across
/// its top, then the title and the site beside the journal mark and the bookmark button. The seed
/// gives the cell's parts, not its numbers (its design changed after feedback and the post shows
/// no code for it); ours, after LinkPresentation's link view: the card 16 in from the screen's
/// sides and 8 below the safe area, corner radius 16; the thumbnail as wide as the card at 1.91:1,
/// the Open Graph image ratio (1200 x 630) link previews are made for, filled and clipped; the
/// title (15 bold, two lines) and the site (13, gray) 14 in from the card's edges and 4 apart;
/// 24-point glyph buttons 10 from the card's trailing edge.
public final class NewsCellView: UIView {
    /// Open Graph's recommended image ratio, 1.91:1 (1200 x 630 pixels).
    public static let thumbnailAspectRatio = 1.91
    /// Our glyph buttons' side (the bookmark and the journal mark).
    public static let accessorySide = 24.0
    /// Our gap between the glyph buttons and the card's trailing edge, and above them.
    public static let accessoryInset = 10.0

    public let card = UIView(id: "newsCell")
    public let thumbnail = UIImageView(image: nil)
    public let titleLabel: UILabel
    public let siteLabel: UILabel
    public let accessories = UIStackView()

    /// The cell `cell` in `theme`, to be laid out full screen.
    /// - Throws: `ComponentImageError` when the thumbnail's file cannot be read.
    public init(_ cell: NewsCell, theme: Theme) throws {
        let colors = theme.colors, type = theme.typography, inset = theme.spacing.cardInset
        titleLabel = UILabel(id: "newsCell.title", text: cell.title, style: type.cardTitle, color: colors.black,
                             alignment: .natural, lines: 2)
        siteLabel = UILabel(id: "newsCell.site", text: cell.site, style: type.cardBody, color: colors.systemGray,
                            alignment: .natural, lines: 1)
        super.init(frame: .zero)
        card.backgroundColor = UIColor(colors.white)
        card.layer.cornerRadius = theme.radii.card
        card.clipsToBounds = true
        thumbnail.accessibilityIdentifier = "newsCell.thumbnail"
        thumbnail.clipsToBounds = true
        if let picture = cell.image {
            thumbnail.image = try picture.uiImage()
            thumbnail.contentMode = UIView.ContentMode(picture.contentMode)
        } else {
            thumbnail.backgroundColor = UIColor(colors.systemGray5)
            let placeholder = NewsCellView.placeholderGlyph(color: colors.systemGray)
            thumbnail.addSubview(placeholder)
            placeholder.snp.makeConstraints {
                $0.center.equalToSuperview()
                $0.size.equalTo(placeholder.frame.size)
            }
        }
        accessories.accessibilityIdentifier = "newsCell.accessories"
        accessories.axis = .horizontal
        accessories.spacing = theme.spacing.cardLineGap
        let side = NewsCellView.accessorySide
        let journal = NewsCellView.pencilGlyph(color: colors.systemBlue)
        journal.isHidden = !cell.journalWritten
        let bookmark = NewsCellView.bookmarkGlyph(selected: cell.bookmarked, color: colors.systemBlue)
        for glyph in [journal, bookmark] {
            accessories.addArrangedSubview(glyph)
            glyph.snp.makeConstraints {
                // Below required, so that the stack can collapse the hidden journal mark.
                $0.width.equalTo(side).priority(999)
                $0.height.equalTo(side)
            }
        }

        addSubview(card)
        for view in [thumbnail, titleLabel, siteLabel, accessories] as [UIView] { card.addSubview(view) }
        card.snp.makeConstraints {
            $0.top.equalTo(safeAreaLayoutGuide.snp.top).offset(theme.spacing.small)
            $0.leading.equalTo(safeAreaLayoutGuide.snp.leading).offset(theme.spacing.content)
            $0.trailing.equalTo(safeAreaLayoutGuide.snp.trailing).offset(-theme.spacing.content)
            $0.bottom.equalTo(siteLabel.snp.bottom).offset(inset)
        }
        thumbnail.snp.makeConstraints {
            $0.top.leading.trailing.equalToSuperview()
            $0.height.equalTo(thumbnail.snp.width).multipliedBy(1 / NewsCellView.thumbnailAspectRatio)
        }
        accessories.snp.makeConstraints {
            $0.top.equalTo(thumbnail.snp.bottom).offset(NewsCellView.accessoryInset)
            $0.trailing.equalToSuperview().offset(-NewsCellView.accessoryInset)
        }
        titleLabel.snp.makeConstraints {
            $0.top.equalTo(thumbnail.snp.bottom).offset(inset)
            $0.leading.equalToSuperview().offset(inset)
            $0.trailing.equalTo(accessories.snp.leading).offset(-theme.spacing.small)
        }
        siteLabel.snp.makeConstraints {
            $0.top.equalTo(titleLabel.snp.bottom).offset(theme.spacing.cardLineGap)
            $0.leading.trailing.equalTo(titleLabel)
        }
    }

    public required init?(coder: NSCoder) { nil }

    /// SF Symbols' `bookmark` (outlined) and `bookmark.fill` (selected), drawn as a path: a
    /// ribbon 12 wide and 16 high with a notch 4.5 deep, in a 24-point box.
    static func bookmarkGlyph(selected: Bool, color: Color) -> UIView {
        ShapeView(id: "newsCell.bookmark", size: CGSize(width: accessorySide, height: accessorySide),
                  fill: selected ? color : nil, stroke: color) {
            $0.addPolygon([(6, 4), (18, 4), (18, 20), (12, 15.5), (6, 20)])
        }
    }

    /// The "journal written" mark: a pencil at 45 degrees, its body and its tip, in a 24-point box.
    static func pencilGlyph(color: Color) -> UIView {
        ShapeView(id: "newsCell.journalWritten", size: CGSize(width: accessorySide, height: accessorySide), fill: color) {
            $0.addPolygon([(7, 14.5), (15.5, 6), (18.5, 9), (10, 17.5)])
            $0.addPolygon([(6.2, 15.6), (8.9, 18.3), (5, 19.5)])
        }
    }

    /// The default image's glyph (a picture: two hills and a sun), 48 x 36 points.
    static func placeholderGlyph(color: Color) -> UIView {
        ShapeView(id: "newsCell.thumbnail.placeholder", size: CGSize(width: 48, height: 36), fill: color) {
            $0.addPolygon([(0, 36), (16, 14), (26, 26), (34, 17), (48, 36)])
            // The sun: a circle of radius 5 at (38, 6), four cubic quarter arcs (k = 0.5523 r).
            let k = 0.5523 * 5.0
            $0.move(to: CGPoint(x: 43, y: 6))
            $0.addCurve(to: CGPoint(x: 38, y: 11), controlPoint1: CGPoint(x: 43, y: 6 + k), controlPoint2: CGPoint(x: 38 + k, y: 11))
            $0.addCurve(to: CGPoint(x: 33, y: 6), controlPoint1: CGPoint(x: 38 - k, y: 11), controlPoint2: CGPoint(x: 33, y: 6 + k))
            $0.addCurve(to: CGPoint(x: 38, y: 1), controlPoint1: CGPoint(x: 33, y: 6 - k), controlPoint2: CGPoint(x: 38 - k, y: 1))
            $0.addCurve(to: CGPoint(x: 43, y: 6), controlPoint1: CGPoint(x: 38 + k, y: 1), controlPoint2: CGPoint(x: 43, y: 6 - k))
            $0.close()
        }
    }
}

extension NewsCell: Component {
    /// The cell laid out on `device` in `theme` (see `Component`).
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        try NewsCellView(self, theme: theme)
    }
}
