import Testing
@testable import LayoutEngine

/// Bad numbers never crash a layout: each gives a typed error that says what and where.
@Suite struct LayoutErrorTests {
    private let phone = Size(width: 390, height: 844)
    private let file = "LayoutEngineTests/LayoutErrorTests.swift"

    @Test(arguments: [Size(width: .nan, height: 10), Size(width: 10, height: -1), Size(width: .infinity, height: 10)])
    func aBadRootSizeIsRejected(size: Size) {
        let layout = LayoutSystem()
        _ = layout.root("screen", size: size)
        #expect {
            try layout.solve()
        } throws: { error in
            guard case .invalidRootSize(node: "screen", let reported)? = error as? LayoutError else { return false }
            return "\(reported)" == "\(size)"
        }
    }

    @Test(arguments: [0.0, -2, .nan, .infinity])
    func aBadScaleIsRejected(scale: Double) {
        let layout = LayoutSystem(scale: scale)
        _ = layout.root("screen", size: phone)
        #expect {
            try layout.solve()
        } throws: { error in
            guard case .invalidScale(let reported)? = error as? LayoutError else { return false }
            return "\(reported)" == "\(scale)"
        }
    }

    @Test(arguments: [Size(width: -2, height: 4), Size(width: 4, height: .nan), Size(width: .infinity, height: 4)])
    func aBadIntrinsicSizeNamesTheNode(size: Size) {
        let layout = LayoutSystem()
        let root = layout.root("screen", size: phone)
        _ = layout.node("label", in: root) { _ in size }
        #expect {
            try layout.solve()
        } throws: { error in
            guard case .invalidIntrinsicSize(node: "label", let reported)? = error as? LayoutError else { return false }
            return "\(reported)" == "\(size)"
        }
    }

    @Test func aNodesNameIsWhatMessagesSayAndItsIDWhatResultsAreKeyedBy() throws {
        let layout = LayoutSystem()
        let screen = layout.root("s", name: "screen", size: phone)
        _ = layout.node("l", name: "UILabel(title)#3", in: screen) { _ in Size(width: -2, height: 1) }
        #expect(throws: LayoutError.invalidIntrinsicSize(node: "UILabel(title)#3", Size(width: -2, height: 1))) {
            try layout.solve()
        }
        // A stack's own constraints are labeled with the names; frames are reported under the ids.
        let tidy = LayoutSystem()
        let root = tidy.root("s", name: "screen", size: phone)
        let a = tidy.node("a", name: "first", in: root), b = tidy.node("b", name: "second", in: root)
        let row = tidy.stack("r", name: "row", in: root, axis: .horizontal, spacing: 10, arranged: [a, b])
        tidy.add(row.frame.edges(equalTo: root.frame) + [a.width == 100, b.width == 100])
        tidy.conflictPolicy = .breakAndReport
        let result = try tidy.solve()
        #expect(result.frame("r") != nil && result.frame("row") == nil)
        let labels = tidy.brokenConstraints.flatMap { [$0.constraint.name] + $0.conflicts.map(\.name) }
        #expect(labels.contains { $0.hasPrefix("\"row spacing after first\"") }, Comment(rawValue: "\(labels)"))
    }

    @Test func aDuplicateIDIsRejected() {
        let layout = LayoutSystem()
        let twice = layout.root("a", size: phone)
        _ = layout.node("a", in: twice)
        #expect(throws: LayoutError.duplicateNodeID("a")) { try layout.solve() }
    }

    @Test func aNodeOfAnotherSystemIsRejected() {
        let other = LayoutSystem()
        let stranger = other.root("stranger", size: phone)
        let layout = LayoutSystem()
        _ = layout.node("child", in: stranger)
        #expect(throws: LayoutError.foreignNode("stranger")) { try layout.solve() }
    }

    @Test func aNaNConstantNamesTheDSLLine() {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let box = layout.node("box", in: screen)
        let line = #line + 2
        layout.constrain(box) {
            ($0.width == .nan).labeled("box width")
        }
        #expect {
            try layout.solve()
        } throws: { error in
            (error as? NonFiniteValue)?.description == "non-finite number in constraint \"box width\" (\(file):\(line))"
        }
    }

    @Test func anInfiniteMultiplierNamesTheDSLLine() {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let box = layout.node("box", in: screen)
        let line = #line + 2
        layout.constrain(box) {
            $0.width == screen.width * .infinity
        }
        #expect {
            try layout.solve()
        } throws: { error in
            (error as? NonFiniteValue)?.description.hasSuffix("(\(file):\(line))") == true
        }
    }

    @Test func aBadStackSpacingNamesTheStack() {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let item = layout.node("item", in: screen)
        let line = #line + 1
        _ = layout.stack("row", in: screen, axis: .horizontal, spacing: .nan, arranged: [item])
        #expect {
            try layout.solve()
        } throws: { error in
            guard case .invalidNumber(node: "row", field: "spacing", let value, let location)? = error as? LayoutError else { return false }
            return value.isNaN && location == SourceLocation(file: file, line: line)
                && "\(error)" == "node 'row' (\(file):\(line)) has spacing = nan: it must be a finite number"
        }
    }

    @Test func badNumbersSetOnANodeNameTheNodeAndField() {
        let cases: [(String, (LayoutNode) -> Void)] = [
            ("customSpacingAfter", { $0.customSpacingAfter = .infinity }),
            ("layoutMargins", { $0.layoutMargins.left = .nan }),
            ("safeAreaInsets", { $0.safeAreaInsets.bottom = -.infinity }),
            ("firstBaselineFromTop", { $0.firstBaselineFromTop = .nan }),
            ("lastBaselineFromBottom", { $0.lastBaselineFromBottom = .infinity }),
        ]
        for (field, spoil) in cases {
            let layout = LayoutSystem()
            let screen = layout.root("screen", size: phone)
            let line = #line + 1
            let label = layout.node("label", in: screen)
            spoil(label)
            #expect {
                try layout.solve()
            } throws: { error in
                guard case .invalidNumber(node: "label", field: field, _, let location)? = error as? LayoutError else { return false }
                return location == SourceLocation(file: file, line: line)
            }
        }
    }

    @Test func aNegativeSolvedSizeIsAnImpossibleFrame() {
        // Insets wider than the container: 390 - 2 x 200 = -10.
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: phone)
        let line = #line + 1
        let bar = layout.node("bar", in: screen)
        layout.constrain(bar) {
            $0.frame.horizontalEdges(equalTo: screen.frame, inset: 200)
            $0.top == 0
            $0.height == 4
        }
        #expect {
            try layout.solve()
        } throws: { error in
            "\(error)" == "node 'bar' (\(file):\(line)) solved to -10.0 x 4.0 at (200.0, 0.0): "
                + "its constraints give it a negative or non-finite size"
        }
    }

    @Test func hugeButFiniteNumbersStillSolve() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: Size(width: 1e12, height: 1e12))
        let wide = layout.node("wide", in: screen)
        layout.constrain(wide) {
            $0.frame.edges(equalTo: screen.frame)
        }
        #expect(try layout.solve().frame("wide") == Rect(x: 0, y: 0, width: 1e12, height: 1e12))
    }
}

/// UIKit's `noIntrinsicMetric` (-1) on one axis is no intrinsic length there, not an error.
@Test func anIntrinsicLengthOfMinusOneIsNoIntrinsicLength() throws {
    let layout = LayoutSystem()
    let root = layout.root("screen", size: Size(width: 390, height: 844))
    let label = layout.node("label", in: root) { _ in Size(width: -1, height: 4) }
    layout.constrain(label) {
        $0.left == root.left
        $0.top == root.top
        $0.width == 120
    }
    let frames = try layout.solve()
    #expect(frames.frame("label") == Rect(x: 0, y: 0, width: 120, height: 4))
}
