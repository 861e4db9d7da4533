import Foundation
import LayoutEngine

/// A button (UIKit's `UIButton`): a title and an image per control state, falling back to the
/// normal state's as UIKit does, drawn centered inside `contentEdgeInsets`; or, with a
/// `configuration` (iOS 15), drawn from it as iOS 17 draws configured buttons (see
/// `UIButton.Configuration`).
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }
    public let buttonType: ButtonType
    public private(set) var titleLabel: UILabel?
    public private(set) var imageView: UIImageView?
    /// Padding around the title and image.
    public var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
    public var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    public var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The button's content and look as one value; nil for a button set up state by state.
    public var configuration: Configuration? { didSet { updateParts() } }
    /// Called to update the configuration for the button's state (UIKit calls it when the state
    /// changes); called here each time the state or the configuration is set.
    public var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { updateParts() } }
    /// The subtitle's label, for a configuration with a subtitle.
    public private(set) var subtitleLabel: UILabel?
    /// The spinner a configuration's `showsActivityIndicator` draws in place of the image.
    private var activityIndicator: UIActivityIndicatorView?
    private var isUpdatingConfiguration = false
    /// The tint the configuration's colors were made with.
    private var appliedTint: UIColor?

    /// A system button drawn from `configuration`. `primaryAction` runs for
    /// `.primaryActionTriggered` (`sendActions(for:)`); a snapshot performs no action.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        // An initializer's own assignment does not run `didSet`.
        updateParts()
    }
    /// Asks for the configuration to be updated for the current state.
    public func setNeedsUpdateConfiguration() { updateParts() }
    public func updateConfiguration() { updateParts() }

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        makeParts()
    }
    public convenience init() { self.init(type: .custom) }
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        makeParts()
    }
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        makeParts()
    }

    private func makeParts() {
        let label = UILabel()
        // UIButton's title font: the system font at 15 points.
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        titleLabel = label
        let image = UIImageView()
        imageView = image
        addSubview(image)
        addSubview(label)
        updateParts()
    }

    public func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; updateParts() }
    public func title(for state: State) -> String? { lookup(titles, state) }
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateParts()
    }
    public func attributedTitle(for state: State) -> NSAttributedString? { lookup(attributedTitles, state) }
    public func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; updateParts() }
    /// The state's color, else the normal one, else the button type's default: the tint for a
    /// system button (dimmed when highlighted, gray when disabled), white for a custom one.
    public func titleColor(for state: State) -> UIColor? {
        if let color = lookup(titleColors, state) { return color }
        guard buttonType == .system else { return .white }
        if state.contains(.disabled) { return .tertiaryLabel }
        return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.2) : tintColor
    }
    public func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; updateParts() }
    public func image(for state: State) -> UIImage? { lookup(images, state) }
    public func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    public func backgroundImage(for state: State) -> UIImage? { lookup(backgroundImages, state) }
    public var currentTitle: String? { title(for: state) }
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    public var currentImage: UIImage? { image(for: state) }

    /// UIKit's fallback: the exact state, then selected or highlighted alone, then normal.
    private func lookup<T>(_ table: [UInt: T], _ state: State) -> T? {
        if let value = table[state.rawValue] { return value }
        if state.contains(.disabled), let value = table[State.disabled.rawValue] { return value }
        if state.contains(.selected), let value = table[State.selected.rawValue] { return value }
        if state.contains(.highlighted), let value = table[State.highlighted.rawValue] { return value }
        return table[State.normal.rawValue]
    }

    override func stateChanged() {
        updateParts()
        super.stateChanged()
    }

    private func updateParts() {
        guard let titleLabel, let imageView else { return }
        if let handler = configurationUpdateHandler, !isUpdatingConfiguration {
            isUpdatingConfiguration = true
            handler(self)
            isUpdatingConfiguration = false
        }
        if let configuration {
            applyConfiguration(configuration, titleLabel: titleLabel, imageView: imageView)
            return
        }
        subtitleLabel?.isHidden = true
        activityIndicator?.stopAnimating()
        let state = self.state
        if let attributed = attributedTitle(for: state) {
            titleLabel.attributedText = attributed
        } else {
            titleLabel.text = title(for: state)
            titleLabel.textColor = titleColor(for: state)
        }
        titleLabel.isHidden = (titleLabel.text ?? "").isEmpty
        imageView.image = image(for: state)
        imageView.isHidden = imageView.image == nil
        if buttonType == .system, let image = imageView.image, image.renderingMode == .automatic {
            imageView.image = image.withRenderingMode(.alwaysTemplate)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var titleSize: CGSize { titleLabel?.isHidden == false ? titleLabel?.intrinsicContentSize ?? .zero : .zero }
    private var imageSize: CGSize { imageView?.image?.size ?? .zero }

    /// Title and image side by side plus `contentEdgeInsets`; with no insets a titled button is
    /// 6 points taller above and below its title (UIKit: 30 points for a 15-point title).
    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuredLayout(configuration).size }
        let title = titleSize, image = imageSize
        var size = CGSize(width: title.width + image.width, height: max(title.height, image.height))
        if contentEdgeInsets == .zero && title.height > 0 { size.height += 12 }
        size.width += contentEdgeInsets.left + contentEdgeInsets.right
        size.height += contentEdgeInsets.top + contentEdgeInsets.bottom
        return size
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A configured button's background: the style's color with the corner style's radius.
    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        guard let configuration else { return [] }
        let size = bounds.size
        let fill = configuration.backgroundColor(state: state, tint: tintColor)
        let stroke = configuration.background.strokeColor.flatMap { color -> Border? in
            configuration.background.strokeWidth > 0 ? Border(width: Double(configuration.background.strokeWidth), color: color.color(for: traits)) : nil
        }
        guard fill != nil || stroke != nil else { return [] }
        return [SceneNode(id: id + ".background", frame: Rect(origin: .zero, size: size.engineSize),
                          fill: fill.map { .solid($0.color(for: traits)) }, border: stroke,
                          cornerRadii: CornerRadii(all: Double(min(configuration.cornerRadius(height: size.height), min(size.width, size.height) / 2))),
                          cornerStyle: .continuous)]
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel, let imageView else { return }
        if let configuration {
            // The tint is inherited: a button added under a tinted view, or tinted after it was
            // configured, takes its tint now, as UIKit's does.
            if tintColor != appliedTint { applyConfiguration(configuration, titleLabel: titleLabel, imageView: imageView) }
            let layout = configuredLayout(configuration)
            titleLabel.frame = layout.title
            subtitleLabel?.frame = layout.subtitle
            imageView.frame = layout.image
            activityIndicator?.frame = layout.image
            return
        }
        if attributedTitle(for: state) == nil { titleLabel.textColor = titleColor(for: state) }
        let content = bounds.inset(by: contentEdgeInsets)
        let title = titleSize, image = imageSize
        let total = title.width + image.width
        let x: CGFloat = switch contentHorizontalAlignment {
        case .left, .fill: content.minX
        case .leading: effectiveUserInterfaceLayoutDirection == .leftToRight ? content.minX : content.maxX - total
        case .right: content.maxX - total
        case .trailing: effectiveUserInterfaceLayoutDirection == .leftToRight ? content.maxX - total : content.minX
        case .center: content.minX + (content.width - total) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: content.minY
            case .bottom: content.maxY - height
            case .center: content.minY + (content.height - height) / 2
            }
        }
        imageView.frame = CGRect(x: x + imageEdgeInsets.left, y: y(image.height) + imageEdgeInsets.top,
                                 width: image.width, height: image.height)
        titleLabel.frame = CGRect(x: x + image.width + titleEdgeInsets.left, y: y(title.height) + titleEdgeInsets.top,
                                  width: min(title.width, max(0, content.maxX - x - image.width)), height: title.height)
    }

    /// A button is an element read as its current title, with the button trait, dimmed when
    /// disabled and selected when selected (UIKit's defaults).
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? {
        if let title = currentAttributedTitle?.string ?? currentTitle, !title.isEmpty { return title }
        return nil
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .button
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}

