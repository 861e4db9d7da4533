import CRlottie
import Foundation
import LayoutEngine
import Rasterizer

/// A Lottie animation played by rlottie (Samsung's renderer, Debian's librlottie0-1): loaded from a
/// file within `LottieLimits`, sampled at any time, drawn into our premultiplied RGBA8 bitmaps.
///
/// Time follows lottie-ios's `LottieAnimationView` looping: the animation's duration is
/// `(op - ip) / fr` seconds, a looping animation starts over at every multiple of it, and the
/// frame shown at time t is frame `ip + ⌊(t mod duration) · fr⌋`. rlottie renders whole frames,
/// so every time inside one frame gives the same picture, byte for byte.
public final class LottieAnimation: @unchecked Sendable {
    /// The file the animation was loaded from.
    public let path: String
    /// The file's canvas, frame rate and extent, as checked.
    public let composition: LottieComposition
    /// rlottie's animation; its renderer keeps per-animation state, so renders take the lock.
    private let handle: OpaquePointer
    private let lock = NSLock()

    /// The animation's own size in points (LottieAnimationView's intrinsic content size).
    public var size: Size { Size(width: composition.width, height: composition.height) }

    /// Loads the Lottie JSON at `path`, refusing files over `limits` before rlottie reads them.
    public convenience init(path: String, limits: LottieLimits = .standard) throws(LottieError) {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(atPath: path, limit: limits.maxFileBytes, regularFilesOnly: true)
        } catch {
            if case .tooLarge(let size, let limit) = error {
                throw LottieError(path: path, reason: .fileTooLarge(bytes: size, limit: limit))
            }
            throw LottieError(path: path, reason: .unreadable(error.description))
        }
        try self.init(json: bytes, name: path, limits: limits)
    }

    /// Plays the Lottie JSON `bytes`, refusing them when over `limits` before rlottie reads them;
    /// `name` stands for the file in errors and in `path`.
    public init(json bytes: [UInt8], name: String, limits: LottieLimits = .standard) throws(LottieError) {
        let path = name
        guard bytes.count <= limits.maxFileBytes else {
            throw LottieError(path: path, reason: .fileTooLarge(bytes: bytes.count, limit: limits.maxFileBytes))
        }
        composition = try LottieComposition(json: bytes, path: path, limits: limits)
        // rlottie keeps parsed models in a process-wide cache by this key; the content's hash and
        // length make equal files share a model and different files never collide in practice.
        let key = Self.cacheKey(bytes)
        let directory = (path as NSString).deletingLastPathComponent
        var text = bytes
        text.append(0)
        let loaded = text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                lottie_animation_from_data($0, key, directory.isEmpty ? "." : directory)
            }
        }
        guard let loaded else { throw LottieError(path: path, reason: .unplayable) }
        handle = loaded
        self.path = path
    }

    deinit { lottie_animation_destroy(handle) }

    /// How many frames one pass plays: ⌈op − ip⌉.
    public var frameCount: Int { max(1, Int((composition.outPoint - composition.inPoint).rounded(.up))) }
    /// The number of the first frame: ⌊ip⌋.
    public var firstFrame: Int { Int(composition.inPoint.rounded(.down)) }

    /// The frame number shown at `seconds` (a looping animation repeats; one that does not holds
    /// its last frame after the end and its first before the start).
    public func frameNumber(at seconds: Double, loop: Bool = true) -> Int {
        let frames = composition.outPoint - composition.inPoint
        var local = seconds * composition.frameRate
        if loop {
            local = local.truncatingRemainder(dividingBy: frames)
            if local < 0 { local += frames }
        }
        let index = min(max(Int(local.rounded(.down)), 0), frameCount - 1)
        return firstFrame + index
    }

    /// The picture at `seconds`, `scale` pixels per point, at the animation's own size.
    public func frame(at seconds: Double, loop: Bool = true, scale: Double = 1) throws(LottieError) -> Bitmap {
        guard seconds.isFinite else { throw LottieError(path: path, reason: .invalidFrame("time \(seconds) is not finite")) }
        return try frame(number: frameNumber(at: seconds, loop: loop), scale: scale)
    }

    /// The picture of frame `number` (`firstFrame` to `firstFrame + frameCount - 1`), `scale` pixels per point.
    public func frame(number: Int, scale: Double = 1) throws(LottieError) -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw LottieError(path: path, reason: .invalidFrame("scale \(scale) is not positive")) }
        let width = Int((composition.width * scale).rounded(.up)), height = Int((composition.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= Canvas.maxSide, height <= Canvas.maxSide, width * height <= Canvas.maxPixels else {
            throw LottieError(path: path, reason: .invalidFrame(
                "\(width) x \(height) pixels is outside 1 to \(Canvas.maxSide) pixels a side and \(Canvas.maxPixels) pixels"))
        }
        var words = [UInt32](repeating: 0, count: width * height)
        lock.lock()
        words.withUnsafeMutableBufferPointer { buffer in
            lottie_animation_render(handle, number, buffer.baseAddress, width, height, width * 4)
        }
        lock.unlock()
        // rlottie writes premultiplied ARGB32 words (0xAARRGGBB); our bitmaps are premultiplied R, G, B, A bytes.
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for (i, word) in words.enumerated() {
            pixels[4 * i] = UInt8(truncatingIfNeeded: word >> 16)
            pixels[4 * i + 1] = UInt8(truncatingIfNeeded: word >> 8)
            pixels[4 * i + 2] = UInt8(truncatingIfNeeded: word)
            pixels[4 * i + 3] = UInt8(truncatingIfNeeded: word >> 24)
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    /// The picture at `seconds` as image content a scene node stretches over its frame (straight
    /// alpha, as `ImageContent` holds, un-premultiplied by `RGBAImage`'s rule).
    public func image(at seconds: Double, loop: Bool = true, scale: Double = 1) throws(LottieError) -> ImageContent {
        try Self.content(try frame(at: seconds, loop: loop, scale: scale), scale: scale)
    }

    /// Frame `number` as image content (see `image(at:loop:scale:)`).
    public func image(number: Int, scale: Double = 1) throws(LottieError) -> ImageContent {
        try Self.content(try frame(number: number, scale: scale), scale: scale)
    }

    /// `bitmap` in straight alpha, `scale` pixels a point.
    private static func content(_ bitmap: Bitmap, scale: Double) -> ImageContent {
        let straight = RGBAImage(bitmap)
        return ImageContent(width: straight.width, height: straight.height, rgba: straight.pixels, scale: scale)
    }

    /// A scene node showing the frame at `seconds`, its frame the animation's own size centered on
    /// `center` (LottieAnimationView centered at its intrinsic size), rendered at `scale`.
    public func node(id: String, centeredAt center: Point, at seconds: Double, loop: Bool = true,
                     scale: Double) throws(LottieError) -> SceneNode {
        SceneNode(id: id, frame: Rect(x: center.x - composition.width / 2, y: center.y - composition.height / 2,
                                      width: composition.width, height: composition.height),
                  content: .image(try image(at: seconds, loop: loop, scale: scale)))
    }

    /// FNV-1a (64-bit) of the bytes with their count: a name for rlottie's model cache.
    private static func cacheKey(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "layout-render-\(String(hash, radix: 16))-\(bytes.count)"
    }
}
