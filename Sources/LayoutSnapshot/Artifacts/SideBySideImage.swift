import Rasterizer

/// Places images left to right on a neutral gray with gaps: reference, actual, difference.
enum SideBySideImage {
    /// Pixels between images and around them.
    static let gap = 8
    /// The backdrop: a mid gray that neither white nor black UI blends into.
    static let backdrop: [UInt8] = [128, 128, 128, 255]

    static func compose(_ images: [RGBAImage]) -> RGBAImage {
        let width = images.reduce(gap) { $0 + $1.width + gap }
        let height = (images.map(\.height).max() ?? 0) + 2 * gap
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels.replaceSubrange(i..<i + 4, with: backdrop) }
        var left = gap
        for image in images {
            let rowBytes = image.width * 4
            for y in 0..<image.height {
                let target = ((y + gap) * width + left) * 4
                pixels.replaceSubrange(target..<target + rowBytes, with: image.pixels[(y * rowBytes)..<((y + 1) * rowBytes)])
            }
            left += image.width + gap
        }
        return RGBAImage(width: width, height: height, pixels: pixels) ?? images[0]
    }
}
