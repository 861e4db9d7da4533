import Foundation
import Testing
import DesignSystem
import LayoutEngine
import LayoutSnapshot
import Rasterizer

/// The components built as view trees (issue 22) draw what their old two-tree layout drew: for
/// every catalog state of each converted component on both catalog devices, the same node ids,
/// the same frames and the same pixels to the byte (a fingerprint of the whole screen's RGBA
/// bytes). `Tests/Fixtures/ComponentViews/references.txt` was recorded from the old layout code
/// before each component was converted; `RECORD_COMPONENT_VIEW_REFERENCES=1` writes it again
/// (only for an intended change of a picture, looked at and explained in the commit).
@Suite struct ComponentViewReferenceTests {
    /// The components this package builds as view trees.
    static let converted: Set<String> = ["modal", "retry", "boxButton", "textField", "skeleton", "emptyView",
                                         "insetGroupedList", "journalGrid", "sheet"]
    static let referencePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/ComponentViews/references.txt").standardized.path

    /// One scene as text: its name and pixel fingerprint, then each node (depth first) indented by
    /// depth, with its frame relative to its parent.
    static func describe(_ name: String, _ scene: Scene, painter: ScenePainter) throws -> String {
        let bitmap = try painter.render(scene)
        var text = "\(name) \(bitmap.width)x\(bitmap.height) \(Fingerprint.hex(bitmap.pixels))\n"
        func visit(_ node: SceneNode, depth: Int) {
            let f = node.frame
            text += String(repeating: "  ", count: depth + 1) + "\(node.id) \(f.minX) \(f.minY) \(f.width) \(f.height)\n"
            for child in node.children { visit(child, depth: depth + 1) }
        }
        for node in scene.nodes { visit(node, depth: 0) }
        return text
    }

    /// Every converted catalog entry on every catalog device, described.
    static func describeCatalog() throws -> [String: String] {
        let painter = ScenePainter()
        var scenes: [String: String] = [:]
        for entry in ComponentCatalog.entries where converted.contains(entry.component) {
            for device in ComponentCatalog.devices {
                let name = "\(entry.name)-\(device.name)"
                let scene = try ComponentScene(device: device, content: entry.content).makeScene()
                scenes[name] = try describe(name, scene, painter: painter)
            }
        }
        return scenes
    }

    @Test func everyConvertedCatalogStateDrawsItsRecordedNodesAndPixels() throws {
        let actual = try Self.describeCatalog()
        if ProcessInfo.processInfo.environment["RECORD_COMPONENT_VIEW_REFERENCES"] == "1" {
            let folder = URL(fileURLWithPath: Self.referencePath).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.keys.sorted().map { actual[$0]! }.joined().write(toFile: Self.referencePath, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOfFile: Self.referencePath, encoding: .utf8)
        var expected: [String: String] = [:]
        for block in recorded.split(separator: "\n", omittingEmptySubsequences: false)
            .reduce(into: [[Substring]](), { blocks, line in
                if line.isEmpty { return }
                if line.hasPrefix(" ") { blocks[blocks.count - 1].append(line) } else { blocks.append([line]) }
            }) {
            let name = String(block[0].split(separator: " ")[0])
            expected[name] = block.joined(separator: "\n") + "\n"
        }
        #expect(Set(actual.keys) == Set(expected.keys), "the catalog's converted states are not the recorded ones")
        for name in actual.keys.sorted() {
            guard let want = expected[name], let got = actual[name] else { continue }
            #expect(Self.sameScene(got, want), "\(name): the view tree draws other nodes, frames or pixels than recorded\n\(got)")
        }
        #expect(expected.count >= 2 * 30)
    }

    /// Whether two descriptions show the same pixels (the fingerprint line, exactly) and the same
    /// nodes (ids and depth exactly) at the same frames within 1e-9 point. The tolerance is for the
    /// last bits only: the old path placed every node in screen coordinates and subtracted its
    /// parent's position, the view tree has each frame in its superview's coordinates (a label's
    /// text offset, a row's separator), so the same pixel-grid edge can differ by 1e-14.
    static func sameScene(_ got: String, _ want: String) -> Bool {
        let gotLines = got.split(separator: "\n"), wantLines = want.split(separator: "\n")
        guard gotLines.count == wantLines.count, gotLines.first == wantLines.first else { return false }
        for (a, b) in zip(gotLines.dropFirst(), wantLines.dropFirst()) {
            let aParts = a.split(separator: " ", omittingEmptySubsequences: false)
            let bParts = b.split(separator: " ", omittingEmptySubsequences: false)
            guard aParts.count == bParts.count, aParts.count >= 5,
                  aParts.dropLast(4) == bParts.dropLast(4) else { return false }
            for (x, y) in zip(aParts.suffix(4), bParts.suffix(4)) {
                guard let u = Double(x), let v = Double(y), abs(u - v) <= 1e-9 else { return false }
            }
        }
        return true
    }

    /// Seed 000's modal image (issue 24): a picture given to the modal is drawn by an image view
    /// filling the image area; without one the area is the gray placeholder box.
    @Test func theModalShowsItsPictureAndAGrayBoxWithoutOne() throws {
        // A 4 x 2 picture: left half red, right half blue.
        let rgba: [UInt8] = (0..<8).flatMap { (index: Int) -> [UInt8] in index % 4 < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        let picture = ImageContent(width: 4, height: 2, rgba: rgba, contentMode: ContentMode.scaleToFill)
        let modal = AlertModal(title: "Title", message: "Message", positive: "OK")
        func imageNode(_ modal: AlertModal) throws -> SceneNode {
            let nodes = try modal.sceneNodes(on: .iphone15, theme: .standard)
            func find(_ node: SceneNode) -> SceneNode? { node.id == "modal.image" ? node : node.children.lazy.compactMap(find).first }
            return try #require(nodes.lazy.compactMap(find).first)
        }
        let shown = try imageNode(modal.image(picture, width: 120, height: 80))
        // 120 wide between pixel-grid edges at 136.667 and 256.667: 120.00000000000003, as the old path.
        #expect(abs(shown.frame.width - 120) <= 1e-9 && shown.frame.height == 80)
        #expect(shown.fill == nil && shown.clipsToBounds)
        guard case let .image(drawn)? = shown.children.first?.content else {
            Issue.record("expected the picture inside modal.image, found \(shown.children.map(\.id))")
            return
        }
        #expect(drawn.rgba == rgba && drawn.contentMode == .scaleToFill)
        #expect(shown.children.first.map { $0.frame.origin == Point(x: 0, y: 0) && $0.frame.size == shown.frame.size } == true)

        let placeholder = try imageNode(modal.image(width: 120, height: 80))
        #expect(placeholder.fill == .solid(Theme.standard.colors.systemGray5))
        #expect(placeholder.children.isEmpty)

        // Drawn: the left half of the area red, the right half blue.
        let nodes = try modal.image(picture, width: 120, height: 80).sceneNodes(on: .iphone15, theme: .standard)
        let card = try #require(nodes.first { $0.id == "modal.card" })
        let bitmap = try ScenePainter().render(Scene(size: Device.iphone15.size, scale: 3, background: .white, nodes: nodes))
        func pixel(_ x: Double, _ y: Double) -> [UInt8] {
            let offset = (Int((card.frame.minY + shown.frame.minY + y) * 3) * bitmap.width + Int((card.frame.minX + shown.frame.minX + x) * 3)) * 4
            return Array(bitmap.pixels[offset..<offset + 4])
        }
        #expect(pixel(30, 40) == [255, 0, 0, 255])
        #expect(pixel(90, 40) == [0, 0, 255, 255])
    }
}
