import Foundation

/// A section's header or footer view (UIKit's `UITableViewHeaderFooterView`): a `contentView`
/// pinned to its edges for a content configuration, the built-in `textLabel`, or a team's own
/// subviews with their constraints; as tall as its content at the table's width. A table draws
/// `titleForHeaderInSection` and `titleForFooterInSection` with one of these, configured with
/// `UIListContentConfiguration`'s header and footer presets for its style.
///
/// Differs from UIKit: a table makes a registered class's view through the required initializer
/// `init(dequeuedWithReuseIdentifier:)`, inherited by every subclass that overrides
/// `init(reuseIdentifier:)` (or declares no initializer). The built-in `textLabel` is not uppercased.
open class UITableViewHeaderFooterView: UIView, ListBuiltInContent {
    public let reuseIdentifier: String?
    /// The view the content goes in.
    public let contentView: UIView
    /// The table it is drawn in, for its style and margins.
    weak var table: UITableView?
    /// Whether it is drawn as a footer (its default configuration is then a footer's).
    var isFooter = false

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        let content = ListRowContentView()
        contentView = content
        super.init(frame: .zero)
        content.owner = self
        setUpContentView()
    }
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        let content = ListRowContentView()
        contentView = content
        super.init(coder: coder)
        content.owner = self
        setUpContentView()
    }
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    /// Not UIKit: how a table makes a view of a registered class; it calls `init(reuseIdentifier:)`.
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    private func setUpContentView() {
        addSubview(contentView)
        contentView.pinEdges(to: self)
        applyMargins()
    }

    // MARK: Content

    private(set) var builtInTextLabel: UILabel?
    private(set) var builtInDetailLabel: UILabel?
    var builtInImageView: UIImageView? { nil }
    var builtInLayout: ListContentLayout { ListContentLayout(margins: .zero, arrangement: .stacked) }

    /// The built-in title, made on first use in the style of the table's headers.
    public var textLabel: UILabel? {
        if builtInTextLabel == nil { builtInTextLabel = makeLabel(defaultContentConfiguration().textProperties) }
        return builtInTextLabel
    }
    public var detailTextLabel: UILabel? {
        if builtInDetailLabel == nil { builtInDetailLabel = makeLabel(defaultContentConfiguration().secondaryTextProperties) }
        return builtInDetailLabel
    }
    /// A built-in label in `style`, in the content view.
    private func makeLabel(_ style: UIListContentConfiguration.TextProperties) -> UILabel {
        let label = UILabel()
        UIListContentView.style(label, style, text: nil, attributed: nil)
        label.isHidden = false
        contentView.addSubview(label)
        return label
    }
    public var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// The header (or footer) preset of the table's style: plain or grouped.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (table?.style ?? .plain, isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }

    public var contentConfiguration: UIContentConfiguration? {
        didSet { installContentConfiguration() }
    }
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundColor = backgroundConfiguration?.resolvedBackgroundColor(for: tintColor) }
    }
    public var automaticallyUpdatesContentConfiguration = true
    public var automaticallyUpdatesBackgroundConfiguration = true
    private var configurationSlot = ContentConfigurationSlot()
    var hasContentConfiguration: Bool { contentConfiguration != nil }

    private func installContentConfiguration() {
        builtInTextLabel?.isHidden = contentConfiguration != nil
        builtInDetailLabel?.isHidden = contentConfiguration != nil
        configurationSlot.show(contentConfiguration, in: contentView)
        applyMargins()
    }

    open func prepareForReuse() {}

    /// The content's margins: the preset's top and bottom, and at the sides the rows' text (the
    /// table's section inset and row margin), so titles align with the rows' text.
    func applyMargins() {
        let preset = (configurationSlot.view as? UIListContentView)?.listConfiguration ?? defaultContentConfiguration()
        let side = (table?.sectionInset ?? 0) + (table?.systemMargin ?? 16)
        let margins = NSDirectionalEdgeInsets(top: preset.directionalLayoutMargins.top, leading: side,
                                              bottom: preset.directionalLayoutMargins.bottom, trailing: side)
        if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyMargins()
        if let backgroundView {
            let full = CGRect(origin: .zero, size: bounds.size)
            if backgroundView.frame != full { backgroundView.frame = full }
        }
    }
}

extension UITableView {
    /// The view a table draws a section's title in: its style's header or footer preset.
    func systemHeaderFooter(title: String, header: Bool) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.table = self
        view.isFooter = !header
        var configuration = view.defaultContentConfiguration()
        configuration.text = title
        view.contentConfiguration = configuration
        return view
    }
}
