import Foundation
import LayoutEngine
import ViewKit

/// A component's full-screen view tree on a device: the view is the root view of a view
/// controller presented over the screen (seed 000 presents its modal, bottom modal and toast over
/// the top-most controller's view), laid out at the device's size with its safe area and scale.
enum ScreenViewTree {
    /// The nodes of `view`'s subviews, laid out full screen on `device`; frames of top-level
    /// nodes in screen coordinates. Runs on any thread (`withDetachedViewTree`): `make` builds
    /// the tree inside the call and nothing of it escapes.
    static func nodes(on device: Device, _ make: @MainActor () throws -> UIView) rethrows -> [SceneNode] {
        try withDetachedViewTree {
            let controller = UIViewController()
            controller.view = try make()
            let insets = device.safeArea
            let scene = controller.makeScene(size: CGSize(width: device.size.width, height: device.size.height),
                                             safeArea: UIEdgeInsets(top: insets.top, left: insets.left,
                                                                    bottom: insets.bottom, right: insets.right),
                                             traits: ComponentScene.viewTraits(on: device))
            return scene.nodes.first?.children ?? []
        }
    }
}
