// Animations as a team writes them. Block animations jump to their end and call their
// completions; Core Animation's animations are drawn at a time by the layout engine's timeline.
import XCTest
import LayoutSnapshot
import LayoutEngine
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class BadgeView: UIView {
    let badge = UIView(frame: CGRect(x: 110, y: 30, width: 60, height: 60))
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        badge.accessibilityIdentifier = "badge"
        badge.backgroundColor = .red
        badge.layer.cornerRadius = 12
        addSubview(badge)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The badge flies in from the left, fading in, growing and turning from red to blue.
    func animateIn() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 30, y: 60))
        move.toValue = NSValue(cgPoint: CGPoint(x: 170, y: 60))
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.5
        grow.toValue = 1
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = UIColor.red.cgColor
        tint.toValue = UIColor.blue.cgColor
        let group = CAAnimationGroup()
        group.animations = [fade, move, grow, tint]
        group.duration = 1
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        badge.layer.add(group, forKey: "appear")
    }
}

final class AnimationTests: XCTestCase {
    private func node(_ id: String, in nodes: [SceneNode]) -> SceneNode? {
        for node in nodes {
            if node.id == id { return node }
            if let found = self.node(id, in: node.children) { return found }
        }
        return nil
    }

    func testBlockAnimationsApplyTheirFinalValuesAndComplete() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        XCTAssertEqual(view.alpha, 0)
        UIView.animate(withDuration: 0.5, delay: 0.2, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       options: [.curveEaseOut, .allowUserInteraction], animations: {
                           view.transform = CGAffineTransform(scaleX: 2, y: 2)
                           XCTAssertEqual(UIView.inheritedAnimationDuration, 0.5)
                       }) { finished.append($0) }
        XCTAssertEqual(view.transform.a, 2)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 10 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 80 }
        }) { finished.append($0) }
        XCTAssertEqual(view.center.x, 80)
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: { view.backgroundColor = .red },
                          completion: { finished.append($0) })
        XCTAssertEqual(finished, [true, true, true, true])
        XCTAssertEqual(UIView.AnimationOptions.curveLinear.rawValue, 3 << 16)
        XCTAssertEqual(UIView.AnimationOptions.transitionCrossDissolve.rawValue, 5 << 20)
    }

    func testAPropertyAnimatorFinishesAtOnceAtTheEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) { view.alpha = 0.2 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.alpha, 1)
        animator.startAnimation()
        XCTAssertEqual(view.alpha, 0.2)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(animator.fractionComplete, 1)

        let scrubbed = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.alpha = 1 }
        scrubbed.addCompletion { positions.append($0) }
        scrubbed.pauseAnimation()
        scrubbed.fractionComplete = 0.5
        XCTAssertEqual(scrubbed.state, .active)
        scrubbed.stopAnimation(false)
        XCTAssertEqual(scrubbed.state, .stopped)
        scrubbed.finishAnimation(at: .start)
        XCTAssertEqual(positions, [.end, .start])
        XCTAssertEqual(view.alpha, 1)
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [],
                                                                     animations: { view.alpha = 0.5 }) { positions.append($0) }
        XCTAssertEqual(running.state, .inactive)
        XCTAssertEqual(positions.last, .end)
    }

    func testATransactionRunsItsCompletionAtCommitAndDelegatesHearStartAndStop() {
        final class Listener: NSObject, CAAnimationDelegate {
            var log: [String] = []
            func animationDidStart(_ anim: CAAnimation) { log.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
        }
        let listener = Listener()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        CATransaction.setCompletionBlock { listener.log.append("completion") }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.repeatCount = .greatestFiniteMagnitude
        spin.delegate = listener
        view.layer.add(spin, forKey: "spin")
        XCTAssertEqual(listener.log, ["start"])
        CATransaction.commit()
        XCTAssertEqual(listener.log, ["start", "stop true", "completion"])
        XCTAssertEqual(view.layer.animationKeys(), ["spin"])
        XCTAssertEqual(view.layer.animation(forKey: "spin")?.duration, 0.6)
        view.layer.removeAnimation(forKey: "spin")
        XCTAssertNil(view.layer.animationKeys())
    }

    func testABasicAnimationIsDrawnAtATime() throws {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        view.animateIn()
        // Without a time: the model values, as UIKit's screen shows the instant the animation is added.
        let model = try XCTUnwrap(node("badge", in: view.makeScene(size: .current).nodes))
        XCTAssertEqual(model.opacity, 1)
        XCTAssertTrue(model.transform.isIdentity)
        // Half way: opacity 0.5, scale 0.75, x 100 (the model's 140 less 40), red half way to blue.
        let half = try XCTUnwrap(node("badge", in: view.makeScene(size: .current, at: 0.5).nodes))
        XCTAssertEqual(half.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(half.transform.a, 0.75, accuracy: 1e-9)
        XCTAssertEqual(half.transform.tx, -40, accuracy: 1e-9)
        XCTAssertEqual(half.fill, .solid(Color(red: 128, green: 0, blue: 128)))
        assertSnapshot(of: view, at: 0.5, named: "halfway")
        // After the end the animation is removed on completion: the model values again.
        let after = try XCTUnwrap(node("badge", in: view.makeScene(size: .current, at: 2).nodes))
        XCTAssertEqual(after.opacity, 1)
        XCTAssertEqual(after.fill, model.fill)
    }

    func testAKeyframeAnimationHoldsItsLastValueWhenFilledForwards() throws {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = [0, -10, 10, -5, 0, 20]
        shake.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
        shake.duration = 0.5
        shake.beginTime = CACurrentMediaTime() + 0.1
        shake.fillMode = .forwards
        shake.isRemovedOnCompletion = false
        view.badge.layer.add(shake, forKey: "shake")
        let before = try XCTUnwrap(node("badge", in: view.makeScene(size: .current, at: 0.05).nodes))
        XCTAssertEqual(before.transform.tx, 0)
        let during = try XCTUnwrap(node("badge", in: view.makeScene(size: .current, at: 0.2).nodes))
        XCTAssertEqual(during.transform.tx, -10, accuracy: 1e-9)
        let held = try XCTUnwrap(node("badge", in: view.makeScene(size: .current, at: 5).nodes))
        XCTAssertEqual(held.transform.tx, 20, accuracy: 1e-9)
    }

    func testAnimationsCoreAnimationWouldRefuseAreReportedNotDrawn() throws {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let wrongType = CABasicAnimation(keyPath: "opacity")
        wrongType.toValue = "transparent"
        view.badge.layer.add(wrongType, forKey: "wrong")
        let badTiming = CABasicAnimation(keyPath: "cornerRadius")
        badTiming.toValue = 30
        badTiming.duration = -1
        badTiming.repeatCount = .nan
        view.badge.layer.add(badTiming, forKey: "timing")
        let shadow = CABasicAnimation(keyPath: "shadowOpacity")
        shadow.toValue = 1
        view.badge.layer.add(shadow, forKey: "shadow")
        let halfway = try XCTUnwrap(node("badge", in: view.makeScene(size: .current, at: 0.125).nodes))
        XCTAssertEqual(halfway.opacity, 1)
        XCTAssertEqual(halfway.cornerRadii.topLeft, 21, accuracy: 1e-9)
        let never = try XCTUnwrap(node("badge", in: view.makeScene(size: .current, at: .nan).nodes))
        XCTAssertEqual(never.cornerRadii.topLeft, 12)
    }

    func testTimingFunctionsHaveCoreAnimationsControlPoints() {
        var point = [Float](repeating: 0, count: 2)
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        XCTAssertEqual(point, [0.42, 0])
        CAMediaTimingFunction(controlPoints: 0.2, 0.8, 1.5, 1).getControlPoint(at: 2, values: &point)
        XCTAssertEqual(point, [1, 1])
        XCTAssertEqual(CAMediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
        let spring = CASpringAnimation(keyPath: "position.y")
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 100)
        XCTAssertEqual(spring.damping, 10)
        XCTAssertGreaterThan(spring.settlingDuration, 0.5)
    }
}
