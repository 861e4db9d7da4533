import Foundation
import Rasterizer
import ViewKit

/// Draws a SwiftUI view to an image (SwiftUI's `ImageRenderer`): the view is sized for
/// `proposedSize` (its ideal size by default) and drawn at `scale` (1 by default, as SwiftUI's)
/// on a clear background. `pngData()` is our addition: the PNG bytes, the same on every run.
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    public var scale: CGFloat = 1
    public var proposedSize: ProposedViewSize = .unspecified
    /// What the last render found wrong: the view types and places named (see `LayoutIssue`).
    public private(set) var issues: [LayoutIssue] = []

    public init(content: Content) { self.content = content }

    /// The view as laid out for `proposedSize`, or nil (with an issue) when it has no finite size.
    public func bitmap() -> Bitmap? {
        let host = _UIHostingView(rootView: content)
        let traits = UITraitCollection(displayScale: scale)
        host.traitOverrides = traits
        let size = host.sizeThatFits(CGSize(width: proposedSize.width ?? 0, height: proposedSize.height ?? 0))
        let sizing = proposedSize == .unspecified ? size : host.tree.map { $0.size(for: proposedSize) } ?? size
        issues = host.tree?.graph.issues ?? []
        do {
            let bitmap = try host.renderBitmap(size: .fixed(sizing), traits: traits)
            issues += host.issues.filter { !issues.contains($0) }
            return bitmap
        } catch {
            let issue = LayoutIssue(message: "ImageRenderer<\(Content.self)>: cannot draw \(sizing.width) x \(sizing.height) points "
                                    + "at \(scale)x: \(error)", isFailure: true)
            issues.append(issue)
            FileHandle.standardError.write(Data("[SwiftUIViews] error: \(issue.message)\n".utf8))
            return nil
        }
    }

    public var uiImage: UIImage? {
        guard let data = pngData() else { return nil }
        return UIImage(data: data, scale: scale)
    }

    public func pngData() -> Data? {
        guard let bitmap = bitmap(), let bytes = try? PNGEncoder.libpngDefault.encode(bitmap) else { return nil }
        return Data(bytes)
    }
}
