import Testing
@testable import LayoutEngine

/// Every anchor of a node, and the safe-area and margins guides, placing nodes at frames
/// computed by hand in the comments.
@Suite struct AnchorTests {
    private let screenSize = Size(width: 400, height: 300)

    /// A root and a reference node `a` at (10, 20), 100 x 50.
    private func system(_ direction: LayoutDirection = .leftToRight) -> (LayoutSystem, LayoutNode, LayoutNode) {
        let layout = LayoutSystem(layoutDirection: direction)
        let screen = layout.root("screen", size: screenSize)
        let a = layout.node("a", in: screen)
        layout.constrain(a) {
            $0.left == 10
            $0.top == 20
            $0.width == 100
            $0.height == 50
        }
        return (layout, screen, a)
    }

    @Test func edgesDimensionsAndCentersPlaceNodes() throws {
        let (layout, screen, a) = system()
        let b = layout.node("b", in: screen)
        let c = layout.node("c", in: screen)
        layout.constrain(b) {
            $0.left == a.right + 5 // 10 + 100 + 5 = 115
            $0.top == a.bottom + 5 // 20 + 50 + 5 = 75
            $0.width == a.width * 0.5 // 50
            $0.height == a.height - 10 // 40
        }
        layout.constrain(c) {
            $0.centerX == a.centerX // 60, so x = 60 - 10
            $0.centerY == a.centerY // 45, so y = 45 - 5
            $0.width == 20
            $0.height == 10
        }
        let result = try layout.solve()
        #expect(result.frame("a") == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(result.frame("b") == Rect(x: 115, y: 75, width: 50, height: 40))
        #expect(result.frame("c") == Rect(x: 50, y: 40, width: 20, height: 10))
        #expect(result.ambiguous.isEmpty)
    }

    @Test func leadingAndTrailingAreLeftAndRightInLeftToRightLayouts() throws {
        let (layout, screen, a) = system()
        let d = layout.node("d", in: screen)
        layout.constrain(d) {
            $0.leading == a.trailing + 8 // 110 + 8 = 118
            $0.trailing == screen.trailing - 2 // 398, so width 280
            $0.top == a.top
            $0.height == 10
        }
        #expect(try layout.solve().frame("d") == Rect(x: 118, y: 20, width: 280, height: 10))
    }

    @Test func leadingAndTrailingMirrorInRightToLeftLayouts() throws {
        // As UIKit: the same constants read from the right. a's leading (right) edge is 10
        // in from the screen's right: x = 400 - 10 - 100 = 290; d starts 8 after a's
        // trailing (left) edge, at 290 - 8 = 282, and ends 2 in from the screen's left.
        let layout = LayoutSystem(layoutDirection: .rightToLeft)
        let screen = layout.root("screen", size: screenSize)
        let a = layout.node("a", in: screen)
        let d = layout.node("d", in: screen)
        layout.constrain(a) {
            $0.leading == screen.leading + 10
            $0.top == 20
            $0.width == 100
            $0.height == 50
        }
        layout.constrain(d) {
            $0.leading == a.trailing + 8
            $0.trailing == screen.trailing - 2
            $0.top == a.top
            $0.height == 10
        }
        let result = try layout.solve()
        #expect(result.frame("a") == Rect(x: 290, y: 20, width: 100, height: 50))
        #expect(result.frame("d") == Rect(x: 2, y: 20, width: 280, height: 10))
    }

    @Test func leadingInequalitiesKeepTheirMeaningInRightToLeftLayouts() throws {
        // "e starts at least 20 after a" wins over e's weak pull to the screen's leading
        // edge. LTR: a ends at 110, e.x = 130. RTL: a ends (its left edge) at 290,
        // e's right edge is at 270, e.x = 220.
        for (direction, x) in [(LayoutDirection.leftToRight, 130.0), (.rightToLeft, 220.0)] {
            let layout = LayoutSystem(layoutDirection: direction)
            let screen = layout.root("screen", size: screenSize)
            let a = layout.node("a", in: screen)
            let e = layout.node("e", in: screen)
            layout.constrain(a) {
                $0.leading == screen.leading + 10
                $0.top == 0
                $0.width == 100
                $0.height == 10
            }
            layout.constrain(e) {
                $0.leading >= a.trailing + 20
                ($0.leading == screen.leading).priority(.defaultLow)
                $0.top == 0
                $0.width == 50
                $0.height == 10
            }
            #expect(try layout.solve().frame("e") == Rect(x: x, y: 0, width: 50, height: 10), "\(direction)")
        }
    }

