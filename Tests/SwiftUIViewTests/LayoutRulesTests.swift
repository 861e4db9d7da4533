import Foundation
import Testing
@testable import SwiftUIViews

/// The frames of `view` laid out in `size` (centered, as a hosting view places its root), by type.
@MainActor
func frames<V: View>(_ view: V, in size: CGSize) -> [(type: String, frame: CGRect)] {
    let tree = ViewTree(view, environment: EnvironmentValues())
    let fitted = tree.size(for: ProposedViewSize(size))
    tree.root.place(CGRect(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2,
                           width: fitted.width, height: fitted.height), proposal: ProposedViewSize(size))
    return tree.frames()
}

@MainActor
func idealSize<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> CGSize {
    ViewTree(view, environment: EnvironmentValues()).size(for: proposal)
}

@Suite @MainActor
struct StackRules {
    /// "Thinking in SwiftUI": the stack offers the less flexible view (max 100) half of 150 first,
    /// 75; the other is offered the 75 left and takes its minimum, 100: 175 in all.
    @Test func flexibleFramesShareTheRoomByFlexibility() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.blue.frame(minWidth: 100)
        }
        let laidOut = frames(view, in: CGSize(width: 150, height: 100)).filter { $0.type == "frame" }
        #expect(laidOut.map(\.frame.width) == [75, 100])
        #expect(idealSize(view, ProposedViewSize(width: 150, height: 100)) == CGSize(width: 175, height: 100))
    }

    /// The SwiftUI Field Guide's HStack page: the text, least flexible, is offered a third of the
    /// 200 points less spacing and wraps, though the row has room for it on one line.
    @Test func theLeastFlexibleTextIsOfferedAThirdAndWraps() {
        let view = HStack {
            Color.purple
            Text("Hello, world")
            Color.pink
        }
        let oneLine = idealSize(Text("Hello, world"))
        let text = frames(view, in: CGSize(width: 200, height: 100)).first { $0.type == "Text" }!.frame
        #expect(oneLine.width < 200 - 16 - 20)
        #expect(text.width <= (200 - 16) / 3)
        #expect(text.height > oneLine.height)
    }

    @Test func defaultSpacingIsEightAndNoneBesideASpacer() {
        let view = HStack {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 10, height: 10)
            Spacer()
            Color.blue.frame(width: 10, height: 10)
        }
        let laidOut = frames(view, in: CGSize(width: 100, height: 10)).filter { $0.type == "frame" }.map(\.frame.minX)
        #expect(laidOut == [0, 18, 90])
    }

    @Test func spacerIsAtLeastEightPoints() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 60, height: 10)
            Spacer()
            Color.blue.frame(width: 60, height: 10)
        }
        #expect(idealSize(view, ProposedViewSize(width: 100, height: 10)).width == 128)
        #expect(idealSize(view).width == 128)
    }

    @Test func layoutPriorityIsOfferedTheRoomFirst() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20, maxWidth: 100)
            Color.blue.frame(minWidth: 20, maxWidth: 100).layoutPriority(1)
        }
        let widths = frames(view, in: CGSize(width: 150, height: 10)).filter { $0.type == "frame" }.map(\.frame.width)
        #expect(widths == [50, 100])
    }

    @Test func crossAxisAlignment() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }
        let laidOut = frames(view, in: CGSize(width: 100, height: 20)).filter { $0.type == "frame" }
        #expect(laidOut.map(\.frame.minX) == [0, 0])
        let trailing = VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }
        #expect(frames(trailing, in: CGSize(width: 100, height: 20)).filter { $0.type == "frame" }.map(\.frame.minX) == [60, 0])
    }

    @Test func alignmentGuideMovesAChild() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
        }
        let laidOut = frames(view, in: CGSize(width: 60, height: 20)).filter { $0.type == "frame" }
        #expect(laidOut.map(\.frame.minX) == [20, 0])
        #expect(idealSize(view).width == 60)
    }

    @Test func zStackIsAsBigAsItsLargestChild() {
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 30)
        }
        #expect(idealSize(view) == CGSize(width: 40, height: 30))
    }

    @Test func emptyViewsTakeNoSpacing() {
        let show = false
        let view = HStack {
            Color.red.frame(width: 10, height: 10)
            if show { Color.green.frame(width: 10, height: 10) }
            EmptyView()
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(idealSize(view).width == 28)
    }
}

