import Testing
@testable import LayoutEngine

/// The layout DSL: relations with constants and multipliers, priorities, labels, the
/// conflict message, ambiguity, and rounding to the pixel grid.
@Suite struct LayoutSystemTests {
    private let phone = Size(width: 390, height: 844)
    private let file = "LayoutEngineTests/LayoutSystemTests.swift"

    @Test func aCenteredCardFollowsItsConstraints() throws {
        let layout = LayoutSystem(scale: 3)
        let screen = layout.root("screen", size: phone, safeArea: EdgeInsets(top: 47, bottom: 34))
        let title = layout.node("title", in: screen)
        let card = layout.node("card", in: screen)
        layout.constrain(title) {
            $0.top == screen.safeArea.top + 16 // 47 + 16 = 63
            $0.leading == screen.leading + 16
            $0.trailing == screen.trailing - 16 // 390 - 32 = 358 wide
            $0.height == 24
        }
        layout.constrain(card) {
            $0.top == title.bottom + 16 // 63 + 24 + 16 = 103
            $0.width == 270
            $0.centerX == screen.centerX // 195 - 135 = 60
            $0.height == title.height * 0.5 + 4 // 16
        }
        let result = try layout.solve()
        #expect(result.frame("title") == Rect(x: 16, y: 63, width: 358, height: 24))
        #expect(result.frame("card") == Rect(x: 60, y: 103, width: 270, height: 16))
        #expect(result.ambiguous.isEmpty)
    }

    @Test func constraintBlocksTakeLoopsAndConditions() throws {
        // The footer sits 8 below the lowest of three cards (bottoms 30, 70, 50): at 78;
        // its height depends on a flag.
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let cards = [(0.0, 30.0), (40, 30), (20, 30)].enumerated().map { index, frame in
            let card = layout.node("card\(index)", in: screen)
            layout.constrain(card) {
                $0.frame.size(equalTo: Size(width: 100, height: frame.1))
                $0.top == frame.0
                $0.left == 0
            }
            return card
        }
        let tall = false
        let footer = layout.node("footer", in: screen)
        layout.constrain(footer) {
            for card in cards { $0.top >= card.bottom + 8 }
            ($0.top == 0).priority(.defaultLow)
            if tall { $0.height == 40 } else { $0.height == 20 }
            $0.frame.horizontalEdges(equalTo: screen.frame)
        }
        #expect(try layout.solve().frame("footer") == Rect(x: 0, y: 78, width: 390, height: 20))
    }

    @Test func uikitPrioritiesMapOntoSolverStrengths() {
        // The mapping documented on `Strength.priority`: 1000 required, 999 strong,
        // 500 medium, 1 weak, and UIKit's named levels keep their numbers.
        #expect(LayoutPriority.required.strength == .required)
        #expect(LayoutPriority(999).strength == .strong)
        #expect(abs(LayoutPriority(500).strength.weight - Strength.medium.weight) < 1e-9)
        #expect(abs(LayoutPriority(1).strength.weight - Strength.weak.weight) < 1e-12)
        #expect([LayoutPriority.defaultLow, .defaultHigh, .fittingSizeLevel].map(\.rawValue) == [250, 750, 50])
        #expect(LayoutPriority(251).strength > LayoutPriority.defaultLow.strength)
        #expect(!LayoutPriority(999.9).strength.isRequired)
        #expect(LayoutPriority(5000).strength == .required)
    }

    @Test func theHigherPriorityWinsAContest() throws {
        // width 100 at 751 against width 200 at 750 (defaultHigh): 100; at 749: 200.
        for (priority, width) in [(751.0, 100.0), (749, 200)] {
            let layout = LayoutSystem()
            let screen = layout.root("screen", size: phone)
            let box = layout.node("box", in: screen)
            layout.constrain(box) {
                $0.left == 0
                $0.top == 0
                $0.height == 10
                ($0.width == 100).priority(LayoutPriority(priority))
                ($0.width == 200).priority(.defaultHigh)
            }
            #expect(try layout.solve().frame("box")?.width == width, "priority \(priority)")
        }
    }

