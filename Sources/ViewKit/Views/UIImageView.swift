import Foundation
import LayoutEngine
import Rasterizer

/// A view that shows an image (UIKit's `UIImageView`): its intrinsic size is the image's size in
/// points, and `contentMode` places the image in its bounds.
open class UIImageView: UIView {
    public var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    public var highlightedImage: UIImage?
    /// The symbol configuration laid over a symbol image's own (size, weight, scale, colors).
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { invalidateIntrinsicContentSize() } }
    public var isHighlighted = false

    public convenience init(image: UIImage?) {
        self.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        self.image = image
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }
    override func hasIntrinsicSize() -> Bool { true }
    /// Not an element unless made one, with the image trait (UIKit's defaults).
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    /// The image drawn, if any: a symbol with `preferredSymbolConfiguration` over its own.
    var displayedImage: UIImage? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        guard let preferredSymbolConfiguration, let shown, shown.isSymbolImage else { return shown }
        return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
    }

    /// A symbol sits on the text baseline it was sized for (its `baselineOffsetFromBottom`), so
    /// `firstBaselineAnchor` lines it up with a label's text, as UIKit's image view does.
    override func baselineOffsets() -> (fromTop: Double, fromBottom: Double)? {
        guard let image = displayedImage, let fromBottom = image.baselineOffsetFromBottom else { return nil }
        let scale = Double(bounds.height) / max(Double(image.size.height), 1)
        let bottom = Double(fromBottom) * (bounds.height > 0 ? scale : 1)
        let height = bounds.height > 0 ? Double(bounds.height) : Double(image.size.height)
        return (height - bottom, bottom)
    }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        guard let image = displayedImage, image.content.width > 0, image.content.height > 0 else { return [] }
        let content = image.drawnContent(mode: contentMode, viewTint: tintColor, traits: traits, bounds: bounds.size)
        return [SceneNode(id: id + ".image", frame: Rect(origin: .zero, size: bounds.size.engineSize), content: .image(content))]
    }
}

extension UIView.ContentMode {
    /// The layout engine's content mode of the same name.
    var engineMode: LayoutEngine.ContentMode {
        LayoutEngine.ContentMode.allCases[rawValue]
    }
}
