import Testing
@testable import LayoutEngine

/// Dynamic Type: Apple's published sizes, weights and leading (HIG "Typography").
@Suite struct DynamicTypeTests {
    @Test func defaultCategoryIsLargeWithBody17On22() {
        let body = DynamicType.font(for: .body)
        #expect(body.size == 17 && body.leading == 22 && body.weight == .regular)
    }

    @Test func headlineIsSemiboldAndTheOthersRegular() {
        for style in TextStyleName.allCases {
            #expect(DynamicType.font(for: style, category: .extraLarge).weight == (style == .headline ? .semibold : .regular))
        }
    }

    @Test func publishedSizesAtTheEnds() {
        #expect(DynamicType.font(for: .body, category: .extraSmall).size == 14)
        #expect(DynamicType.font(for: .body, category: .extraSmall).leading == 19)
        #expect(DynamicType.font(for: .body, category: .accessibilityExtraExtraExtraLarge).size == 53)
        #expect(DynamicType.font(for: .body, category: .accessibilityExtraExtraExtraLarge).leading == 62)
        #expect(DynamicType.font(for: .largeTitle, category: .large).size == 34)
        #expect(DynamicType.font(for: .caption2, category: .accessibilityMedium).size == 20)
    }

    @Test func sizesAndLeadingNeverShrinkAsTheCategoryGrows() {
        for style in TextStyleName.allCases {
            let fonts = ContentSizeCategory.allCases.map { DynamicType.font(for: style, category: $0) }
            for (smaller, larger) in zip(fonts, fonts.dropFirst()) {
                #expect(smaller.size <= larger.size && smaller.leading <= larger.leading, "\(style)")
                #expect(larger.leading > larger.size, "\(style): leading exceeds the size")
            }
        }
    }

    @Test func namesAreUIKitsRawValues() {
        #expect(ContentSizeCategory(rawValue: "accessibilityExtraExtraExtraLarge") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(TextStyleName.allCases.count == 11)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.large.isAccessibilityCategory)
    }

    @Test func textStyleSetsLinesLeadingApart() throws {
        let style = DynamicType.textStyle(.body, category: .large)
        let layout = try TextEngine.shared.layout("One\nTwo", style: style)
        #expect(layout.lines.map(\.height) == [22, 22])
        #expect(style.size == 17)
    }
}
