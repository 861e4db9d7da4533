import Testing
@testable import Rasterizer

@Suite("Image comparison")
struct DiffImageComparatorTests {
    static func solid(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> RGBAImage {
        RGBAImage(validatedWidth: width, height: height, pixels: Array((0..<(width * height)).map { _ in rgba }.joined()))
    }

    static func setting(_ image: RGBAImage, x: Int, y: Int, _ rgba: [UInt8]) -> RGBAImage {
        var copy = image
        for c in 0..<4 { copy.pixels[(y * image.width + x) * 4 + c] = rgba[c] }
        return copy
    }

    @Test("identical images are identical with nothing counted")
    func identicalImages() throws {
        let image = SyntheticScreen.cardList().image
        let result = try ImageComparator().compare(image, image)
        #expect(result.identical)
        #expect(result.differentPixelCount == 0)
        #expect(result.boundingBox == nil)
        #expect(result.ratio == 0)
    }

    @Test("one changed pixel is counted, boxed and measured as a ratio")
    func onePixelChange() throws {
        let reference = Self.solid(10, 8, [255, 255, 255, 255])
        let actual = Self.setting(reference, x: 6, y: 3, [0, 0, 0, 255])
        let result = try ImageComparator().compare(reference, actual)
        #expect(!result.identical)
        #expect(result.differentPixelCount == 1)
        #expect(result.boundingBox == PixelRect(x: 6, y: 3, width: 1, height: 1))
        #expect(result.ratio == 1.0 / 80)
    }

    @Test("the bounding box spans every counted pixel")
    func boundingBoxSpansChanges() throws {
        let reference = Self.solid(20, 20, [255, 255, 255, 255])
        var actual = Self.setting(reference, x: 2, y: 15, [255, 0, 0, 255])
        actual = Self.setting(actual, x: 17, y: 4, [0, 0, 255, 255])
        let result = try ImageComparator().compare(reference, actual)
        #expect(result.boundingBox == PixelRect(x: 2, y: 4, width: 16, height: 12))
    }

    @Test("different sizes throw sizeMismatch naming both sizes")
    func sizeMismatch() {
        let error = try? #require(throws: ImageComparisonError.self) {
            try ImageComparator().compare(Self.solid(4, 3, [0, 0, 0, 255]), Self.solid(3, 4, [0, 0, 0, 255]))
        }
        #expect(error == .sizeMismatch(referenceWidth: 4, referenceHeight: 3, actualWidth: 3, actualHeight: 4))
        #expect(error?.description.contains("4x3") == true)
        #expect(error?.description.contains("3x4") == true)
    }

    @Test("a change below the YIQ threshold is not counted; threshold 0 counts it")
    func thresholdDecidesSmallChanges() throws {
        let reference = Self.solid(5, 5, [100, 100, 100, 255])
        let actual = Self.setting(reference, x: 2, y: 2, [104, 100, 100, 255])
        #expect(try ImageComparator().compare(reference, actual).differentPixelCount == 0)
        #expect(try ImageComparator(metric: .yiq(threshold: 0)).compare(reference, actual).differentPixelCount == 1)
    }

    @Test("a subpixel shift of an anti-aliased edge is anti-aliasing unless included")
    func antiAliasedShift() throws {
        let reference = SyntheticScreen.cardList().image
        let shifted = SyntheticScreen.cardList(dx: 0.3).image
        let strict = try ImageComparator(includesAntiAliasedPixels: true).compare(reference, shifted)
        let lenient = try ImageComparator().compare(reference, shifted)
        #expect(lenient.antiAliasedPixelCount > 0)
        #expect(lenient.differentPixelCount < strict.differentPixelCount)
        #expect(lenient.differentPixelCount + lenient.antiAliasedPixelCount == strict.differentPixelCount)
    }

    @Test("a transparent pixel equals white: both are blended on white")
    func transparencyIsBlendedOnWhite() throws {
        let reference = Self.solid(3, 3, [0, 0, 0, 0])
        let result = try ImageComparator(metric: .yiq(threshold: 0)).compare(reference, Self.solid(3, 3, [255, 255, 255, 255]))
        #expect(!result.identical)
        #expect(result.differentPixelCount == 0)
    }

    @Test("the difference image paints changed red and unchanged faded gray")
    func differenceImageColors() throws {
        let reference = Self.solid(4, 4, [0, 0, 0, 255])
        let actual = Self.setting(reference, x: 1, y: 2, [255, 255, 255, 255])
        let image = try #require(try ImageComparator().compare(reference, actual, drawingDifference: true).differenceImage)
        let changed = (2 * 4 + 1) * 4
        #expect(Array(image.pixels[changed..<changed + 4]) == [255, 0, 0, 255])
        // Black faded toward white at opacity 0.1: 255 + (0 - 255) * 0.1 = 229.5, truncated.
        #expect(Array(image.pixels[0..<4]) == [229, 229, 229, 255])
    }

