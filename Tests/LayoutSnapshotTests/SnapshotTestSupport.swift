import Foundation
import TestSupport
@testable import LayoutSnapshot
import Rasterizer

/// Images and scratch folders for the snapshot library's own tests.
enum SnapshotTestSupport {
    /// A fresh empty directory under the system's temporary directory.
    static func scratchDirectory() throws -> String {
        try Scratch.directory("snapshot").path
    }

    /// A width x height image of `background` with an optional `mark` block (x, y, w, h) in `markColor`.
    static func image(width: Int = 40, height: Int = 30, background: [UInt8] = [242, 242, 247, 255],
                      mark: (Int, Int, Int, Int)? = (8, 6, 12, 9), markColor: [UInt8] = [0, 122, 255, 255]) -> RGBAImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let inside = mark.map { x >= $0.0 && x < $0.0 + $0.2 && y >= $0.1 && y < $0.1 + $0.3 } ?? false
                pixels += inside ? markColor : background
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)!
    }

    /// A context writing under `root`: references in root/Snapshots, artifacts in root/artifacts.
    static func context(root: String, name: String = "card", record: SnapshotRecordMode = .missing,
                        tolerance: SnapshotTolerance = .standard, isCI: Bool = false) -> SnapshotContext {
        SnapshotContext(suite: "Suite", name: name, referencePath: "\(root)/Snapshots/Suite/\(name).png", record: record,
                        tolerance: tolerance, isCI: isCI, artifactsDirectory: "\(root)/artifacts")
    }
}
