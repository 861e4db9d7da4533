import CCairo

/// Collects the bytes cairo's PDF surface streams out, so the file is written once, atomically.
final class PDFByteSink {
    private(set) var bytes: [UInt8] = []

    /// The pointer cairo hands back to `write`; valid while the sink lives.
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// cairo's `cairo_write_func_t`: appends `length` bytes to the sink behind `closure`.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<PDFByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let data, length > 0 { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }
}
