import Foundation
import TestSupport
import LayoutEngine
import Rasterizer
import Testing
import DesignSystem
@testable import layout_render

/// `--variants` of `gallery` and `render`: each combination drawn beside the plain picture.
@Suite struct VariantOptionTests {
    static let modalScene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/alert-modal.json").path

    @Test func galleryDrawsEachVariantBesideThePlainPictureOnTheIndex() throws {
        let folder = try Scratch.directory("gallery-variants").path
        let pictures = try GalleryCommand.parse(["--output", folder, "--only", "toast", "--variants", "dark,rtl,ax5"]).render()
        #expect(pictures.count == 16)
        let first = pictures.prefix(4).map(\.file)
        #expect(first == ["toast/toast-shown-latin-iphone15.png", "toast/toast-shown-latin-iphone15.dark.png",
                          "toast/toast-shown-latin-iphone15.rtl.png", "toast/toast-shown-latin-iphone15.ax5.png"])
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(index.contains("iphone15 · dark · 1179 × 2556 px @3x"))
        // Side by side: the plain picture and its variants are figures of one row.
        let row = try #require(index.components(separatedBy: "<div class=\"row\">").dropFirst().first)
        for file in first { #expect(row.contains("src=\"\(file)\""), "\(file)") }
        let plain = try PNGDecoder().decode(contentsOfFile: folder + "/" + first[0])
        let dark = try PNGDecoder().decode(contentsOfFile: folder + "/" + first[1])
        // The screen's top-left pixel: systemGroupedBackground, black in the dark theme.
        #expect(Array(plain.pixels[0..<4]) == [242, 242, 247, 255])
        #expect(Array(dark.pixels[0..<4]) == [0, 0, 0, 255])
        #expect(!FileManager.default.fileExists(atPath: folder + "/toast/toast-shown-latin-iphone15.dark.json"))
        #expect(FileManager.default.fileExists(atPath: folder + "/toast/toast-shown-latin-iphone15.json"))
    }

    @Test func galleryWithoutVariantsIsUnchanged() throws {
        let plain = try Scratch.directory("gallery-plain").path, varied = try Scratch.directory("gallery-varied").path
        let pictures = try GalleryCommand.parse(["--output", plain, "--only", "boxButton"]).render()
        _ = try GalleryCommand.parse(["--output", varied, "--only", "boxButton", "--variants", "dark"]).render()
        for file in pictures.map(\.file) {
            #expect(FileManager.default.contents(atPath: plain + "/" + file) == FileManager.default.contents(atPath: varied + "/" + file))
        }
    }

    @Test(arguments: [("iphoneSE", "the gallery draws every entry on its own devices"),
                      ("ko", "a locale does not change a component screen"),
                      ("dark,purple", "unknown variant \"purple\"")])
    func galleryRefusesWhatItCannotDraw(list: String, message: String) throws {
        let folder = try Scratch.directory("gallery-bad").path
        #expect { try GalleryCommand.parse(["--output", folder, "--only", "toast", "--variants", list]).render() } throws: {
            "\($0)".contains(message)
        }
    }

    @Test func renderWritesEachVariantBesideTheOutput() throws {
        let folder = try Scratch.directory("render-variants").path
        let result = try BuiltCommand.run(["render", Self.modalScene, "-o", folder + "/modal.png", "--variants", "iphoneSE+dark,rtl"])
        #expect(result.status == 0, "\(result.standardError)")
        let plain = try PNGDecoder().decode(contentsOfFile: folder + "/modal.png")
        let small = try PNGDecoder().decode(contentsOfFile: folder + "/modal.iphoneSE-dark.png")
        let rtl = try PNGDecoder().decode(contentsOfFile: folder + "/modal.rtl.png")
        #expect(plain.width == 1179 && small.width == 750 && rtl.width == 1179)
    }

    /// The scene file is read once for all variants: a scene piped to /dev/stdin, which can be
    /// read only once, is drawn in each (before, every variant read the file again and the second
    /// found the pipe empty).
    @Test func renderReadsAPipedSceneOnceForEveryVariant() throws {
        let folder = try Scratch.directory("render-variants-pipe")
        let command = "cat '\(Self.modalScene)' | layout-render render /dev/stdin -o modal.png --variants dark,rtl"
        let result = try BuiltCommand.shell(command, in: folder)
        #expect(result.status == 0, "\(result.output)")
        let plain = try PNGDecoder().decode(contentsOfFile: folder.path + "/modal.png")
        let dark = try PNGDecoder().decode(contentsOfFile: folder.path + "/modal.dark.png")
        let rtl = try PNGDecoder().decode(contentsOfFile: folder.path + "/modal.rtl.png")
        #expect(plain.width == 1179 && dark.width == 1179 && rtl.width == 1179)
        #expect(plain.pixels != dark.pixels && plain.pixels != rtl.pixels)
    }

    @Test func renderMatrixFileIsEveryCombination() throws {
        let folder = try Scratch.directory("render-matrix").path
        let matrix = folder + "/variants.yaml"
        try Data("appearances: [light, dark]\nlayoutDirections: [ltr, rtl]\n".utf8).write(to: URL(fileURLWithPath: matrix))
        let result = try BuiltCommand.run(["render", Self.modalScene, "-o", folder + "/out/", "--variants", matrix])
        #expect(result.status == 0, "\(result.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/out").sorted()
        #expect(files == ["alert-modal.dark-ltr.png", "alert-modal.dark-rtl.png", "alert-modal.light-ltr.png",
                          "alert-modal.light-rtl.png", "alert-modal.png"])
        #expect(result.standardOutput.hasPrefix("5 images written"))
    }

    @Test func renderRefusesARawSceneInAVariant() throws {
        let folder = try Scratch.directory("render-raw").path
        let raw = folder + "/raw.json"
        try Data(#"{"size": {"width": 10, "height": 10}, "nodes": []}"#.utf8).write(to: URL(fileURLWithPath: raw))
        let result = try BuiltCommand.run(["render", raw, "-o", folder + "/raw.png", "--variants", "dark"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("a raw scene names its own size, frames and colors"))
    }
}
