import Foundation

/// The view that draws a `UIListContentConfiguration` (UIKit's `UIListContentView`): an image
/// view and two labels placed by `ListContentLayout`, its height the content's (at least 44 pt for
/// a row preset) at the width it gets, so a cell holding it sizes itself.
///
/// Differs from UIKit: `configuration` is typed `UIContentConfiguration` (the protocol's type; UIKit
/// bridges a `UIListContentConfiguration`-typed property through Objective-C); read the list
/// configuration through `listConfiguration`.
open class UIListContentView: UIView, UIContentView {
    /// The configuration drawn.
    public var listConfiguration: UIListContentConfiguration {
        didSet { apply() }
    }
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }

    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }
    public required init?(coder: NSCoder) { nil }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// Puts the configuration's texts, styles and image into the subviews.
    private func apply() {
        let c = listConfiguration
        Self.style(textLabel, c.textProperties, text: c.text, attributed: c.attributedText)
        Self.style(secondaryTextLabel, c.secondaryTextProperties, text: c.secondaryText, attributed: c.secondaryAttributedText)
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    static func style(_ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, text: String?,
                      attributed: NSAttributedString?) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = switch properties.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = (label.text ?? "").isEmpty
    }

    /// The layout of the configuration in this view's place: margins from the configuration, or on
    /// a preserved axis from the superview (a cell's content view).
    var layout: ListContentLayout {
        let c = listConfiguration
        var margins = c.directionalLayoutMargins
        if let parent = superview {
            let theirs = parent.directionalLayoutMargins
            if c.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                margins.leading = theirs.leading
                margins.trailing = theirs.trailing
            }
            if c.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
                margins.top = theirs.top
                margins.bottom = theirs.bottom
            }
        }
        var layout = ListContentLayout(margins: margins, arrangement: c.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked)
        layout.imageToTextPadding = c.imageToTextPadding
        layout.verticalPadding = c.textToSecondaryTextVerticalPadding
        layout.horizontalPadding = c.textToSecondaryTextHorizontalPadding
        layout.minimumHeight = c.preset.minimumHeight
        let reserved = c.imageProperties.reservedLayoutSize.width
        layout.reservedImageWidth = reserved == UIListContentConfiguration.ImageProperties.standardDimension ? 29 : max(0, reserved)
        return layout
    }

    /// The image's size as drawn: its own, shrunk to `maximumSize` keeping its aspect.
    var drawnImageSize: CGSize? {
        guard let image = listConfiguration.image else { return nil }
        var size = image.size
        let limit = listConfiguration.imageProperties.maximumSize
        if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
        if limit.height > 0, size.height > limit.height {
            size = CGSize(width: size.width * limit.height / size.height, height: limit.height)
        }
        return size
    }

    func frames(width: CGFloat) -> ListContentLayout.Frames {
        layout.frames(width: width, image: drawnImageSize, text: textLabel, secondary: secondaryTextLabel,
                      direction: effectiveUserInterfaceLayoutDirection)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = frames(width: bounds.width)
        if let image = frames.image { imageView.frame = image }
        if let text = frames.text { textLabel.frame = text }
        if let secondary = frames.secondary { secondaryTextLabel.frame = secondary }
    }

    override func intrinsicSize(proposedWidth: Double?) -> CGSize {
        let width = proposedWidth.map { CGFloat($0) } ?? (bounds.width > 0 ? bounds.width : 10_000)
        return CGSize(width: UIView.noIntrinsicMetric, height: frames(width: width).height)
    }
    open override var intrinsicContentSize: CGSize {
        intrinsicSize(proposedWidth: bounds.width > 0 ? Double(bounds.width) : nil)
    }
    override func hasIntrinsicSize() -> Bool { true }
    override func intrinsicHeightDependsOnWidth() -> Bool { true }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(width: size.width).height)
    }
}
