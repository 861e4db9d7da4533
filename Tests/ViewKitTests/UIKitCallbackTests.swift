import Foundation
import Testing
import ViewKit

/// UIKit's callbacks that layout makes: `updateConstraints()` before the solve (subviews first,
/// again after `setNeedsUpdateConstraints()`), and `traitCollectionDidChange(_:)` when a view's
/// traits differ from its last layout's (with nil the first time).
@MainActor
struct UIKitCallbackTests {
    final class Recorder: UIView {
        let name: String
        var previousStyles: [UIUserInterfaceStyle?] = []
        init(_ name: String) {
            self.name = name
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func updateConstraints() {
            journal.append("update \(name)")
            super.updateConstraints()
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previousStyles.append(previousTraitCollection?.userInterfaceStyle)
        }
    }
    @Test func updateConstraintsRunsSubviewsFirstAndAgainWhenAsked() {
        journal = []
        let root = Recorder("root"), child = Recorder("child")
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(journal == ["update child", "update root"])
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(journal.count == 2, "a layout without setNeedsUpdateConstraints() does not update constraints")
        child.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints)
        root.layoutIfNeeded()
        #expect(journal == ["update child", "update root", "update child"])
        #expect(!child.needsUpdateConstraints)
    }

    @Test func constraintsMadeInUpdateConstraintsPlaceTheView() {
        final class Card: UIView {
            let badge = UIView()
            var made = false
            override func updateConstraints() {
                if !made {
                    made = true
                    addSubview(badge)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        badge.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
                        badge.widthAnchor.constraint(equalToConstant: 20),
                        badge.heightAnchor.constraint(equalToConstant: 20),
                    ])
                }
                super.updateConstraints()
            }
        }
        let card = Card(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.layoutIfNeeded()
        #expect(card.badge.frame == CGRect(x: 172, y: 8, width: 20, height: 20))
    }

    @Test func traitChangesAreToldWithThePreviousTraits() {
        let root = Recorder("root"), child = Recorder("child")
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(child)
        root.overrideUserInterfaceStyle = .light
        root.layoutIfNeeded()
        #expect(child.previousStyles == [nil], "the first layout tells every view, with nil")
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.previousStyles == [nil], "unchanged traits are not told again")
        root.overrideUserInterfaceStyle = .dark
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.previousStyles == [nil, .light])
        #expect(root.previousStyles == [nil, .light])
    }

    @Test func aBorderColorSetInTraitCollectionDidChangeFollowsDarkMode() {
        final class Outlined: UIView {
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                    layer.borderColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
                }
            }
        }
        let view = Outlined(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.borderWidth = 1
        view.overrideUserInterfaceStyle = .dark
        view.layoutIfNeeded()
        #expect(view.layer.borderColor.map { UIColor(cgColor: $0) } == UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    }
}

/// What the recorders write, in order (each test runs whole on the main actor, without suspending).
@MainActor private var journal: [String] = []
