import Testing
import LayoutEngine

/// PanModal's placement against its source (slackhq/PanModal, `PanModalPresentable+LayoutHelpers.swift`
/// and `PanModalPresentationController.swift`) written out again here, for every height kind, both
/// states and both anchorings, on three screens.
@Suite struct PanModalLayoutTests {
    struct Screen { var name: String; var size: Size; var top: Double; var bottom: Double }
    static let screens = [
        Screen(name: "iPhone SE", size: Size(width: 375, height: 667), top: 20, bottom: 0),
        Screen(name: "iPhone 15", size: Size(width: 393, height: 852), top: 59, bottom: 34),
        Screen(name: "iPad", size: Size(width: 810, height: 1080), top: 20, bottom: 0),
    ]
    static let heights: [PanModalHeight] = [
        .maxHeight, .maxHeightWithTopInset(0), .maxHeightWithTopInset(120), .contentHeight(300),
        .contentHeight(2000), .contentHeightIgnoringSafeArea(300), .contentHeightIgnoringSafeArea(2000), .intrinsicHeight,
    ]
    /// The presented content's fitting height the layouts below are given for `.intrinsicHeight`.
    static let intrinsic = 240.0

    /// PanModal's `topMargin(from:)` with `bottomYPos = container height - topOffset`.
    static func margin(_ height: PanModalHeight, screen: Screen, topOffset: Double) -> Double {
        let bottomYPos = screen.size.height - topOffset
        switch height {
        case .maxHeight: return 0
        case .maxHeightWithTopInset(let inset): return inset
        case .contentHeight(let h): return bottomYPos - (h + screen.bottom)
        case .contentHeightIgnoringSafeArea(let h): return bottomYPos - h
        case .intrinsicHeight: return bottomYPos - (intrinsic + screen.bottom)
        }
    }

    @Test func everyHeightKindStateAndAnchoringFollowsPanModal() {
        for screen in Self.screens {
            let topOffset = screen.top + 21
            for short in Self.heights {
                for long in Self.heights {
                    for anchored in [true, false] {
                        let layout = PanModalLayout(screen: screen.size, safeArea: EdgeInsets(top: screen.top, bottom: screen.bottom),
                                                    shortFormHeight: short, longFormHeight: long, anchorModalToLongForm: anchored,
                                                    intrinsicHeight: Self.intrinsic)
                        let longY = max(Self.margin(long, screen: screen, topOffset: topOffset), 0) + topOffset
                        let shortY = max(Self.margin(short, screen: screen, topOffset: topOffset) + topOffset, longY)
                        let anchorY = anchored ? longY : topOffset
                        let what = "\(screen.name) short \(short) long \(long) anchored \(anchored)"
                        #expect(layout.longFormYPosition == longY, "\(what)")
                        #expect(layout.shortFormYPosition == shortY, "\(what)")
                        #expect(layout.anchoredYPosition == anchorY, "\(what)")
                        for (state, y) in [(PanModalState.shortForm, shortY), (.longForm, longY)] {
                            #expect(layout.yPosition(of: state) == y, "\(what) \(state)")
                            #expect(layout.presentedFrame(top: y)
                                        == Rect(x: 0, y: y, width: screen.size.width, height: screen.size.height - anchorY), "\(what) \(state)")
                            #expect(layout.dragIndicatorFrame(top: y)
                                        == Rect(x: screen.size.width / 2 - 18, y: y - 13, width: 36, height: 5), "\(what) \(state)")
                        }
                    }
                }
            }
        }
    }

    @Test func defaultsArePanModals() {
        let layout = PanModalLayout(screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
        #expect(layout.topOffset == 80)
        #expect(layout.longFormHeight == .maxHeight)
        #expect(layout.shortFormHeight == .maxHeight)
        #expect(layout.anchorModalToLongForm)
        #expect(layout.shortFormYPosition == 80 && layout.longFormYPosition == 80)
        #expect(layout.presentedFrame(top: 80).height == 772)
    }

    @Test func aShortFormTallerThanTheLongFormStopsAtTheLongForm() {
        let layout = PanModalLayout(screen: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20),
                                    shortFormHeight: .contentHeight(600), longFormHeight: .contentHeight(400))
        #expect(layout.longFormYPosition == 267)
        #expect(layout.shortFormYPosition == 267)
    }

    @Test func aLongFormTallerThanTheScreenIsCappedAtTheTopOffset() {
        let layout = PanModalLayout(screen: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20),
                                    longFormHeight: .contentHeight(5000), topOffset: 44)
        #expect(layout.longFormYPosition == 44)
    }

    @Test func theDimFadesBelowTheShortFormOverTheScreenHeight() {
        let layout = PanModalLayout(screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
                                    shortFormHeight: .contentHeight(300))
        #expect(layout.shortFormYPosition == 518)
        #expect(layout.dimFraction(top: 518) == 1)
        #expect(layout.dimFraction(top: 100) == 1)
        #expect(layout.dimFraction(top: 518 + 213) == 0.75)
        #expect(layout.dimFraction(top: 852 + 518) == 0)
    }
}
