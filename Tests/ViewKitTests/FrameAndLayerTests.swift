import Foundation
import Testing
import LayoutEngine
import ViewKit
import TestSupport

/// Autoresizing masks, stacks arranged in their margins, gradient and shape layers: frames and
/// scene nodes as UIKit and Core Animation give them.
@MainActor
struct FrameAndLayerTests {
    private func container(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.traitOverrides = UITraitCollection(displayScale: 2)
        return view
    }

    @Test func aFlexibleWidthFollowsTheSuperviewAndKeepsItsMargins() {
        let root = container(100, 100)
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(bar)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
    }

    @Test func flexibleMarginsShareTheChangeInProportionToTheirSizes() {
        let root = container(100, 100)
        // Left margin 10, right margin 30: of 40 more points the left takes 10, the right 30.
        let box = UIView(frame: CGRect(x: 10, y: 0, width: 60, height: 100))
        box.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
        root.addSubview(box)
        root.frame = CGRect(x: 0, y: 0, width: 140, height: 50)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 0, width: 60, height: 50))
    }

    @Test func aViewAddedToAnEmptySuperviewGrowsByTheSuperviewsWholeSize() {
        // UIKit's classic surprise: the superview was 0 wide when the bar was added.
        let root = UIView()
        root.traitOverrides = UITraitCollection(displayScale: 2)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        bar.autoresizingMask = .flexibleWidth
        root.addSubview(bar)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.layoutIfNeeded()
        #expect(bar.frame.width == 400)
    }

    @Test func noMaskKeepsTheFrame() {
        let root = container(100, 100)
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(box)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func aStackArrangedInItsMarginsInsetsItsViews() {
        let root = container(200, 200)
        let stack = UIStackView(), item = UIView()
        stack.axis = .vertical
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 6, trailing: 8)
        stack.addArrangedSubview(item)
        root.addSubview(stack)
        stack.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
        item.snp.makeConstraints { $0.height.equalTo(30) }
        root.layoutIfNeeded()
        #expect(item.frame == CGRect(x: 12, y: 4, width: 180, height: 30))
        #expect(stack.frame.height == 40)
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(item.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
    }

    private final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test func aGradientLayerFillsTheViewInUnitCoordinates() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.accessibilityIdentifier = "gradient"
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let node = try #require(view.makeScene(traits: UITraitCollection(displayScale: 1)).nodes.first)
        guard case let .linearGradient(start, end, stops)? = node.fill else {
            Issue.record("expected a linear gradient, found \(String(describing: node.fill))")
            return
        }
        #expect(start == Point(x: 0, y: 50) && end == Point(x: 200, y: 50))
        #expect(stops.map(\.location) == [0, 1])
        #expect(stops.map(\.color) == [Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 0, blue: 255)])
    }

    private final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    @Test func aShapeLayerDrawsItsPathStroked() throws {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let shape = try #require(view.layer as? CAShapeLayer)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 2, y: 3))
        path.addLine(to: CGPoint(x: 18, y: 15))
        #expect(path.bounds == CGRect(x: 2, y: 3, width: 16, height: 12))
        shape.path = path.cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 2
        shape.lineCap = .round
        let node = try #require(view.makeScene(traits: UITraitCollection(displayScale: 1)).nodes.first)
        guard case let .path(drawn, fill, stroke)? = node.content else {
            Issue.record("expected a path, found \(String(describing: node.content))")
            return
        }
        #expect(drawn.elements == [.move(Point(x: 2, y: 3)), .line(Point(x: 18, y: 15))])
        #expect(fill == nil)
        #expect(stroke?.width == 2 && stroke?.cap == .round)
    }

    @Test(.enabled(if: GrowthBenchmark.isRequested, Comment(rawValue: GrowthBenchmark.reason)))
    func aPathDrawnPointByPointGrowsInLinearTime() {
        // The thread's CPU time: other tests share the cores. Copying the path and measuring all
        // its points again at every call made twice the points cost four times as much.
        func draw(_ count: Int) {
            let path = UIBezierPath()
            path.move(to: .zero)
            for i in 1...count { path.addLine(to: CGPoint(x: Double(i), y: Double(i % 7))) }
            #expect(path.bounds == CGRect(x: 0, y: 0, width: Double(count), height: 6))
        }
        let (small, large) = fastestCPUSeconds(small: { draw(5_000) }, large: { draw(10_000) })
        #expect(large < 3 * small, "\(small) s, then \(large) s")
    }

    @Test func aPathsBoundsHoldItsControlPointsAfterARectangle() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        path.addQuadCurve(to: CGPoint(x: 2, y: 3), controlPoint: CGPoint(x: 10, y: -1))
        #expect(path.bounds == CGRect(x: 1, y: -1, width: 9, height: 7))
    }

    @Test func aPlainViewsLayerIsACALayer() {
        #expect(type(of: UIView().layer) == CALayer.self)
    }
}
