import Synchronization
import Testing
@testable import LayoutEngine

/// Intrinsic content size, content hugging and compression resistance: contests resolved
/// the way UIKit resolves them (the higher priority wins, per axis).
@Suite struct IntrinsicSizeTests {
    private let screenSize = Size(width: 300, height: 300)

    @Test func anImageTakesItsIntrinsicSizeWhenNothingElseSizesIt() throws {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: screenSize)
        let icon = layout.node("icon", in: screen, intrinsicSize: Size(width: 24, height: 18))
        layout.constrain(icon) {
            $0.centerX == screen.centerX // 150 - 12
            $0.top == 10
        }
        let result = try layout.solve()
        #expect(result.frame("icon") == Rect(x: 138, y: 10, width: 24, height: 18))
        #expect(result.ambiguous.isEmpty)
    }

    @Test func aMeasureThatIgnoresTheWidthIsCalledOncePerSolve() throws {
        // A label that wraps is measured unconstrained, then at its width; a node that says its
        // height does not depend on the width is measured once and keeps its size.
        let calls = Atomic<Int>(0)
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: screenSize)
        let badge = layout.node("badge", in: screen) { _ in
            calls.add(1, ordering: .relaxed)
            return Size(width: 40, height: 20)
        }
        badge.intrinsicHeightDependsOnWidth = false
        let wrapping = layout.node("wrapping", in: screen) { width in Size(width: 500, height: width.map { 5000 / $0 } ?? 20) }
        layout.constrain(badge) { $0.top == 0; $0.left == 0 }
        layout.constrain(wrapping) { $0.frame.horizontalEdges(equalTo: screen.frame); $0.top == 30 }
        let result = try layout.solve()
        #expect(calls.load(ordering: .relaxed) == 1)
        #expect(result.frame("badge") == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame("wrapping")?.height == 17) // 5000 / 300, on the 1x grid
    }

    @Test(arguments: [(LayoutPriority.required, LayoutPriority.required), (.required, .defaultHigh), (.defaultLow, .required),
                      (.defaultLow, .defaultHigh)])
    func aWrappingNodeTakesItsHeightAtItsWidthWhateverItsVerticalPriorities(hugging: LayoutPriority,
                                                                           compression: LayoutPriority) throws {
        // The second measure moves both vertical constraints, shorter (5000 / 300 after 20) and taller
        // (200 / 20 after 4): with both required, moving one before the other would contradict it.
        let cases: [(measure: @Sendable (Double?) -> Size, height: Double)] = [
            ({ width in Size(width: 500, height: width.map { 5000 / $0 } ?? 20) }, 17),
            ({ width in Size(width: 500, height: width.map { 60_000 / $0 } ?? 4) }, 200),
        ]
        for (measure, expected) in cases {
            let layout = LayoutSystem()
            let screen = layout.root("screen", size: screenSize)
            let wrapping = layout.node("wrapping", in: screen, intrinsicSize: measure)
            wrapping.contentHugging.vertical = hugging
            wrapping.compressionResistance.vertical = compression
            layout.constrain(wrapping) { $0.frame.horizontalEdges(equalTo: screen.frame); $0.top == 30 }
            let result = try layout.solve()
            #expect(result.frame("wrapping")?.height == expected, "\(hugging) \(compression)")
        }
    }

    @Test func aTextEngineLabelWrapsToTheWidthItIsGiven() throws {
        // A real label: its natural one-line width is wider than 350, so the first pass
        // gives it one line; the second measures it at 350 and it takes the wrapped height.
        let text = "Labels measure with the text engine, and a long one wraps to the width it gets."
        let style = TextStyle(size: 17)
        let engine = TextEngine.shared
        let natural = try engine.layout(text, style: style)
        let wrapped = try engine.layout(text, style: style, maxWidth: 350)
        try #require(natural.size.width > 350 && wrapped.lines.count > 1)
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: Size(width: 390, height: 844))
        let label = layout.node("label", in: screen) { width in
            (try? engine.layout(text, style: style, maxWidth: width))?.size ?? .zero
        }
        layout.constrain(label) {
            $0.frame.horizontalEdges(equalTo: screen.frame, inset: 20)
            $0.top == 0
        }
        let frame = try #require(try layout.solve().frame("label"))
        #expect(frame == Rect(x: 20, y: 0, width: 350, height: wrapped.size.height.rounded()))
    }

    @Test func uikitsDefaultPrioritiesAre250And750() {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: screenSize)
        let label = layout.node("label", in: screen, intrinsicSize: .zero)
        #expect(label.contentHugging == PerAxis(horizontal: .defaultLow, vertical: .defaultLow))
        #expect(label.compressionResistance == PerAxis(horizontal: .defaultHigh, vertical: .defaultHigh))
    }

    /// A title and a detail label in a 300-point row, 10 apart, with the given intrinsic
    /// widths; `configure` sets priorities. Returns their solved frames.
    private func row(title titleWidth: Double, detail detailWidth: Double,
                     configure: (LayoutNode, LayoutNode) -> Void) throws -> (Rect, Rect) {
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: screenSize)
        let title = layout.node("title", in: screen, intrinsicSize: Size(width: titleWidth, height: 20))
        let detail = layout.node("detail", in: screen, intrinsicSize: Size(width: detailWidth, height: 20))
        configure(title, detail)
        layout.constrain(title) {
            $0.leading == screen.leading
            $0.top == 0
        }
        layout.constrain(detail) {
            $0.leading == title.trailing + 10
            $0.trailing == screen.trailing
            $0.top == 0
        }
        let result = try layout.solve()
        return (try #require(result.frame("title")), try #require(result.frame("detail")))
    }

    @Test func theLowerCompressionResistanceIsCompressed() throws {
        // 200 + 10 + 150 overflows 300 by 60: the label at 749 gives the 60 up.
        let titleShrinks = try row(title: 200, detail: 150) { title, _ in title.compressionResistance.horizontal = LayoutPriority(749) }
        #expect(titleShrinks.0 == Rect(x: 0, y: 0, width: 140, height: 20))
        #expect(titleShrinks.1 == Rect(x: 150, y: 0, width: 150, height: 20))
        let detailShrinks = try row(title: 200, detail: 150) { _, detail in detail.compressionResistance.horizontal = LayoutPriority(749) }
        #expect(detailShrinks.0 == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(detailShrinks.1 == Rect(x: 210, y: 0, width: 90, height: 20))
    }

    @Test func theLowerHuggingPriorityStretches() throws {
        // 50 + 10 + 60 leaves 180 over: the label at 249 takes it.
        let titleStretches = try row(title: 50, detail: 60) { title, _ in title.contentHugging.horizontal = LayoutPriority(249) }
        #expect(titleStretches.0 == Rect(x: 0, y: 0, width: 230, height: 20))
        #expect(titleStretches.1 == Rect(x: 240, y: 0, width: 60, height: 20))
        let detailStretches = try row(title: 50, detail: 60) { _, detail in detail.contentHugging.horizontal = LayoutPriority(249) }
        #expect(detailStretches.0 == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(detailStretches.1 == Rect(x: 60, y: 0, width: 240, height: 20))
    }

    @Test func aConstraintBeatsCompressionResistanceOnlyAboveIt() throws {
        // A 200-wide label asked to be 100 wide: at 751 it is, at 749 it keeps 200.
        for (priority, width) in [(751.0, 100.0), (749, 200)] {
            let layout = LayoutSystem()
            let screen = layout.root("screen", size: screenSize)
            let label = layout.node("label", in: screen, intrinsicSize: Size(width: 200, height: 20))
            layout.constrain(label) {
                $0.left == 0
                $0.top == 0
                ($0.width == 100).priority(LayoutPriority(priority))
            }
            #expect(try layout.solve().frame("label")?.width == width, "priority \(priority)")
        }
    }

    @Test func huggingAndCompressionAreSetPerAxis() throws {
        // 100 x 40 intrinsic, asked for 150 x 60 at 500: horizontal hugging raised to 750
        // keeps the width at 100; vertical hugging at the default 250 lets the height grow.
        let layout = LayoutSystem()
        let screen = layout.root("screen", size: screenSize)
        let tile = layout.node("tile", in: screen, intrinsicSize: Size(width: 100, height: 40))
        tile.contentHugging.horizontal = .defaultHigh
        layout.constrain(tile) {
            $0.left == 0
            $0.top == 0
            ($0.width == 150).priority(LayoutPriority(500))
            ($0.height == 60).priority(LayoutPriority(500))
        }
        #expect(try layout.solve().frame("tile") == Rect(x: 0, y: 0, width: 100, height: 60))
    }
}
