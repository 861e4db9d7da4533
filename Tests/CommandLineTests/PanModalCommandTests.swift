import Foundation
import Testing
import TestSupport

/// `layout-render layout SCENE --json` on PanModal scenes: `panModal.dim`, `panModal.container` and
/// `panModal.dragIndicator` where PanModal's formulas (slackhq/PanModal,
/// `PanModalPresentable+LayoutHelpers.swift`, written again here) put them, on presets and custom devices.
@Suite struct PanModalCommandTests {
    struct Report: Decodable {
        struct Frame: Decodable, Equatable { var x, y, width, height: Double }
        struct Node: Decodable { var id: String; var frame: Frame; var children: [Node] }
        var nodes: [Node]
    }

    struct Screen { var device: String; var width, height, top, bottom: Double }
    static let screens = [
        Screen(device: #""iphone15""#, width: 393, height: 852, top: 59, bottom: 34),
        Screen(device: #""iphoneSE""#, width: 375, height: 667, top: 20, bottom: 0),
        Screen(device: #"{"width": 820, "height": 1180, "scale": 2, "safeArea": {"top": 24, "bottom": 20}}"#,
               width: 820, height: 1180, top: 24, bottom: 20),
    ]

    func layout(_ scene: String) throws -> (status: Int32, report: Report?, error: String) {
        let file = try Scratch.directory("panmodal-cli").appendingPathComponent("scene.json")
        try Data(scene.utf8).write(to: file)
        let result = try BuiltCommand.run(["layout", file.path, "--json"])
        let report = result.status == 0 ? try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8)) : nil
        return (result.status, report, result.standardError)
    }

    @Test func dimContainerAndIndicatorFollowPanModalOnEveryDevice() throws {
        // (scene value, PanModal's topMargin given bottomYPos and the bottom inset)
        let heights: [(String, (Double, Double) -> Double)] = [
            (#""maxHeight""#, { _, _ in 0 }),
            (#"{"maxHeightWithTopInset": 40}"#, { _, _ in 40 }),
            (#"{"contentHeight": 300}"#, { bottomY, bottom in bottomY - (300 + bottom) }),
            (#"{"contentHeightIgnoringSafeArea": 300}"#, { bottomY, _ in bottomY - 300 }),
            (#"{"contentHeight": 2000}"#, { bottomY, bottom in bottomY - (2000 + bottom) }),  // above the top: capped
            (#""intrinsicHeight""#, { bottomY, bottom in bottomY - (0 + bottom) }),  // no content: fitting height 0
        ]
        // One run per device, state and anchoring: its scene stacks the 36 short x long pairs, and the
        // report lists each one's three nodes in order.
        for screen in Self.screens {
            let topOffset = screen.top + 21, bottomY = screen.height - topOffset
            let pairs = heights.flatMap { long in heights.map { short in (short: short, long: long) } }
            for state in ["shortForm", "longForm"] {
                for anchored in [true, false] {
                    let entries = pairs.map { pair in
                        #"{"component": "panModal", "shortFormHeight": \#(pair.short.0), "longFormHeight": \#(pair.long.0), "#
                            + #""state": "\#(state)", "anchorModalToLongForm": \#(anchored)}"#
                    }
                    let scene = #"{"device": \#(screen.device), "content": [\#(entries.joined(separator: ", "))]}"#
                    let result = try layout(scene)
                    let nodes = try #require(result.report?.nodes, "\(result.error)")
                    #expect(nodes.count == 3 * pairs.count)
                    for (index, pair) in pairs.enumerated() where nodes.count == 3 * pairs.count {
                        let longY = max(pair.long.1(bottomY, screen.bottom), 0) + topOffset
                        let shortY = max(pair.short.1(bottomY, screen.bottom) + topOffset, longY)
                        let y = state == "shortForm" ? shortY : longY
                        let anchorY = anchored ? longY : topOffset
                        let what = "\(screen.device) short \(pair.short.0) long \(pair.long.0) \(state) anchored \(anchored)"
                        let (dim, container, indicator) = (nodes[3 * index], nodes[3 * index + 1], nodes[3 * index + 2])
                        #expect([dim.id, container.id, indicator.id] == ["panModal.dim", "panModal.container", "panModal.dragIndicator"])
                        #expect(dim.frame == .init(x: 0, y: 0, width: screen.width, height: screen.height), "\(what)")
                        #expect(container.frame == .init(x: 0, y: y, width: screen.width, height: screen.height - anchorY), "\(what)")
                        #expect(indicator.frame == .init(x: screen.width / 2 - 18, y: y - 13, width: 36, height: 5), "\(what)")
                    }
                }
            }
        }
    }

    @Test func aHiddenIndicatorIsAbsentAndContentSitsInTheContainer() throws {
        let scene = #"{"device": "iphone15", "content": [{"component": "panModal", "shortFormHeight": {"contentHeight": 200}, "#
            + #""showDragIndicator": false, "topOffset": 100, "content": [{"id": "row", "frame": {"x": 16, "y": 10, "width": 100, "height": 44}}]}]}"#
        let nodes = try #require(try layout(scene).report?.nodes)
        #expect(nodes.map(\.id) == ["panModal.dim", "panModal.container"])
        #expect(nodes[1].frame == .init(x: 0, y: 852 - 234, width: 393, height: 752))
        #expect(nodes[1].children.map(\.id) == ["row"])
        #expect(nodes[1].children.first?.frame == .init(x: 16, y: 628, width: 100, height: 44))
    }

    @Test func badInputNamesTheFileLineColumnAndPath() throws {
        let result = try layout(#"{"device": "iphone15", "content": [{"component": "panModal", "#
            + #""shortFormHeight": {"contentHight": 300}}]}"#)
        #expect(result.status == 2)
        #expect(result.error.contains("scene.json:1:"), "\(result.error)")
        #expect(result.error.contains("content[0].shortFormHeight.contentHight"), "\(result.error)")
        let state = try layout(#"{"device": "iphone15", "content": [{"component": "panModal", "state": "half"}]}"#)
        #expect(state.status == 2)
        #expect(state.error.contains("content[0].state") && state.error.contains("shortForm"), "\(state.error)")
        let offset = try layout(#"{"device": "iphoneSE", "content": [{"component": "panModal", "topOffset": 700}]}"#)
        #expect(offset.status == 2)
        #expect(offset.error.contains("below the screen's bottom"), "\(offset.error)")
    }
}
