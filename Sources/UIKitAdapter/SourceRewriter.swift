import SwiftParser
import SwiftSyntax

/// Rewrites one Swift file written for iOS so that it compiles on Linux against ViewKit, with no
/// edit to the file itself (issue 40): imports, Objective-C attributes and modifiers,
/// `#selector`, `#keyPath` and `canImport` conditions, each a `RewriteRule`.
///
/// The rewrite works on the syntax tree (SwiftParser), so nothing inside a string or a comment is
/// touched. Every line keeps its number: the output starts with `#sourceLocation(file:line:)`
/// naming the original file, a removed attribute becomes spaces of its length (so columns hold
/// too) and a rewritten expression spans the lines it spanned. Compiler errors, `#filePath` and
/// `#line` therefore point at the team's own file and line.
public struct SourceRewriter: Sendable {
    public init() {}

    /// The rewritten text of `source`, read from `path` (the path `#sourceLocation` names).
    public func rewrite(_ source: String, path: String) -> RewriteResult {
        let tree = Parser.parse(source: source)
        let collector = EditCollector(converter: SourceLocationConverter(fileName: path, tree: tree))
        collector.walk(tree)
        var bytes = Array(source.utf8)
        for edit in collector.edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        var text = "#sourceLocation(file: \(Self.stringLiteral(path)), line: 1)\n"
        text += String(decoding: bytes, as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        text += "#sourceLocation()\n"
        if collector.importsSnapshotTesting {
            text += SnapshotDirectoryShim.declarations
        }
        return RewriteResult(text: text, diagnostics: collector.diagnostics,
                             appliedRules: Set(collector.edits.map(\.rule)))
    }

    /// `value` as a Swift string literal.
    static func stringLiteral(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}

/// What one file's rewrite produced.
public struct RewriteResult: Sendable {
    /// The Swift text to compile on Linux.
    public let text: String
    /// What the rewrite left alone because it could not read it, with file, line and column.
    public let diagnostics: [RewriteDiagnostic]
    /// The rules that changed something.
    public let appliedRules: Set<RewriteRule>
}

/// Something the rewrite could not translate; the original text stays, so the compiler reports
/// it at the same place.
public struct RewriteDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String
    /// The compiler's format, so an IDE or CI log links it: `file:line:column: warning: message`.
    public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}

/// One rewrite rule; each has tests of its own (`UIKitAdapterTests`).
public enum RewriteRule: String, Sendable, CaseIterable {
    /// `import UIKit`, `SnapKit`, `Then`, `QuartzCore` become `import ViewKit` (UIKit and
    /// QuartzCore also import Foundation, which they re-export on iOS); `CoreGraphics` becomes
    /// `Foundation`.
    case importModule
    /// `import SnapshotTesting` also imports `LayoutSnapshotTesting`.
    case importSnapshotTesting
    /// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, the `@IB...` attributes and
    /// `@GKInspectable` are removed.
    case objectiveCAttribute
    /// The `dynamic` modifier is removed.
    case dynamicModifier
    /// `#selector(didTap(_:))` becomes `Selector("didTap:")`.
    case selector
    /// `#keyPath(UIView.frame)` becomes `"frame"`.
    case keyPath
    /// `canImport(UIKit)` (and SnapKit, Then) in `#if` becomes `canImport(ViewKit)`.
    case canImportCondition
}

/// A replacement of the bytes `start..<end` of the original text.
struct RewriteEdit {
    let start: Int
    let end: Int
    let replacement: String
    let rule: RewriteRule
}
