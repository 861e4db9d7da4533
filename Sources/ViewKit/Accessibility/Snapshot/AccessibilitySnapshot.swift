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

    /// The picture's scene: the view's drawing (`scene`, at its scale) in grays or colors, the
    /// elements' overlays and crosshairs, and the legend.
    public static func pictureScene(of scene: Scene, elements: [AccessibilityElement],
                                    options: AccessibilitySnapshotOptions = AccessibilitySnapshotOptions()) throws -> Scene {
        var drawn = RGBAImage(try RenderPipeline.shared.draw(scene))
        if options.useMonochromeSnapshot { drawn = grays(drawn) }
        let picture = AccessibilityPicture(
            drawing: ImageContent(width: drawn.width, height: drawn.height, rgba: drawn.pixels, scale: scene.scale),
            size: CGSize(scene.size), elements: elements, options: options)
        let view = picture.view()
        return view.makeScene(size: .current, traits: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: CGFloat(scene.scale)), UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(layoutDirection: .leftToRight), UITraitCollection(preferredContentSizeCategory: .large),
        ]), background: .white)
    }

    /// The image in grays: Rec. 601 luma, alpha kept.
    private static func grays(_ image: RGBAImage) -> RGBAImage {
        var pixels = image.pixels
        var index = 0
        while index + 3 < pixels.count {
            let luma = (77 * UInt32(pixels[index]) + 150 * UInt32(pixels[index + 1]) + 29 * UInt32(pixels[index + 2]) + 128) >> 8
            pixels[index] = UInt8(luma); pixels[index + 1] = UInt8(luma); pixels[index + 2] = UInt8(luma)
            index += 4
        }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels) ?? image
    }

    /// A layout direction given as it is (the view's own), for the parser.
    private struct FixedDirection: UserInterfaceLayoutDirectionProviding {
        let userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection
    }
}
