import Testing
@testable import LayoutEngine
@testable import DesignSystem
import SceneFile
import Rasterizer

/// The `sheet` and `panModal` components: decoding with positioned errors, the nodes they draw at
/// rest and while presented, and content (components or raw nodes) laid out inside them.
@Suite struct SheetComponentTests {
    func scene(_ json: String) throws -> Scene {
        try SceneFile.decode(SceneDocument.self, text: json, format: .json, file: "sheet.json").makeScene()
    }

    func failure(_ json: String) -> String {
        do {
            _ = try scene(json)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func seedReadingSheetIsUndimmedAtItsCustomDetent() throws {
        let scene = try scene(#"{"device": "iphone15", "content": [{"component": "sheet", "#
            + #""detents": ["large", {"identifier": "reading", "safeAreaFraction": 0.3}], "detent": "reading", "#
            + #""largestUndimmedDetent": "reading", "grabber": true}]}"#)
        let report = FrameReport(scene: scene)
        #expect(report.nodes.map(\.id) == ["sheet"])
        // 0.3 x (852 - 59 - 34) = 227.7 above the 34-point home indicator, on the 1/3-point grid.
        #expect(report.frame("sheet") == Rect(x: 0, y: (852 - 227.7 - 34).roundedToPixel(3), width: 393,
                                              height: 852 - (852 - 227.7 - 34).roundedToPixel(3)))
        #expect(report.frame("sheet.grabber")?.size == Size(width: 36, height: 5))
        #expect(report.frame("sheet.grabber")?.minX == 178.5)
    }

    @Test func theSheetDimsAboveTheLargestUndimmedDetent() throws {
        let scene = try scene(#"{"device": "iphoneSE", "content": [{"component": "sheet", "detents": ["medium", "large"], "#
            + #""detent": "large", "largestUndimmedDetent": "medium"}]}"#)
        #expect(scene.nodes.map(\.id) == ["sheet.dim", "sheet"])
        #expect(scene.nodes[0].fill == .solid(Theme.standard.colors.sheetDim))
        #expect(scene.nodes[1].frame == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(scene.nodes[1].cornerRadii == CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0))
    }

    @Test func aContentHeightDetentFitsTheContent() throws {
        let scene = try scene(#"{"device": "iphone15", "content": [{"component": "sheet", "detents": ["content", "large"], "#
            + #""content": [{"id": "box", "frame": {"x": 0, "y": 20, "width": 100, "height": 180}}]}]}"#)
        #expect(scene.nodes.last?.frame == Rect(x: 0, y: 852 - 200 - 34, width: 393, height: 234))
        #expect(scene.nodes.last?.children.map(\.id) == ["box"])
    }

    @Test func componentsLayOutInsideTheSheetAboveItsBottomInset() throws {
        let scene = try scene(#"{"device": "iphone15", "content": [{"component": "sheet", "detents": ["medium"], "#
            + #""content": [{"component": "toast", "message": "Saved"}]}]}"#)
        let report = FrameReport(scene: scene)
        let sheet = try #require(report.frame("sheet"))
        // The toast sits Toast-Swift's 10 points above the sheet's bottom safe-area edge: the device's
        // home indicator inset.
        #expect(report.frame("toast")?.maxY == sheet.maxY - 34 - 10)
    }

    /// The content is laid out in the screen's one tree with the safe area the sheet gives it:
    /// mid-presentation, where the sheet reaches below the screen, the toast still sits 10 points
    /// above the home indicator's inset from the sheet's bottom (its overlap with the window's safe
    /// area would be deeper), as the resting sheet lays its content out.
    @Test func contentKeepsTheSheetsSafeAreaWhilePresenting() throws {
        let scene = try scene(#"{"device": "iphone15", "content": [{"component": "sheet", "detents": ["medium"], "#
            + #""progress": 0.5, "content": [{"component": "toast", "message": "Saved"}]}]}"#)
        let report = FrameReport(scene: scene)
        let sheet = try #require(report.frame("sheet"))
        #expect(sheet.maxY > 852)
        #expect(report.frame("toast")?.maxY == sheet.maxY - 34 - 10)
    }

    @Test func presentationRisesOnTheSpringAndFadesTheDimIn() throws {
        let half = try scene(#"{"device": "iphone15", "content": [{"component": "sheet", "progress": 0.25}]}"#)
        let value = PresentationSpring.uiKitSheet.value(atProgress: 0.25)
        #expect(abs(half.nodes[0].opacity - value) < 1e-12)
        #expect(abs(half.nodes[1].frame.minY - (852 + (69 - 852) * value)) <= 1.0 / 6)
        let start = try scene(#"{"device": "iphone15", "content": [{"component": "panModal", "progress": 0}]}"#)
        // The dim's alpha is 0: not drawn, as UIKit draws no view below an alpha of 0.01 (a sheet's dim alike).
        #expect(start.nodes.map(\.id) == ["panModal.container", "panModal.dragIndicator"])
        #expect(start.nodes[0].frame.minY == 852)
        let mid = try scene(#"{"device": "iphone15", "content": [{"component": "panModal", "progress": 0.5}]}"#)
        let panValue = PresentationSpring.panModal.value(atProgress: 0.5)
        #expect(abs(mid.nodes[1].frame.minY - (852 + (80 - 852) * panValue)) <= 1.0 / 6)
        #expect(abs(mid.nodes[0].opacity - min(panValue, 1)) < 1e-12)
    }

    @Test func panModalsIntrinsicHeightIsTheContentsMeasuredHeight() throws {
        let scene = try scene(#"{"device": "iphone15", "content": [{"component": "panModal", "shortFormHeight": "intrinsicHeight", "#
            + #""content": [{"id": "box", "frame": {"x": 0, "y": 20, "width": 100, "height": 180}}]}]}"#)
        // PanModal: bottomYPos - (intrinsic + bottom) + topOffset = 852 - 200 - 34.
        #expect(scene.nodes[1].frame.minY == 618)
        #expect(scene.nodes[1].frame.height == 852 - 80)
    }

    @Test func panModalDrawsPanModalsColorsAndCorners() throws {
        let scene = try scene(#"{"device": "iphone15", "content": [{"component": "panModal"}]}"#)
        #expect(scene.nodes[0].fill == .solid(Color(hex: "#000000B3")!))
        #expect(scene.nodes[1].cornerRadii == CornerRadii(topLeft: 8, topRight: 8, bottomRight: 0, bottomLeft: 0))
        #expect(scene.nodes[2].fill == .solid(Color(hex: "#AAAAAA")!))
        #expect(scene.nodes[2].cornerRadii == CornerRadii(all: 2.5))
    }

    @Test func badSheetInputIsReportedAtItsKey() {
        let unknownDetent = failure(#"{"device": "iphone15", "content": [{"component": "sheet", "detents": ["medium"], "detent": "large"}]}"#)
        #expect(unknownDetent.contains("content[0].detent") && unknownDetent.contains("medium"), "\(unknownDetent)")
        let twice = failure(#"{"device": "iphone15", "content": [{"component": "sheet", "detents": ["medium", "medium"]}]}"#)
        #expect(twice.contains("content[0].detents") && twice.contains("twice"), "\(twice)")
        let two = failure(#"{"device": "iphone15", "content": [{"component": "sheet", "detents": [{"identifier": "x", "fraction": 0.5, "height": 100}]}]}"#)
        #expect(two.contains("content[0].detents[0]") && two.contains("exactly one"), "\(two)")
        let fraction = failure(#"{"device": "iphone15", "content": [{"component": "sheet", "detents": [{"fraction": 1.5}]}]}"#)
        #expect(fraction.contains("content[0].detents[0].fraction"), "\(fraction)")
        let unknownKey = failure(#"{"device": "iphone15", "content": [{"component": "sheet", "grabbr": true}]}"#)
        #expect(unknownKey.contains("content[0].grabbr") && unknownKey.contains("grabber"), "\(unknownKey)")
        let progress = failure(#"{"device": "iphone15", "content": [{"component": "panModal", "progress": 2}]}"#)
        #expect(progress.contains("content[0].progress"), "\(progress)")
        let height = failure(#"{"device": "iphone15", "content": [{"component": "panModal", "longFormHeight": {"contentHeight": -5}}]}"#)
        #expect(height.contains("content[0].longFormHeight.contentHeight"), "\(height)")
        let name = failure(#"{"device": "iphone15", "content": [{"component": "panModal", "longFormHeight": "minHeight"}]}"#)
        #expect(name.contains("content[0].longFormHeight") && name.contains("maxHeight"), "\(name)")
        let nested = failure(#"{"device": "iphone15", "content": [{"component": "panModal", "content": [{"component": "toast", "hieght": 3}]}]}"#)
        #expect(nested.contains("content[0].content[0].hieght"), "\(nested)")
    }

    @Test func sameSheetSceneGivesTheSameBytes() throws {
        for json in [#"{"device": "iphoneSE", "content": [{"component": "panModal", "progress": 0.3, "content": [{"component": "toast"}]}]}"#,
                     #"{"device": "iphone15", "content": [{"component": "sheet", "progress": 0.6, "grabber": true, "detents": ["medium"]}]}"#] {
            let png = { try PNGEncoder.fast.encode(try ScenePainter().render(try self.scene(json))) }
            #expect(try png() == png())
        }
    }
}

private extension Double {
    func roundedToPixel(_ scale: Double) -> Double { (self * scale).rounded() / scale }
}
