import Foundation

/// Each view's gesture recognizers, beside the view (see `ObjectAttachments`).
private let attachedRecognizers = ObjectAttachments<[UIGestureRecognizer]>()

extension UIView {
    /// The recognizers attached to the view, in the order added (nil when none, as in UIKit).
    /// They never fire in a snapshot and change nothing the view draws.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let list = attachedRecognizers.value(for: self) ?? []
            return list.isEmpty ? nil : list
        }
        set {
            for recognizer in gestureRecognizers ?? [] { recognizer.view = nil }
            for recognizer in newValue ?? [] { recognizer.view?.removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { recognizer.view = self }
            attachedRecognizers.set(newValue, for: self)
        }
    }
    /// Attaches `recognizer` (moving it from another view, as UIKit does).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        attachedRecognizers.update(self, initial: []) { $0.append(recognizer) }
    }
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.view = nil
        attachedRecognizers.update(self, initial: []) { $0.removeAll { $0 === recognizer } }
    }
}
