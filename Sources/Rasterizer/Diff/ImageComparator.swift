#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// Compares two straight-alpha images the way mapbox/pixelmatch does, and counts, boxes and
/// draws the pixels that differ.
///
/// The algorithm is pixelmatch's (v5/v6, re-derived from its description and its PyPI port):
/// a pixel differs when its YIQ color delta (`YIQColorDelta`) exceeds 35215 * threshold^2;
/// such a pixel is not counted when it looks like anti-aliasing in either image (V. Vysniauskas,
/// "Anti-aliased Pixel and Intensity Slope Detector", 2009: among its 8 neighbours it has both a
/// darker and a brighter one, at most two equal ones, and the darkest or brightest neighbour sits
/// in a flat area of both images). Semi-transparent pixels are blended on white. CIEDE2000 can
/// replace the YIQ metric (`Metric.deltaE2000`) when a tolerance in ΔE units is wanted.
///
/// Fast paths, named for when they apply: equal byte buffers return at memcmp speed (without
/// a difference image); otherwise blocks of 64 equal pixels are skipped with one memcmp each,
/// so only changed pixels reach the floating-point metric.
public struct ImageComparator: Sendable, Hashable {
    /// How far apart two pixel colors are.
    public enum Metric: Sendable, Hashable {
        /// pixelmatch's YIQ delta; `threshold` 0 to 1, smaller is stricter (0.1 by default).
        case yiq(threshold: Double)
        /// CIEDE2000 ΔE; a pixel differs when ΔE00 exceeds `tolerance` (2.3 is a just noticeable difference).
        case deltaE2000(tolerance: Double)
    }

    /// The colors of the difference image (pixelmatch's defaults).
    public struct DifferenceStyle: Sendable, Hashable {
        /// Opacity of the reference image, drawn in gray over white, where nothing differs.
        public var unchangedOpacity: Double
        /// Color of counted pixels.
        public var changedColor: Color
        /// Color of pixels explained as anti-aliasing.
        public var antiAliasedColor: Color

        /// Creates a style; the defaults are pixelmatch's (alpha 0.1, red, yellow).
        public init(unchangedOpacity: Double = 0.1, changedColor: Color = Color(red: 255, green: 0, blue: 0),
                    antiAliasedColor: Color = Color(red: 255, green: 255, blue: 0)) {
            self.unchangedOpacity = unchangedOpacity
            self.changedColor = changedColor
            self.antiAliasedColor = antiAliasedColor
        }
    }

    /// The color metric and its threshold.
    public var metric: Metric
    /// Count anti-aliased pixels as differences too (pixelmatch's `includeAA`).
    public var includesAntiAliasedPixels: Bool
    /// The colors of the difference image.
    public var differenceStyle: DifferenceStyle

    /// Creates a comparator; the defaults are pixelmatch's.
    public init(metric: Metric = .yiq(threshold: 0.1), includesAntiAliasedPixels: Bool = false,
                differenceStyle: DifferenceStyle = DifferenceStyle()) {
        self.metric = metric
        self.includesAntiAliasedPixels = includesAntiAliasedPixels
        self.differenceStyle = differenceStyle
    }

    /// Compares `actual` against `reference`; the difference image, when asked for, is drawn
    /// from the reference. Throws only when the sizes differ.
    public func compare(_ reference: RGBAImage, _ actual: RGBAImage,
                        drawingDifference: Bool = false) throws(ImageComparisonError) -> ImageDifference {
        guard reference.width == actual.width, reference.height == actual.height else {
            throw .sizeMismatch(referenceWidth: reference.width, referenceHeight: reference.height,
                                actualWidth: actual.width, actualHeight: actual.height)
        }
        for (role, image) in [("reference", reference), ("actual", actual)] where !image.hasConsistentSize {
            throw .inconsistentImage(role: role, width: image.width, height: image.height, byteCount: image.pixels.count)
        }
        let width = reference.width, height = reference.height
        let identical = reference.pixels.withUnsafeBytes { r in
            actual.pixels.withUnsafeBytes { a in r.count == 0 || memcmp(r.baseAddress!, a.baseAddress!, r.count) == 0 }
        }
        var result = ImageDifference(width: width, height: height, identical: identical, differentPixelCount: 0,
                                     antiAliasedPixelCount: 0, boundingBox: nil, differenceImage: nil)
        var output = drawingDifference ? fadedGray(reference) : []
        if !identical {
            reference.pixels.withUnsafeBufferPointer { r in
                actual.pixels.withUnsafeBufferPointer { a in
                    output.withUnsafeMutableBufferPointer { out in
                        // An empty array's buffer may still have a base address: pass nil when not drawing.
                        scan(r.baseAddress!, a.baseAddress!, width: width, height: height,
                             output: drawingDifference ? out.baseAddress : nil, into: &result)
                    }
                }
            }
        }
        if drawingDifference {
            result.differenceImage = RGBAImage(validatedWidth: width, height: height, pixels: output)
        }
        return result
    }

