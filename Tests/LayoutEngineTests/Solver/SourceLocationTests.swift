import Testing
@testable import LayoutEngine

/// A location made from a call's `#fileID` literal is the location of the same text: messages,
/// comparisons and hashes do not tell how it was made.
@Suite struct SourceLocationTests {
    @Test func aLiteralLocationEqualsTheSameTextAndHashesAlike() {
        let literal = LayoutEngine.SourceLocation("MyModule/AlertLayout.swift", line: 12)
        let text = LayoutEngine.SourceLocation(file: "MyModule/AlertLayout.swift", line: 12)
        #expect(literal == text)
        #expect(literal.hashValue == text.hashValue)
        #expect(literal.description == "MyModule/AlertLayout.swift:12")
        #expect(literal != LayoutEngine.SourceLocation(file: "MyModule/AlertLayout.swift", line: 13))
        #expect(literal != LayoutEngine.SourceLocation(file: "MyModule/AlertView.swift", line: 12))
    }

    @Test func settingTheFileReplacesTheLiteral() {
        var location = LayoutEngine.SourceLocation("MyModule/AlertLayout.swift", line: 12)
        location.file = "MyModule/AlertView.swift"
        #expect(location == LayoutEngine.SourceLocation(file: "MyModule/AlertView.swift", line: 12))
    }
}
