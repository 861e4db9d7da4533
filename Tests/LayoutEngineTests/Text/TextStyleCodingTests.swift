import Foundation
import Testing
@testable import LayoutEngine

@Suite struct TextStyleCodingTests {
    @Test func missingKeysKeepTheDefaults() throws {
        let style = try JSONDecoder().decode(TextStyle.self, from: Data(#"{"size": 14, "paragraph": {"alignment": "center"}}"#.utf8))
        #expect(style == TextStyle(size: 14, paragraph: ParagraphStyle(alignment: .center)))
    }

    @Test func encodingRoundTrips() throws {
        let style = TextStyle(family: "NanumGothic", size: 12, weight: .bold, paragraph: ParagraphStyle(
            alignment: .justified, lineBreakMode: .truncateMiddle, lineBreakStrategy: .hangulWordPriority,
            numberOfLines: 3, lineHeightMultiple: 1.2, letterSpacing: -0.5))
        let decoded = try JSONDecoder().decode(TextStyle.self, from: JSONEncoder().encode(style))
        #expect(decoded == style)
    }

    @Test func unknownAlignmentIsADecodingError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ParagraphStyle.self, from: Data(#"{"alignment": "sideways"}"#.utf8))
        }
    }
}
