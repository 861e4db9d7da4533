import Foundation
import LayoutEngine

/// A row of segments, one of them selected (UIKit's `UISegmentedControl`), as iOS 17 draws it:
/// 32 points tall, a rounded background in the tertiary system fill (corner radius 9), the
/// selected segment as a raised rounded rectangle 2 points in (corner radius 7; white with a soft
/// shadow in light, gray 99, 99, 102 in dark, or `selectedSegmentTintColor`), 1-point separators
/// 18 tall between two unselected segments, and 13-point titles (semibold when selected) in the
/// label color, or images in it. Segments share the width equally unless given a width
/// (`setWidth`) or `apportionsSegmentWidthsByContent`; a segment's natural width is its content
/// plus 12 points on each side. Segments run from the right in right-to-left layout.
///
/// Bad indexes do what UIKit does: `selectedSegmentIndex` past the last segment is ignored (the
/// old selection stays), an insert past the end appends, and setting a title or width of a
/// segment that does not exist changes nothing. Touches cannot be seen in a snapshot.
open class UISegmentedControl: UIControl {
    /// "No segment selected" (UIKit's `UISegmentedControl.noSegment`).
    public static let noSegment = -1
    static let height: CGFloat = 32
    static let segmentPadding: CGFloat = 12

    /// One segment's content.
    @MainActor private struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        let label = UILabel()
        let imageView = UIImageView()
    }
    private var segments: [Segment] = []

    /// The selected segment, or `noSegment`; an index past the last segment is ignored.
    public var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else { return }
            storedSelection = newValue
            updateSegments()
        }
    }
    private var storedSelection = UISegmentedControl.noSegment
    public var numberOfSegments: Int { segments.count }
    /// The selected segment's fill; nil draws white (gray 99, 99, 102 in dark).
    public var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }
    public var isMomentary = false
    public var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Segments of `items`, each a `String` title or a `UIImage`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage { insertSegment(with: image, at: segments.count, animated: false) }
            else { insertSegment(withTitle: item as? String ?? "\(item)", at: segments.count, animated: false) }
        }
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Segments

    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    private func insert(_ segment: Segment, at index: Int) {
        let at = min(max(index, 0), segments.count)
        segments.insert(segment, at: at)
        addSubview(segment.imageView)
        addSubview(segment.label)
        if storedSelection >= at { storedSelection += 1 }
        updateSegments()
    }
    public func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        if storedSelection == segment { storedSelection = UISegmentedControl.noSegment }
        else if storedSelection > segment { storedSelection -= 1 }
        updateSegments()
    }
    public func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        updateSegments()
    }
    public func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        updateSegments()
    }
    public func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// A fixed width for a segment; 0 sizes it automatically.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width.isFinite else { return }
        segments[segment].width = max(0, width)
        updateSegments()
    }
    public func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateSegments()
    }
    public func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }

    /// Text attributes for titles in a state (`.normal`, `.selected`): font, color, kern.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        updateSegments()
    }
    public func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    // MARK: Drawing

    private func updateSegments() {
        for (index, segment) in segments.enumerated() {
            let selected = index == storedSelection
            let attributes = (selected ? titleAttributes[State.selected.rawValue] : nil) ?? titleAttributes[State.normal.rawValue] ?? [:]
            let base: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
                .foregroundColor: UIColor.label,
            ]
            let merged = base.merging(attributes) { _, given in given }
            segment.label.attributedText = segment.title.map { NSAttributedString(string: $0, attributes: merged) }
            segment.label.isEnabled = segment.isEnabled && isEnabled
            segment.label.isHidden = segment.title == nil
            segment.imageView.image = segment.image
            segment.imageView.tintColor = (merged[.foregroundColor] as? UIColor) ?? .label
            segment.imageView.alpha = segment.isEnabled && isEnabled ? 1 : 0.5
            segment.imageView.isHidden = segment.image == nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
    override func stateChanged() {
        super.stateChanged()
        updateSegments()
    }

    /// A segment's content width: its title's or image's.
    private func contentWidth(_ segment: Segment) -> CGFloat {
        if let image = segment.image { return image.size.width }
        return segment.title == nil ? 0 : segment.label.intrinsicContentSize.width
    }
    /// The segments' widths for a control `total` wide (nil: the natural widths).
    private func segmentWidths(total: CGFloat?) -> [CGFloat] {
        let natural = segments.map { $0.width > 0 ? $0.width : contentWidth($0) + 2 * UISegmentedControl.segmentPadding }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        var widths = natural
        if !apportionsSegmentWidthsByContent, !automatic.isEmpty {
            let widest = automatic.map { natural[$0] }.max() ?? 0
            for index in automatic { widths[index] = widest }
        }
        guard let total, !automatic.isEmpty else { return widths }
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(0) { $0 + widths[$1] }
        let free = max(0, total - fixed)
        let sum = automatic.reduce(0) { $0 + widths[$1] }
        for index in automatic {
            widths[index] = apportionsSegmentWidthsByContent && sum > 0 ? free * widths[index] / sum : free / CGFloat(automatic.count)
        }
        return widths
    }
    /// The segments' rectangles in the bounds, in reading order.
    func segmentFrames() -> [CGRect] {
        let widths = segmentWidths(total: bounds.width)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = rtl ? bounds.width : 0
        return widths.map { width in
            if rtl { x -= width }
            let frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if !rtl { x += width }
            return frame
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: segmentWidths(total: nil).reduce(0, +), height: UISegmentedControl.height)
    }
    override func hasIntrinsicSize() -> Bool { true }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (segment, frame) in zip(segments, segmentFrames()) {
            let inner = frame.insetBy(dx: 4, dy: 0)
            let title = segment.label.intrinsicContentSize
            segment.label.frame = CGRect(x: inner.midX - min(title.width, inner.width) / 2, y: frame.midY - title.height / 2,
                                         width: min(title.width, inner.width), height: title.height)
            let image = segment.image?.size ?? .zero
            segment.imageView.frame = CGRect(x: frame.midX - image.width / 2, y: frame.midY - image.height / 2,
                                             width: image.width, height: image.height)
        }
    }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        let frames = segmentFrames()
        var nodes = [ControlShape.fill(id + ".background", CGRect(origin: .zero, size: bounds.size), color: .tertiarySystemFill,
                                       radius: 9, traits: traits)]
        // Separators between two segments neither of which is selected.
        for index in frames.indices.dropFirst() where index != storedSelection && index - 1 != storedSelection {
            let edge = effectiveUserInterfaceLayoutDirection == .rightToLeft ? frames[index].maxX : frames[index].minX
            nodes.append(ControlShape.fill(id + ".separator\(index)", CGRect(x: edge - 0.5, y: (bounds.height - 18) / 2, width: 1, height: 18),
                                           color: .separator, radius: 0, traits: traits))
        }
        if frames.indices.contains(storedSelection) {
            let selected = frames[storedSelection].insetBy(dx: 2, dy: 2)
            let fill = selectedSegmentTintColor ?? UIColor(dynamicProvider: { traits in
                traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
            })
            // iOS's selected segment shadows (CSS terms: 0 3 8 at 12% and 0 3 1 at 4%).
            nodes += ControlShape.knob(id + ".selectedSegment", selected, color: fill, radius: 7, traits: traits,
                                       wide: (3, 4, 0.12), tight: (3, 0.5, 0.04))
        }
        return nodes
    }
}