    /// The largest delta that still counts as equal, in the metric's own units.
    private var allowedDelta: Double {
        switch metric {
        case let .yiq(threshold): return YIQColorDelta.maximum * threshold * threshold
        case let .deltaE2000(tolerance): return tolerance
        }
    }

    /// Visits every pixel whose bytes differ, classifies it, and paints it into `output`.
    private func scan(_ reference: UnsafePointer<UInt8>, _ actual: UnsafePointer<UInt8>, width: Int, height: Int,
                      output: UnsafeMutablePointer<UInt8>?, into result: inout ImageDifference) {
        let allowed = allowedDelta
        let count = width * height
        let block = 64
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var largest = 0.0
        var index = 0
        while index < count {
            // Equal-block fast path: 64 pixels (256 bytes) at a time with one memcmp.
            if index % block == 0, index + block <= count,
               memcmp(reference + index * 4, actual + index * 4, block * 4) == 0 {
                index += block
                continue
            }
            let offset = index * 4
            let p = reference + offset, q = actual + offset
            defer { index += 1 }
            if p[0] == q[0], p[1] == q[1], p[2] == q[2], p[3] == q[3] { continue }
            let delta: Double
            switch metric {
            case .yiq: delta = YIQColorDelta.delta(p, q)
            case .deltaE2000: delta = CIEDE2000.difference(p, q)
            }
            largest = max(largest, delta)
            guard delta > allowed else { continue }
            let y = index / width, x = index - y * width
            if !includesAntiAliasedPixels,
               AntiAliasingDetector.isAntiAliased(reference, x: x, y: y, width: width, height: height, other: actual)
                || AntiAliasingDetector.isAntiAliased(actual, x: x, y: y, width: width, height: height, other: reference) {
                result.antiAliasedPixelCount += 1
                output.map { paint($0 + offset, differenceStyle.antiAliasedColor) }
            } else {
                result.differentPixelCount += 1
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
                output.map { paint($0 + offset, differenceStyle.changedColor) }
            }
        }
        switch metric {
        case .yiq: result.largestPixelDifference = (largest / YIQColorDelta.maximum).squareRoot()
        case .deltaE2000: result.largestPixelDifference = largest
        }
        if maxX >= 0 {
            result.boundingBox = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }

    private func paint(_ pixel: UnsafeMutablePointer<UInt8>, _ color: Color) {
        pixel[0] = color.red
        pixel[1] = color.green
        pixel[2] = color.blue
        pixel[3] = 255
    }

    /// The reference in gray, faded toward white: pixelmatch's `drawGrayPixel`,
    /// 255 + (Y - 255) * (opacity * a / 255), truncated to an integer as its PyPI port does.
    private func fadedGray(_ image: RGBAImage) -> [UInt8] {
        let opacity = differenceStyle.unchangedOpacity
        return [UInt8](unsafeUninitializedCapacity: image.pixels.count) { out, initialized in
            image.pixels.withUnsafeBytes { raw in
                // Screens are runs of one color: remember the last pixel's result.
                var lastPixel: UInt32? = nil
                var lastGray: UInt8 = 0
                var offset = 0
                while offset < raw.count {
                    let pixel = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    if pixel != lastPixel {
                        let p = raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset
                        let luma = YIQColorDelta.luma(Double(p[0]), Double(p[1]), Double(p[2]))
                        let value = 255 + (luma - 255) * (opacity * Double(p[3]) / 255)
                        lastGray = UInt8(clamping: Int(value))
                        lastPixel = pixel
                    }
                    out[offset] = lastGray
                    out[offset + 1] = lastGray
                    out[offset + 2] = lastGray
                    out[offset + 3] = 255
                    offset += 4
                }
            }
            initialized = image.pixels.count
        }
    }
}
