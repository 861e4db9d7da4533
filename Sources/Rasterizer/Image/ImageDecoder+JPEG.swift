import CImageCodecs
import LayoutEngine

extension ImageDecoder {
    /// A JPEG through libjpeg-turbo, turned upright by its EXIF orientation. With a placement, the
    /// largest DCT-domain reduction (1/8, 1/4, 1/2) whose output still covers the drawn size in
    /// device pixels is used (libjpeg.txt, "scale_num/scale_denom"), and the image's scale drops by
    /// the same factor so its size in points does not change. A CMYK or YCCK JPEG takes its
    /// embedded `profile` into the decoder and sets it to nil, so that it is not applied again.
    func decodeJPEG(_ bytes: [UInt8], scale: Double, placement: ImagePlacement?,
                    profile: inout [UInt8]?) throws(ImageError) -> ImageContent {
        var stored = try jpegInfo(bytes, denominator: 1)
        try checkSize(Int(stored.width), Int(stored.height), format: .jpeg)
        let orientation = ExifOrientation(rawValue: Int(stored.orientation)) ?? .up
        let (shownWidth, shownHeight) = orientation.swapsSides
            ? (Double(stored.height), Double(stored.width)) : (Double(stored.width), Double(stored.height))
        var denominator = 1
        if let drawn = placement?.drawnPixelSize(of: Size(width: shownWidth / scale, height: shownHeight / scale)) {
            for d in [8, 4, 2] where (shownWidth / Double(d)).rounded(.up) >= drawn.width
                && (shownHeight / Double(d)).rounded(.up) >= drawn.height {
                denominator = d
                break
            }
        }
        if denominator > 1 { stored = try jpegInfo(bytes, denominator: denominator) }
        let width = Int(stored.output_width), height = Int(stored.output_height)
        try checkSize(width, height, format: .jpeg, what: " decoded")
        var message = [CChar](repeating: 0, count: 256)
        var status = LR_IMAGE_OK
        // CMYK and YCCK (libjpeg's J_COLOR_SPACE 4 and 5) become RGB in the decoder, through their
        // embedded profile when it is a CMYK one; an RGB or gray profile is applied afterwards.
        var cmykProfile: [UInt8]?
        if stored.color_space == 4 || stored.color_space == 5 { swap(&cmykProfile, &profile) }
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { rgba, initialized in
            status = bytes.withUnsafeBufferPointer { data in
                message.withUnsafeMutableBufferPointer { text in
                    (cmykProfile ?? []).withUnsafeBufferPointer { profile in
                        lr_jpeg_decode_rgba(data.baseAddress, data.count, Int32(denominator), cmykProfile == nil ? nil : profile.baseAddress,
                                            profile.count, rgba.baseAddress, rgba.count, text.baseAddress, text.count)
                    }
                }
            }
            initialized = status == LR_IMAGE_OK ? width * height * 4 : 0
        }
        guard status == LR_IMAGE_OK else {
            throw ImageError(.corrupt, format: .jpeg, message: ImageDecoder.text(message))
        }
        let upright = orientation.apply(pixels, width: width, height: height)
        return ImageContent(width: upright.width, height: upright.height, rgba: upright.pixels,
                            scale: scale / Double(denominator))
    }

    /// The header of a JPEG and its output size at 1/`denominator`.
    private func jpegInfo(_ bytes: [UInt8], denominator: Int) throws(ImageError) -> lr_jpeg_info {
        var info = lr_jpeg_info()
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { text in
                lr_jpeg_read_info(data.baseAddress, data.count, Int32(denominator), &info, text.baseAddress, text.count)
            }
        }
        guard status == LR_IMAGE_OK else {
            throw ImageError(.corrupt, format: .jpeg, message: ImageDecoder.text(message))
        }
        return info
    }
}
