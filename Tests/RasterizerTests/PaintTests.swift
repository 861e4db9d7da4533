import LayoutEngine
import Testing
@testable import Rasterizer

/// Gradients, shadows and images.
@Suite struct PaintTests {
    let blackToWhite = [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)]

    @Test func linearGradientRunsFromStartColorToEndColor() throws {
        var canvas = try Canvas(width: 256, height: 2)
        canvas.fill(Rect(x: 0, y: 0, width: 256, height: 2),
                    paint: .linearGradient(start: Point(x: 0, y: 0), end: Point(x: 256, y: 0), stops: blackToWhite))
        let bitmap = canvas.bitmap
        #expect(bitmap.pixel(0, 0) == [0, 0, 0, 255])
        #expect(bitmap.pixel(255, 0) == [255, 255, 255, 255])
        let reds = (0..<256).map { bitmap.pixel($0, 1)[0] }
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs(Int(bitmap.pixel(128, 1)[0]) - 128) <= 1)
    }

    @Test func linearGradientPadsBeyondItsEnds() throws {
        var canvas = try Canvas(width: 30, height: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 30, height: 1),
                    paint: .linearGradient(start: Point(x: 10, y: 0), end: Point(x: 20, y: 0), stops: blackToWhite))
        #expect(canvas.bitmap.pixel(2, 0) == [0, 0, 0, 255])
        #expect(canvas.bitmap.pixel(27, 0) == [255, 255, 255, 255])
    }

    @Test func radialGradientDependsOnDistanceFromTheCenter() throws {
        var canvas = try Canvas(width: 21, height: 21)
        canvas.fill(Rect(x: 0, y: 0, width: 21, height: 21),
                    paint: .radialGradient(center: Point(x: 10.5, y: 10.5), radius: 10, stops: blackToWhite))
        let bitmap = canvas.bitmap
        #expect(bitmap.pixel(10, 10)[0] == 0)
        #expect(bitmap.pixel(10, 5) == bitmap.pixel(5, 10))
        #expect(bitmap.pixel(0, 0) == [255, 255, 255, 255])
    }

    @Test func gradientInterpolatesInPremultipliedSpace() throws {
        // Transparent black to opaque white: the middle is half-transparent white, not grey.
        var canvas = try Canvas(width: 3, height: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 3, height: 1), paint: .linearGradient(
            start: Point(x: 0.5, y: 0), end: Point(x: 2.5, y: 0),
            stops: [GradientStop(location: 0, color: .clear), GradientStop(location: 1, color: .white)]))
        let middle = canvas.bitmap.pixel(1, 0)
        #expect(middle[0] == middle[3])
        #expect(abs(Int(middle[3]) - 128) <= 1)
    }

    @Test func shadowIsBlurredAndOffsetButTheShapeIsNotDrawn() throws {
        var canvas = try Canvas(width: 70, height: 70)
        canvas.drawShadow(of: Path(rect: Rect(x: 20, y: 20, width: 20, height: 20)), offset: Point(x: 12, y: 14),
                          blurRadius: 3, color: .black)
        let bitmap = canvas.bitmap
        #expect(bitmap.alpha(42, 44) == 255)
        #expect(bitmap.alpha(32, 34) > 0 && bitmap.alpha(32, 34) < 255)
        #expect(bitmap.alpha(21, 21) == 0)
        #expect(bitmap.alpha(53, 55) > 0)
        // Blurring moves coverage around but keeps its total (within rounding).
        #expect(abs(bitmap.coveredArea - 400) < 4)
    }

    /// A shadow drawn through a cache is the same bytes as without one, drawn again it is the
    /// stored mask (no second entry), and another shape, place, blur or clip is a mask of its own.
    @Test func cachedShadowsAreTheSameBytesAndReusedOnlyForTheSameShapePlaceAndBlur() throws {
        let cache = ShadowMaskCache()
        func draw(_ rect: Rect, blur: Double = 6, clip: Rect? = nil, cache: ShadowMaskCache?) throws -> Bitmap {
            var canvas = try Canvas(width: 90, height: 80, scale: 2)
            if let clip { canvas.clip(to: clip) }
            canvas.drawShadow(of: Path(roundedRect: rect, radii: CornerRadii(all: 8), style: .circular),
                              offset: Point(x: 0, y: 2), blurRadius: blur, color: Color(red: 0, green: 0, blue: 0, alpha: 77), cache: cache)
            return canvas.bitmap
        }
        let card = Rect(x: 10, y: 10, width: 60, height: 40)
        let plain = try draw(card, cache: nil)
        #expect(try draw(card, cache: cache) == plain)
        #expect(cache.count == 1)
        #expect(try draw(card, cache: cache) == plain, "the stored mask")
        #expect(cache.count == 1)
        for (other, blur, clip) in [(Rect(x: 10.5, y: 10, width: 60, height: 40), 6.0, Rect?.none), (card, 7, nil),
                                    (card, 6, Rect(x: 0, y: 0, width: 40, height: 80))] {
            #expect(try draw(other, blur: blur, clip: clip, cache: cache) == draw(other, blur: blur, clip: clip, cache: nil))
        }
        #expect(cache.count == 4)
        let small = ShadowMaskCache(byteCapacity: 100)
        #expect(try draw(card, cache: small) == plain)
        #expect(small.count == 0, "a mask larger than the whole cache is not kept")
    }

    /// A shadow not blended under the opaque fill drawn over it next gives the same bytes as one
    /// blended everywhere: round and continuous corners, fractional places, scales 1 to 3.
    @Test func aShadowHiddenByItsOpaqueFillIsTheSamePicture() throws {
        for (scale, rect, radius, style) in [(3.0, Rect(x: 10.3, y: 12.7, width: 60.2, height: 33.1), 8.0, CornerStyle.circular),
                                             (2, Rect(x: 5, y: 5, width: 70, height: 40), 8, .continuous),
                                             (1, Rect(x: 3.5, y: 9.25, width: 41, height: 20), 0, .circular)] {
            func draw(hiding: Bool) throws -> Bitmap {
                var canvas = try Canvas(width: 90, height: 70, scale: scale, background: Color(red: 240, green: 240, blue: 245))
                canvas.translateBy(x: rect.minX, y: rect.minY)
                let bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
                let shape = Path(roundedRect: bounds, radii: CornerRadii(all: radius), style: style)
                let hidden = hiding ? canvas.opaqueInterior(of: bounds, inset: 2 * radius) : .empty
                #expect(!hiding || !hidden.isEmpty)
                canvas.drawShadow(of: shape, offset: Point(x: 0, y: 3), blurRadius: 6,
                                  color: Color(red: 0, green: 0, blue: 0, alpha: 90), hidden: hidden)
                canvas.fill(shape, paint: .solid(.white))
                return canvas.bitmap
            }
            #expect(try draw(hiding: true) == draw(hiding: false), "scale \(scale)")
        }
        // Without the fill the hidden pixels are left as they were.
        var canvas = try Canvas(width: 40, height: 40)
        canvas.drawShadow(of: Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)), offset: .zero, blurRadius: 2,
                          color: .black, hidden: canvas.opaqueInterior(of: Rect(x: 10, y: 10, width: 20, height: 20), inset: 0))
        #expect(canvas.bitmap.alpha(20, 20) == 0 && canvas.bitmap.alpha(9, 20) > 0)
        // A rotated canvas or a clip mask hides nothing.
        var rotated = try Canvas(width: 40, height: 40)
        rotated.rotate(by: 0.1)
        #expect(rotated.opaqueInterior(of: Rect(x: 10, y: 10, width: 20, height: 20), inset: 0).isEmpty)
        var clipped = try Canvas(width: 40, height: 40)
        clipped.clip(to: Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), radii: CornerRadii(all: 10)))
        #expect(clipped.opaqueInterior(of: Rect(x: 10, y: 10, width: 20, height: 20), inset: 0).isEmpty)
    }

    @Test func zeroBlurShadowIsTheShapeMoved() throws {
        var canvas = try Canvas(width: 20, height: 20)
        canvas.drawShadow(of: Path(rect: Rect(x: 2, y: 2, width: 5, height: 5)), offset: Point(x: 3, y: 1),
                          blurRadius: 0, color: .black)
        #expect(canvas.bitmap.alpha(5, 3) == 255 && canvas.bitmap.alpha(4, 3) == 0)
        #expect(canvas.bitmap.coveredArea == 25)
    }

    @Test func hugeShadowBlurIsCappedInsteadOfAllocatingWithoutBound() throws {
        var canvas = try Canvas(width: 20, height: 20)
        canvas.drawShadow(of: Path(rect: Rect(x: 0, y: 0, width: 20, height: 20)), offset: .zero,
                          blurRadius: 1e12, color: .black)
        // Spread over a σ of 256 px, a 20 px square leaves less than one 8-bit step anywhere.
        #expect(canvas.bitmap.coveredArea < 1)
    }

    /// A 2 x 2 image: red, green / blue, half-transparent white.
    let image = ImageContent(width: 2, height: 2, rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128])

    @Test func imageAtItsOwnSizeOnThePixelGridIsCopiedExactly() throws {
        var canvas = try Canvas(width: 4, height: 4)
        try canvas.drawImage(image, in: Rect(x: 1, y: 1, width: 2, height: 2))
        let bitmap = canvas.bitmap
        #expect(bitmap.pixel(1, 1) == [255, 0, 0, 255])
        #expect(bitmap.pixel(2, 1) == [0, 255, 0, 255])
        #expect(bitmap.pixel(1, 2) == [0, 0, 255, 255])
        #expect(bitmap.pixel(2, 2) == [128, 128, 128, 128])
        #expect(bitmap.pixel(0, 0) == [0, 0, 0, 0])
    }

    @Test func scaledImageIsSampledBilinearly() throws {
        var canvas = try Canvas(width: 8, height: 8)
        try canvas.drawImage(ImageContent(width: 2, height: 1, rgba: [0, 0, 0, 255, 255, 255, 255, 255]),
                             in: Rect(x: 0, y: 0, width: 8, height: 8))
        let row = (0..<8).map { canvas.bitmap.pixel($0, 4)[0] }
        #expect(row.first == 0 && row.last == 255)
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(row[3] > 0 && row[3] < 128 && row[4] > 128 && row[4] < 255)
    }

    @Test func imageWithTheWrongByteCountIsATypedError() throws {
        var canvas = try Canvas(width: 4, height: 4)
        #expect(throws: CanvasError.invalidImage(width: 2, height: 2, byteCount: 3)) {
            try canvas.drawImage(ImageContent(width: 2, height: 2, rgba: [1, 2, 3]), in: Rect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(throws: CanvasError.self) {
            try canvas.drawImage(ImageContent(width: Int.max, height: 2, rgba: []), in: Rect(x: 0, y: 0, width: 2, height: 2))
        }
    }
}
