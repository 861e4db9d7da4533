import Foundation
import Testing

/// The DocC articles' Swift code is compiled and run as tests: every ```swift block of an article
/// must appear, line for line (indentation aside), in the test file that holds its code.
@Suite struct DocumentationSampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each article with Swift code, and the test file that compiles it.
    static let samples = [
        "Sources/LayoutSnapshot/LayoutSnapshot.docc/SnapshotTestingOnLinux.md": "Tests/LayoutSnapshotTests/ArticleSnapshotSample.swift",
        "Sources/LayoutEngine/LayoutEngine.docc/LayoutMathAlone.md": "Tests/LayoutEngineTests/Documentation/LayoutMathArticleTests.swift",
        "Sources/SceneFile/SceneFile.docc/SceneFiles.md": "Tests/SceneFileTests/Documentation/SceneFilesArticleTests.swift",
    ]

    /// The ```swift blocks of a Markdown text, each as its lines.
    static func swiftBlocks(in markdown: String) -> [[Substring]] {
        var blocks: [[Substring]] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `block` appears as consecutive lines of `source`, each line compared without its
    /// leading and trailing spaces.
    static func source(_ source: String, contains block: [Substring]) -> Bool {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let wanted = block.map { $0.trimmingCharacters(in: .whitespaces) }
        guard !wanted.isEmpty, wanted.count <= lines.count else { return false }
        return (0...(lines.count - wanted.count)).contains { Array(lines[$0..<($0 + wanted.count)]) == wanted }
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("every Swift block of every article is in its compiled test file", arguments: samples.keys.sorted())
    func articleCodeIsCompiled(article: String) throws {
        let blocks = Self.swiftBlocks(in: try Self.read(article))
        let source = try Self.read(Self.samples[article]!)
        #expect(!blocks.isEmpty, "\(article) has no Swift block")
        for (index, block) in blocks.enumerated() {
            #expect(Self.source(source, contains: block),
                    "\(article): Swift block \(index + 1) is not in \(Self.samples[article]!):\n\(block.joined(separator: "\n"))")
        }
    }

    @Test("every DocC article with Swift code names its test file")
    func everyArticleWithCodeIsListed() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        let articles = files.filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.map { "Sources/" + $0 }
        #expect(articles.count >= 3)
        for article in articles where !Self.swiftBlocks(in: try Self.read(article)).isEmpty {
            #expect(Self.samples[article] != nil, "\(article) has Swift code but no test file compiling it")
        }
    }

    @Test("a block changed in the article is not found in the test file")
    func aChangedBlockIsCaught() {
        let source = "struct A {\n    func f() {\n        let x = 1\n        print(x)\n    }\n}\n"
        let article = "Text.\n\n```swift\nlet x = 1\nprint(x)\n```\n\n```swift\nlet x = 2\nprint(x)\n```\n"
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.count == 2)
        #expect(Self.source(source, contains: blocks[0]))
        #expect(!Self.source(source, contains: blocks[1]))
    }
}