    @Test func mixingLeadingWithLeftOrCenterXIsRejectedInRightToLeftLayouts() throws {
        // In a left-to-right layout leading is left, so mixing them is harmless.
        for (direction, rejected) in [(LayoutDirection.leftToRight, false), (.rightToLeft, true)] {
            for mix in 0..<2 {
                let layout = LayoutSystem(layoutDirection: direction)
                let screen = layout.root("screen", size: screenSize)
                let tag = layout.node("tag", in: screen)
                let line = #line + 2
                layout.constrain(tag) {
                    if mix == 0 { $0.leading == screen.left + 10 } else { $0.centerX == screen.leading }
                    $0.width == 10
                    $0.top == 0
                    $0.height == 10
                }
                do {
                    _ = try layout.solve()
                    #expect(!rejected, "\(direction) \(mix)")
                } catch let LayoutError.mixedDirections(constraint) {
                    #expect(rejected && constraint.hasSuffix("(LayoutEngineTests/AnchorTests.swift:\(line))"), "\(direction) \(mix)")
                }
            }
        }
    }

    @Test func baselinesFollowTextMetricsAndFallBackToEdges() throws {
        let (layout, screen, a) = system()
        let label = layout.node("label", in: screen, intrinsicSize: Size(width: 30, height: 40))
        label.firstBaselineFromTop = 12
        label.lastBaselineFromBottom = 4
        let underline = layout.node("underline", in: screen)
        let box = layout.node("box", in: screen)
        layout.constrain(label) {
            $0.left == 0
            $0.firstBaseline == a.bottom + 20 // baseline 90, so top = 90 - 12 = 78
        }
        layout.constrain(underline) {
            $0.top == label.lastBaseline // 78 + 40 - 4 = 114
            $0.left == 0
            $0.width == 30
            $0.height == 1
        }
        layout.constrain(box) {
            // a has no text: its baselines are its top (20) and bottom (70) edges.
            $0.top == a.firstBaseline
            $0.bottom == a.lastBaseline
            $0.left == 200
            $0.width == 10
        }
        let result = try layout.solve()
        #expect(result.frame("label") == Rect(x: 0, y: 78, width: 30, height: 40))
        #expect(result.frame("underline") == Rect(x: 0, y: 114, width: 30, height: 1))
        #expect(result.frame("box") == Rect(x: 200, y: 20, width: 10, height: 50))
    }

    @Test func superviewInsetsPinLeadingAndTrailing() throws {
        // "leading/trailing = superview inset 16" with 16 and 24: LTR x = 16, width
        // 400 - 40 = 360; RTL the leading inset is on the right, so x = 24.
        for (direction, x) in [(LayoutDirection.leftToRight, 16.0), (.rightToLeft, 24.0)] {
            let layout = LayoutSystem(layoutDirection: direction)
            let screen = layout.root("screen", size: screenSize)
            let bar = layout.node("bar", in: screen)
            layout.constrain(bar) {
                $0.frame.horizontalEdges(equalTo: screen.frame, inset: 16, 24)
                $0.frame.verticalEdges(equalTo: screen.frame, inset: 10)
            }
            #expect(try layout.solve().frame("bar") == Rect(x: x, y: 10, width: 360, height: 280), "\(direction)")
        }
    }

    @Test func safeAreaAndMarginGuidesInsetTheFrame() throws {
        // Safe area 47 / 34 of an 844-high screen: the card spans y 47...810. Margins
        // (20, 16, 20, 24) of the card: x 16...366, y 67...790.
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34))
        let card = layout.node("card", in: screen)
        card.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 20, right: 24)
        let content = layout.node("content", in: card)
        let badge = layout.node("badge", in: card)
        layout.constrain(card) { $0.frame.edges(equalTo: screen.safeArea) }
        layout.constrain(content) { $0.frame.edges(equalTo: card.margins) }
        layout.constrain(badge) {
            $0.centerX == card.margins.centerX // (16 + 366) / 2 = 191
            $0.centerY == card.safeArea.centerY // a non-root's safe area is its frame: 47 + 763 / 2 = 428.5
            $0.width == card.margins.width * 0.2 // 70
            $0.height == 21
        }
        let result = try layout.solve()
        #expect(result.frame("card") == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(result.frame("content") == Rect(x: 16, y: 67, width: 350, height: 723))
        #expect(result.frame("badge") == Rect(x: 156, y: 418, width: 70, height: 21))
    }

    @Test func marginsAreAbsoluteButTheirLeadingEdgeMirrors() throws {
        // UIKit's `layoutMargins` are left/right insets: in a right-to-left layout the
        // margins guide still insets 16 on the left and 24 on the right, and its leading
        // edge is the right one: 390 - 24 = 366.
        let layout = LayoutSystem(layoutDirection: .rightToLeft)
        let screen = layout.root("screen", size: Size(width: 390, height: 100))
        screen.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 24)
        let chip = layout.node("chip", in: screen)
        layout.constrain(chip) {
            $0.leading == screen.margins.leading
            $0.width == 50
            $0.top == 0
            $0.height == 10
        }
        #expect(try layout.solve().frame("chip") == Rect(x: 316, y: 0, width: 50, height: 10))
    }
}
