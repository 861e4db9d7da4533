import Foundation
import Testing
@testable import UIKitAdapter

/// One test per rewrite rule: the iOS text, the exact Linux text, and the rule that applied.
/// `RewrittenFixtureCompileTests` compiles every rule's Linux text against ViewKit.
@Suite struct SourceRewriterTests {
    /// The rewritten body, without the `#sourceLocation` lines around it.
    static func body(_ source: String, path: String = "/team/Sources/ProfileUI/File.swift") -> (String, RewriteResult) {
        let result = SourceRewriter().rewrite(source, path: path)
        let header = "#sourceLocation(file: \(SourceRewriter.stringLiteral(path)), line: 1)\n"
        #expect(result.text.hasPrefix(header))
        var body = result.text.dropFirst(header.count)
        if let end = body.range(of: "#sourceLocation()\n", options: .backwards) { body = body[..<end.lowerBound] }
        // The rewrite ends the file with a line break before resetting the location.
        if !source.hasSuffix("\n") { body = body.dropLast() }
        return (String(body), result)
    }

    static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    @Test func uikitSnapKitAndThenImportViewKit() {
        let (text, result) = Self.body("import UIKit\nimport SnapKit\nimport Then\nimport QuartzCore\nimport CoreGraphics\nimport Foundation\n")
        // A shorter module name is padded, so nothing after it on the line moves.
        #expect(text == "import ViewKit; import Foundation\nimport ViewKit\nimport ViewKit\nimport ViewKit; import Foundation\nimport Foundation\(Self.spaces(2))\nimport Foundation\n")
        #expect(result.appliedRules == [.importModule])
    }

    @Test func submoduleAndDeclarationImports() {
        let (text, _) = Self.body("import UIKit.UIGestureRecognizerSubclass\nimport class UIKit.UIView\n@testable import SnapKit\n")
        #expect(text == "import ViewKit; import Foundation\(Self.spaces(7))\nimport class ViewKit.UIView\n@testable import ViewKit\n")
    }

    @Test func snapshotTestingAlsoImportsLayoutSnapshotTestingAndKeepsLinuxReferencesApart() {
        let (text, result) = Self.body("import SnapshotTesting\nimport XCTest\n")
        #expect(text == "import SnapshotTesting; import LayoutSnapshotTesting\nimport XCTest\n")
        #expect(result.appliedRules == [.importSnapshotTesting])
        #expect(result.text.hasSuffix(SnapshotDirectoryShim.declarations))
        #expect(!SourceRewriter().rewrite("import XCTest\n", path: "/a.swift").text.contains("LinuxSnapshotDirectory"))
    }

    @Test func objectiveCAttributesBecomeSpacesOfTheirLength() {
        let source = """
        @objcMembers final class A: NSObject {
            @IBOutlet weak var label: UILabel!
            @IBAction func tap(_ sender: Any) {}
            @objc(handleTap:) func handle(_ tap: Any) {}
            @nonobjc func plain() {}
            @IBInspectable var radius: CGFloat = 0
            @GKInspectable var speed = 1
            @IBSegueAction func make(_ coder: NSCoder) -> Any? { nil }
            @available(iOS 13, *) @discardableResult func kept() -> Int { 1 }
        }
        @IBDesignable final class B {}
        """
        let (text, result) = Self.body(source)
        var expected = source
        for attribute in ["@objcMembers", "@IBOutlet", "@IBAction", "@objc(handleTap:)", "@nonobjc", "@IBInspectable",
                          "@GKInspectable", "@IBSegueAction", "@IBDesignable"] {
            expected = expected.replacingOccurrences(of: attribute, with: Self.spaces(attribute.utf8.count))
        }
        #expect(text == expected)
        #expect(text.contains("    @available(iOS 13, *) @discardableResult func kept()"))
        #expect(result.appliedRules == [.objectiveCAttribute])
    }

    @Test func dynamicModifierIsRemovedButADynamicIdentifierIsKept() {
        let (text, result) = Self.body("@objc dynamic var progress: Double = 0\nlet dynamic = 1\n")
        #expect(text == "              var progress: Double = 0\nlet dynamic = 1\n")
        #expect(result.appliedRules == [.objectiveCAttribute, .dynamicModifier])
    }

