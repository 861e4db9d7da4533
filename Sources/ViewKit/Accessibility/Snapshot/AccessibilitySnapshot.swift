import Foundation
import LayoutEngine
import Rasterizer

/// A view's accessibility as AccessibilitySnapshot shows it: the picture (the view in grays, one
/// translucent overlay an element, crosshairs at moved activation points, and a legend below
/// with what VoiceOver reads) and the transcript (the same words as text). What the snapshot
/// strategies of LayoutSnapshot and LayoutSnapshotTesting draw and write.
@MainActor
public enum AccessibilitySnapshot {
    /// The view laid out at `size` with `traits`, drawn on the system background, and parsed: its elements in VoiceOver's order
    /// (right to left when its layout direction is), or an error naming each part that could
    /// not be read as written.
    public static func elements(of view: UIView, size: ViewSize = .current,
                                traits: UITraitCollection = UITraitCollection()) throws -> (scene: Scene, elements: [AccessibilityElement]) {
        // On the appearance's background, as on a screen: a view with none still shows its
        // text in dark mode (white on black).
        let scene = view.makeScene(size: size, traits: traits, background: .systemBackground)
        let direction = FixedDirection(userInterfaceLayoutDirection: view.effectiveUserInterfaceLayoutDirection)
        let elements = try AccessibilityHierarchyParser().checkedAccessibilityElements(
            in: view, userInterfaceLayoutDirectionProvider: direction, userInterfaceIdiomProvider: UIDevice.current)
        return (scene, elements)
    }

    /// What VoiceOver reads, one numbered entry an element: its description, then its hint and
    /// its custom actions on lines of their own.
    public static func transcript(of elements: [AccessibilityElement]) -> String {
        elements.enumerated().map { index, element in
            var lines = ["\(index + 1). \(element.description)"]
            if let hint = element.hint { lines.append("   Hint: \(hint)") }
            if !element.customActions.isEmpty { lines.append("   Actions: \(element.customActions.joined(separator: ", "))") }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }

    /// The picture: the view's drawing (`scene`, at its scale) in grays or colors at the top,
    /// white below, and over it the elements' overlays and crosshairs and the legend
    /// (`overlays`, the scene of what is drawn over, for the layout tree a snapshot keeps).
    public static func picture(of scene: Scene, elements: [AccessibilityElement],
                               options: AccessibilitySnapshotOptions = AccessibilitySnapshotOptions()) throws -> (bitmap: Bitmap, overlays: Scene) {
        var drawing = try RenderPipeline.shared.draw(scene)
        if options.useMonochromeSnapshot { makeGray(&drawing) }
        let picture = AccessibilityPicture(size: CGSize(scene.size), elements: elements, options: options)
        let overlays = picture.overlayView().makeScene(size: .current, traits: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: CGFloat(scene.scale)), UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(layoutDirection: .leftToRight), UITraitCollection(preferredContentSizeCategory: .large),
        ]))
        // The drawing is copied in row by row and the overlays painted over it: drawing it as an
        // image node would resample 2.4 million pixels for a phone screen at 3x.
        var canvas = try Canvas(drawingOver: base(overlays, holding: drawing, at: picture.drawingOrigin), scale: scene.scale)
        for node in overlays.nodes { try RenderPipeline.sharedPainter.paint(node, into: &canvas) }
        return (canvas.bitmap, overlays)
    }

    /// A white bitmap the size of `overlays` with `drawing` copied in at `origin` (points).
    private static func base(_ overlays: Scene, holding drawing: Bitmap, at origin: CGPoint) throws -> Bitmap {
        let width = Int((overlays.size.width * overlays.scale).rounded(.up))
        let height = Int((overlays.size.height * overlays.scale).rounded(.up))
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let left = Int((Double(origin.x) * overlays.scale).rounded()), rowBytes = drawing.width * 4
        for row in 0..<min(drawing.height, height) where left + drawing.width <= width {
            let target = (row * width + left) * 4, source = row * rowBytes
            pixels.replaceSubrange(target..<target + rowBytes, with: drawing.pixels[source..<source + rowBytes])
        }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw AccessibilityPictureError.tooLarge(width: width, height: height)
        }
        return bitmap
    }

    /// The drawing in grays: Rec. 601 luma of the premultiplied colors (a linear mix, so it
    /// stays premultiplied), alpha kept.
    private static func makeGray(_ bitmap: inout Bitmap) {
        bitmap.pixels.withUnsafeMutableBufferPointer { bytes in
            var index = 0
            while index + 3 < bytes.count {
                let red = 77 * UInt32(bytes[index]), green = 150 * UInt32(bytes[index + 1]), blue = 29 * UInt32(bytes[index + 2])
                let luma = UInt8(truncatingIfNeeded: (red + green + blue + 128) >> 8)
                bytes[index] = luma; bytes[index + 1] = luma; bytes[index + 2] = luma
                index += 4
            }
        }
    }

    /// A picture too large for a canvas.
    enum AccessibilityPictureError: Error, CustomStringConvertible {
        case tooLarge(width: Int, height: Int)
        var description: String {
            switch self {
            case let .tooLarge(width, height): return "The accessibility picture, \(width) x \(height) pixels, is too large to draw"
            }
        }
    }

    /// A layout direction given as it is (the view's own), for the parser.
    private struct FixedDirection: UserInterfaceLayoutDirectionProviding {
        let userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection
    }
}
