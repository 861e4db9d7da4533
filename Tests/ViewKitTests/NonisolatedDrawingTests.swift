import Foundation
import LayoutEngine
import Testing
import ViewKit

/// UIKit's image renderers, colors and string drawing are not main-actor isolated: code that
/// draws text into an image from a nonisolated function (seed 004's PDF page code) compiles and
/// draws. This file is in the Swift 6 language mode, where an isolation mismatch is an error.
@Suite struct NonisolatedDrawingTests {
    /// Drawn from a nonisolated function: an attributed title, a string and a filled rectangle.
    nonisolated static func drawPage() -> ImageContent {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 60))
            NSAttributedString(string: "Title", attributes: [.font: UIFont.boldSystemFont(ofSize: 20),
                                                             .foregroundColor: UIColor.black])
                .draw(in: CGRect(x: 4, y: 4, width: 112, height: 30))
            ("body" as String).draw(at: CGPoint(x: 4, y: 36), withAttributes: [.foregroundColor: UIColor.red])
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 100, y: 40, width: 10, height: 10))
        }
        return image.content
    }

    /// Pixels of `content` whose color is near `(r, g, b)`.
    static func count(_ content: ImageContent, near rgb: (Int, Int, Int)) -> Int {
        var count = 0
        for index in stride(from: 0, to: content.rgba.count, by: 4) {
            let red = Int(content.rgba[index]), green = Int(content.rgba[index + 1]), blue = Int(content.rgba[index + 2])
            let near = abs(red - rgb.0) < 60 && abs(green - rgb.1) < 60 && abs(blue - rgb.2) < 60
            if near && content.rgba[index + 3] > 200 { count += 1 }
        }
        return count
    }

    @Test func textAndFillsDrawFromANonisolatedFunction() {
        let content = Self.drawPage()
        #expect(content.width == 240 && content.height == 120)
        #expect(Self.count(content, near: (0, 0, 0)) > 100, "the title's glyphs")
        #expect(Self.count(content, near: (255, 0, 0)) > 20, "the red body text")
        #expect(Self.count(content, near: (0, 0, 255)) == 400, "the 10 x 10 pt blue square at 2x")
    }

    @Test func twoThreadsDrawTwoImagesAtOnce() async {
        async let first = Task.detached { Self.drawPage() }.value
        async let second = Task.detached { Self.drawPage() }.value
        let (a, b) = await (first, second)
        #expect(a == b)
        #expect(Self.count(a, near: (0, 0, 255)) == 400)
    }
}
