import LayoutEngine
import Testing
@testable import Rasterizer

/// An asset catalog as Xcode writes it (Tests/Fixtures/Images/Assets.xcassets).
@Suite struct ImageAssetCatalogTests {
    static let path = ImageTestSupport.fixture("Assets.xcassets")

    @Test("the variant of the device's scale is chosen, else the next larger, else the largest smaller")
    func variantForScale() throws {
        let catalog = try AssetCatalog(path: Self.path)
        #expect(try catalog.variant(named: "avatar", scale: 1).scale == 1)
        // No 2x file: iOS takes the 3x one and draws it at 3 pixels a point.
        #expect(try catalog.variant(named: "avatar", scale: 2).scale == 3)
        #expect(try catalog.variant(named: "avatar", scale: 3).scale == 3)
        let image = try catalog.image(named: "avatar", scale: 2, cache: ImageCache())
        #expect(image.width == 30 && image.scale == 3 && image.size == Size(width: 10, height: 10))
    }

    @Test("a namespaced folder prefixes its names; a single-scale SVG is drawn at the device scale")
    func namespacedVectorIcon() throws {
        let catalog = try AssetCatalog(path: Self.path)
        #expect(catalog.images["star"] == nil)
        let star = try catalog.image(named: "Icons/star", scale: 3,
                                     placement: ImagePlacement(bounds: Size(width: 24, height: 24), contentMode: .center, deviceScale: 3),
                                     cache: ImageCache())
        #expect(star.width == 72 && star.scale == 3)
    }

    @Test("a single-scale vector PDF is refused with a message saying what to do")
    func vectorPDFIsSkippedClearly() throws {
        let catalog = try AssetCatalog(path: Self.path)
        #expect(throws: ImageError.self) { try catalog.image(named: "logo", scale: 2, cache: ImageCache()) }
        do {
            _ = try catalog.image(named: "logo", scale: 2, cache: ImageCache())
        } catch {
            #expect(error.kind == .unsupported)
            #expect(error.description.contains("vector PDF"))
            #expect(error.path?.hasSuffix("logo.imageset/logo.pdf") == true)
        }
    }

    @Test("colors in hex, 0...255 and 0...1 notations, light and dark")
    func colorSets() throws {
        let catalog = try AssetCatalog(path: Self.path)
        #expect(try catalog.color(named: "brand") == Color(red: 10, green: 132, blue: 255, alpha: 255))
        #expect(try catalog.color(named: "brand", dark: true) == Color(red: 10, green: 132, blue: 128, alpha: 128))
        // No dark color: the any-appearance one, as iOS falls back.
        #expect(try catalog.color(named: "ink", dark: true) == Color(red: 51, green: 51, blue: 51, alpha: 255))
    }

    @Test("a missing name and a missing catalog are errors naming them")
    func missingNames() throws {
        let catalog = try AssetCatalog(path: Self.path)
        #expect(throws: ImageError.self) { try catalog.image(named: "nope", scale: 2) }
        #expect(throws: ImageError.self) { try catalog.color(named: "nope") }
        #expect(throws: ImageError.self) { try AssetCatalog(path: Self.path + "/missing.xcassets") }
    }
}