@Suite @MainActor
struct FrameRules {
    @Test func fixedFrameProposesItsSizeAndCentersTheChild() {
        let view = Color.red.frame(width: 50, height: 20).frame(width: 100, height: 100)
        let laidOut = frames(view, in: CGSize(width: 100, height: 100))
        #expect(laidOut[1].frame == CGRect(x: 25, y: 40, width: 50, height: 20))
    }

    @Test func maxWidthInfinityTakesTheWidthOffered() {
        let view = Color.red.frame(width: 20, height: 20).frame(maxWidth: .infinity, alignment: .leading)
        let laidOut = frames(view, in: CGSize(width: 300, height: 20))
        #expect(laidOut[0].frame.width == 300)
        #expect(laidOut[1].frame.minX == 0)
    }

    @Test func minWidthIsKeptWhenTheChildIsSmaller() {
        #expect(idealSize(Color.red.frame(width: 30, height: 10).frame(minWidth: 100), ProposedViewSize(width: 200, height: 10)).width == 100)
    }

    @Test func minAndMaxClampTheProposal() {
        let view = Color.red.frame(width: 10, height: 10).frame(minWidth: 50, maxWidth: 80)
        #expect(idealSize(view, ProposedViewSize(width: 200, height: 10)).width == 80)
        #expect(idealSize(view, ProposedViewSize(width: 10, height: 10)).width == 50)
        #expect(idealSize(view, ProposedViewSize(width: 60, height: 10)).width == 60)
    }

    @Test func idealWidthAnswersANilProposal() {
        let view = Color.red.frame(idealWidth: 120, maxWidth: .infinity)
        #expect(idealSize(view).width == 120)
        #expect(idealSize(view.fixedSize()).width == 120)
    }

    @Test func colorIdealSizeIsTenByTen() {
        #expect(idealSize(Color.red) == CGSize(width: 10, height: 10))
        #expect(idealSize(Rectangle()) == CGSize(width: 10, height: 10))
    }

    @Test func paddingDefaultsToSixteen() {
        #expect(idealSize(Color.red.frame(width: 10, height: 10).padding()) == CGSize(width: 42, height: 42))
        #expect(idealSize(Color.red.frame(width: 10, height: 10).padding(.horizontal, 5)) == CGSize(width: 20, height: 10))
    }

    @Test func aspectRatioFitsTheProposal() {
        let view = Color.red.aspectRatio(2, contentMode: .fit)
        #expect(idealSize(view, ProposedViewSize(width: 100, height: 100)) == CGSize(width: 100, height: 50))
        let fill = Color.red.aspectRatio(2, contentMode: .fill)
        #expect(idealSize(fill, ProposedViewSize(width: 100, height: 100)) == CGSize(width: 200, height: 100))
    }

    @Test func offsetMovesTheDrawingNotTheLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7)
            Color.blue.frame(width: 10, height: 10)
        }
        let laidOut = frames(view, in: CGSize(width: 20, height: 10))
        #expect(laidOut.first { $0.type == "offset" }?.frame.minX == 0)
        #expect(laidOut.filter { $0.type == "frame" }.map(\.frame.origin) == [CGPoint(x: 5, y: 7), CGPoint(x: 10, y: 0)])
    }

    @Test func backgroundIsProposedTheViewsSize() {
        let view = Color.red.frame(width: 30, height: 20).background(Color.blue)
        let laidOut = frames(view, in: CGSize(width: 30, height: 20))
        #expect(laidOut.first { $0.type == "Color" && $0.frame.size == CGSize(width: 30, height: 20) } != nil)
        #expect(idealSize(view) == CGSize(width: 30, height: 20))
    }
}
