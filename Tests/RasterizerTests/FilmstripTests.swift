import Testing
import LayoutEngine
@testable import Rasterizer

/// The contact sheet: thumbnails by whole-factor box averaging, in rows, on the sheet color.
@Suite struct FilmstripTests {
    func solid(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> Bitmap {
        Bitmap(width: width, height: height, pixels: Array([[UInt8]](repeating: rgba, count: width * height).joined()))!
    }

    @Test func framesShrinkByAWholeFactorIntoRowsOfThumbnails() throws {
        var strip = Filmstrip(columns: 2)
        // 480 wide: shrunk by 2 to 240 x 50.
        for gray: UInt8 in [0, 100, 200] { strip.add(solid(480, 100, [gray, gray, gray, 255])) }
        let sheet = try strip.sheet()
        let gap = Filmstrip.gap
        #expect(strip.count == 3)
        #expect(sheet.width == gap + 2 * (240 + gap))
        #expect(sheet.height == gap + 2 * (50 + gap))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(sheet.pixels[(y * sheet.width + x) * 4..<(y * sheet.width + x) * 4 + 4]) }
        #expect(pixel(gap + 240 + gap + 3, gap + 3) == [100, 100, 100, 255])
        #expect(pixel(gap + 3, gap + 50 + gap + 3) == [200, 200, 200, 255])
        // The empty fourth cell and the gaps show the sheet.
        #expect(pixel(gap + 240 + gap + 3, gap + 50 + gap + 3) == [242, 242, 247, 255])
    }

    @Test func aThumbnailPixelIsTheRoundedMeanOfItsBlock() throws {
        var strip = Filmstrip(columns: 1)
        // 482 wide: factor 3 (ceil(482 / 240)); columns alternate 0 and 255, so each 3-wide block
        // holds two of one and one of the other.
        var pixels: [UInt8] = []
        for _ in 0..<3 { for x in 0..<482 { let v: UInt8 = x % 2 == 0 ? 0 : 255; pixels += [v, v, v, 255] } }
        strip.add(Bitmap(width: 482, height: 3, pixels: pixels)!)
        let sheet = try strip.sheet()
        let gap = Filmstrip.gap
        #expect(sheet.width == gap + 160 + gap)
        let first = (gap * sheet.width + gap) * 4, second = first + 4
        #expect(sheet.pixels[first] == 85)     // (0 + 255 + 0) / 3
        #expect(sheet.pixels[second] == 170)   // (255 + 0 + 255) / 3
    }
}
