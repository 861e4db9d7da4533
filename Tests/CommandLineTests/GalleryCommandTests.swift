import ArgumentParser
import Foundation
import TestSupport
import LayoutEngine
import Rasterizer
import Testing
import DesignSystem
import Previews
@testable import layout_render

@Suite struct GalleryCommandTests {
    func scratchFolder() throws -> String {
        try Scratch.directory("gallery").path
    }

    @Test func writesAPictureForEveryEntryAndDeviceAndAnIndex() throws {
        let folder = try scratchFolder()
        let pictures = try GalleryCommand.parse(["--output", folder, "--only", "toast"]).render()
        #expect(pictures.count == 4)
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        for picture in pictures {
            let png = try PNGDecoder().decode(contentsOfFile: folder + "/" + picture.file)
            #expect(png.width == picture.pixelWidth)
            #expect(png.height == picture.pixelHeight)
            #expect(index.contains("src=\"\(picture.file)\""))
        }
        #expect(index.contains("1179 × 2556 px @3x"))
        #expect(index.contains("750 × 1334 px @2x"))
    }

    @Test func bytesDoNotDependOnTheNumberOfJobs() throws {
        let one = try scratchFolder(), three = try scratchFolder()
        let pictures = try GalleryCommand.parse(["--output", one, "--only", "boxButton", "--jobs", "1"]).render()
        _ = try GalleryCommand.parse(["--output", three, "--only", "boxButton", "--jobs", "3"]).render()
        for file in pictures.map(\.file) + ["index.html"] {
            #expect(FileManager.default.contents(atPath: one + "/" + file)
                == FileManager.default.contents(atPath: three + "/" + file), "\(file)")
        }
    }

    @Test func themeFileRestylesThePictures() throws {
        let standard = try scratchFolder(), themed = try scratchFolder()
        let theme = themed + "/theme.json"
        try Data(##"{"colors": {"cyan": "#FFCC00"}}"##.utf8).write(to: URL(fileURLWithPath: theme))
        let pictures = try GalleryCommand.parse(["--output", standard, "--only", "toast"]).render()
        _ = try GalleryCommand.parse(["--output", themed, "--only", "toast", "--theme", theme]).render()
        let file = try #require(pictures.first?.file)
        let plain = try PNGDecoder().decode(contentsOfFile: standard + "/" + file)
        let yellow = try PNGDecoder().decode(contentsOfFile: themed + "/" + file)
        // The toast band's last pixel row, Toast-Swift's 10 points above the bottom safe area: cyan by
        // default, the theme's yellow here.
        let toastRow = (plain.height - (34 + 10) * 3 - 1) * plain.width * 4
        #expect(Array(plain.pixels[toastRow..<toastRow + 4]) == [0, 255, 255, 255])
        #expect(Array(yellow.pixels[toastRow..<toastRow + 4]) == [255, 204, 0, 255])
        // Its scene files name the theme's changed token, and `render` draws the same bytes from them.
        let scene = try #require(pictures.first?.scene)
        #expect(try String(contentsOfFile: themed + "/" + scene, encoding: .utf8).contains(##""cyan" : "#FFCC00FF""##))
        let again = try scratchFolder()
        let run = try BuiltCommand.run(["render", themed + "/" + scene, "-o", again + "/again.png"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(FileManager.default.contents(atPath: again + "/again.png") == FileManager.default.contents(atPath: themed + "/" + file))
    }

    /// The dark theme in examples/themes renders (a debug build draws the whole gallery in 26 s, so
    /// one component here; `make run`-style checks of the rest were looked at): a black screen.
    @Test func theDarkThemeExampleRenders() throws {
        let folder = try scratchFolder()
        let dark = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/themes/dark.json").path
        let pictures = try GalleryCommand.parse(["--output", folder, "--theme", dark, "--only", "emptyView"]).render()
        #expect(pictures.count == ComponentCatalog.entries.filter { $0.component == "emptyView" }.count * ComponentCatalog.devices.count)
        let empty = try #require(pictures.first)
        let image = try PNGDecoder().decode(contentsOfFile: folder + "/" + empty.file)
        #expect(Array(image.pixels[0..<4]) == [0, 0, 0, 255], "the screen background is black")
    }

    @Test func aThemeThatCannotBeReadIsBadInput() throws {
        let result = try BuiltCommand.run(["gallery", "--output", try scratchFolder(), "--theme", "/nonexistent/theme.json"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("/nonexistent/theme.json: (file): no such file"), "\(result.standardError)")
    }

    @Test func unknownComponentIsAValidationError() {
        #expect(throws: (any Error).self) { try GalleryCommand.parse(["--output", "x", "--only", "popover"]) }
    }

    @Test func zeroJobsIsAValidationError() {
        #expect(throws: (any Error).self) { try GalleryCommand.parse(["--output", "x", "--jobs", "0"]) }
    }

    /// Every gallery picture's scene file is a real scene document: `render` of the gallery's
    /// folder draws every picture again, byte for byte (seed entries, sheets over the journal grid,
    /// Korean text, custom detents and PanModal heights included).
    @Test func everySceneFileRendersItsPictureAgain() throws {
        let gallery = try scratchFolder(), again = try scratchFolder()
        let pictures = try GalleryCommand.parse(["--output", gallery]).render()
        #expect(pictures.count == ComponentCatalog.entries.count * ComponentCatalog.devices.count)
        let index = try String(contentsOfFile: gallery + "/index.html", encoding: .utf8)
        for picture in pictures {
            let scene = try #require(picture.scene)
            #expect(scene == picture.file.replacingOccurrences(of: ".png", with: ".json"))
            #expect(index.contains("<a href=\"\(scene)\">scene</a>"), "\(scene)")
            let text = try String(contentsOfFile: gallery + "/" + scene, encoding: .utf8)
            #expect(text.contains("\"device\" : \"\(picture.device.name)\""), "\(scene)")
        }
        let run = try BuiltCommand.run(["render", gallery, "-o", again])
        #expect(run.status == 0, "\(run.standardError)")
        for picture in pictures {
            #expect(FileManager.default.contents(atPath: gallery + "/" + picture.file)
                == FileManager.default.contents(atPath: again + "/" + picture.file), "\(picture.file)")
        }
    }

    /// Beside the components: the catalog's journals as A4 pages, the text flowing on to a next page,
    /// and a filmstrip of each animated state, all linked from the index; the same bytes on one thread.
    @Test func documentPagesAndFilmstrips() throws {
        let gallery = try scratchFolder(), single = try scratchFolder()
        let extras = try GalleryExtras.render(into: gallery, theme: .standard, pipeline: .shared, jobs: 2)
        let index = GalleryPage(pictures: [], extras: extras).html
        #expect(index.contains("<section id=\"Document pages\">") && index.contains("<section id=\"Animations\">"))
        for language in CatalogEntry.Language.allCases {
            let pages = extras.filter { $0.file.hasPrefix("document/journals-\(language.rawValue)-page-") }
            // Three journals, each starting a page, the last flowing on to a fourth.
            #expect(pages.count == 4, "\(language): \(pages.map(\.file))")
            #expect(pages.allSatisfy { $0.pixelWidth == 1190 && $0.pixelHeight == 1684 })
        }
        // The UIKit screens ViewKit draws: each in light, dark and right to left, full screen at 3x.
        let screens = extras.filter { $0.section == GalleryExtras.uikitSection }
        #expect(screens.map(\.file) == UIKitShowcase.screens.flatMap { screen in
            UIKitShowcase.Appearance.allCases.map { "uikit/\(screen.name)-\($0.rawValue).png" }
        })
        #expect(screens.allSatisfy { $0.pixelWidth == 1179 && $0.pixelHeight == 2556 })
        let films = extras.filter { $0.section == GalleryExtras.animationSection }
        #expect(films.map(\.file) == ComponentCatalog.animations.map { "animations/\($0.entry.name)-iphoneSE-filmstrip.png" })
        for extra in extras {
            #expect(index.contains("<img src=\"\(extra.file)\""), "\(extra.file)")
            let bytes = try #require(FileManager.default.contents(atPath: gallery + "/" + extra.file), "\(extra.file)")
            let image = try PNGDecoder().imageSize(Array(bytes))
            #expect(image.width == extra.pixelWidth && image.height == extra.pixelHeight, "\(extra.file)")
        }
        // The wobble moves: its frames differ. Drawn again alone on one thread: the same bytes.
        let wobble = try #require(ComponentCatalog.animations.first)
        let again = try GalleryExtras.filmstrip(wobble, theme: .standard, into: single, pipeline: .shared)
        let file = try #require(again.first?.file)
        #expect(FileManager.default.contents(atPath: single + "/" + file) == FileManager.default.contents(atPath: gallery + "/" + file))
    }

    /// Issue 23's page of the world's scripts: every sample drawn by some font of the default list.
    @Test func theWorldPageDrawsEveryScriptWithNoMissingCharacter() throws {
        for sample in GalleryExtras.worldSamples {
            let layout = try TextEngine.shared.layout(sample.text, style: TextStyle(size: 17, language: sample.language))
            #expect(layout.missingCharacters.isEmpty, "\(sample.name): \(layout.missingCharacters)")
        }
        let folder = try scratchFolder()
        let extras = try GalleryExtras.worldText(into: folder, pipeline: .shared)
        #expect(extras.map(\.file) == ["text/world-scripts.png"])
        #expect(extras.map(\.section) == [GalleryExtras.worldSection])
    }
}
