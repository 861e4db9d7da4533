import Foundation
import Testing
@testable import LayoutEngine
@testable import DesignSystem
import SceneFile

@Suite struct ThemeTests {
    @Test func themeFileChangesOnlyTheTokensItNames() throws {
        let json = ##"{"colors": {"tint.n400": "#112233"}, "spacing": {"content": 12}, "radii": {"card": 20},"##
            + #" "typography": {"title": {"size": 20}}}"#
        let theme = try JSONDecoder().decode(Theme.self, from: Data(json.utf8))
        #expect(theme.colors.tintN400 == Color(hex: "#112233"))
        #expect(theme.colors.tintN600 == Theme.standard.colors.tintN600)
        #expect(theme.spacing.content == 12)
        #expect(theme.spacing.stack == 5)
        #expect(theme.radii.card == 20)
        #expect(theme.typography.title == TypeStyle(size: 20, weight: .regular))
        #expect(theme.typography.body == Theme.standard.typography.body)
    }

    @Test func emptyThemeFileIsTheStandardTheme() throws {
        #expect(try JSONDecoder().decode(Theme.self, from: Data("{}".utf8)) == Theme.standard)
    }

    @Test func unknownColorTokenIsAnErrorNamingIt() {
        let context = decodingFailure(Theme.self, ##"{"colors": {"tint.n450": "#112233"}}"##)
        #expect(context?.debugDescription.contains("tint.n450") == true)
        #expect(context?.path == ["colors", "tint.n450"])
    }

    @Test func unknownTokenErrorListsTheSetsTokens() {
        let context = decodingFailure(Theme.self, #"{"radii": {"cards": 4}}"#)
        #expect(context?.debugDescription == "unknown token \"cards\"; expected one of: "
                + RadiusTokens.tokenPaths.map(\.name).sorted().joined(separator: ", "))
    }

    @Test func tokenValueErrorsSayWhatWasExpected() {
        #expect(decodingFailure(Theme.self, #"{"spacing": {"content": -4}}"#)?.debugDescription
                == "expected a length from 0 to 1000 points, found -4.0")
        let size = decodingFailure(Theme.self, #"{"typography": {"body": {"size": 0}}}"#)
        #expect(size?.path == ["typography", "body", "size"]
                && size?.debugDescription == "expected a font size above 0 and at most 1000 points, found 0.0")
    }

    @Test func themeEncodesOnlyTheTokensItChanges() throws {
        var theme = Theme.standard
        theme.spacing.content = 12
        theme.typography.title = TypeStyle(size: 20, weight: .bold)
        let json = String(decoding: try JSONEncoder().encode(theme), as: UTF8.self)
        #expect(json.contains("\"content\":12") && !json.contains("\"stack\"") && !json.contains("colors"))
        #expect(try JSONDecoder().decode(Theme.self, from: Data(json.utf8)) == theme)
    }

    @Test func unknownSectionIsAnError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Theme.self, from: Data(#"{"colours": {}}"#.utf8))
        }
    }

    @Test func malformedColorIsAnError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Theme.self, from: Data(#"{"colors": {"dim": "black"}}"#.utf8))
        }
    }

    @Test func negativeSpacingIsAnError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Theme.self, from: Data(#"{"spacing": {"content": -4}}"#.utf8))
        }
    }

    @Test func zeroFontSizeIsAnError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Theme.self, from: Data(#"{"typography": {"body": {"size": 0}}}"#.utf8))
        }
    }

    @Test func themeLoadsFromAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID()).json")
        try Data(##"{"colors": {"pointerRed": "#FF0000"}}"##.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Theme.load(path: url.path).colors.pointerRed == Color(hex: "#FF0000"))
    }

    @Test func themeFileErrorNamesTheLineAndTheToken() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID()).json")
        try Data("{\"colors\": {\n  \"pointerRed\": \"red\"}}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try Theme.load(path: url.path)
        } throws: { error in
            let text = "\(error)"
            return text.contains(url.path + ":2:") && text.contains("colors.pointerRed")
        }
    }

    @Test func dimIsBlackAtThirtyPercent() {
        #expect(Theme.standard.colors.dim == Color(red: 0, green: 0, blue: 0, alpha: 77))
    }

    @Test func tokensCanBeLookedUpByName() {
        #expect(Theme.standard.colors[token: "grey.g800"] == Theme.standard.colors.greyG800)
        #expect(Theme.standard.spacing[token: "sheetBottom"] == 38)
        #expect(Theme.standard.radii[token: "nope"] == nil)
    }
}
