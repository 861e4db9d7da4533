import LayoutEngine
import LayoutSnapshot
import Testing
@testable import Rasterizer

/// Pictures of tabbed lines shortened by truncation, with grey lines at the stops: the shortened line
/// fits its 200 points and every tab, before or after the ellipsis, lands on a stop, as UILabel draws it.
@Suite struct TruncatedTabSnapshotTests {
    @Test("tabbed lines truncated at the head, in the middle and at the tail, with lines at the stops",
          arguments: [(LineBreakMode.truncateHead, "truncatedTabbedLineHead"), (.truncateMiddle, "truncatedTabbedLineMiddle"),
                      (.truncateTail, "truncatedTabbedLineTail")])
    func truncatedTabbedLinePicture(mode: LineBreakMode, name: String) throws {
        let paragraph = ParagraphStyle(lineBreakMode: mode, numberOfLines: 1, tabStops: [TextTab(location: 50), TextTab(location: 100)],
                                       defaultTabInterval: 50)
        let layout = try TextEngine.shared.layout("Tea\tBlack\t3.50\tstrong\twith milk\tand cake\tby the window\t4.20",
                                                  style: TextStyle(size: 15, paragraph: paragraph), maxWidth: 200)
        let stops = [50.0, 100, 150, 200].map {
            SceneNode(id: "stop\(Int($0))", frame: Rect(x: 10 + $0, y: 0, width: 0.5, height: layout.size.height + 20),
                      fill: .solid(Color(red: 180, green: 180, blue: 180)))
        }
        let node = SceneNode(id: "text", frame: Rect(x: 10, y: 10, width: 200, height: layout.size.height), content: .text(layout, color: .black))
        assertSnapshot(of: Scene(size: Size(width: 260, height: layout.size.height + 20), scale: 2, background: .white,
                                 nodes: stops + [node]),
                       named: name)
    }
}
