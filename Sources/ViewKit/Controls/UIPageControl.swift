import Foundation
import LayoutEngine

/// A row of dots, one a page, the current one highlighted (UIKit's `UIPageControl`), as iOS 17
/// draws it: 8-point dots 16 points apart (8 between), centered in the bounds, the current one in
/// `currentPageIndicatorTintColor` and the others in `pageIndicatorTintColor` (white and white at
/// 30% by default, UIKit's defaults, made for a page control over a photo or a dark page; set both
/// on a light background). `size(forNumberOfPages:)` is 16 points a dot plus 12 at each end by
/// 26 tall. Pages are drawn in reading order: the first at the right in right-to-left layout.
///
/// `currentPage` stays within `0..<numberOfPages` as UIKit keeps it; a negative number of pages
/// is 0; more pages than the bounds hold draw the dots that fit, around the current page. `hidesForSinglePage` hides a control of one page. Taps and scrubbing cannot be seen.
open class UIPageControl: UIControl {
    static let dotDiameter: CGFloat = 8
    static let pitch: CGFloat = 16
    static let endPadding: CGFloat = 12
    static let height: CGFloat = 26

    public var numberOfPages: Int {
        get { storedPages }
        set {
            storedPages = max(0, newValue)
            currentPage = storedCurrent
            invalidateIntrinsicContentSize()
        }
    }
    private var storedPages = 0
    /// The page shown, kept in `0..<numberOfPages` (0 with no pages).
    public var currentPage: Int {
        get { storedCurrent }
        set { storedCurrent = min(max(newValue, 0), max(0, storedPages - 1)) }
    }
    private var storedCurrent = 0
    public var hidesForSinglePage = false
    /// The other pages' dots; nil draws white at 30%.
    public var pageIndicatorTintColor: UIColor?
    /// The current page's dot; nil draws white.
    public var currentPageIndicatorTintColor: UIColor?
    /// UIKit's `UIPageControl.BackgroundStyle`: `prominent` draws a translucent capsule behind the dots.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    public var backgroundStyle: BackgroundStyle = .automatic
    public var allowsContinuousInteraction = true
    /// An image drawn for every dot instead of the dot (in the dot's color).
    public var preferredIndicatorImage: UIImage?
    private var pageImages: [Int: UIImage] = [:]
    public func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }
    public func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The size that shows `pageCount` dots.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(0, pageCount)
        return CGSize(width: count == 0 ? 0 : CGFloat(count) * UIPageControl.pitch + 2 * UIPageControl.endPadding,
                      height: UIPageControl.height)
    }
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    override func hasIntrinsicSize() -> Bool { true }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return [] }
        // As many dots as the bounds hold, around the current page (iOS 14 scrolls the row of a
        // control with more pages than fit); a million pages draw a screenful, not a million.
        let fitting = max(1, Int(min(Double(bounds.width / UIPageControl.pitch), 10_000)))
        let shown = min(numberOfPages, fitting)
        let first = min(max(0, currentPage - shown / 2), numberOfPages - shown)
        let total = CGFloat(shown) * UIPageControl.pitch
        let start = (bounds.width - total) / 2
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var nodes: [SceneNode] = []
        if backgroundStyle == .prominent {
            let capsule = CGRect(x: start - UIPageControl.endPadding, y: 0, width: total + 2 * UIPageControl.endPadding,
                                 height: min(bounds.height, UIPageControl.height))
            nodes.append(ControlShape.fill(id + ".background", capsule, color: UIColor(white: 0, alpha: 0.2),
                                           radius: capsule.height / 2, traits: traits))
        }
        for page in first..<(first + shown) {
            let slot = rtl ? first + shown - 1 - page : page - first
            let d = UIPageControl.dotDiameter
            let rect = CGRect(x: start + CGFloat(slot) * UIPageControl.pitch + (UIPageControl.pitch - d) / 2,
                              y: bounds.height / 2 - d / 2, width: d, height: d)
            let color = page == currentPage ? currentPageIndicatorTintColor ?? .white
                : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
            if let image = pageImages[page] ?? preferredIndicatorImage {
                let size = image.size
                let box = CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
                let content = image.withTintColor(color).drawnContent(mode: .scaleToFill, viewTint: color, traits: traits, bounds: size)
                nodes.append(SceneNode(id: id + ".page\(page)", frame: box.engineRect, content: .image(content)))
            } else {
                nodes.append(ControlShape.fill(id + ".page\(page)", rect, color: color, radius: d / 2, traits: traits))
            }
        }
        return nodes
    }
}
