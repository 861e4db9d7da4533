import Foundation
import ViewKit

/// An image (SwiftUI's `Image`): a symbol by name, drawn as ViewKit draws `UIImage(systemName:)`
/// (bootstrap-icons standing in for SF Symbols) at the environment font's size in the foreground
/// color; a named image from a bundle; or a `UIImage`. It is its own size unless `resizable()`,
/// then it fills what it is offered (with `aspectRatio` or `scaledToFit` to keep its shape).
public struct Image: View, PrimitiveView {
    enum Source {
        case system(String)
        case named(String, Bundle?)
        case uiImage(UIImage)
    }
    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?

    public init(systemName: String) { source = .system(systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }
    public init(uiImage: UIImage) { source = .uiImage(uiImage) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    public var body: Never { primitiveBody(self) }

    /// How big a symbol is beside text (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
    public enum ResizingMode: Hashable, Sendable {
        case stretch, tile
    }
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let environment = context.environment
        let traits = environment.traits
        var image: UIImage?
        var tint: UIColor?
        switch source {
        case let .system(name):
            let font = (environment.font ?? .body).uiFont(traits: traits)
            let scale: UIImage.SymbolScale = switch environment.imageScale {
            case .small: .small
            case .medium: .medium
            case .large: .large
            }
            image = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: font.pointSize,
                                                                                            weight: .init(font.weight), scale: scale))
            tint = renderingMode == .original ? nil : environment.foregroundColor
        case let .named(name, bundle):
            image = UIImage(named: name, in: bundle, compatibleWith: traits)
            if image == nil {
                context.graph.report("No image named '\(name)' found\(bundle.map { " in \($0.bundlePath)" } ?? ""); "
                                     + "Image(\"\(name)\") draws nothing, as SwiftUI's does", isFailure: false)
            }
            tint = renderingMode == .template ? environment.foregroundColor : nil
        case let .uiImage(uiImage):
            image = uiImage
            tint = renderingMode == .template ? environment.foregroundColor : nil
        }
        nodes.append(ImageNode(image: image, tint: tint, isResizable: isResizable))
    }
}

extension UIImage.SymbolWeight {
    /// The symbol weight matching a font weight, as SwiftUI sizes symbols to the text beside them.
    init(_ weight: UIFont.Weight) {
        let table: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        self = table.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
    }
}

final class ImageNode: LayoutNode {
    let image: UIImage?
    let tint: UIColor?
    let isResizable: Bool

    init(image: UIImage?, tint: UIColor?, isResizable: Bool) {
        self.image = image
        self.tint = tint
        self.isResizable = isResizable
        super.init(typeName: "Image")
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let own = image?.size ?? .zero
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: own) : own
    }

    override func render(into container: UIView, origin: CGPoint, canvas: RenderCanvas) {
        guard var image else { return }
        if tint != nil { image = image.withRenderingMode(.alwaysTemplate) }
        let view = UIImageView(image: image)
        view.contentMode = .scaleToFill
        if let tint { view.tintColor = tint }
        view.frame = canvas.viewFrame(frame, origin: origin)
        container.addSubview(view)
    }
}
