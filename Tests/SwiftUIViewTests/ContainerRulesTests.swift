import Foundation
import Testing
@testable import SwiftUIViews

private enum AccentNameKey: EnvironmentKey { static let defaultValue = "none" }

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

private struct AccentLabel: View {
    @Environment(\.accentName) var accentName
    @Environment(\.colorScheme) var colorScheme
    var body: some View { Text(verbatim: "\(accentName) \(colorScheme == .dark ? "dark" : "light")") }
}

@Suite @MainActor
struct ContainerRules {
    @Test func environmentValuesReachTheBody() throws {
        let tree = ViewTree(AccentLabel().environment(\.accentName, "teal").environment(\.colorScheme, .dark),
                            environment: EnvironmentValues())
        let text = try #require(tree.root as? TextNode)
        #expect(text.label.text == "teal dark")
        let plain = try #require(ViewTree(AccentLabel(), environment: EnvironmentValues()).root as? TextNode)
        #expect(plain.label.text == "none light")
    }

    @Test func firstTextBaselinesLineUp() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
        }
        let tree = ViewTree(view, environment: EnvironmentValues())
        let size = tree.size(for: .unspecified)
        tree.root.place(CGRect(origin: .zero, size: size), proposal: .unspecified)
        let texts = tree.root.children.compactMap { $0 as? TextNode }
        #expect(texts.count == 2)
        let baselines = texts.map { $0.frame.minY + ($0.explicitAlignment(VerticalAlignment.firstTextBaseline.key, in: $0.frame.size) ?? 0) }
        #expect(abs(baselines[0] - baselines[1]) < 0.001)
        #expect(texts[1].frame.minY > texts[0].frame.minY)
    }

    @Test func viewThatFitsTakesTheFirstThatFits() {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 200, height: 10)
            Color.blue.frame(width: 50, height: 10)
        }
        #expect(idealSize(view, ProposedViewSize(width: 100, height: 10)).width == 50)
        #expect(idealSize(view, ProposedViewSize(width: 300, height: 10)).width == 200)
    }

    @Test func adaptiveGridItemsMakeAsManyColumnsAsFit() {
        let grid = GridNode(columns: [GridItem(.adaptive(minimum: 80), spacing: 8)], rowSpacing: 8, children: [])
        #expect(grid.columnWidths(343).count == 3)
        #expect(grid.columnWidths(343).map(\.width).allSatisfy { abs($0 - (343 - 16) / 3) < 0.001 })
        let mixed = GridNode(columns: [GridItem(.fixed(100)), GridItem(.flexible())], rowSpacing: 8, children: [])
        #expect(mixed.columnWidths(300).map(\.width) == [100, 192])
    }

    @Test func geometryReaderTakesTheRoomOfferedAndShowsIt() {
        var seen: CGSize = .zero
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2).onAppearForTest { seen = proxy.size }
        }
        _ = frames(view, in: CGSize(width: 120, height: 80))
        #expect(seen == CGSize(width: 120, height: 80))
        #expect(idealSize(view, ProposedViewSize(width: 120, height: 80)) == CGSize(width: 120, height: 80))
    }

    @Test func zStackIsSizedByItsHighestPriorityChildren() {
        let view = ZStack {
            Color.red.frame(width: 300, height: 300)
            Color.blue.frame(width: 40, height: 20).layoutPriority(1)
        }
        #expect(idealSize(view) == CGSize(width: 40, height: 20))
    }

    @Test func scrollViewOffersItsContentNoHeight() {
        let view = ScrollView { Color.red.frame(height: 1_000) }
        #expect(idealSize(view, ProposedViewSize(width: 100, height: 200)) == CGSize(width: 100, height: 200))
    }
}

extension View {
    /// Runs `action` when the view is made (the test's window into a GeometryReader's proxy).
    func onAppearForTest(_ action: () -> Void) -> Self {
        action()
        return self
    }
}
