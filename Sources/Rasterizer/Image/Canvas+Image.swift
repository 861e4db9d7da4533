import LayoutEngine

// Images as UIImageView shows them: placed by the content mode, tinted when rendered as a
// template, cut in nine parts by cap insets (UIImage.resizableImage(withCapInsets:resizingMode:)).
// Pixels drawn smaller than they are stored are first shrunk to the device size with
// `ImageResampler` (Lanczos-3, premultiplied); pixels drawn larger are sampled bilinearly by the
// image shader, so an image at its own size on the pixel grid is copied exactly.

extension Canvas {
    /// The most tiles a tiled part of a resizable image is drawn as; past it the part is stretched
    /// (a 1-pixel tile over a screen would be a million draws).
    public static let maxImageTiles = 4096

    /// Draws `image` (straight-alpha RGBA8, tinted when it has a tint color) stretched over
    /// `rect` in user space, under the current transform; edges are anti-aliased like any fill.
    public mutating func drawImage(_ image: ImageContent, in rect: Rect) throws(CanvasError) {
        let pixels = try Canvas.premultipliedPixels(of: image)
        drawPixels(pixels, width: image.width, height: image.height, in: rect)
    }

    /// Draws `image` in `bounds` as a UIImageView does: its size in points (pixels / scale) placed
    /// by its content mode, its cap insets kept at their size while the rest stretches or tiles.
    /// Nothing is clipped here: the caller clips to the bounds when the view clips to bounds.
    public mutating func drawImage(_ image: ImageContent, placedIn bounds: Rect) throws(CanvasError) {
        let pixels = try Canvas.premultipliedPixels(of: image)
        let frame = image.contentMode.rect(for: image.size, in: bounds)
        let insets = image.capInsets
        if insets.top == 0 && insets.left == 0 && insets.bottom == 0 && insets.right == 0 {
            drawPixels(pixels, width: image.width, height: image.height, in: frame)
        } else {
            try drawNineParts(pixels, of: image, in: frame)
        }
    }

    /// The image's pixels premultiplied and packed, its tint in place of its colors; a byte count
    /// that does not match the size is `.invalidImage`.
    public static func premultipliedPixels(of image: ImageContent) throws(CanvasError) -> [UInt32] {
        let (count, overflow) = image.width.multipliedReportingOverflow(by: image.height)
        guard image.width > 0, image.height > 0, !overflow, count <= Canvas.maxPixels, image.rgba.count == count * 4 else {
            throw .invalidImage(width: image.width, height: image.height, byteCount: image.rgba.count)
        }
        return image.rgba.withUnsafeBufferPointer { rgba in
            if let tint = image.tintColor {
                let ta = UInt32(tint.alpha)
                return (0..<count).map { i in
                    let t = UInt32(rgba[4 * i + 3]) * ta + 128
                    let alpha = UInt8((t + (t >> 8)) >> 8)
                    return Blend.premultiplied(Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: alpha))
                }
            }
            return (0..<count).map { i in
                Blend.premultiplied(Color(red: rgba[4 * i], green: rgba[4 * i + 1], blue: rgba[4 * i + 2], alpha: rgba[4 * i + 3]))
            }
        }
    }

    /// Premultiplied pixels stretched over `rect`: shrunk first to the device pixels the rectangle
    /// covers along each side where that is fewer than the image has.
    mutating func drawPixels(_ pixels: [UInt32], width: Int, height: Int, in rect: Rect) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              let inverse = transform.inverted() else { return }
        let t = transform
        let deviceWidth = (t.a * t.a + t.b * t.b).squareRoot() * rect.width
        let deviceHeight = (t.c * t.c + t.d * t.d).squareRoot() * rect.height
        let newWidth = deviceWidth < Double(width) ? max(1, Int(deviceWidth.rounded())) : width
        let newHeight = deviceHeight < Double(height) ? max(1, Int(deviceHeight.rounded())) : height
        var source = pixels
        if newWidth != width || newHeight != height {
            source = ImageResampler.resize(pixels, width: width, height: height, to: newWidth, newHeight)
        }
        let toImage = inverse
            .concatenating(AffineTransform(translationX: -rect.minX, y: -rect.minY))
            .concatenating(AffineTransform(scaleX: Double(newWidth) / rect.width, y: Double(newHeight) / rect.height))
        let shader = Shader(kind: .image(width: newWidth, height: newHeight, pixels: source), ramp: nil, deviceToUser: toImage)
        fill(rect, source: .shader(shader))
    }

    /// A resizable image: the four corners at their size, the edges stretched (or tiled) along
    /// their length, the middle stretched (or tiled) both ways, as UIKit draws
    /// `resizableImage(withCapInsets:resizingMode:)`. Caps wider than the frame shrink in
    /// proportion, so they meet without overlapping.
    private mutating func drawNineParts(_ pixels: [UInt32], of image: ImageContent, in frame: Rect) throws(CanvasError) {
        let s = image.scale, w = image.width, h = image.height
        let insets = image.capInsets
        // Cuts in pixels, each cap no more than what the other leaves.
        func cuts(_ low: Double, _ high: Double, _ length: Int) -> (Int, Int) {
            let a = min(max(Int((low * s).rounded()), 0), length)
            return (a, min(max(Int((high * s).rounded()), 0), length - a))
        }
        // The caps in points on the frame.
        func caps(_ low: Int, _ high: Int, _ length: Double) -> (Double, Double) {
            let a = Double(low) / s, b = Double(high) / s
            let k = a + b > length ? length / (a + b) : 1
            return (a * k, b * k)
        }
        let (left, right) = cuts(insets.left, insets.right, w), (top, bottom) = cuts(insets.top, insets.bottom, h)
        let (dl, dr) = caps(left, right, frame.width), (dt, db) = caps(top, bottom, frame.height)
        let columns = [(0, left, frame.minX, dl), (left, w - right, frame.minX + dl, frame.width - dl - dr),
                       (w - right, w, frame.maxX - dr, dr)]
        let rows = [(0, top, frame.minY, dt), (top, h - bottom, frame.minY + dt, frame.height - dt - db),
                    (h - bottom, h, frame.maxY - db, db)]
        for (row, (y0, y1, dy, dh)) in rows.enumerated() {
            for (column, (x0, x1, dx, dw)) in columns.enumerated() where x1 > x0 && y1 > y0 && dw > 0 && dh > 0 {
                let pw = x1 - x0, ph = y1 - y0
                var piece = [UInt32](repeating: 0, count: pw * ph)
                for y in 0..<ph {
                    piece.replaceSubrange(y * pw..<(y + 1) * pw, with: pixels[(y0 + y) * w + x0..<(y0 + y) * w + x1])
                }
                let part = Rect(x: dx, y: dy, width: dw, height: dh)
                // A tile is the piece's own size along the middle, the cap's size along a cap.
                let tileWidth = column == 1 ? Double(pw) / s : dw, tileHeight = row == 1 ? Double(ph) / s : dh
                let across = (dw / tileWidth).rounded(.up), down = (dh / tileHeight).rounded(.up)
                if image.resizingMode == .tile, row == 1 || column == 1, across * down <= Double(Canvas.maxImageTiles) {
                    save()
                    clip(to: part)
                    for j in 0..<Int(down) {
                        for i in 0..<Int(across) {
                            drawPixels(piece, width: pw, height: ph, in: Rect(x: dx + Double(i) * tileWidth, y: dy + Double(j) * tileHeight,
                                                                              width: tileWidth, height: tileHeight))
                        }
                    }
                    try restore()
                } else {
                    drawPixels(piece, width: pw, height: ph, in: part)
                }
            }
        }
    }
}
