import CImageCodecs
import LayoutEngine

extension ImageDecoder {
    /// A still WebP (lossy, lossless, with or without alpha) through libwebp; an animated one is
    /// refused as `.corrupt` with the reason.
    func decodeWebP(_ bytes: [UInt8], scale: Double) throws(ImageError) -> ImageContent {
        try decodeWithCodec(bytes, format: .webp, scale: scale, info: { data, count, width, height, text, capacity in
            var hasAlpha: Int32 = 0
            return lr_webp_read_info(data, count, width, height, &hasAlpha, text, capacity)
        }, decode: lr_webp_decode_rgba)
    }

    /// The first frame of a GIF through giflib, over its logical screen (the rest transparent).
    func decodeGIF(_ bytes: [UInt8], scale: Double) throws(ImageError) -> ImageContent {
        try decodeWithCodec(bytes, format: .gif, scale: scale, info: lr_gif_read_info, decode: lr_gif_decode_first_frame)
    }

    /// The codecs' two steps: `info` reads the size, which is checked against the pixel limit
    /// before `decode` fills a buffer of exactly that many RGBA8 pixels.
    private func decodeWithCodec(
        _ bytes: [UInt8], format: ImageFormat, scale: Double,
        info: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>,
               UnsafeMutablePointer<CChar>?, Int) -> lr_image_status,
        decode: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int, UInt32, UInt32,
                 UnsafeMutablePointer<CChar>?, Int) -> lr_image_status
    ) throws(ImageError) -> ImageContent {
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        var status = bytes.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { text in
                info(data.baseAddress, data.count, &width, &height, text.baseAddress, text.count)
            }
        }
        guard status == LR_IMAGE_OK else {
            throw ImageError(.corrupt, format: format, message: ImageDecoder.text(message))
        }
        try checkSize(Int(width), Int(height), format: format)
        let count = Int(width) * Int(height) * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { rgba, initialized in
            status = bytes.withUnsafeBufferPointer { data in
                message.withUnsafeMutableBufferPointer { text in
                    decode(data.baseAddress, data.count, rgba.baseAddress, rgba.count, width, height, text.baseAddress, text.count)
                }
            }
            initialized = status == LR_IMAGE_OK ? count : 0
        }
        guard status == LR_IMAGE_OK else {
            throw ImageError(.corrupt, format: format, message: ImageDecoder.text(message))
        }
        return ImageContent(width: Int(width), height: Int(height), rgba: pixels, scale: scale)
    }
}
