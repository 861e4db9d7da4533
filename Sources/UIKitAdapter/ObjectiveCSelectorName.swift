import SwiftSyntax

/// The Objective-C name Swift gives a method named in `#selector(...)`, by Swift's rules for
/// `@objc` methods (The Swift Programming Language, "Selector Expression"; SE-0022): the base
/// name, then for each argument its label and a colon, the first label joined to the base name
/// with "With" and capitalized (`handle(gesture:)` is `handleWithGesture:`), `_` adding a colon
/// alone; `getter:` names the property, `setter:` `setName:`.
enum ObjectiveCSelectorName {
    /// The selector's name, or nil when the expression is not a method or property reference.
    static func name(of arguments: LabeledExprListSyntax) -> String? {
        guard let argument = arguments.first, arguments.count == 1 else { return nil }
        guard let reference = reference(in: argument.expression) else { return nil }
        switch argument.label?.text {
        case nil:
            return methodName(reference)
        case "getter":
            return reference.argumentNames == nil ? reference.baseName : nil
        case "setter":
            guard reference.argumentNames == nil, let first = reference.baseName.first else { return nil }
            return "set" + first.uppercased() + reference.baseName.dropFirst() + ":"
        default:
            return nil
        }
    }

    /// A method reference: its base name and its argument labels (nil when written without
    /// parentheses).
    struct Reference {
        let baseName: String
        let argumentNames: [String]?
    }

    /// The last member of `expression` (`Self.didTap(_:)`, `ViewController.didTap`, `(didTap
    /// as (Self) -> () -> Void)`).
    static func reference(in expression: ExprSyntax) -> Reference? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return Reference(baseName: reference.baseName.text.trimmingBackticks,
                             argumentNames: reference.argumentNames.map { $0.arguments.map { $0.name.text } })
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return self.reference(in: ExprSyntax(member.declName))
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return self.reference(in: cast.expression)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return self.reference(in: only.expression)
        }
        // `a as T` inside parentheses parses, before operator folding, as a sequence.
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            return self.reference(in: first)
        }
        return nil
    }

    static func methodName(_ reference: Reference) -> String {
        guard let labels = reference.argumentNames, !labels.isEmpty else { return reference.baseName }
        var name = reference.baseName
        for (index, label) in labels.enumerated() {
            if label == "_" {
                name += ":"
            } else if index == 0 {
                name += "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
            } else {
                name += label + ":"
            }
        }
        return name
    }
}

extension String {
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
