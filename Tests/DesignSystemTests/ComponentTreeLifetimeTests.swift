import Foundation
import Testing
import DesignSystem
import LayoutEngine
import ViewKit

/// A component's view tree lives as long as the caller holds it: once laid out and drawn, dropping
/// it frees every view (the gallery, batch renders and the preview server make one per picture).
/// Before d96aad7 a SnapKit constraint kept its view alive and no tree laid out with SnapKit was
/// ever freed.
@MainActor
@Suite struct ComponentTreeLifetimeTests {
    @Test func everyComponentsTreeIsFreedOnceDrawn() throws {
        var seen = Set<String>()
        var kept: [String] = []
        for entry in ComponentCatalog.entries where seen.insert(entry.component + "/" + entry.state).inserted {
            weak var weakRoot: UIView?
            weak var weakLeaf: UIView?
            do {
                let view = try entry.spec.component.makeView(on: .iphone15, theme: .standard)
                let scene = view.makeScene(size: .fixed(CGSize(width: 393, height: 852)),
                                           safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
                #expect(!scene.nodes.isEmpty, "\(entry.component) \(entry.state) drew nothing")
                weakRoot = view
                var leaf = view
                while let first = leaf.subviews.first { leaf = first }
                weakLeaf = leaf
            }
            if weakRoot != nil || weakLeaf != nil { kept.append("\(entry.component) \(entry.state)") }
        }
        #expect(seen.count > 20)
        #expect(kept.isEmpty, "trees still alive after drawing: \(kept)")
    }
}