    @Test func anOptionalConstraintYieldsToARequiredBound() throws {
        // The sheet prefers 600 high but must end 38 above the safe bottom: 844 - 38 - 500.
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let sheet = layout.node("sheet", in: screen)
        layout.constrain(sheet) {
            $0.frame.horizontalEdges(equalTo: screen.frame)
            $0.top == screen.top + 500
            ($0.height == 600).priority(.defaultHigh)
            $0.bottom <= screen.safeArea.bottom - 38
        }
        #expect(try layout.solve().frame("sheet") == Rect(x: 0, y: 500, width: 390, height: 306))
    }

    @Test func anUnsatisfiableLayoutNamesEachConflictByLabelAndDSLLine() throws {
        let layout = LayoutSystem()
        let rootLine = #line + 1
        let screen = layout.root("screen", size: phone)
        let box = layout.node("box", in: screen)
        let widthLine = #line + 2
        layout.constrain(box) {
            ($0.width == 500).labeled("box width")
        }
        let insideLine = #line + 2
        layout.constrain(box) {
            ($0.trailing <= screen.trailing).labeled("inside screen")
            ($0.leading >= screen.leading).labeled("leading inside")
        }
        #expect {
            try layout.solve()
        } throws: { error in
            // The last constraint is the one rejected; the three it conflicts with are
            // named in the order they were made, each by its label and its own line.
            String(describing: error) == "unsatisfiable constraint \"leading inside\" (\(file):\(insideLine + 1)) "
                + "conflicts with \"root screen width\" (\(file):\(rootLine)), \"box width\" (\(file):\(widthLine)), "
                + "\"inside screen\" (\(file):\(insideLine))"
        }
    }

    @Test func anUnlabeledConflictIsNamedByItsDSLLine() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let box = layout.node("box", in: screen)
        let line = #line + 3
        layout.constrain(box) {
            $0.width == 100
            $0.width == 200
        }
        #expect {
            try layout.solve()
        } throws: { error in
            guard let error = error as? UnsatisfiableConstraint else { return false }
            return error.constraint.location == SourceLocation(file: file, line: line)
                && error.conflicts.map(\.location) == [SourceLocation(file: file, line: line - 1)]
                && "\(error)".hasSuffix("(\(file):\(line - 1))")
        }
    }

    @Test func underconstrainedAnchorsAreReportedByNodeAndAnchor() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let floating = layout.node("floating", in: screen)
        let stretchy = layout.node("stretchy", in: screen)
        layout.constrain(floating) {
            $0.width == 10
            $0.height == 10
            $0.top == 0
        }
        layout.constrain(stretchy) {
            $0.left == 0
            $0.top == 0
            $0.height == 10
            $0.width >= 20
        }
        let ambiguous = try layout.solve().ambiguous
        #expect(Set(ambiguous.map(\.description)) == ["floating.left", "stretchy.width"])
    }

    @Test func framesRoundToThePixelGridOfTheScaleAtTheEnd() throws {
        // x 10.2, width 20.5 (right edge 30.7), y 5.5, height 1.1 (bottom 6.6); each edge
        // rounds to the nearest 1/scale, halves away from zero, as UIKit does.
        // Scale 2: x 20.4 -> 20 px, right 61.4 -> 61 px, y 11 px, bottom 13.2 -> 13 px.
        // Scale 3: x 30.6 -> 31 px, right 92.1 -> 92 px, y 16.5 -> 17 px, bottom 19.8 -> 20 px.
        for (scale, pixels) in [(2.0, [20.0, 61, 11, 13]), (3.0, [31, 92, 17, 20])] {
            let layout = LayoutSystem(scale: scale)
            let screen = layout.root("screen", size: Size(width: 100, height: 100))
            let chip = layout.node("chip", in: screen)
            layout.constrain(chip) {
                $0.left == 10.2
                $0.width == 20.5
                $0.top == 5.5
                $0.height == 1.1
            }
            let frame = try #require(try layout.solve().frame("chip"))
            let edges = [frame.minX, frame.maxX, frame.minY, frame.maxY].map { ($0 * scale).rounded() }
            #expect(edges == pixels, "scale \(scale)")
            #expect([frame.minX, frame.maxX, frame.minY, frame.maxY].allSatisfy { abs($0 * scale - ($0 * scale).rounded()) < 1e-9 })
        }
    }

    @Test func roundingHappensOnceSoThirdsDoNotAccumulate() throws {
        // Three thirds of 100 at scale 2: edges 0, 33.33, 66.67, 100 round to 0, 33.5, 66.5,
        // 100, so the widths are 33.5, 33, 33.5 and the last still ends at 100.
        let layout = LayoutSystem(scale: 2)
        let screen = layout.root("screen", size: Size(width: 100, height: 100))
        let thirds = (0..<3).map { layout.node("third\($0)", in: screen) }
        for (index, third) in thirds.enumerated() {
            layout.constrain(third) {
                $0.width == screen.width / 3
                $0.top == 0
                $0.height == 10
                if index == 0 { $0.left == screen.left } else { $0.left == thirds[index - 1].right }
            }
        }
        let frames = try layout.solve()
        #expect(thirds.map { frames.frame($0.id)?.width } == [33.5, 33, 33.5])
        #expect(frames.frame("third2")?.maxX == 100)
    }

    @Test func aMultiLineLabelGetsTheHeightOfTheWidthItIsGiven() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        // 10 points per character, 100 characters, 20-point lines: at 350 wide, 3 lines.
        let label = layout.node("label", in: screen) { width in
            let natural = 1000.0
            guard let width, width < natural else { return Size(width: natural, height: 20) }
            return Size(width: natural, height: 20 * (natural / max(width, 1)).rounded(.up))
        }
        layout.constrain(label) {
            $0.leading == screen.leading + 20
            $0.trailing == screen.trailing - 20
            $0.top == 0
        }
        #expect(try layout.solve().frame("label") == Rect(x: 20, y: 0, width: 350, height: 60))
    }

    @Test func hiddenStackItemsCollapseAsTheAlertModalsNegativeButton() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let cancel = layout.node("cancel", in: screen, intrinsicSize: Size(width: 60, height: 44))
        let ok = layout.node("ok", in: screen, intrinsicSize: Size(width: 60, height: 44))
        let buttons = layout.stack("buttons", in: screen, axis: .horizontal, distribution: .fillEqually,
                                   spacing: 8, arranged: [cancel, ok])
        // Hiding after the stack is made still counts: stacks make their constraints in `solve`.
        cancel.isHidden = true
        layout.constrain(buttons) {
            $0.leading == screen.leading + 16
            $0.trailing == screen.trailing - 16
            $0.top == 0
        }
        let result = try layout.solve()
        // ok spans the row (390 - 32 wide, no spacing); cancel is a zero-width sliver at its start.
        #expect(result.frame("ok") == Rect(x: 16, y: 0, width: 358, height: 44))
        #expect(result.frame("cancel") == Rect(x: 16, y: 0, width: 0, height: 44))
        #expect(result.localFrame("ok") == Rect(x: 0, y: 0, width: 358, height: 44))
        #expect(result.parents["ok"] == "buttons")
    }

    @Test func aHiddenNodeOutsideAStackKeepsItsFrame() throws {
        // UIKit keeps a hidden view's constraints and intrinsic size: it is only not drawn.
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let badge = layout.node("badge", in: screen, intrinsicSize: Size(width: 80, height: 20))
        let below = layout.node("below", in: screen)
        badge.isHidden = true
        layout.constrain(badge) {
            $0.left == 10
            $0.top == 10
        }
        layout.constrain(below) {
            $0.top == badge.bottom + 4 // 10 + 20 + 4
            $0.left == 10
            $0.width == badge.width
            $0.height == 5
        }
        let result = try layout.solve()
        #expect(result.frame("badge") == Rect(x: 10, y: 10, width: 80, height: 20))
        #expect(result.frame("below") == Rect(x: 10, y: 34, width: 80, height: 5))
    }
}
