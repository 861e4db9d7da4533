import CImageCodecs
import LayoutEngine

extension ImageDecoder {
    /// A still WebP (lossy, lossless, with or without alpha) through libwebp; an animated one is
    /// refused as `.corrupt` with libwebp's reason.
    func decodeWebP(_ bytes: [UInt8], scale: Double) throws(ImageError) -> ImageContent {
        var width: UInt32 = 0, height: UInt32 = 0, hasAlpha: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        var status = bytes.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { text in
                lr_webp_read_info(data.baseAddress, data.count, &width, &height, &hasAlpha, text.baseAddress, text.count)
            }
        }
        guard status == LR_IMAGE_OK else {
            throw ImageError(.corrupt, format: .webp, message: ImageDecoder.text(message))
        }
        try checkSize(Int(width), Int(height), format: .webp)
        let count = Int(width) * Int(height) * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { rgba, initialized in
            status = bytes.withUnsafeBufferPointer { data in
                message.withUnsafeMutableBufferPointer { text in
                    lr_webp_decode_rgba(data.baseAddress, data.count, rgba.baseAddress, rgba.count, width, height,
                                        text.baseAddress, text.count)
                }
            }
            initialized = status == LR_IMAGE_OK ? count : 0
        }
        guard status == LR_IMAGE_OK else {
            throw ImageError(.corrupt, format: .webp, message: ImageDecoder.text(message))
        }
        return ImageContent(width: Int(width), height: Int(height), rgba: pixels, scale: scale)
    }
}
