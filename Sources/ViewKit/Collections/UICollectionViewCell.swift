import Foundation

/// One item of a collection view (UIKit's `UICollectionViewCell`): put your subviews in
/// `contentView`, which always fills the cell, or give the cell a `contentConfiguration` (a
/// `UIListContentConfiguration`, or your own) whose view fills it. `backgroundConfiguration`, or
/// `backgroundView`, draws behind the content, and `selectedBackgroundView` over the background
/// while the cell is selected or highlighted. Configurations follow the cell's
/// `configurationState` (selected, highlighted, traits) as UIKit updates them: before the cell is
/// laid out after a change, calling `updateConfiguration(using:)` and `configurationUpdateHandler`.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in; it follows the cell's size.
    public let contentView = UIView()

    /// Behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { fill(with: backgroundView, at: 0) }
        }
    }
    /// Over the background while the cell is selected or highlighted, filling the cell.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { fill(with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
            updateSelectionAppearance()
        }
    }
    open var isSelected = false {
        didSet {
            updateSelectionAppearance()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    open var isHighlighted = false {
        didSet {
            updateSelectionAppearance()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    // MARK: Configurations

    /// What the cell shows, as a value; its view fills `contentView`.
    open var contentConfiguration: UIContentConfiguration? { didSet { setNeedsUpdateConfiguration() } }
    /// How the cell's background is drawn; nil draws none (a list cell draws its list's).
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the configurations are updated for the state (`updated(for:)`) before they are drawn.
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// Called with the state whenever the configuration is updated, after `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The cell's state: selected, highlighted, editing (its collection view's), with its traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = (superview as? UICollectionView)?.isEditing ?? false
        return state
    }
    /// Override to change the configurations for `state`; called before the cell is laid out after
    /// a change (`setNeedsUpdateConfiguration()`).
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
    private var needsConfigurationUpdate = true
    /// The view the content configuration made, filling `contentView`.
    private var contentSlot = ContentConfigurationSlot()
    /// The view the background configuration draws with, at the back.
    private let configuredBackground = UIView()

    /// The background drawn when `backgroundConfiguration` is nil (a list cell's list background).
    var defaultBackgroundConfiguration: UIBackgroundConfiguration? { nil }

    /// Runs the configuration update if one is pending: the subclass's and handler's changes, then
    /// the configurations drawn for the state.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        needsConfigurationUpdate = false
        installContentConfiguration(state)
        drawBackgroundConfiguration(state)
    }

    private func installContentConfiguration(_ state: UICellConfigurationState) {
        let resolved = contentConfiguration.map { automaticallyUpdatesContentConfiguration ? $0.updated(for: state) : $0 }
        contentSlot.show(resolved, in: contentView)
    }

    private func drawBackgroundConfiguration(_ state: UICellConfigurationState) {
        guard let configuration = backgroundConfiguration ?? defaultBackgroundConfiguration else {
            configuredBackground.isHidden = true
            return
        }
        let resolved = automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: state) : configuration
        configuredBackground.isHidden = false
        configuredBackground.backgroundColor = resolved.resolvedBackgroundColor(for: tintColor)
        configuredBackground.layer.cornerRadius = resolved.cornerRadius
        configuredBackground.layer.borderWidth = resolved.strokeColor == nil ? 0 : resolved.strokeWidth
        configuredBackground.layer.borderColor = resolved.strokeColor?.cgColor
        configuredBackground.frame = bounds.inset(by: resolved.backgroundInsets.edgeInsets(effectiveUserInterfaceLayoutDirection))
        if let custom = resolved.customView, custom.superview !== configuredBackground {
            configuredBackground.subviews.forEach { $0.removeFromSuperview() }
            custom.frame = configuredBackground.bounds
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            configuredBackground.addSubview(custom)
        }
    }

    // MARK: Life cycle

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        configuredBackground.isHidden = true
        configuredBackground.isUserInteractionEnabled = false
        fill(with: configuredBackground, at: 0)
        fill(with: contentView, at: subviews.count)
    }

    /// Adds `view` at `index`, filling the cell as the cell's size changes (an autoresizing mask,
    /// so a cell sized by its constraints, `systemLayoutSizeFitting`, sizes its content view too).
    private func fill(with view: UIView, at index: Int) {
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: index)
    }

    private func updateSelectionAppearance() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    /// The configuration is brought up to date first, so the cell measures what it will draw.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        updateConfigurationIfNeeded()
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }
}