extension UIButton {
    /// The parts set from `configuration` for the current state.
    private func applyConfiguration(_ configuration: Configuration, titleLabel: UILabel, imageView: UIImageView) {
        let state = self.state
        appliedTint = tintColor
        let foreground = configuration.foregroundColor(state: state, tint: tintColor)
        func text(_ plain: String?, _ attributed: AttributedString?, size: CGFloat, weight: UIFont.Weight) -> NSAttributedString? {
            let font = UIFont.systemFont(ofSize: size, weight: weight)
            if let attributed { return NSAttributedString.uiKit(attributed, font: font, color: foreground) }
            return plain.map { NSAttributedString(string: $0, attributes: [.font: font, .foregroundColor: foreground]) }
        }
        titleLabel.attributedText = text(configuration.title, configuration.attributedTitle, size: configuration.titleSize, weight: .regular)
        titleLabel.lineBreakMode = configuration.titleLineBreakMode
        titleLabel.isHidden = (titleLabel.text ?? "").isEmpty
        let subtitle = text(configuration.subtitle, configuration.attributedSubtitle, size: configuration.subtitleSize, weight: .regular)
        if subtitle != nil, subtitleLabel == nil {
            let label = UILabel()
            addSubview(label)
            subtitleLabel = label
        }
        subtitleLabel?.attributedText = subtitle
        subtitleLabel?.isHidden = subtitle == nil
        var image = configuration.image
        if let shown = image, shown.isSymbolImage {
            let base = UIImage.SymbolConfiguration(pointSize: configuration.titleSize, weight: .regular, scale: .medium)
            image = shown.applyingSymbolConfiguration(base.applying(configuration.preferredSymbolConfigurationForImage))
        }
        imageView.image = configuration.showsActivityIndicator ? nil : image
        imageView.tintColor = foreground
        imageView.isHidden = imageView.image == nil
        if configuration.showsActivityIndicator {
            if activityIndicator == nil {
                let spinner = UIActivityIndicatorView(style: .medium)
                addSubview(spinner)
                activityIndicator = spinner
            }
            activityIndicator?.color = foreground
            activityIndicator?.startAnimating()
        } else {
            activityIndicator?.stopAnimating()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Where a configured button's parts go in its bounds, and its natural size.
    private func configuredLayout(_ configuration: Configuration) -> (size: CGSize, title: CGRect, subtitle: CGRect, image: CGRect) {
        func size(_ label: UILabel?) -> CGSize { label.map { $0.isHidden ? .zero : $0.intrinsicContentSize } ?? .zero }
        let title = size(titleLabel), subtitle = size(subtitleLabel)
        let image: CGSize = configuration.showsActivityIndicator ? CGSize(width: 20, height: 20)
            : (imageView?.isHidden == false ? imageView?.image?.size ?? .zero : .zero)
        let hasText = title != .zero || subtitle != .zero, hasImage = image != .zero
        let between = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let block = CGSize(width: max(title.width, subtitle.width), height: title.height + between + subtitle.height)
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let padding = hasText && hasImage ? configuration.imagePadding : 0
        let content = vertical
            ? CGSize(width: max(image.width, block.width), height: image.height + padding + block.height)
            : CGSize(width: image.width + padding + block.width, height: max(image.height, block.height))
        let insets = configuration.contentInsets.edgeInsets(effectiveUserInterfaceLayoutDirection)
        let natural = CGSize(width: ceil((content.width + insets.left + insets.right) * 3) / 3,
                             height: ceil((content.height + insets.top + insets.bottom) * 3) / 3)
        let area = CGRect(origin: .zero, size: bounds.size).inset(by: insets)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let origin = CGPoint(x: area.midX - content.width / 2, y: area.midY - content.height / 2)
        var imageFrame = CGRect.zero, blockFrame = CGRect.zero
        switch configuration.imagePlacement {
        case .top:
            imageFrame = CGRect(x: area.midX - image.width / 2, y: origin.y, width: image.width, height: image.height)
            blockFrame = CGRect(x: area.midX - block.width / 2, y: origin.y + image.height + padding, width: block.width, height: block.height)
        case .bottom:
            blockFrame = CGRect(x: area.midX - block.width / 2, y: origin.y, width: block.width, height: block.height)
            imageFrame = CGRect(x: area.midX - image.width / 2, y: origin.y + block.height + padding, width: image.width, height: image.height)
        default:
            let imageFirst = (configuration.imagePlacement == .trailing) == rtl
            let imageX = imageFirst ? origin.x : origin.x + block.width + padding
            let blockX = imageFirst ? origin.x + image.width + padding : origin.x
            imageFrame = CGRect(x: imageX, y: area.midY - image.height / 2, width: image.width, height: image.height)
            blockFrame = CGRect(x: blockX, y: area.midY - block.height / 2, width: min(block.width, max(0, area.maxX - blockX)), height: block.height)
        }
        let alignment: Configuration.TitleAlignment = configuration.titleAlignment == .automatic
            ? (vertical || subtitle == .zero ? .center : .leading) : configuration.titleAlignment
        func line(_ size: CGSize, y: CGFloat) -> CGRect {
            let width = min(size.width, blockFrame.width)
            let leadingX = rtl ? blockFrame.maxX - width : blockFrame.minX
            let trailingX = rtl ? blockFrame.minX : blockFrame.maxX - width
            let x: CGFloat = switch alignment {
            case .leading: leadingX
            case .trailing: trailingX
            default: blockFrame.midX - width / 2
            }
            return CGRect(x: x, y: y, width: width, height: size.height)
        }
        return (natural, line(title, y: blockFrame.minY), line(subtitle, y: blockFrame.minY + title.height + between), imageFrame)
    }
}
