import Foundation
import DesignSystem
import LayoutEngine
import LayoutSnapshot
import Rasterizer
import Testing

/// The gallery's UIKit screens (tables, a collection view, every control, bars, an alert), drawn
/// by ViewKit on an iPhone 15 in light, dark and right to left, against `Snapshots/UIKitShowcase/`;
/// the same bytes from any thread.
@Suite struct UIKitShowcaseTests {
    @Test(arguments: UIKitShowcase.screens.map(\.name))
    func screenMatchesItsReferenceInEveryAppearance(name: String) throws {
        let screen = try #require(UIKitShowcase.screens.first { $0.name == name })
        try withSnapshotConfiguration(SnapshotConfiguration(suite: "UIKitShowcase")) {
            for appearance in UIKitShowcase.Appearance.allCases {
                let scene = UIKitShowcase.scene(of: screen, in: appearance)
                #expect(scene.size == Size(width: 393, height: 852))
                assertSnapshot(of: scene, named: "\(name)-\(appearance.rawValue)")
            }
        }
    }

    @Test func screensDrawTheSameBytesOnWorkerThreads() throws {
        let pipeline = RenderPipeline.shared
        let screen = UIKitShowcase.screens[0]
        let here = try pipeline.picture(UIKitShowcase.scene(of: screen, in: .dark)).png
        let elsewhere = try DispatchQueue.global().sync {
            try pipeline.picture(UIKitShowcase.scene(of: screen, in: .dark)).png
        }
        #expect(here == elsewhere)
    }
}