    @Test("identical images still draw a faded difference image when asked")
    func identicalDifferenceImage() throws {
        let image = Self.solid(2, 2, [255, 255, 255, 255])
        let result = try ImageComparator().compare(image, image, drawingDifference: true)
        #expect(result.differenceImage?.pixels == [UInt8](repeating: 255, count: 16))
    }

    @Test("with CIEDE2000, a change below the ΔE tolerance passes and one above fails")
    func deltaEToleranceDecides() throws {
        let reference = Self.solid(3, 3, [120, 60, 200, 255])
        let actual = Self.setting(reference, x: 0, y: 0, [122, 60, 200, 255])
        #expect(try ImageComparator(metric: .deltaE2000(tolerance: 2.3)).compare(reference, actual).differentPixelCount == 0)
        #expect(try ImageComparator(metric: .deltaE2000(tolerance: 0.2)).compare(reference, actual).differentPixelCount == 1)
    }

    @Test("empty images compare as identical")
    func emptyImages() throws {
        let empty = RGBAImage(validatedWidth: 0, height: 0, pixels: [])
        #expect(try ImageComparator().compare(empty, empty, drawingDifference: true).identical)
    }

    @Test("changes in the tail past the last 64-pixel block are found")
    func tailPixelsAreScanned() throws {
        let reference = Self.solid(67, 1, [255, 255, 255, 255])
        let actual = Self.setting(reference, x: 66, y: 0, [0, 0, 0, 255])
        #expect(try ImageComparator().compare(reference, actual).boundingBox == PixelRect(x: 66, y: 0, width: 1, height: 1))
    }
}

@Suite("Image comparison input checks")
struct DiffInputCheckTests {
    @Test("an image whose buffer does not match its size is refused, not read past its end")
    func inconsistentImageIsRefused() {
        var broken = DiffImageComparatorTests.solid(4, 4, [0, 0, 0, 255])
        broken.pixels.removeLast(8)
        let good = DiffImageComparatorTests.solid(4, 4, [0, 0, 0, 255])
        let error = try? #require(throws: ImageComparisonError.self) { try ImageComparator().compare(good, broken) }
        #expect(error == .inconsistentImage(role: "actual", width: 4, height: 4, byteCount: 56))
    }

    @Test("the difference image paints anti-aliased pixels yellow")
    func antiAliasedPixelsAreYellow() throws {
        let result = try ImageComparator().compare(SyntheticScreen.cardList().image, SyntheticScreen.cardList(dx: 0.3).image,
                                                   drawingDifference: true)
        let pixels = try #require(result.differenceImage?.pixels)
        let yellow = stride(from: 0, to: pixels.count, by: 4).filter { Array(pixels[$0..<$0 + 4]) == [255, 255, 0, 255] }
        #expect(yellow.count == result.antiAliasedPixelCount)
    }
}

@Suite("Image comparison: how far from passing")
struct DiffLargestDifferenceTests {
    @Test("the largest YIQ difference is the smallest threshold that would pass")
    func largestYIQDifferenceIsPassingThreshold() throws {
        let reference = DiffImageComparatorTests.solid(4, 4, [0, 0, 0, 255])
        let actual = DiffImageComparatorTests.setting(reference, x: 1, y: 1, [255, 255, 255, 255])
        let result = try ImageComparator().compare(reference, actual)
        let largest = result.largestPixelDifference
        #expect(largest > 0.9 && largest <= 1)
        let above = try ImageComparator(metric: .yiq(threshold: largest + 1e-9)).compare(reference, actual)
        let below = try ImageComparator(metric: .yiq(threshold: largest - 1e-9)).compare(reference, actual)
        #expect(above.differentPixelCount == 0)
        #expect(below.differentPixelCount == 1)
    }

    @Test("with CIEDE2000 the largest difference is in ΔE units")
    func largestDeltaE() throws {
        let reference = DiffImageComparatorTests.solid(2, 2, [255, 255, 255, 255])
        let actual = DiffImageComparatorTests.setting(reference, x: 0, y: 0, [0, 0, 0, 255])
        let result = try ImageComparator(metric: .deltaE2000(tolerance: 2.3)).compare(reference, actual)
        #expect(abs(result.largestPixelDifference - 100) < 0.01)
    }
}
