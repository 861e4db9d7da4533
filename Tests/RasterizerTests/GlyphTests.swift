import Foundation
import LayoutEngine
import Testing
@testable import Rasterizer

/// A font for tests: glyph 1 is a 600 x 700 unit box on the baseline, glyph 2 a triangle.
final class BoxFont: GlyphOutlineSource {
    let cacheKey: Int
    let unitsPerEm = 1000.0
    init(cacheKey: Int = 7) { self.cacheKey = cacheKey }
    func glyphOutline(_ glyph: UInt32) -> Path {
        switch glyph {
        case 1: return Path(rect: Rect(x: 50, y: 0, width: 600, height: 700))
        case 2: return Path(elements: [.move(Point(x: 0, y: 0)), .line(Point(x: 700, y: 0)), .line(Point(x: 350, y: 700)), .close])
        default: return Path()
        }
    }
}

/// Drawing glyph runs from outlines, with and without the mask cache.
@Suite struct GlyphTests {
    let run = GlyphRun(font: BoxFont(), fontSize: 10, glyphs: [1, 2, 1],
                       positions: [Point(x: 1.3, y: 12), Point(x: 8.6, y: 12.1), Point(x: 16.05, y: 12)])

    func drawn(_ cache: GlyphMaskCache?, rotate: Double = 0) throws -> Bitmap {
        var canvas = try Canvas(width: 30, height: 16, scale: 1)
        if rotate != 0 {
            canvas.translateBy(x: 15, y: 8)
            canvas.rotate(by: rotate)
            canvas.translateBy(x: -15, y: -8)
        }
        canvas.drawGlyphs(run, at: .zero, color: .black, cache: cache)
        return canvas.bitmap
    }

    @Test func glyphOutlineIsScaledFlippedAndPlacedOnItsBaseline() throws {
        let bitmap = try drawn(nil)
        // Glyph 1 at x 1.3: the box spans x 1.8...7.8 and y 5...12 (7 units up from the baseline).
        #expect(bitmap.alpha(4, 8) == 255)
        #expect(bitmap.alpha(4, 4) == 0 && bitmap.alpha(4, 12) == 0)
        #expect(bitmap.alpha(0, 8) == 0)
    }

    @Test func cachedAndUncachedDrawingGiveTheSameBytes() throws {
        let cache = GlyphMaskCache()
        let first = try drawn(cache)
        let again = try drawn(cache)
        #expect(cache.count == 3)
        #expect(first == again)
        #expect(first == (try drawn(nil)))
    }

    @Test func rotatedTextIsFilledFromOutlines() throws {
        let upright = try drawn(nil)
        let turned = try drawn(nil, rotate: 0.1)
        #expect(turned != upright)
        #expect(abs(turned.coveredArea - upright.coveredArea) < 1)
    }

    @Test func subpixelOffsetsAreQuantizedToQuarterPixels() {
        #expect(Canvas.quarterPixel(3.1) == (3, 0))
        #expect(Canvas.quarterPixel(3.2) == (3, 1))
        #expect(Canvas.quarterPixel(3.9) == (4, 0))
        #expect(Canvas.quarterPixel(-0.3) == (-1, 3))
    }

    @Test func cacheIsSharedSafelyAcrossThreads() async throws {
        let cache = GlyphMaskCache()
        let reference = try drawn(nil)
        let results = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<8 { group.addTask { try self.drawn(cache) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == reference })
    }
}
