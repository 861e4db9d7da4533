import Foundation
import Testing
import TestSupport
@testable import UIKitAdapter

/// Each rule's iOS text, rewritten, type-checks against the real ViewKit in Swift 5 mode (a
/// team's usual mode), with the flags SwiftPM compiled this test target with (ViewKit and its C
/// modules), read from `.build/debug.yaml`.
@Suite struct RewrittenFixtureCompileTests {
    /// One file per rule, as an iOS team writes it.
    static let fixtures: [RewriteRule: String] = [
        .importModule: """
            import UIKit
            import SnapKit
            import Then
            import CoreGraphics
            final class ImportsView: UIView {
                let label = UILabel().then { $0.text = "Hi" }
                func place() { label.snp.makeConstraints { $0.edges.equalToSuperview() } }
            }
            """,
        .objectiveCAttribute: """
            import UIKit
            @objcMembers @IBDesignable final class OutletsView: UIView {
                @IBOutlet weak var title: UILabel!
                @IBOutlet var rows: [UIView]!
                @IBInspectable var radius: CGFloat = 4
                @GKInspectable var speed: Int = 1
                @objc(refreshNow) func refresh() {}
                @nonobjc func plain() {}
                @IBAction func tapped(_ sender: UIButton) {}
            }
            @objc enum Mode: Int { case a, b }
            """,
        .dynamicModifier: """
            import UIKit
            final class ProgressView: UIView {
                @objc dynamic var progress: Double = 0
                dynamic var other = 1
            }
            """,
        .selector: """
            import UIKit
            final class SelectorController: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(handle(gesture:)))
                    view.addGestureRecognizer(tap)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self,
                                                                        action: #selector(Self.done))
                }
                @objc private func didTap(_ sender: UIButton) {}
                @objc func handle(gesture: UITapGestureRecognizer) {}
                @objc func done() {}
            }
            """,
        .keyPath: """
            import UIKit
            let radiusPath: String = #keyPath(UIView.layer.cornerRadius)
            """,
        .canImportCondition: """
            #if canImport(UIKit)
            import UIKit
            let conditionalView = UIView()
            #else
            let conditionalView: Int = nil
            #endif
            let conditionalCheck: UIView = conditionalView
            """,
    ]

    @Test func everyRuleHasAFixture() {
        #expect(Set(Self.fixtures.keys) == Set(RewriteRule.allCases).subtracting([.importSnapshotTesting]))
    }

    @Test func everyRulesRewriteTypeChecksAgainstViewKit() throws {
        let folder = try Scratch.directory("uikit-adapter-fixtures")
        var files: [String] = []
        for (rule, source) in Self.fixtures.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let original = folder.appendingPathComponent("\(rule.rawValue).ios.swift").path
            let result = SourceRewriter().rewrite(source, path: original)
            #expect(result.appliedRules.contains(rule), "\(rule)")
            #expect(result.diagnostics.isEmpty)
            let rewritten = folder.appendingPathComponent("\(rule.rawValue).swift")
            try Data(source.utf8).write(to: URL(fileURLWithPath: original))
            try Data(result.text.utf8).write(to: rewritten)
            files.append(rewritten.path)
        }
        let flags = try Self.viewKitFlags()
        let run = try ChildProcess.run(URL(fileURLWithPath: flags.compiler),
                                       ["-typecheck", "-swift-version", "5"] + flags.arguments + files)
        #expect(run.status == 0, "\(run.standardError)")
    }

    @Test func anErrorInTheRewrittenFilePointsAtTheTeamsFileAndLine() throws {
        let folder = try Scratch.directory("uikit-adapter-location")
        let original = folder.appendingPathComponent("Broken.swift").path
        let source = "import UIKit\n@objc final class Broken: UIView {\n    @IBOutlet weak var label: UILabel!\n    let wrong: Int = \"text\"\n}\n"
        let rewritten = folder.appendingPathComponent("Broken.adapted.swift")
        try Data(SourceRewriter().rewrite(source, path: original).text.utf8).write(to: rewritten)
        let flags = try Self.viewKitFlags()
        let run = try ChildProcess.run(URL(fileURLWithPath: flags.compiler),
                                       ["-typecheck", "-swift-version", "5"] + flags.arguments + [rewritten.path])
        #expect(run.status != 0)
        #expect(run.standardError.contains("\(original):4:22: error: cannot convert value of type 'String'"), "\(run.standardError)")
    }

    /// The compiler and the search paths and C module maps of this test target's own compile.
    static func viewKitFlags() throws -> (compiler: String, arguments: [String]) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = root.appendingPathComponent(".build/debug.yaml")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
            throw FlagsError("no \(manifest.path): build with `swift build --build-tests` in the package folder")
        }
        guard let command = text.range(of: #"(?m)^  "C\.UIKitAdapterTests-[^"]*-debug\.module":$"#, options: .regularExpression),
              let argsStart = text.range(of: "args: ", range: command.upperBound..<text.endIndex),
              let lineEnd = text.range(of: "\n", range: argsStart.upperBound..<text.endIndex),
              let arguments = try JSONSerialization.jsonObject(with: Data(text[argsStart.upperBound..<lineEnd.lowerBound].utf8)) as? [String],
              let compiler = arguments.first else {
            throw FlagsError("\(manifest.path) has no compile command for UIKitAdapterTests")
        }
        var kept: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if ["-I", "-Xcc", "-module-cache-path"].contains(argument), index + 1 < arguments.count {
                kept += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            if argument.hasPrefix("-I") || argument.hasPrefix("-D") { kept.append(argument) }
            index += 1
        }
        return (compiler, kept)
    }

    struct FlagsError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
