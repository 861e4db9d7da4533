import Foundation
import Testing
@testable import LayoutEngine

@Suite struct FontRegistryTests {
    let registry = FontRegistry()

    /// Startup: fontconfig's configuration is parsed on the first lookup of a family that is not
    /// well known, so drawing a scene without text, or with the design system's fonts only, never
    /// pays for it; a file path needs no fontconfig either.
    @Test func fontconfigLoadsOnlyForFamiliesThatAreNotWellKnown() throws {
        let fresh = FontRegistry()
        #expect(!fresh.hasLoadedFontconfig)
        _ = try fresh.face(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        #expect(!fresh.hasLoadedFontconfig)
        for family in ["DejaVu Sans", "NanumGothic"] {
            for weight in [FontWeight.regular, .bold] { _ = try fresh.face(family: family, weight: weight) }
        }
        let chain = try fresh.chain(for: TextStyle(weight: .bold))
        _ = (chain.face(1), chain.face(2))
        #expect(!fresh.hasLoadedFontconfig)
        _ = try? fresh.face(family: "Liberation Serif", weight: .regular)
        #expect(fresh.hasLoadedFontconfig)
    }

    /// The well-known files are the ones fontconfig names for those families on this machine, so
    /// looking there first changes no picture.
    @Test func wellKnownFilesAreFontconfigsChoice() throws {
        let lookup = FontconfigLookup()
        let wellKnown = ["DejaVu Sans", "NanumGothic"]
        #expect(Set(wellKnown.map(FontRegistry.normalized)) == Set(FontRegistry.wellKnownFiles.keys))
        for family in wellKnown {
            for (weight, paths) in FontRegistry.wellKnownFiles[FontRegistry.normalized(family)] ?? [:] {
                let installed = paths.first { FileManager.default.fileExists(atPath: $0) }
                guard let installed, let match = lookup.match(family: family, weight: weight) else { continue }
                #expect(match.path == installed && match.index == 0, "\(family) \(weight)")
            }
        }
    }

    @Test func findsDejaVuSansRegularAndBoldAsDifferentFiles() throws {
        let regular = try registry.face(family: "DejaVu Sans", weight: .regular)
        let bold = try registry.face(family: "DejaVu Sans", weight: .bold)
        #expect(regular.path.hasSuffix("DejaVuSans.ttf"))
        #expect(bold.path.hasSuffix("DejaVuSans-Bold.ttf"))
    }

    @Test func familyNamesIgnoreCaseAndSpaces() throws {
        let spaced = try registry.face(family: "nanum gothic", weight: .regular)
        let plain = try registry.face(family: "NanumGothic", weight: .regular)
        #expect(spaced === plain)
        #expect(plain.path.hasSuffix("NanumGothic.ttf"))
    }

    @Test func unknownFamilyIsNotFound() {
        #expect(throws: FontError.notFound(family: "No Such Family", weight: .bold)) {
            try registry.face(family: "No Such Family", weight: .bold)
        }
    }

    @Test func missingFileIsUnreadable() {
        #expect(throws: FontError.unreadable(path: "/nonexistent/font.ttf", reason: "no readable file at this path")) {
            try registry.face(path: "/nonexistent/font.ttf")
        }
    }

    @Test func corruptFileIsUnreadable() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("corrupt-\(UUID()).ttf")
        try Data("not a font at all".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try registry.face(path: url.path)
        } throws: { error in
            guard case let .unreadable(path, _)? = error as? FontError else { return false }
            return path == url.path
        }
    }

    @Test func familyEndingInAFontExtensionIsAPath() {
        #expect(throws: FontError.unreadable(path: "missing-font.ttf", reason: "no readable file at this path")) {
            try registry.face(family: "missing-font.ttf", weight: .regular)
        }
    }

    @Test func sameFileGivesTheSameFace() throws {
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        #expect(try registry.face(path: path) === registry.face(path: path))
    }

    @Test func defaultChainIsTheStyleFontThenTheWorldList() throws {
        let chain = try registry.chain(for: TextStyle(family: "NanumGothic", weight: .bold))
        #expect(chain.entries.map(\.family) == ["NanumGothic"] + FontRegistry.worldFallback.map {
            $0 == FontRegistry.cjkFamily ? "Noto Sans CJK JP" : $0
        })
        #expect(chain.entries.allSatisfy { $0.weight == .bold })
        #expect(chain.emojiEntries == [chain.count - 1])
    }

    @Test func fallbackFontsOpenOnlyWhenACharacterNeedsThem() throws {
        let fresh = FontRegistry()
        let engine = TextEngine(registry: fresh)
        _ = try engine.layout("Hello 안녕", style: TextStyle())
        let chain = try fresh.chain(for: TextStyle())
        #expect(fresh.openedPaths.allSatisfy { !$0.contains("Thai") && !$0.contains("CJK") })
        _ = try engine.layout("สวัสดี", style: TextStyle())
        #expect(fresh.openedPaths.contains { $0.contains("NotoSansThai") })
        #expect(chain.count == 9)
    }

    @Test func cjkFamilyFollowsTheLanguage() {
        #expect(FontRegistry.cjkFamily(language: nil) == "Noto Sans CJK JP")
        #expect(FontRegistry.cjkFamily(language: "ko-KR") == "Noto Sans CJK KR")
        #expect(FontRegistry.cjkFamily(language: "zh-Hans") == "Noto Sans CJK SC")
        #expect(FontRegistry.cjkFamily(language: "zh_TW") == "Noto Sans CJK TC")
        #expect(FontRegistry.cjkFamily(language: "zh-Hant-HK") == "Noto Sans CJK TC")
    }

    @Test func processWideDefaultFallbackReplacesTheWorldList() throws {
        let fresh = FontRegistry()
        fresh.defaultFallback = ["NanumGothic"]
        let layout = try TextEngine(registry: fresh).layout("สวัสดี", style: TextStyle())
        #expect(layout.missingCharacters.contains("ส"))
        #expect(try fresh.chain(for: TextStyle()).entries.map(\.family) == ["DejaVu Sans", "NanumGothic"])
    }
}
