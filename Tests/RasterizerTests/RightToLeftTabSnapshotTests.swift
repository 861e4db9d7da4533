import LayoutEngine
import LayoutSnapshot
import Testing
@testable import Rasterizer

/// A picture of tab stops in a right-to-left paragraph: the stops count from the right edge (NSTextTab's
/// location is "relative to the back margin"), a right stop starts its column there and a left stop ends
/// it there. Grey lines mark the stops, 100 and 200 points from the right edge.
@Suite struct RightToLeftTabSnapshotTests {
    @Test("right-to-left tab stops, with lines at the stops")
    func rightToLeftTabStopsPicture() throws {
        let paragraph = ParagraphStyle(baseWritingDirection: .rightToLeft,
                                       tabStops: [TextTab(location: 100, alignment: .right), TextTab(location: 200, alignment: .left)])
        let layout = try TextEngine.shared.layout("קפה\tשחור\t12.50\nתה ירוק\tחם\t9\nמים\tקרים\t104.5",
                                                  style: TextStyle(size: 17, paragraph: paragraph), maxWidth: 300)
        let stops = [100.0, 200].map { SceneNode(id: "stop\(Int($0))", frame: Rect(x: 310 - $0, y: 0, width: 0.5, height: layout.size.height + 20),
                                                fill: .solid(Color(red: 180, green: 180, blue: 180))) }
        let text = SceneNode(id: "text", frame: Rect(x: 10, y: 10, width: 300, height: layout.size.height), content: .text(layout, color: .black))
        assertSnapshot(of: Scene(size: Size(width: 320, height: layout.size.height + 20), scale: 2, background: .white, nodes: stops + [text]),
                       named: "rightToLeftTabStops")
    }
}
