/// Text kept inside a PNG: an uncompressed international text chunk (iTXt, PNG specification
/// 11.3.4.5: keyword, a zero, compression flag 0, method 0, empty language and translated
/// keyword, then UTF-8 text), placed right after IHDR. Decoders ignore it; the pixels are untouched.
public enum PNGTextChunk {
    /// `png` with `text` under `keyword` (1 to 79 Latin letters, digits, spaces or '-') after its IHDR.
    public static func adding(_ text: String, keyword: String, to png: [UInt8]) -> [UInt8] {
        let headerEnd = 8 + 12 + 13
        guard png.count >= headerEnd else { return png }
        let data = Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8)
        return Array(png[..<headerEnd]) + APNGWriter.chunk("iTXt", data) + Array(png[headerEnd...])
    }

    /// `png` without its iTXt chunks named `keyword` (the other chunks' bytes as they were).
    public static func removing(keyword: String, from png: [UInt8]) -> [UInt8] {
        let prefix = Array(keyword.utf8) + [0, 0, 0, 0, 0]
        var result = Array(png.prefix(8))
        var i = 8
        for chunk in APNGWriter.chunks(of: png) {
            let end = i + 12 + chunk.data.count
            if !(chunk.type == "iTXt" && chunk.data.starts(with: prefix)) { result += png[i..<end] }
            i = end
        }
        return result + png[min(i, png.count)...]
    }

    /// The text of the first uncompressed iTXt chunk named `keyword`, nil when there is none.
    public static func text(keyword: String, in png: [UInt8]) -> String? {
        let prefix = Array(keyword.utf8) + [0, 0, 0, 0, 0]
        for chunk in APNGWriter.chunks(of: png) where chunk.type == "iTXt" && chunk.data.starts(with: prefix) {
            return String(decoding: chunk.data.dropFirst(prefix.count), as: UTF8.self)
        }
        return nil
    }
}
