import Foundation
import LayoutEngine
import Rasterizer

/// How an image renderer draws: its scale (pixels per point) and whether it is opaque
/// (UIKit's `UIGraphicsImageRendererFormat`). Not main-actor isolated, as UIKit's image
/// renderers are not: a nonisolated function may draw an image (issue 40's isolation audit).
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point; the main screen's by default (off the main thread, where the screen
    /// cannot be read, an iPhone's 3).
    public var scale: CGFloat
    /// An opaque renderer starts white; a transparent one (the default) clear.
    public var opaque = false
    public init() { scale = Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : 3 }
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing in progress inside `UIGraphicsImageRenderer.image { context in ... }`.
public final class UIGraphicsImageRendererContext {
    public let format: UIGraphicsImageRendererFormat
    var canvas: Canvas
    /// Where the renderer's bounds start, in points: drawing at this point lands at the top left.
    let origin: CGPoint
    var fillColor: UIColor = .black
    var error: (any Error)?

    init(format: UIGraphicsImageRendererFormat, canvas: Canvas, origin: CGPoint) {
        self.format = format
        self.canvas = canvas
        self.origin = origin
    }

    /// Fills `rect` with the color set by `UIColor.setFill()`.
    public func fill(_ rect: CGRect) {
        let node = SceneNode(id: "fill", frame: rect.offsetBy(dx: -origin.x, dy: -origin.y).engineRect,
                             fill: .solid(fillColor.color(for: UITraitCollection.current)))
        paint(node)
    }

    /// The picture so far.
    public var currentImage: UIImage { UIImage(bitmap: canvas.bitmap, scale: format.scale) }

    func paint(_ node: SceneNode) {
        do {
            try RenderPipeline.sharedPainter.paint(node, into: &canvas)
        } catch {
            self.error = self.error ?? error
        }
    }

    /// The contexts being drawn into on this thread, innermost last: UIKit's current graphics
    /// context is per thread, so two threads draw two images at once. A pthread key holding a
    /// box, as `UITraitCollection.current` keeps its traits.
    private static let stackKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { box in
            guard let box else { return }
            Unmanaged<StackBox>.fromOpaque(box).release()
        }
        return key
    }()

    private final class StackBox {
        var contexts: [UIGraphicsImageRendererContext] = []
    }

    private static var stack: StackBox {
        if let box = pthread_getspecific(stackKey) { return Unmanaged<StackBox>.fromOpaque(box).takeUnretainedValue() }
        let box = StackBox()
        pthread_setspecific(stackKey, Unmanaged.passRetained(box).toOpaque())
        return box
    }

    /// Runs `body` with `context` as this thread's current context.
    static func drawing<T>(into context: UIGraphicsImageRendererContext, _ body: () throws -> T) rethrows -> T {
        let stack = self.stack
        stack.contexts.append(context)
        defer { stack.contexts.removeLast() }
        return try body()
    }

    static var current: UIGraphicsImageRendererContext? { stack.contexts.last }
}

/// Draws pictures with UIKit's image renderer API (`UIGraphicsImageRenderer`), as snapshot
/// helpers do: `renderer.image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }`.
/// Not main-actor isolated, as UIKit's is not; a view's `drawHierarchy` still wants the main actor.
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// The picture `actions` draw. A size the canvas cannot hold, or a drawing error, gives an
    /// empty image and reports the error on standard error.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let background: Color = format.opaque ? .white : .clear
        guard let canvas = try? Canvas(size: bounds.size.engineSize, scale: Double(format.scale), background: background) else {
            FileHandle.standardError.write(Data("UIGraphicsImageRenderer: cannot draw \(bounds.size) at \(format.scale)x\n".utf8))
            return UIImage(content: ImageContent(width: 0, height: 0, rgba: []), scale: format.scale)
        }
        let context = UIGraphicsImageRendererContext(format: format, canvas: canvas, origin: bounds.origin)
        UIGraphicsImageRendererContext.drawing(into: context) { actions(context) }
        if let error = context.error {
            FileHandle.standardError.write(Data("UIGraphicsImageRenderer: \(error)\n".utf8))
        }
        return UIImage(bitmap: context.canvas.bitmap, scale: format.scale)
    }

    /// The picture as a PNG file.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

extension UIImage {
    /// An image of a premultiplied bitmap.
    convenience init(bitmap: Bitmap, scale: CGFloat) {
        self.init(content: RGBAImage(bitmap).imageContent, scale: scale)
    }
}

extension UIColor {
    /// Makes this the color `UIGraphicsImageRendererContext.fill` and `UIRectFill` use.
    public func setFill() { UIGraphicsImageRendererContext.current?.fillColor = self }
    public func set() { setFill() }
}

/// Fills `rect` in the current image renderer with the fill color.
public func UIRectFill(_ rect: CGRect) { UIGraphicsImageRendererContext.current?.fill(rect) }

extension UIView {
    /// Draws the view and its subviews into the current image renderer at `rect` (laid out
    /// first). Returns false when no renderer is drawing, or when the picture is incomplete
    /// (subviews nested deeper than `ViewDrawing.maximumDepth` are not drawn).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRendererContext.current else { return false }
        layoutIfNeeded()
        let traits = traitCollection
        UITraitCollection.with(traits) {
            let origin = CGPoint(x: rect.minX - context.origin.x, y: rect.minY - context.origin.y)
            let sx = bounds.width > 0 ? Double(rect.width / bounds.width) : 1
            let sy = bounds.height > 0 ? Double(rect.height / bounds.height) : 1
            context.canvas.save()
            context.canvas.translateBy(x: Double(origin.x), y: Double(origin.y))
            if sx != 1 || sy != 1 { context.canvas.scaleBy(x: sx, y: sy) }
            for node in ViewDrawing.nodes(for: self, frame: CGRect(origin: .zero, size: bounds.size), path: [], traits: traits) {
                context.paint(node)
            }
            try? context.canvas.restore()
        }
        return ViewDrawing.depth(of: self) <= ViewDrawing.maximumDepth
    }
}
