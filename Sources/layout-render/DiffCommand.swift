import ArgumentParser
import Foundation
import LayoutEngine
import DesignSystem
import SceneFile
import Previews
import Rasterizer

/// `layout-render diff A.png B.png`: counts the pixels that differ the way pixelmatch does.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images the way pixelmatch does.",
        discussion: """
            Pixels differ when their YIQ color delta exceeds the threshold; anti-aliased pixels are \
            not counted unless --include-aa; semi-transparent pixels are blended on white. \
            Files with equal bytes are identical at once (only the header is read).
            With --json, different sizes add a "message" key giving both sizes.
            Exit status: 0 within tolerance, 1 different (including different sizes), 2 an error \
            (a file that cannot be read or decoded, or written).

            Examples (two encodings of one picture: different bytes, the same pixels):
              layout-render render examples/alert-modal.json -o up.png
              layout-render render examples/alert-modal.json -o paeth.png --filter paeth
              layout-render diff up.png paeth.png --json
              layout-render diff up.png paeth.png -o difference.png --threshold 0
            """)

    @Argument(help: "The reference PNG.")
    var reference: String

    @Argument(help: "The PNG compared against the reference.")
    var actual: String

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("Write the difference image here (- for standard output): red counted, yellow anti-aliased, faded gray unchanged.",
                               valueName: "DIFF.png"))
    var output: String?

    @Option(parsing: .unconditional, help: "Per-pixel YIQ threshold from 0 to 1; smaller is stricter.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAntiAliased = false

    @Option(name: .customLong("max-diff-pixels"), parsing: .unconditional, help: "Tolerate up to N differing pixels (exit 0).")
    var maxDiffPixels: Int = 0

    @Flag(help: "Print the result as one JSON object.")
    var json = false

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be a number from 0 to 1, got \(threshold)")
        }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more, got \(maxDiffPixels)") }
    }

    func run() throws {
        if let output { try OutputFile.refuseOverwriting([reference, actual], with: output) }
        let files: (reference: [UInt8], actual: [UInt8])
        let images: (RGBAImage, RGBAImage)
        do {
            files = (try PNGDecoder.fileBytes(atPath: reference), try PNGDecoder.fileBytes(atPath: actual))
            // Equal PNG bytes are equal pixels, once they are known to be a PNG at all: decode one
            // (a truncated or corrupt file is an error even when compared with itself).
            if files.reference == files.actual, output == nil {
                let image = try PNGDecoder().decode(files.reference, fromFile: reference)
                let same = ImageDifference(width: image.width, height: image.height, identical: true, differentPixelCount: 0,
                                           antiAliasedPixelCount: 0, boundingBox: nil, differenceImage: nil)
                print(json ? Self.json(same) : Self.sentence(same))
                return
            }
            images = (try PNGDecoder().decode(files.reference, fromFile: reference),
                      try PNGDecoder().decode(files.actual, fromFile: actual))
        } catch {
            throw InputError(error)
        }
        let comparator = ImageComparator(metric: .yiq(threshold: threshold), includesAntiAliasedPixels: includeAntiAliased)
        let difference: ImageDifference
        do {
            difference = try comparator.compare(images.0, images.1, drawingDifference: output != nil)
        } catch {
            report(sizeMismatch: error, images.0, images.1)
            throw ExitCode(ExitStatus.difference)
        }
        if let output, let image = difference.differenceImage {
            do {
                try OutputFile.write(PNGEncoder.fast.encode(image), to: output)
            } catch {
                throw InputError("cannot write \(output): \(error)")
            }
        }
        OutputFile.report(json ? Self.json(difference) : Self.sentence(difference), for: output ?? "")
        if difference.differentPixelCount > maxDiffPixels { throw ExitCode(ExitStatus.difference) }
    }

    /// Different sizes are a difference: every pixel of the larger image counts, the message
    /// (on standard error, and in the JSON as "message") gives both sizes.
    private func report(sizeMismatch error: ImageComparisonError, _ a: RGBAImage, _ b: RGBAImage) {
        LayoutRender.printError("\(error)")
        let width = max(a.width, b.width), height = max(a.height, b.height)
        let box = width * height == 0 ? nil : PixelRect(x: 0, y: 0, width: width, height: height)
        let difference = ImageDifference(width: width, height: height, identical: false, differentPixelCount: width * height,
                                         antiAliasedPixelCount: 0, boundingBox: box, differenceImage: nil)
        print(json ? Self.json(difference, message: "\(error)") : "\(error)")
    }

    /// The result in the issue's key order:
    /// {"identical","differentPixels","ratio","boundingBox","width","height"}.
    static func json(_ difference: ImageDifference, message: String? = nil) -> String {
        let box = difference.boundingBox.map { "{\"x\":\($0.x),\"y\":\($0.y),\"width\":\($0.width),\"height\":\($0.height)}" }
        var fields = [
            "\"identical\":\(difference.identical)",
            "\"differentPixels\":\(difference.differentPixelCount)",
            "\"ratio\":\(difference.ratio)",
            "\"boundingBox\":\(box ?? "null")",
            "\"width\":\(difference.width)",
            "\"height\":\(difference.height)",
        ]
        if let message { fields.append("\"message\":\(JSONText.quoted(message))") }
        return "{" + fields.joined(separator: ",") + "}"
    }


    /// One line for people.
    static func sentence(_ difference: ImageDifference) -> String {
        if difference.identical { return "identical (\(difference.width)x\(difference.height))" }
        guard let box = difference.boundingBox else {
            return "no differing pixels (\(difference.antiAliasedPixelCount) anti-aliased) in \(difference.width)x\(difference.height)"
        }
        let percent = (difference.ratio * 100_000).rounded() / 1000
        return "\(difference.differentPixelCount) pixels differ (\(percent)%), bounding box \(box), "
            + "\(difference.antiAliasedPixelCount) anti-aliased not counted"
    }
}
