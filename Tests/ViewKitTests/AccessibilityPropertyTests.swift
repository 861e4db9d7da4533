import Foundation
import Testing
import ViewKit

/// UIKit's accessibility properties: each class's defaults, what a team sets or overrides, and
/// frames in screen coordinates.
@MainActor
struct AccessibilityPropertyTests {
    @Test func traitsHaveUIKitsBitValues() {
        #expect(UIAccessibilityTraits.button.rawValue == 1)
        #expect(UIAccessibilityTraits.staticText.rawValue == 64)
        #expect(UIAccessibilityTraits.notEnabled.rawValue == 256)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 4096)
        #expect(UIAccessibilityTraits.header.rawValue == 65536)
        #expect(UIAccessibilityTraits.toggleButton.rawValue == 1 << 53)
    }

    @Test func aLabelIsAnElementReadAsItsText() {
        let label = UILabel()
        label.text = "Wi-Fi"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Wi-Fi")
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Wireless"
        #expect(label.accessibilityLabel == "Wireless")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Wi-Fi", "nil gives the default back, as in UIKit")
    }

    @Test func aButtonIsReadAsItsTitleDimmedWhenDisabledAndSelectedWhenSelected() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Follow")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
    }

    @Test func anImageViewIsNotAnElementButHasTheImageTrait() {
        let image = UIImageView()
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)
        #expect(!UIView().isAccessibilityElement)
        #expect(UIView().accessibilityTraits == .none)
    }

    @Test func aSubclassOverridesThePropertiesAsInUIKit() {
        final class RatingView: UIView {
            var stars = 4
            override var isAccessibilityElement: Bool { get { true } set {} }
            override var accessibilityLabel: String? { get { "Rating" } set {} }
            override var accessibilityValue: String? { get { "\(stars) of 5 stars" } set {} }
            override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
            override func accessibilityIncrement() { stars = min(5, stars + 1) }
        }
        let rating = RatingView()
        rating.accessibilityIncrement()
        let view: UIView = rating
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Rating")
        #expect(view.accessibilityValue == "5 of 5 stars")
        #expect(view.accessibilityTraits == .adjustable)
    }

    @Test func framesAndActivationPointsAreInTheTopmostAncestorsCoordinates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let card = UIView(frame: CGRect(x: 16, y: 40, width: 343, height: 120))
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        root.addSubview(card)
        card.addSubview(badge)
        #expect(badge.accessibilityFrame == CGRect(x: 26, y: 60, width: 30, height: 30))
        #expect(badge.accessibilityActivationPoint == CGPoint(x: 41, y: 75))
        badge.accessibilityActivationPoint = CGPoint(x: 30, y: 62)
        #expect(badge.accessibilityActivationPoint == CGPoint(x: 30, y: 62))
        let element = UIAccessibilityElement(accessibilityContainer: card)
        element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 100, height: 44)
        #expect(element.accessibilityFrame == CGRect(x: 16, y: 40, width: 100, height: 44))
        let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30)), in: badge)
        #expect(path.bounds == CGRect(x: 26, y: 60, width: 30, height: 30))
    }

    @Test func customActionsRunOnlyWhenPerformed() {
        var archived = false
        let action = UIAccessibilityCustomAction(name: "Archive") { _ in
            archived = true
            return true
        }
        let cell = UIView()
        cell.accessibilityCustomActions = [action]
        #expect(!archived)
        #expect(cell.accessibilityCustomActions?.first?.perform() == true)
        #expect(archived)
        #expect(!UIAccessibility.isVoiceOverRunning)
    }
}
