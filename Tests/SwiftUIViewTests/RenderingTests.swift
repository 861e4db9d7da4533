import Foundation
import LayoutSnapshotTesting
import SnapshotTesting
import Testing
import ViewKit
@testable import SwiftUIViews

@Suite @MainActor
struct TextRules {
    @Test func interpolatedIntegersAreFormattedForTheLocale() {
        let key: LocalizedStringKey = "\(1000) points"
        #expect(key.resolved(locale: Locale(identifier: "en_US")) == "1,000 points")
        #expect(key.resolved(locale: Locale(identifier: "de_DE")) == "1.000 points")
    }

    @Test func interpolatedDoublesUseSwiftUIsDefaultSpecifier() {
        let key: LocalizedStringKey = "\(3.5) km, \(2.25, specifier: "%.1f")"
        #expect(key.resolved(locale: Locale(identifier: "en_US")) == "3.500000 km, 2.2")
    }

    @Test func verbatimTextIsNotFormatted() {
        let text = Text(verbatim: "\(1000)")
        #expect(text.runs.map(\.verbatim) == ["1000"])
    }

    @Test func concatenatedTextKeepsEachRunsStyle() {
        let text = Text("Bold").bold() + Text(" plain")
        let string = text.attributedString(in: EnvironmentValues())
        let boldFont = string.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        let plainFont = string.attribute(.font, at: 5, effectiveRange: nil) as? UIFont
        #expect(string.string == "Bold plain")
        #expect(boldFont?.weight == .bold)
        #expect(plainFont?.weight == .regular)
    }

    @Test func textIsMeasuredAsALabelIs() {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "Hello, world"
        #expect(idealSize(Text("Hello, world")) == label.sizeThatFits(CGSize(width: 0, height: 0)))
    }

    @Test func textWrapsWithinTheWidthOffered() {
        let one = idealSize(Text("A long line of text that wraps"))
        let wrapped = idealSize(Text("A long line of text that wraps"), ProposedViewSize(width: one.width / 2, height: nil))
        #expect(wrapped.width <= one.width / 2)
        #expect(wrapped.height > one.height)
        let limited = idealSize(Text("A long line of text that wraps").lineLimit(1), ProposedViewSize(width: one.width / 2, height: nil))
        #expect(limited == CGSize(width: one.width / 2, height: one.height))
    }

    @Test func dynamicTypeScalesTextStyles() {
        let large = idealSize(Text("Body"))
        let huge = idealSize(Text("Body").dynamicTypeSize(.accessibility5))
        #expect(huge.height > large.height * 2)
    }
}

@Suite @MainActor
struct RenderingRules {
    @Test func imageRendererIsDeterministicAndScales() throws {
        let view = ProfileCard(name: "Layla Haddad", role: "Design systems", followers: 1200).frame(width: 390)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let first = try #require(renderer.pngData())
        let again = ImageRenderer(content: view)
        again.scale = 2
        let second = try #require(again.pngData())
        #expect(first == second)
        let bitmap = try #require(renderer.bitmap())
        let size = idealSize(view)
        #expect(bitmap.width == Int((size.width * 2).rounded(.up)))
        #expect(renderer.issues.isEmpty)
    }

    @Test func imageRendererProposesItsProposedSize() throws {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: 30, height: 20)
        let bitmap = try #require(renderer.bitmap())
        #expect((bitmap.width, bitmap.height) == (30, 20))
    }

    @Test func pixelSnappingRoundsHalfAPixelUp() {
        let canvas = RenderCanvas(scale: 2, mirroredWidth: nil)
        #expect(canvas.snap(0.25) == 0.5)
        #expect(canvas.snap(0.24) == 0)
        #expect(canvas.drawnFrame(CGRect(x: 0.3, y: 0, width: 10, height: 1)) == CGRect(x: 0.5, y: 0, width: 10, height: 1))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let canvas = RenderCanvas(scale: 1, mirroredWidth: 100)
        #expect(canvas.drawnFrame(CGRect(x: 0, y: 0, width: 10, height: 10)).minX == 90)
    }

    @Test func hostingControllerDrawsInAUIKitScreen() {
        let controller = UIViewController()
        let hosting = UIHostingController(rootView: Text("Hosted").padding().background(Color.yellow))
        controller.addChild(hosting)
        controller.view.addSubview(hosting.view)
        hosting.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            hosting.view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            hosting.view.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            hosting.view.topAnchor.constraint(equalTo: controller.view.topAnchor),
            hosting.view.heightAnchor.constraint(equalToConstant: 100),
        ])
        hosting.didMove(toParent: controller)
        assertSnapshot(of: controller.view!, as: .image(size: CGSize(width: 200, height: 120)), record: .missing)
        #expect(hosting.sizeThatFits(in: CGSize(width: 200, height: 100)) == idealSize(Text("Hosted").padding()))
    }
}

struct NaNLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 50, height: 50) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: .unspecified) }
    }
}

struct Recursive: View {
    var body: some View { VStack { Recursive() } }
}

struct GeometryLoop: View {
    var body: some View { GeometryReader { _ in GeometryLoop() } }
}

@Suite @MainActor
struct BadInput {
    @Test func aLayoutPlacingASubviewAtNaNIsAFailureNamingItAndWhere() throws {
        let renderer = ImageRenderer(content: NaNLayout { Color.red.frame(width: 10, height: 10) })
        _ = try #require(renderer.pngData())
        let issue = try #require(renderer.issues.first { $0.isFailure })
        #expect(issue.message.contains("NaNLayout"))
        #expect(issue.message.contains("RenderingTests.swift:"))
        #expect(issue.message.contains("nan"))
    }

    @Test func duplicateForEachIDsAreDrawnWithSwiftUIsWarning() throws {
        let view = HStack { ForEach([1, 2, 2], id: \.self) { Text("\($0)") } }
        let renderer = ImageRenderer(content: view)
        _ = try #require(renderer.pngData())
        let issue = try #require(renderer.issues.first)
        #expect(!issue.isFailure)
        #expect(issue.message.contains("the ID 2 occurs multiple times"))
        #expect(issue.message.contains("RenderingTests.swift:"))
        #expect(frames(view, in: CGSize(width: 200, height: 50)).filter { $0.type == "Text" }.count == 3)
    }

    @Test func aViewContainingItselfStopsWithAFailure() {
        let renderer = ImageRenderer(content: Recursive())
        _ = renderer.pngData()
        #expect(renderer.issues.contains { $0.isFailure && $0.message.contains("Recursive") })
    }

    @Test func aGeometryReaderMakingItselfStopsWithAFailure() {
        let renderer = ImageRenderer(content: GeometryLoop().frame(width: 20, height: 20))
        _ = renderer.pngData()
        #expect(renderer.issues.contains { $0.isFailure && $0.message.contains("GeometryReader") })
    }

    @Test func aViewTenThousandPointsTallIsDrawn() throws {
        let renderer = ImageRenderer(content: Color.blue.frame(width: 10, height: 10_000))
        let bitmap = try #require(renderer.bitmap())
        #expect((bitmap.width, bitmap.height) == (10, 10_000))
    }

    @Test func aFlexibleViewOfferedInfinityIsAFailureNotACrash() {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = .infinity
        _ = renderer.pngData()
        #expect(renderer.issues.contains { $0.isFailure && $0.message.contains("infinity") })
    }
}
