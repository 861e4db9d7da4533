// A card a team makes tappable: gesture recognizers and target-action, which a snapshot cannot
// see, compile and stay inert; the card draws as it does without them.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class TappableCardView: UIView, UIGestureRecognizerDelegate {
    let titleLabel = UILabel()
    let followButton = UIButton(type: .system)
    private(set) var taps = 0

    init(gestures: Bool) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        titleLabel.text = "Jane Appleseed"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        followButton.setTitle("Follow", for: .normal)
        for view in [titleLabel, followButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            followButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            heightAnchor.constraint(equalToConstant: 64),
        ])
        guard gestures else { return }
        let tap = UITapGestureRecognizer(target: self, action: Selector(("didTap:")))
        tap.delegate = self
        addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer(target: self, action: Selector(("didLongPress:")))
        addGestureRecognizer(press)
        let pan = UIPanGestureRecognizer(target: self, action: Selector(("didPan:")))
        pan.maximumNumberOfTouches = 1
        addGestureRecognizer(pan)
        tap.require(toFail: press)
        followButton.addTarget(self, action: Selector(("didTapFollow")), for: .touchUpInside)
        followButton.addAction(UIAction(title: "Count") { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
}

/// A button whose touch area reaches 10 points past its edges, as teams widen small buttons.
final class WideHitButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

/// An overlay that lets touches through to what is under it, except on its own subviews.
final class PassthroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

final class GestureTargetActionTests: XCTestCase {
    func testHitTestingFindsTheFrontMostInteractiveViewAndHonoursOverrides() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = WideHitButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        let overlay = PassthroughView(frame: screen.bounds)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        overlay.addSubview(badge)
        screen.addSubview(button)
        screen.addSubview(overlay)
        XCTAssertTrue(screen.hitTest(CGPoint(x: 95, y: 95), with: nil) === button)
        XCTAssertTrue(screen.hitTest(CGPoint(x: 10, y: 10), with: nil) === badge)
        XCTAssertTrue(screen.hitTest(CGPoint(x: 250, y: 250), with: nil) === screen)
        button.isUserInteractionEnabled = false
        XCTAssertTrue(screen.hitTest(CGPoint(x: 110, y: 110), with: nil) === screen)
        XCTAssertNil(screen.hitTest(CGPoint(x: 400, y: 10), with: nil))
    }


    func testRecognizersDrawNothing() throws {
        let plain = try TappableCardView(gestures: false).renderBitmap(size: .width(343))
        let tappable = try TappableCardView(gestures: true).renderBitmap(size: .width(343))
        XCTAssertEqual(plain, tappable)
        assertSnapshot(of: TappableCardView(gestures: true), size: .width(343), strictLayout: true)
    }

    func testRecognizersKeepUIKitsDefaultsAndNeverFire() {
        let card = TappableCardView(gestures: true)
        let recognizers = card.gestureRecognizers ?? []
        XCTAssertEqual(recognizers.count, 3)
        XCTAssertTrue(recognizers.allSatisfy { $0.view === card && $0.state == .possible && $0.isEnabled })
        let tap = recognizers[0] as? UITapGestureRecognizer
        XCTAssertEqual(tap?.numberOfTapsRequired, 1)
        XCTAssertEqual(tap?.numberOfTouchesRequired, 1)
        XCTAssertEqual(tap?.cancelsTouchesInView, true)
        XCTAssertEqual(tap?.delaysTouchesBegan, false)
        XCTAssertTrue(tap?.delegate === card)
        XCTAssertTrue(tap?.failureRequirements.first === recognizers[1])
        let press = recognizers[1] as? UILongPressGestureRecognizer
        XCTAssertEqual(press?.minimumPressDuration, 0.5)
        XCTAssertEqual(press?.allowableMovement, 10)
        let pan = recognizers[2] as? UIPanGestureRecognizer
        XCTAssertEqual(pan?.maximumNumberOfTouches, 1)
        XCTAssertEqual(pan?.velocity(in: card), .zero)
        pan?.setTranslation(CGPoint(x: 12, y: 0), in: card)
        XCTAssertEqual(pan?.translation(in: card), CGPoint(x: 12, y: 0))
        XCTAssertEqual(card.taps, 0)
        card.removeGestureRecognizer(recognizers[2])
        XCTAssertEqual(card.gestureRecognizers?.count, 2)
        XCTAssertNil(recognizers[2].view)
    }

    func testGestureLocationIsTheViewsCenter() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let target = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
        container.addSubview(target)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        target.addGestureRecognizer(tap)
        XCTAssertEqual(tap.location(in: target), CGPoint(x: 50, y: 25))
        XCTAssertEqual(tap.location(in: container), CGPoint(x: 70, y: 65))
        XCTAssertEqual(tap.numberOfTouches, 0)
        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
        XCTAssertEqual(swipe.direction, .right)
        let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        XCTAssertEqual(edge.edges, [])
        edge.edges = .left
        XCTAssertEqual(edge.edges.rawValue, 2)
    }

    func testSendActionsCallsUIActionsAndRecordsSelectors() {
        let card = TappableCardView(gestures: true)
        UIApplication.shared.removeAllSentActions()
        card.followButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(card.taps, 1)
        XCTAssertEqual(UIApplication.shared.sentActions.map(\.action), [Selector(("didTapFollow"))])
        XCTAssertTrue(UIApplication.shared.sentActions.first?.target === card)
        card.followButton.sendActions(for: .valueChanged)
        XCTAssertEqual(card.taps, 1)
        XCTAssertEqual(card.followButton.actions(forTarget: card, forControlEvent: .touchUpInside), ["didTapFollow"])
        XCTAssertEqual(card.followButton.allTargets, [AnyHashable(card)])
        XCTAssertEqual(card.followButton.allControlEvents, .touchUpInside)
        card.followButton.removeTarget(card, action: nil, for: .touchUpInside)
        XCTAssertNil(card.followButton.actions(forTarget: card, forControlEvent: .touchUpInside))
    }

    func testControlEventsHaveUIKitsRawValues() {
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 64)
        XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 4096)
        XCTAssertEqual(UIControl.Event.primaryActionTriggered.rawValue, 8192)
        XCTAssertEqual(UIControl.Event.editingChanged.rawValue, 131_072)
        XCTAssertEqual(UIControl.Event.allEditingEvents.rawValue, 0xF0000)
        XCTAssertEqual(UIControl.Event.allEvents.rawValue, 0xFFFF_FFFF)
    }

    func testAnActionOfTheSameIdentifierReplacesTheFirst() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .primaryActionTriggered)
        control.addAction(UIAction(identifier: id) { action in log.append("second from \(action.sender is UIControl)") },
                          for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(log, ["second from true"])
        control.removeAction(identifiedBy: id, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(log.count, 1)
    }

    func testTouchesAndEventsMadeByCodeConvertTheirPoint() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        container.addSubview(child)
        let touch = UITouch(location: CGPoint(x: 5, y: 5), in: child)
        XCTAssertEqual(touch.location(in: container), CGPoint(x: 15, y: 25))
        XCTAssertEqual(touch.phase, .began)
        XCTAssertEqual(touch.tapCount, 1)
        XCTAssertEqual(touch.force, 0)
        let event = UIEvent(touches: [touch])
        XCTAssertEqual(event.type, .touches)
        XCTAssertEqual(event.touches(for: child)?.count, 1)
        XCTAssertEqual(event.touches(for: container)?.count, 0)
        // A view passes touches up the responder chain, as UIKit's does: nothing happens.
        child.touchesBegan([touch], with: event)
    }
}
