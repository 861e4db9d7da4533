import Foundation
import LayoutEngine
import Synchronization

/// Each view class's name, by class (see `UIView.className`): classes are few and live as long as
/// the process.
private let viewClassNames = Mutex<[ObjectIdentifier: String]>([:])

/// A rectangle on screen with its style and its subviews, laid out by Auto Layout and drawn by
/// the rasterizer (UIKit's `UIView`). One tree carries layout, style and drawing: a view is found
/// by reference, never by a string.
///
/// Main-actor isolated as UIKit's views are; `@preconcurrency`, so code written in the Swift 5
/// language mode (most UIKit code) uses it from anywhere, as it uses UIKit.
@preconcurrency @MainActor
open class UIView: UIResponder, LayoutItem, Then {
    /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`, with its raw values).
    public enum ContentMode: Int, Sendable, Hashable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }
    /// UIKit's `UIView.AutoresizingMask`: which of the frame's margins and lengths follow a change
    /// of the superview's size, for a view that translates its autoresizing mask into constraints.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }

    /// "No intrinsic size on this axis" (UIKit's `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size the constraints allow (`systemLayoutSizeFitting`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)

    // MARK: Geometry

    // `@exclusivity(unchecked)` here, on CALayer and on UILabel: plain values (and color and font
    // references) that layout and drawing read for every view, without the run-time exclusivity check
    // of a class property (about a hundred instructions a read), as on `LayoutNode`. Arrays and
    // strings keep the check.

