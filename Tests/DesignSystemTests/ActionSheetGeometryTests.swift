import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Seed 000's action sheet numbers (COMPONENTS.md §2).
@Suite struct ActionSheetGeometryTests {
    let sheet = ActionSheet().action("신고하기", color: Color(hex: "#FF3B30")).action("공유하기")

    @Test(arguments: [Device.iphone15, .iphoneSE])
    func stackIs16FromTheSidesAnd38AboveTheBottom(device: Device) throws {
        let stack = try frames(sheet, on: device)["actionSheet.stack"]
        #expect(stack.minX == 16)
        #expect(stack.maxX == device.size.width - 16)
        #expect(stack.maxY == device.size.height - 38)
    }

    @Test func rowsAre56HighWith5Between() throws {
        let f = try frames(sheet)
        let rows = ["actionSheet.action.0", "actionSheet.action.1", "actionSheet.cancel"].map { f[$0] }
        #expect(rows.allSatisfy { $0.height == 56 })
        #expect(rows[1].minY == rows[0].maxY + 5)
        #expect(rows[2].minY == rows[1].maxY + 5)
        #expect(rows[2].maxY == f["actionSheet.stack"].maxY)
    }

    @Test(arguments: [1, 2, 5])
    func stackTopFollowsTheNumberOfRows(actions: Int) throws {
        let many = ActionSheet(actions: (0..<actions).map { ActionSheet.Action("Action \($0)") })
        let stack = try frames(many)["actionSheet.stack"]
        let rows = Double(actions + 1)
        #expect(stack.height == rows * 56 + (rows - 1) * 5)
        #expect(try frames(many)["actionSheet.action.0"].minY == stack.minY)
    }

    @Test func cancelIsLastWithTheDefaultTitle() throws {
        let nodes = try sheet.sceneNodes(on: .iphone15, theme: .standard)
        #expect(nodes.last?.children.first?.children.last?.id == "actionSheet.cancel")
        #expect(sheet.cancel == "취소")
    }
}
