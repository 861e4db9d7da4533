/// The EXIF Orientation tag (EXIF 2.32, section 4.6.5, tag 0x0112): how the stored rows map to the
/// picture as the camera saw it. Applying it is what `UIImage` and Pillow's `exif_transpose` do.
public enum ExifOrientation: Int, Sendable, Hashable, CaseIterable {
    /// Row 0 is the top, column 0 the left: nothing to do.
    case up = 1
    case upMirrored = 2
    case down = 3
    case downMirrored = 4
    case leftMirrored = 5
    /// Row 0 is the right side, column 0 the top: the stored picture is turned 90 degrees
    /// counterclockwise (a phone held upright), shown turned back clockwise.
    case right = 6
    case rightMirrored = 7
    case left = 8

    /// True when the shown picture's width is the stored height.
    public var swapsSides: Bool { rawValue >= 5 }

    /// `pixels` (packed 4-byte pixels, `width` x `height` stored) as the picture is shown, and its
    /// shown width and height.
    func apply(_ pixels: [UInt8], width: Int, height: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        guard self != .up else { return (pixels, width, height) }
        let (ow, oh) = swapsSides ? (height, width) : (width, height)
        let result = [UInt8](unsafeUninitializedCapacity: pixels.count) { out, initialized in
            pixels.withUnsafeBytes { raw in
                let src = raw.bindMemory(to: UInt32.self)
                out.withMemoryRebound(to: UInt32.self) { dst in
                    for y in 0..<oh {
                        for x in 0..<ow {
                            let (sx, sy) = source(x, y, width: width, height: height)
                            dst[y * ow + x] = src[sy * width + sx]
                        }
                    }
                }
            }
            initialized = pixels.count
        }
        return (result, ow, oh)
    }

    /// The stored pixel shown at (`x`, `y`) of the shown picture.
    @inline(__always)
    private func source(_ x: Int, _ y: Int, width w: Int, height h: Int) -> (Int, Int) {
        switch self {
        case .up: return (x, y)
        case .upMirrored: return (w - 1 - x, y)
        case .down: return (w - 1 - x, h - 1 - y)
        case .downMirrored: return (x, h - 1 - y)
        case .leftMirrored: return (y, x)
        case .right: return (y, h - 1 - x)
        case .rightMirrored: return (w - 1 - y, h - 1 - x)
        case .left: return (w - 1 - y, x)
        }
    }
}