    /// The position of the center in the superview's coordinates.
    @exclusivity(unchecked) public var center: CGPoint = .zero { didSet { if center != oldValue { geometryChanged() } } }
    /// The view's own coordinate space: its origin is where subviews' (0, 0) appears (a scroll
    /// view's content offset), its size the view's size.
    @exclusivity(unchecked) public var bounds: CGRect = .zero {
        didSet { if bounds != oldValue { geometryChanged(sizeChanged: bounds.size != oldValue.size) } }
    }
    /// The rectangle in the superview's coordinates (center and bounds' size; the untransformed frame).
    /// A frame set by hand or by layout reads back exactly as it was set while the center and
    /// the size are still the ones it gave: `center - size / 2` differs from the set origin in
    /// the last bits (61.666666666666686 for 61.666666666666664), and every frame in the scene
    /// (and `layout --json`) would carry that noise.
    public var frame: CGRect {
        get {
            if let set = lastSetFrame, set.size == bounds.size, center == CGPoint(x: set.midX, y: set.midY) { return set }
            return CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            lastSetFrame = newValue
        }
    }
    private var lastSetFrame: CGRect?
    @exclusivity(unchecked) public var transform: CGAffineTransform = .identity

    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
        reference.item = self
        reference.view = self
    }
    public override convenience init() { self.init(frame: .zero) }
    /// Views are not archived here; kept so subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init()
        reference.item = self
        reference.view = self
    }
    deinit {
        reference.item = nil
        reference.view = nil
    }

    // MARK: Hierarchy

    public private(set) var subviews: [UIView] = []
    public var superview: UIView? { superviewReference?.view }
    private var superviewReference: ItemReference?
    /// How the view's subviews, layer, guides and constraints point at it (see `ItemReference`).
    let reference = ItemReference()
    /// The view controller whose `view` this is.
    weak var owningViewController: UIViewController?

    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    public func insertSubview(_ view: UIView, at index: Int) {
        // Itself or an ancestor would make the tree a cycle, which every walk of it would follow forever.
        if view === self || isDescendant(of: view) { return }
        if view.superview === self, let old = subviews.firstIndex(identity: view) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            setNeedsLayoutInHierarchy()
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superviewReference = reference
        view.autoresizingReferenceSize = bounds.size
        didAddSubview(view)
        view.didMoveToSuperview()
        setNeedsLayoutInHierarchy()
    }
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(identity: sibling).map { $0 + 1 } ?? subviews.count)
    }
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(identity: sibling) ?? 0)
    }
    public func bringSubviewToFront(_ view: UIView) { if view.superview === self { insertSubview(view, at: subviews.count) } }
    public func sendSubviewToBack(_ view: UIView) { if view.superview === self { insertSubview(view, at: 0) } }
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview, and deactivates the constraints that tie it (or its
    /// subviews) to views outside it, as UIKit does.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        let root = parent.rootView
        for view in root.allViews() {
            for constraint in view.installedConstraints {
                let a = constraint.firstView, b = constraint.secondView
                var inA = false, inB = false
                if let a { inA = a.isDescendant(of: self) }
                if let b { inB = b.isDescendant(of: self) }
                if (inA && b != nil && !inB) || (inB && !inA) { constraint.uninstall() }
            }
        }
        if let index = parent.subviews.firstIndex(identity: self) { parent.subviews.remove(at: index) }
        superviewReference = nil
        parent.willRemoveSubview(self)
        didMoveToSuperview()
        parent.setNeedsLayoutInHierarchy()
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// The topmost ancestor.
    var rootView: UIView { superview?.rootView ?? self }
    /// The view and every descendant, depth first, in subview order.
    func allViews() -> [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            result.append(view)
            for child in view.subviews { visit(child) }
        }
        visit(self)
        return result
    }
    /// The deepest view both are in (either one itself), found without a set: the deeper view
    /// climbs to the other's depth, then both climb together until they meet.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        // What nearly every constraint relates, answered without walking to the root: the view
        // itself, its superview, a subview, a sibling.
        if other === self || other === superview { return other }
        if other.superview === self { return self }
        if let parent = superview, parent === other.superview { return parent }
        func depth(_ view: UIView) -> Int {
            var count = 0, current = view.superview
            while let v = current { count += 1; current = v.superview }
            return count
        }
        var a: UIView? = self, b: UIView? = other
        var depthA = depth(self), depthB = depth(other)
        while depthA > depthB { a = a?.superview; depthA -= 1 }
        while depthB > depthA { b = b?.superview; depthB -= 1 }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview
            b = y.superview
        }
        return nil
    }

    // MARK: Style

    @exclusivity(unchecked) public var backgroundColor: UIColor?
    /// 0...1; multiplies with `layer.opacity`.
    @exclusivity(unchecked) public var alpha: CGFloat = 1
    @exclusivity(unchecked) public var isHidden = false { didSet { if isHidden != oldValue { setNeedsLayoutInHierarchy() } } }
    @exclusivity(unchecked) public var isOpaque = true
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    private var ownTintColor: UIColor?
    /// The view's tint, or its nearest ancestor's, or the system blue.
    public var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? UIColor.tintColor }
        set { ownTintColor = newValue }
    }
    @exclusivity(unchecked) public var contentMode: ContentMode = .scaleToFill
    /// The class of the view's layer (UIKit's `layerClass`): a subclass returns
    /// `CAGradientLayer.self` to fill itself with a gradient, `CAShapeLayer.self` to draw a path.
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's layer, of its `layerClass`.
    public private(set) lazy var layer: CALayer = {
        let layer = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
        layer.ownerReference = reference
        return layer
    }()
    @exclusivity(unchecked) public var tag = 0
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    public var accessibilityIdentifier: String?

    // MARK: Accessibility (UIKit's informal UIAccessibility protocol). Each is `open`, as teams
    // override them; unset, each takes the class's default as UIKit's classes give it (a label is
    // an element read as its text, a button as its title, an image view has the image trait).

    /// Whether VoiceOver stops on this view (its subviews are then not elements of their own).
    open var isAccessibilityElement: Bool {
        get { explicitAccessibility.isElement ?? defaultIsAccessibilityElement }
        set { explicitAccessibility.isElement = newValue }
    }
    /// What VoiceOver reads first.
    open var accessibilityLabel: String? {
        get { explicitAccessibility.label ?? defaultAccessibilityLabel }
        set { explicitAccessibility.label = newValue }
    }
    /// The element's current value ("50%", "1" for a switch that is on).
    open var accessibilityValue: String? {
        get { explicitAccessibility.value ?? defaultAccessibilityValue }
        set { explicitAccessibility.value = newValue }
    }
    /// What activating the element does, read after a pause.
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits {
        get { explicitAccessibility.traits ?? defaultAccessibilityTraits }
        set { explicitAccessibility.traits = newValue }
    }
    /// The element's frame in screen coordinates (the topmost ancestor's): the view's bounds unless set.
    open var accessibilityFrame: CGRect {
        get { explicitAccessibility.frame ?? UIAccessibility.convertToScreenCoordinates(bounds, in: self) }
        set { explicitAccessibility.frame = newValue }
    }
    /// Where VoiceOver activates the element, in screen coordinates: the frame's center unless set.
    open var accessibilityActivationPoint: CGPoint {
        get {
            explicitAccessibility.activationPoint ?? defaultAccessibilityActivationPoint
        }
        set { explicitAccessibility.activationPoint = newValue }
    }
    /// Where VoiceOver activates the element when no one says: its frame's center (a slider's
    /// thumb). The parser compares the activation point with it to mark the ones that moved.
    var defaultAccessibilityActivationPoint: CGPoint {
        if let point = (self as? AccessibilityDefaults)?.kitAccessibilityActivationPoint { return point }
        let frame = accessibilityFrame
        return CGPoint(x: frame.midX, y: frame.midY)
    }
    /// The element's outline in screen coordinates, when it is not its frame.
    open var accessibilityPath: UIBezierPath?
    /// Hides this view's subtree from VoiceOver.
    open var accessibilityElementsHidden = false
    /// VoiceOver reads only this view's subtree, skipping its siblings.
    open var accessibilityViewIsModal = false
    /// VoiceOver reads the subtree's elements together, in order, before leaving it.
    open var shouldGroupAccessibilityChildren = false
    /// The elements inside this container, in the order VoiceOver reads them (views or
    /// `UIAccessibilityElement`s); nil lets VoiceOver find them. Unset, a control made of parts
    /// lists them (a segmented control's segments, a stepper's buttons, a tab bar's items).
    open var accessibilityElements: [Any]? {
        get { explicitAccessibility.elements ?? defaultAccessibilityElements }
        set { explicitAccessibility.elements = newValue }
    }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    open var accessibilityContainerType: UIAccessibilityContainerType = .none
    open var accessibilityLanguage: String?
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    open var accessibilityUserInputLabels: [String]?
    open var accessibilityRespondsToUserInteraction = false
    /// Called when VoiceOver activates the element; false: the default action runs (nothing here).
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityPerformEscape() -> Bool { false }

    /// What a team set; nil takes the class's default.
    private var explicitAccessibility = ExplicitAccessibility()
    private struct ExplicitAccessibility {
        var isElement: Bool?
        var label: String?
        var value: String?
        var traits: UIAccessibilityTraits?
        var frame: CGRect?
        var activationPoint: CGPoint?
        var elements: [Any]?
    }
    /// The class's defaults (UIKit's per class), which a ViewKit class overrides, or declares
    /// beside its accessibility code as `AccessibilityDefaults` (the controls do).
    var defaultIsAccessibilityElement: Bool { (self as? AccessibilityDefaults)?.kitIsAccessibilityElement ?? false }
    var defaultAccessibilityLabel: String? { (self as? AccessibilityDefaults)?.kitAccessibilityLabel }
    var defaultAccessibilityValue: String? { (self as? AccessibilityDefaults)?.kitAccessibilityValue }
    var defaultAccessibilityTraits: UIAccessibilityTraits { (self as? AccessibilityDefaults)?.kitAccessibilityTraits ?? .none }
    var defaultAccessibilityElements: [Any]? { (self as? AccessibilityDefaults)?.kitAccessibilityElements }
    @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] { didSet { setNeedsLayoutInHierarchy() } }
    /// The superview's size when the frame was last set (by hand, by being added, or by layout):
    /// the autoresizing mask distributes the change of the superview's size since then.
    @exclusivity(unchecked) var autoresizingReferenceSize: CGSize = .zero

    // MARK: Traits

    /// Traits set on this view for it and its subviews (UIKit's `overrideUserInterfaceStyle` and
    /// trait overrides).
    public var traitOverrides = UITraitCollection()
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
    /// The environment's traits: the superview's (or the drawing's), with this view's overrides.
    public var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? owningViewController?.environmentTraits ?? UITraitCollection.current
        return inherited.merged(with: traitOverrides)
    }
    /// Called by layout, before constraints are solved, when the traits the view is laid out in
    /// differ from those of its last layout: with nil the first time (UIKit calls it so when a view
    /// joins a window), so `hasDifferentColorAppearance(comparedTo:)` is true for a first drawing in
    /// dark mode and colors a view resolves by hand (a layer's `CGColor`) follow.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The traits of the last layout, for `traitCollectionDidChange(_:)`; nil before the first.
    var lastLayoutTraits: UITraitCollection?

    @exclusivity(unchecked) public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { setNeedsLayoutInHierarchy() }
    }
    /// Right to left when the traits say so, unless `semanticContentAttribute` forces a direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: Auto Layout

    /// Whether layout turns `frame` into constraints (true for views made in code until a
    /// constraint-making API, such as SnapKit's `makeConstraints`, sets it false).
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true { didSet { setNeedsLayoutInHierarchy() } }
    /// The constraints installed on this view (the nearest common ancestor of their items).
    var installedConstraints: [NSLayoutConstraint] = []
    public var constraints: [NSLayoutConstraint] { installedConstraints }
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    @exclusivity(unchecked) private var hugging = PerAxis(horizontal: UILayoutPriority.defaultLow, vertical: .defaultLow)
    @exclusivity(unchecked) private var compression = PerAxis(horizontal: UILayoutPriority.defaultHigh, vertical: .defaultHigh)
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis.engineAxis] }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis.engineAxis] = priority
        setNeedsLayoutInHierarchy()
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compression[axis.engineAxis]
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compression[axis.engineAxis] = priority
        setNeedsLayoutInHierarchy()
    }

    /// The size the view's content wants, or `noIntrinsicMetric` on an axis where it has none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public func invalidateIntrinsicContentSize() { setNeedsLayoutInHierarchy() }

    /// The intrinsic size at a proposed width: labels that wrap measure at the width they get.
    func intrinsicSize(proposedWidth: Double?) -> CGSize { intrinsicContentSize }
    /// Whether `intrinsicSize(proposedWidth:)` may give another height at another width (a label
    /// that wraps at the width it gets); the layout measures only those again after a solve.
    func intrinsicHeightDependsOnWidth() -> Bool { false }
    /// Whether the view has an intrinsic size on some axis (checked once per layout).
    func hasIntrinsicSize() -> Bool {
        let size = intrinsicContentSize
        return size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric
    }
    /// Distances from the top to the first baseline and from the bottom up to the last (labels).
    func baselineOffsets() -> (fromTop: Double, fromBottom: Double)? { nil }

    private var ownLayoutGuides: [UILayoutGuide] = []
    public var layoutGuides: [UILayoutGuide] { ownLayoutGuides }
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        ownLayoutGuides.append(guide)
    }
    public func removeLayoutGuide(_ guide: UILayoutGuide) { ownLayoutGuides.removeAll(identity: guide) }
    private var ownSafeAreaGuide: UILayoutGuide?
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let ownSafeAreaGuide { return ownSafeAreaGuide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self)
        ownSafeAreaGuide = guide
        return guide
    }
    /// Whether anything asked for the safe-area guide (only then can constraints read its insets).
    var hasSafeAreaGuide: Bool { ownSafeAreaGuide != nil }
    public private(set) lazy var layoutMarginsGuide = UILayoutGuide(kind: .margins, owner: self)

    /// The insets from the window's safe area that overlap this view (set by layout).
    @exclusivity(unchecked) public internal(set) var safeAreaInsets: UIEdgeInsets = .zero
    /// Extra safe-area insets for a view that is the root of a drawing (a screen's window).
    @exclusivity(unchecked) var rootSafeAreaInsets: UIEdgeInsets = .zero
    /// Not UIKit: the safe-area insets this view's container gives it, instead of its overlap with
    /// the window's; its subviews' insets are then their overlap with this view's. A presentation
    /// controller gives a presented view its own this way (a sheet's content: below its navigation
    /// bar, above the home indicator, wherever the sheet is mid-presentation). Nil: UIKit's overlap.
    @exclusivity(unchecked) public var containerSafeAreaInsets: UIEdgeInsets? {
        didSet { if containerSafeAreaInsets != oldValue { setNeedsLayoutInHierarchy() } }
    }
    open func safeAreaInsetsDidChange() {}
    @exclusivity(unchecked) public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet { setNeedsLayoutInHierarchy() }
    }
    public var layoutMargins: UIEdgeInsets {
        get {
            // Equal leading and trailing margins (the default 8 and 8) read the same in either
            // direction, which is not looked up then: it merges the traits of every ancestor, and
            // the layout reads every view's margins.
            let margins = directionalLayoutMargins
            if margins.leading == margins.trailing { return margins.edgeInsets(.leftToRight) }
            return margins.edgeInsets(effectiveUserInterfaceLayoutDirection)
        }
        set {
            let ltr = effectiveUserInterfaceLayoutDirection == .leftToRight
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: ltr ? newValue.left : newValue.right,
                                                               bottom: newValue.bottom, trailing: ltr ? newValue.right : newValue.left)
        }
    }
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout cycle

    /// Whether the tree must be laid out again before it is drawn or measured.
    @exclusivity(unchecked) var needsLayout = true
    /// The issues the last layout of this tree found (set on the root).
    public internal(set) var lastLayoutReport = LayoutReport()
    /// Views whose position the constraints leave open, in the last layout (UIKit's ambiguity).
    @exclusivity(unchecked) var isAmbiguous = false
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        return isAmbiguous
    }

    public func setNeedsLayout() { setNeedsLayoutInHierarchy() }
    /// Marks the view and its ancestors. A marked view's ancestors are marked already (layout
    /// clears whole trees only), so the walk stops at the first marked one: building a tree,
    /// whose new views start marked, walks nothing.
    func setNeedsLayoutInHierarchy() {
        var current: UIView? = self
        while let v = current, !v.needsLayout {
            v.needsLayout = true
            current = v.superview
        }
    }
    /// Lays out the whole tree this view belongs to if anything changed since the last layout:
    /// constraints solved, frames set, then each view's `layoutSubviews`, top down.
    public func layoutIfNeeded() {
        let root = rootView
        guard root.needsLayout || root.allViews().contains(where: \.needsLayout) else { return }
        ViewLayout.layout(root: root)
    }
    /// Called after the constraints placed the subviews; override to place them by hand.
    open func layoutSubviews() {}
    /// Called by layout before the constraints are solved, subviews before their superview (UIKit's
    /// update-constraints pass): on a view's first layout and after `setNeedsUpdateConstraints()`.
    /// An override changes constraints here and calls `super` last, as UIKit requires.
    open func updateConstraints() { needsUpdateConstraints = false }
    /// Whether `updateConstraints()` runs at the next layout; true until the first.
    @exclusivity(unchecked) public internal(set) var needsUpdateConstraints = true
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        setNeedsLayoutInHierarchy()
    }
    /// Runs `updateConstraints()` on this view and its subviews that need it, subviews first.
    public func updateConstraintsIfNeeded() {
        for view in allViews().reversed() where view.needsUpdateConstraints {
            view.needsUpdateConstraints = false
            if let controller = view.owningViewController { controller.updateViewConstraints() } else { view.updateConstraints() }
        }
    }

    /// Called by layout when the frame it solved differs (frames set by layout do not mark the
    /// tree as needing layout again).
    @exclusivity(unchecked) private var isApplyingLayout = false
    func applyLayoutFrame(_ frame: CGRect) {
        isApplyingLayout = true
        self.frame = frame
        isApplyingLayout = false
    }
    private func geometryChanged(sizeChanged: Bool = true) {
        guard !isApplyingLayout else { return }
        autoresizingReferenceSize = superview?.bounds.size ?? .zero
        // A frame set by hand matters to layout only where constraints read it: views that
        // turn their frame into constraints, and the root.
        if translatesAutoresizingMaskIntoConstraints || superview == nil { setNeedsLayoutInHierarchy() }
    }

    /// The size that fits the content; a plain view keeps its size (UIKit's default).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }
    /// The smallest size that satisfies the constraints inside the view (UIKit's
    /// `systemLayoutSizeFitting(_:)`): both lengths at fitting-size level.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size the constraints give the view when its width and height are `targetSize`'s at the
    /// given priorities: `.required` fixes a length, `.fittingSizeLevel` lets the content choose.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        ViewLayout.fittingSize(of: self, target: targetSize, priority: PerAxis(horizontal: horizontal, vertical: vertical))
    }

    // MARK: Coordinates

    /// This view's origin in `ancestor`'s coordinates (nil `ancestor`: the root's).
    func origin(in ancestor: UIView?) -> CGPoint {
        var point = CGPoint.zero
        var current: UIView? = self
        while let v = current, v !== ancestor {
            guard let parent = v.superview else { break }
            point.x += v.frame.minX - parent.bounds.minX
            point.y += v.frame.minY - parent.bounds.minY
            current = parent
        }
        return point
    }
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = origin(in: nil), theirs = view?.origin(in: nil) ?? .zero
        return CGPoint(x: point.x - bounds.minX + mine.x - theirs.x + (view?.bounds.minX ?? 0),
                       y: point.y - bounds.minY + mine.y - theirs.y + (view?.bounds.minY ?? 0))
    }
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? rootView).convert(point, to: self)
    }
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // Hit testing, as UIKit documents it; no touch calls it in a snapshot, code and tests may.
    /// Whether `point` (in the view's coordinates) is inside it: inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// The deepest visible, interactive descendant containing `point` (in the view's coordinates),
    /// front-most subview first; nil when hidden, not interactive, nearly transparent or outside.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for child in subviews.reversed() {
            if let hit = child.hitTest(convert(point, to: child), with: event) { return hit }
        }
        return self
    }
    /// Whether the view lets `gestureRecognizer` begin; true, as UIView answers.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hooks a ViewKit class overrides to lay itself out and draw (see the README's "Adding a
    // UIKit class"): layout and drawing never switch on a view's type.

    /// The nodes the view draws inside itself, above its background and below its subviews
    /// (a label's text, an image view's image, a control's track).
    func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] { [] }
    /// Whether the view is drawn as its content alone when nothing else of it shows (no fill,
    /// border, shadow, clip, transform or subviews): a bare label is then one text node, as a
    /// scene's text node is, so its tree and its picture read as the text.
    var drawsAsContentWhenBare: Bool { false }
    /// The view's layout node, made by `builder` in `parent`: a plain node by default; a stack
    /// view makes a stack of its arranged subviews. Adds the subviews' nodes too.
    func makeLayoutNode(_ builder: inout ViewLayoutTreeBuilder, in parent: LayoutNode) -> LayoutNode {
        builder.addPlainNode(self, in: parent)
    }
    /// Whether the view's node must be made inside a parent node (a stack is): laid out as the
    /// root, such a view fills a window node of the drawing's size.
    var needsParentLayoutNode: Bool { false }
    /// Layout guides the view adds to the layout beside its own `layoutGuides` (a scroll view's
    /// content guide), with the constraints that tie them to `node`.
    func addOwnGuides(_ builder: inout ViewLayoutTreeBuilder, node: LayoutNode) {}
    /// The guide whose edges stand for this view's edges in a constraint to `other` (a scroll
    /// view's content, for constraints from its descendants); nil for the view itself.
    func edgeGuide(relatedTo other: UIView) -> UILayoutGuide? { nil }

    // MARK: Names

    var owningItemView: UIView? { self }
    var snapConstraints: [Constraint] = []
    /// The class's name as `String(describing:)` gives it (`UILabel`, `G<Int>`), without the
    /// printing machinery's conformance lookups (they showed in a layout's profile). Demangled once
    /// per class: demangling was 2,600 instructions a view, each time a layout named its node.
    var className: String {
        let type = Swift.type(of: self)
        let key = ObjectIdentifier(type)
        if let known = viewClassNames.withLock({ $0[key] }) { return known }
        let name = _typeName(type, qualified: false)
        viewClassNames.withLock { $0[key] = name }
        return name
    }
    /// `UILabel(title)` for a view whose accessibility identifier is `title`, else the class name.
    var layoutDebugName: String {
        let type = className
        guard let id = accessibilityIdentifier, !id.isEmpty else { return type }
        return "\(type)(\(id))"
    }
}