    @Test func selectorBecomesTheObjectiveCName() {
        let cases: [(String, String)] = [
            ("#selector(didTap)", #"Selector("didTap")"#),
            ("#selector(didTap(_:))", #"Selector("didTap:")"#),
            ("#selector(handle(gesture:))", #"Selector("handleWithGesture:")"#),
            ("#selector(move(_:to:))", #"Selector("move:to:")"#),
            ("#selector(Self.didTap(_:))", #"Selector("didTap:")"#),
            ("#selector(ProfileView.refresh)", #"Selector("refresh")"#),
            ("#selector(getter: UIView.isHidden)", #"Selector("isHidden")"#),
            ("#selector(setter: UIView.alpha)", #"Selector("setAlpha:")"#),
            ("#selector((didTap as (Self) -> () -> Void))", #"Selector("didTap")"#),
        ]
        for (swift, linux) in cases {
            let (text, result) = Self.body("let s = \(swift)")
            #expect(text.trimmingCharacters(in: .whitespaces) == "let s = \(linux)", "\(swift)")
            #expect(result.appliedRules == [.selector])
        }
    }

    @Test func aSelectorOverSeveralLinesKeepsTheLinesAfterIt() {
        let (text, _) = Self.body("button.addTarget(self, action: #selector(\n    didTap(_:)), for: .touchUpInside)\nlet next = 1")
        #expect(text == "button.addTarget(self, action: Selector(\"didTap:\")\n               , for: .touchUpInside)\nlet next = 1")
    }

    @Test func aShorterSelectorKeepsTheColumnsAfterIt() {
        let source = "tap.addTarget(self, action: #selector(handle(_:))); x = 1"
        let (text, _) = Self.body(source)
        #expect(text == "tap.addTarget(self, action: Selector(\"handle:\")  ); x = 1")
    }

    @Test func aLongerSelectorKeepsTheLineButMovesTheColumnsAfterIt() {
        let (text, _) = Self.body("tap.addTarget(self, action: #selector(handle(tap:))); x = 1\nnext()")
        #expect(text == "tap.addTarget(self, action: Selector(\"handleWithTap:\")); x = 1\nnext()")
    }

    @Test func keyPathBecomesItsString() {
        let (text, result) = Self.body("let a = #keyPath(UIView.layer.cornerRadius)\nlet b = #keyPath(title)")
        #expect(text == "let a = \"layer.cornerRadius\"\(Self.spaces(15))\nlet b = \"title\"\(Self.spaces(8))")
        #expect(result.appliedRules == [.keyPath])
    }

    @Test func canImportUIKitConditionsAskForViewKit() {
        let (text, result) = Self.body("#if canImport(UIKit) && !canImport(AppKit)\nimport UIKit\n#elseif canImport(SnapKit)\n#endif\n")
        #expect(text == "#if canImport(ViewKit) && !canImport(AppKit)\nimport ViewKit; import Foundation\n#elseif canImport(ViewKit)\n#endif\n")
        #expect(result.appliedRules == [.canImportCondition, .importModule])
    }

    @Test func stringsAndCommentsAreNeverRewritten() {
        let source = """
        // @objc #selector(didTap) import UIKit
        /* @IBOutlet dynamic */
        let s = "@objc #selector(didTap) #keyPath(a.b)"
        let m = \"\"\"
        import UIKit
        \"\"\"
        """
        let (text, result) = Self.body(source)
        #expect(text == source)
        #expect(result.appliedRules.isEmpty)
    }

    @Test func everyLineKeepsItsNumber() {
        let source = "import UIKit\n@objc\nclass A {\n  @IBOutlet\n  var b: Int = #selector(\nf(_:\nx:)).hashValue\n  let c = #line\n}\n"
        let (text, _) = Self.body(source)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[7] == "  let c = #line")
    }

    @Test func anUnreadableSelectorIsLeftAndNamedWithItsPlace() {
        let (text, result) = Self.body("\n  let s = #selector(makeSelector())", path: "/team/A.swift")
        #expect(text == "\n  let s = #selector(makeSelector())")
        #expect(result.diagnostics == [RewriteDiagnostic(file: "/team/A.swift", line: 2, column: 11,
                                                         message: "uikit-adapter cannot read this #selector; it is left as written")])
        #expect(result.diagnostics[0].description.hasPrefix("/team/A.swift:2:11: warning: "))
    }

    @Test func theSourceLocationNamesAPathWithQuotes() {
        let result = SourceRewriter().rewrite("let a = 1", path: #"/team/a "b"\c.swift"#)
        #expect(result.text.hasPrefix(#"#sourceLocation(file: "/team/a \"b\"\\c.swift", line: 1)"# + "\n"))
    }

    @Test func theRewriteIsDeterministic() {
        let source = "import UIKit\n@objc func a() {}\nlet s = #selector(a)\n"
        #expect(SourceRewriter().rewrite(source, path: "/a.swift").text == SourceRewriter().rewrite(source, path: "/a.swift").text)
    }
}
