import Foundation
import Testing

/// `layout-render masonry`: the exact output contract and its errors.
@Suite struct MasonryCommandTests {
    /// Runs `masonry` on `json` written to a scratch file that is removed afterwards.
    func masonry(_ json: String) throws -> (status: Int32, standardOutput: String, standardError: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("masonry-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("items.json")
        try Data(json.utf8).write(to: file)
        return try BuiltCommand.run(["masonry", file.path, "--json"])
    }

    @Test func printsColumnWidthContentHeightAndEveryFrame() throws {
        let result = try masonry(#"""
            {"width": 375, "columns": 2, "columnSpacing": 10, "itemSpacing": 10,
             "insets": {"top": 4, "left": 0, "bottom": 6, "right": 0}, "direction": "shortestFirst", "scale": 2,
             "items": [{"width": 300, "height": 400}, {"height": 120}, {"height": 50}]}
            """#)
        #expect(result.status == 0)
        // 182.5 wide; 400 x 182.5 / 300 = 243.33 floors to 243 at 2x; the third item goes right (134 < 257).
        #expect(result.standardOutput == #"{"columnWidth":182.5,"contentHeight":253,"items":["#
            + #"{"column":0,"frame":{"x":0,"y":4,"width":182.5,"height":243}},"#
            + #"{"column":1,"frame":{"x":192.5,"y":4,"width":182.5,"height":120}},"#
            + #"{"column":1,"frame":{"x":192.5,"y":134,"width":182.5,"height":50}}]}"# + "\n")
    }

    @Test func rightToLeftStartsInTheRightmostColumnAndNoItemsIsTheInsets() throws {
        let result = try masonry(#"{"width": 100, "columns": 3, "columnSpacing": 5, "direction": "rightToLeft", "items": [{"height": 1}]}"#)
        #expect(result.standardOutput.contains(#""columnWidth":30,"#))
        #expect(result.standardOutput.contains(#"{"column":2,"frame":{"x":70,"#))
        let empty = try masonry(#"{"width": 100, "insets": {"top": 3, "bottom": 4}, "items": []}"#)
        #expect(empty.standardOutput.hasPrefix(#"{"columnWidth":45,"contentHeight":7,"#))
    }

    @Test(arguments: [
        (#"{"width": 100, "columns": 0, "items": []}"#, "1:27: columns: expected 1 to 1000 columns"),
        (#"{"width": 10, "columns": 6, "scale": 2, "items": []}"#, "columns: 6 columns leave each column"),
        ("{\"width\": 100,\n \"items\": [{\"height\": 5}, {\"height\": -1}]}", "2:38: items[1].height: expected a number in 0"),
        (#"{"width": 100, "items": [{"width": -3, "height": 5}]}"#, "items[0].width"),
        (#"{"width": 100, "direction": "up", "items": []}"#, #"direction: expected one of "shortestFirst""#),
        (#"{"width": 100, "itmes": []}"#, #"unknown key "itmes""#),
    ])
    func badGridsExitTwoNamingThePlace(json: String, message: String) throws {
        let result = try masonry(json)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }
}
