import Foundation
import LayoutEngine

/// A button (UIKit's `UIButton`): a title and an image per control state, falling back to the
/// normal state's as UIKit does, drawn centered inside `contentEdgeInsets`.
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
        let title = titleSize, image = imageSize
        var size = CGSize(width: title.width + image.width, height: max(title.height, image.height))
        if contentEdgeInsets == .zero && title.height > 0 { size.height += 12 }
        size.width += contentEdgeInsets.left + contentEdgeInsets.right
        size.height += contentEdgeInsets.top + contentEdgeInsets.bottom
        return size
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel, let imageView else { return }
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
