import Testing
@testable import LayoutEngine

@Suite struct LayoutSystemTests {
    private let phone = Size(width: 390, height: 844)

    @Test func aCenteredCardFollowsItsConstraints() throws {
        let layout = LayoutSystem(scale: 3)
        let screen = layout.root("screen", size: phone, safeArea: EdgeInsets(top: 47, bottom: 34))
        let title = layout.node("title", in: screen)
        let card = layout.node("card", in: screen)
        layout.constrain(title) {
            $0.top == screen.safeArea.top + 16
            $0.leading == screen.leading + 16
            $0.trailing == screen.trailing - 16
            $0.height == 24
        }
        layout.constrain(card) {
            $0.top == title.bottom + 16
            $0.width == 270
            $0.centerX == screen.centerX
            $0.height == title.height * 0.5 + 4
        }
        let result = try layout.solve()
        #expect(result.frame("title") == Rect(x: 16, y: 63, width: 358, height: 24))
        #expect(result.frame("card") == Rect(x: 60, y: 103, width: 270, height: 16))
        #expect(result.ambiguous.isEmpty)
    }

    @Test func leadingAndTrailingFlipInRightToLeftLayouts() throws {
        let layout = LayoutSystem(layoutDirection: .rightToLeft)
        let screen = layout.root("screen", size: phone)
        let badge = layout.node("badge", in: screen)
        layout.constrain(badge) {
            $0.leading == screen.leading - 16
            $0.width == 40
            $0.top == 0
            $0.height == 40
        }
        #expect(try layout.solve().frame("badge") == Rect(x: 334, y: 0, width: 40, height: 40))
    }

    @Test func framesRoundToThePixelGridAtTheEnd() throws {
        let layout = LayoutSystem(scale: 2)
        let screen = layout.root("screen", size: Size(width: 100, height: 100))
        let third = layout.node("third", in: screen)
        layout.constrain(third) {
            $0.left == 0
            $0.top == 0
            $0.width == screen.width / 3
            $0.height == 10.2
        }
        #expect(try layout.solve().frame("third") == Rect(x: 0, y: 0, width: 33.5, height: 10))
    }

    @Test func priorityLetsAPreferenceYield() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let sheet = layout.node("sheet", in: screen)
        layout.constrain(sheet) {
            $0.frame.edges(equalTo: screen.frame, insets: EdgeInsets(top: 500)).dropLast()
            ($0.height == 600).priority(.defaultHigh)
            $0.bottom <= screen.safeArea.bottom - 38
        }
        let frame = try #require(try layout.solve().frame("sheet"))
        #expect(frame.maxY == 844 - 38)
        #expect(frame.minY == 500)
    }

    @Test func unsatisfiableLayoutNamesTheDSLCallsThatConflict() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let box = layout.node("box", in: screen)
        layout.constrain(box) {
            ($0.width == 500).labeled("box width")
        }
        layout.constrain(box) {
            ($0.trailing <= screen.trailing).labeled("inside screen")
            ($0.leading >= screen.leading).labeled("leading inside")
        }
        #expect {
            try layout.solve()
        } throws: { error in
            guard let error = error as? UnsatisfiableConstraint else { return false }
            let names = ([error.constraint] + error.conflicts).map(\.label).sorted()
            // Every constraint is named by the line that made it, the root's frame included.
            return names == ["box width", "inside screen", "leading inside", "root screen width"]
                && ([error.constraint] + error.conflicts).allSatisfy { $0.location?.file == "SolverTests/LayoutSystemTests.swift" }
        }
    }

    @Test func underconstrainedAnchorsAreReportedAmbiguous() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let floating = layout.node("floating", in: screen)
        layout.constrain(floating) {
            $0.width == 10
            $0.height == 10
            $0.top == 0
        }
        #expect(try layout.solve().ambiguous == [AmbiguousAnchor(nodeID: "floating", anchor: .left)])
    }

    @Test func aMultiLineLabelGetsTheHeightOfTheWidthItIsGiven() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        // 10 points per character, 100 characters, 20-point lines.
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

    @Test func hiddenStackItemsCollapse() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let cancel = layout.node("cancel", in: screen) { _ in Size(width: 60, height: 44) }
        let ok = layout.node("ok", in: screen) { _ in Size(width: 60, height: 44) }
        cancel.isHidden = true
        let buttons = layout.stack("buttons", in: screen, axis: .horizontal, distribution: .fillEqually,
                                   spacing: 8, arranged: [cancel, ok])
        layout.constrain(buttons) {
            $0.leading == screen.leading + 16
            $0.trailing == screen.trailing - 16
            $0.top == 0
        }
        let result = try layout.solve()
        #expect(result.frame("ok") == Rect(x: 16, y: 0, width: 358, height: 44))
        #expect(result.frame("cancel")?.width == 0)
        #expect(result.localFrame("ok") == Rect(x: 0, y: 0, width: 358, height: 44))
        #expect(result.parents["ok"] == "buttons")
    }

    @Test func invalidInputIsATypedError() {
        let layout = LayoutSystem(scale: 2)
        _ = layout.root("screen", size: Size(width: .nan, height: 10))
        #expect {
            try layout.solve()
        } throws: { error in
            guard case .invalidRootSize(node: "screen", let size)? = error as? LayoutError else { return false }
            return size.width.isNaN
        }
        let other = LayoutSystem()
        let twice = other.root("a", size: phone)
        _ = other.node("a", in: twice)
        #expect(throws: LayoutError.duplicateNodeID("a")) { try other.solve() }
        let negative = LayoutSystem()
        let root = negative.root("r", size: phone)
        _ = negative.node("label", in: root) { _ in Size(width: -1, height: 4) }
        #expect(throws: LayoutError.invalidIntrinsicSize(node: "label", Size(width: -1, height: 4))) { try negative.solve() }
    }
}

@Suite struct LayoutGuideTests {
    @Test func marginsAndSafeAreaGuidesInsetTheFrame() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34))
        let card = layout.node("card", in: screen)
        card.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        let content = layout.node("content", in: card)
        layout.constrain(card) { $0.frame.edges(equalTo: screen.safeArea) }
        layout.constrain(content) { $0.frame.edges(equalTo: card.margins) }
        let result = try layout.solve()
        #expect(result.frame("card") == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(result.frame("content") == Rect(x: 16, y: 67, width: 358, height: 723))
    }

    @Test func baselinesSitAtTheTextMetrics() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: Size(width: 200, height: 200))
        let label = layout.node("label", in: screen) { _ in Size(width: 80, height: 40) }
        label.firstBaselineFromTop = 15
        label.lastBaselineFromBottom = 5
        let underline = layout.node("underline", in: screen)
        layout.constrain(label) {
            $0.left == 10
            $0.firstBaseline == screen.top + 50
        }
        layout.constrain(underline) {
            $0.top == label.lastBaseline + 2
            $0.left == label.left
            $0.width == label.width
            $0.height == 1
        }
        let result = try layout.solve()
        #expect(result.frame("label") == Rect(x: 10, y: 35, width: 80, height: 40))
        #expect(result.frame("underline") == Rect(x: 10, y: 72, width: 80, height: 1))
    }
}
