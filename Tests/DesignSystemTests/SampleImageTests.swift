import Foundation
import Testing
import Rasterizer
@testable import DesignSystem

/// The catalog's own pictures are the files in examples/images/, byte for byte, and decode.
@Suite struct SampleImageTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/images").path

    @Test(arguments: SampleImage.allCases)
    func theLibrarysBytesAreTheExampleFile(sample: SampleImage) throws {
        let file = try FileBytes.read(atPath: Self.examples + "/" + sample.fileName)
        #expect(sample.bytes == file)
        let content = try sample.content()
        #expect(content.width > 0 && content.height > 0 && content.scale == 1)
    }
}
