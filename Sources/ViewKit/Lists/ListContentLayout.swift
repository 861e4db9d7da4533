import Foundation

/// Where a list row's image, text and secondary text go, and how tall the row is: one layout for
/// `UIListContentView` (a content configuration) and for `UITableViewCell`'s built-in styles
/// (`textLabel`, `detailTextLabel`, `imageView`), which iOS lays out with the same metrics.
/// Computed in left-to-right coordinates and mirrored for right-to-left.
@MainActor
struct ListContentLayout {
    /// How the two texts share the row.
    enum Arrangement {
        /// The secondary text under the text (a subtitle, a plain row).
        case stacked
        /// The secondary text trailing on the text's line while both fit, else under it (a value cell).
        case sideBySide
        /// The text right-aligned in a narrow leading column, the secondary text after it
        /// (`UITableViewCell.CellStyle.value2`, as Contacts' detail rows).
        case value2
    }

    var margins: NSDirectionalEdgeInsets
    var arrangement: Arrangement
    var imageToTextPadding: CGFloat = 16
    var verticalPadding: CGFloat = 3
    var horizontalPadding: CGFloat = 16
    var minimumHeight: CGFloat = 0
    /// The width the image's column takes at least.
    var reservedImageWidth: CGFloat = 0

    /// The frames of one layout, in the content's coordinates.
    struct Frames {
        var image: CGRect?
        var text: CGRect?
        var secondary: CGRect?
        var height: CGFloat
        /// Where the text starts (from the leading edge): a table's separator starts there.
        var textLeading: CGFloat
    }

    /// The layout at `width`: `image` is the size drawn (nil for none); a label without text takes
    /// no room.
    func frames(width: CGFloat, image: CGSize?, text: UILabel?, secondary: UILabel?,
                direction: UIUserInterfaceLayoutDirection) -> Frames {
        let text = text.flatMap { ($0.text ?? "").isEmpty ? nil : $0 }
        let secondary = secondary.flatMap { ($0.text ?? "").isEmpty ? nil : $0 }
        var textStart = margins.leading
        var imageFrame: CGRect?
        if let image {
            let column = max(reservedImageWidth, image.width)
            imageFrame = CGRect(x: margins.leading + (column - image.width) / 2, y: 0, width: image.width, height: image.height)
            textStart += column + imageToTextPadding
        }
        let available = max(0, width - margins.trailing - textStart)
        var textFrame: CGRect?, secondaryFrame: CGRect?
        var block: CGFloat = 0
        func measured(_ label: UILabel, _ width: CGFloat) -> CGSize {
            let size = label.sizeThatFits(CGSize(width: max(width, 1), height: 0))
            return CGSize(width: min(size.width, width), height: size.height)
        }
        switch arrangement {
        case .value2:
            let column = (available * 0.27).rounded()
            let gap: CGFloat = 6
            let t = text.map { measured($0, column) } ?? .zero
            let s = secondary.map { measured($0, available - column - gap) } ?? .zero
            block = max(t.height, s.height)
            if text != nil { textFrame = CGRect(x: textStart, y: (block - t.height) / 2, width: column, height: t.height) }
            if secondary != nil {
                secondaryFrame = CGRect(x: textStart + column + gap, y: (block - s.height) / 2, width: available - column - gap,
                                        height: s.height)
            }
        case .sideBySide where text != nil && secondary != nil:
            let natural = (text!.sizeThatFits(.zero), secondary!.sizeThatFits(.zero))
            if natural.0.width + horizontalPadding + natural.1.width <= available {
                let t = measured(text!, natural.0.width), s = measured(secondary!, natural.1.width)
                block = max(t.height, s.height)
                textFrame = CGRect(x: textStart, y: (block - t.height) / 2, width: t.width, height: t.height)
                secondaryFrame = CGRect(x: textStart + available - s.width, y: (block - s.height) / 2, width: s.width, height: s.height)
            } else {
                (textFrame, secondaryFrame, block) = stacked(text, secondary, x: textStart, width: available, measured)
            }
        case .sideBySide, .stacked:
            (textFrame, secondaryFrame, block) = stacked(text, secondary, x: textStart, width: available, measured)
        }
        let content = max(block, imageFrame?.height ?? 0)
        let height = max(minimumHeight, (margins.top + content + margins.bottom).rounded(.up))
        // The content centered between the margins of the final height.
        let top = margins.top + ((height - margins.top - margins.bottom) - content) / 2
        func placed(_ frame: CGRect?, within: CGFloat) -> CGRect? {
            guard var frame else { return nil }
            frame.origin.y += top + (content - within) / 2
            if direction == .rightToLeft { frame.origin.x = width - frame.maxX }
            return frame
        }
        var image = imageFrame
        if image != nil { image!.origin.y = 0 }
        return Frames(image: placed(image, within: imageFrame?.height ?? 0), text: placed(textFrame, within: block),
                      secondary: placed(secondaryFrame, within: block), height: height, textLeading: textStart)
    }

    /// The text over the secondary text, each as wide as `width` allows.
    private func stacked(_ text: UILabel?, _ secondary: UILabel?, x: CGFloat, width: CGFloat,
                         _ measured: (UILabel, CGFloat) -> CGSize) -> (CGRect?, CGRect?, CGFloat) {
        let t = text.map { measured($0, width) }
        let s = secondary.map { measured($0, width) }
        let gap = t != nil && s != nil ? verticalPadding : 0
        let textFrame = t.map { CGRect(x: x, y: 0, width: width, height: $0.height) }
        let secondaryFrame = s.map { CGRect(x: x, y: (t?.height ?? 0) + gap, width: width, height: $0.height) }
        return (textFrame, secondaryFrame, (t?.height ?? 0) + gap + (s?.height ?? 0))
    }
}
