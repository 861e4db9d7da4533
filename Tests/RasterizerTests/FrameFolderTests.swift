import Foundation
import Testing
import TestSupport
import LayoutEngine
@testable import Rasterizer

/// `FrameFolder`: a run's outputs appear together or not at all.
@Suite struct FrameFolderTests {
    func frame(_ gray: UInt8, time: Double) -> AnimationFrame {
        let bitmap = Bitmap(width: 4, height: 3, pixels: Array([[UInt8]](repeating: [gray, gray, gray, 255], count: 12).joined()))!
        return AnimationFrame(time: time, bitmap: bitmap, damage: [PixelRect(x: 0, y: 0, width: 4, height: 3)])
    }

    func contents(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }

    @Test("a run that stops half way leaves the previous run's files exactly, and no staging folder")
    func anUnfinishedRunChangesNothing() throws {
        let folder = try Scratch.directory("frame-folder").path
        let first = try FrameFolder(folder: folder, frameCount: 3, delay: 0.1, opaque: true, encoder: .fast)
        for index in 0..<3 { try first.add(frame(UInt8(index * 50), time: Double(index) / 10)) }
        let summary = try first.finish()
        #expect(summary.pages == 1 && summary.width == 4)
        let before = try contents(folder)
        #expect(before.keys.sorted() == ["animation.png", "filmstrip.png", "frame-0000.png", "frame-0001.png", "frame-0002.png"])
        do {
            let second = try FrameFolder(folder: folder, frameCount: 5, delay: 0.1, opaque: true, encoder: .fast)
            for index in 0..<2 { try second.add(frame(200, time: Double(index))) }
            #expect(throws: FileError.self) { try second.finish() }
        }
        #expect(try contents(folder) == before)
    }

    @Test("frame names have four digits, or as many as the last frame needs")
    func frameNames() throws {
        let folder = try Scratch.directory("frame-names").path
        #expect(try FrameFolder(folder: folder, frameCount: 10, delay: 0, opaque: true, encoder: .fast).frameName(7) == "frame-0007.png")
        #expect(try FrameFolder(folder: folder, frameCount: 100_001, delay: 0, opaque: true, encoder: .fast).frameName(7) == "frame-000007.png")
        #expect(FrameFolder.isRunOutput("frame-0012.png") && FrameFolder.isRunOutput("filmstrip-3.png"))
        #expect(!FrameFolder.isRunOutput("frame-.png") && !FrameFolder.isRunOutput("filmstrip.png.bak") && !FrameFolder.isRunOutput("notes.png"))
    }
}
