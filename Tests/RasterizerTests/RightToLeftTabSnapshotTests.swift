import LayoutEngine
import LayoutSnapshot
import Testing
@testable import Rasterizer

/// Pictures of tab stops in a right-to-left paragraph: the stops count from the right edge (NSTextTab's
/// location is "relative to the back margin"), a right stop starts its column there and a left stop ends
/// it there, a decimal stop puts the separator there. Grey lines mark the stops.
@Suite struct RightToLeftTabSnapshotTests {
    /// `text` at 17 pt in a right-to-left `paragraph` 300 points wide, with a grey line at each of `stops`
    /// (points from the right edge), matching the reference `name`.
    func assertPicture(_ text: String, paragraph: ParagraphStyle, stops: [Double], named name: String,
                       filePath: StaticString = #filePath, line: UInt = #line) throws {
        let layout = try TextEngine.shared.layout(text, style: TextStyle(size: 17, paragraph: paragraph), maxWidth: 300)
        let lines = stops.map { SceneNode(id: "stop\(Int($0))", frame: Rect(x: 310 - $0, y: 0, width: 0.5, height: layout.size.height + 20),
                                          fill: .solid(Color(red: 180, green: 180, blue: 180))) }
        let node = SceneNode(id: "text", frame: Rect(x: 10, y: 10, width: 300, height: layout.size.height), content: .text(layout, color: .black))
        assertSnapshot(of: Scene(size: Size(width: 320, height: layout.size.height + 20), scale: 2, background: .white, nodes: lines + [node]),
                       named: name, filePath: filePath, line: line)
    }

    @Test("right-to-left tab stops, with lines at the stops")
    func rightToLeftTabStopsPicture() throws {
        let paragraph = ParagraphStyle(baseWritingDirection: .rightToLeft,
                                       tabStops: [TextTab(location: 100, alignment: .right), TextTab(location: 200, alignment: .left)])
        try assertPicture("קפה\tשחור\t12.50\nתה ירוק\tחם\t9\nמים\tקרים\t104.5", paragraph: paragraph, stops: [100, 200],
                          named: "rightToLeftTabStops")
    }

    @Test("a right-to-left price list on a decimal stop, with a line at the stop")
    func rightToLeftDecimalTabPicture() throws {
        // The separators sit on the line 120 points from the right edge, the integer parts left of it
        // (numbers run left to right); a price without a separator ends there; a currency written
        // after the number is drawn left of it.
        let paragraph = ParagraphStyle(baseWritingDirection: .rightToLeft, tabStops: [TextTab.decimal(at: 120)])
        try assertPicture("קפה שחור\t12.50\nתה ירוק\t9\nמים קרים\t104.5\nעוגה\t7.25 ש״ח", paragraph: paragraph, stops: [120],
                          named: "rightToLeftDecimalTab")
    }

    @Test("a right-to-left tabbed line truncated in the middle, with lines at the stops")
    func rightToLeftTruncatedTabbedLinePicture() throws {
        // The head keeps its columns from the right edge (a right stop at 60; the column after it is too
        // wide for the left stop at 120 and starts at the pen); the ellipsis and the tail follow it to the
        // left. The line fits its 300 points: truncation measures the head with its tab stops.
        let paragraph = ParagraphStyle(lineBreakMode: .truncateMiddle, numberOfLines: 1, baseWritingDirection: .rightToLeft,
                                       tabStops: [TextTab(location: 60, alignment: .right), TextTab(location: 120)])
        try assertPicture("קפה\tשחור\tחזק עם חלב ועוגה ליד החלון הגדול של בית הקפה הישן בעיר", paragraph: paragraph, stops: [60, 120],
                          named: "rightToLeftTruncatedTabbedLine")
    }
}
