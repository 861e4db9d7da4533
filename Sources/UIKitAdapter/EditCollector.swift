import SwiftSyntax

/// Walks a file's syntax tree and collects the edits of every `RewriteRule`, each sized so that
/// the lines (and, where the new text is not longer, the columns) after it do not move.
final class EditCollector: SyntaxVisitor {
    private(set) var edits: [RewriteEdit] = []
    private(set) var diagnostics: [RewriteDiagnostic] = []
    private(set) var importsSnapshotTesting = false
    private let converter: SourceLocationConverter

    /// Attributes Swift on Linux rejects (no Objective-C runtime, no Interface Builder).
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
        "IBSegueAction", "GKInspectable",
    ]

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first else { return .skipChildren }
        let module = first.name.text
        if module == "SnapshotTesting" {
            importsSnapshotTesting = true
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(RewriteEdit(start: end, end: end, replacement: "; import LayoutSnapshotTesting",
                                     rule: .importSnapshotTesting))
        } else if let linux = ModuleMap.linuxModule(for: module) {
            // `import UIKit.UIGestureRecognizerSubclass` is ViewKit whole; `import class UIKit.UIView`
            // keeps its declaration name.
            if node.importKindSpecifier == nil {
                let foundation = ModuleMap.foundationReexporting.contains(module) ? "; import Foundation" : ""
                replace(Syntax(node.path), with: linux + foundation, rule: .importModule)
            } else {
                replace(Syntax(first.name), with: linux, rule: .importModule)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text, Self.removedAttributes.contains(name) {
            blank(Syntax(node), rule: .objectiveCAttribute)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) {
            blank(Syntax(node), rule: .dynamicModifier)
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            if let name = ObjectiveCSelectorName.name(of: node.arguments) {
                replace(Syntax(node), with: "Selector(\(SourceRewriter.stringLiteral(name)))", rule: .selector)
                return .skipChildren
            }
            warn(at: node, "uikit-adapter cannot read this #selector; it is left as written")
        case "keyPath":
            if let path = Self.keyPath(node.arguments) {
                replace(Syntax(node), with: SourceRewriter.stringLiteral(path), rule: .keyPath)
                return .skipChildren
            }
            warn(at: node, "uikit-adapter cannot read this #keyPath; it is left as written")
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            rewriteCanImport(in: Syntax(condition))
        }
        return .visitChildren
    }

    /// `canImport(UIKit)` in a `#if` condition (at any depth of `&&`, `||`, `!`).
    private func rewriteCanImport(in condition: Syntax) {
        if let call = condition.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
           let module = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
           ModuleMap.viewKitModules.contains(module.baseName.text) {
            replace(Syntax(module), with: "ViewKit", rule: .canImportCondition)
            return
        }
        for child in condition.children(viewMode: .sourceAccurate) {
            rewriteCanImport(in: child)
        }
    }

    /// `#keyPath(UIView.layer.cornerRadius)` names `layer.cornerRadius`: a leading capitalized
    /// component is the type the path starts from, as the compiler reads it.
    static func keyPath(_ arguments: LabeledExprListSyntax) -> String? {
        guard arguments.count == 1, let argument = arguments.first, argument.label == nil else { return nil }
        var components: [String] = []
        var expression = argument.expression
        while true {
            if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
                components.insert(member.declName.baseName.text.trimmingBackticks, at: 0)
                guard let base = member.base else { return nil }
                expression = base
            } else if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
                components.insert(reference.baseName.text.trimmingBackticks, at: 0)
                break
            } else {
                return nil
            }
        }
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        return components.joined(separator: ".")
    }

    // MARK: Edits that keep lines and columns

    /// Replaces `node` (without its trivia) by spaces, keeping its line breaks.
    private func blank(_ node: Syntax, rule: RewriteRule) {
        let text = node.trimmedDescription
        let blanked = String(text.utf8.map { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? Character(UnicodeScalar($0)) : " " })
        replaceRange(node, with: blanked, rule: rule)
    }

    /// Replaces `node` (without its trivia) by `replacement` on its first line, then as many line
    /// breaks as the node spanned and spaces up to the column where it ended, so what follows
    /// stays where it was; a shorter replacement on one line is padded with spaces.
    private func replace(_ node: Syntax, with replacement: String, rule: RewriteRule) {
        let original = Array(node.trimmedDescription.utf8)
        var text = replacement
        if let lastBreak = original.lastIndex(of: UInt8(ascii: "\n")) {
            let breaks = original.filter { $0 == UInt8(ascii: "\n") }.count
            text += String(repeating: "\n", count: breaks) + String(repeating: " ", count: original.count - lastBreak - 1)
        } else if replacement.utf8.count < original.count {
            text += String(repeating: " ", count: original.count - replacement.utf8.count)
        }
        replaceRange(node, with: text, rule: rule)
    }

    private func replaceRange(_ node: Syntax, with text: String, rule: RewriteRule) {
        edits.append(RewriteEdit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                                 end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text, rule: rule))
    }

    private func warn(at node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        diagnostics.append(RewriteDiagnostic(file: location.file, line: location.line, column: location.column, message: message))
    }
}
