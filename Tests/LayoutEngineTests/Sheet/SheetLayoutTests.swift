import Testing
import LayoutEngine

/// UIKit sheet geometry (docs/sheets.md): detent values, the resting detent, dimming, frames.
@Suite struct SheetLayoutTests {
    struct Screen { var name: String; var size: Size; var insets: EdgeInsets }
    static let phones = [
        Screen(name: "iPhone SE", size: Size(width: 375, height: 667), insets: EdgeInsets(top: 20)),
        Screen(name: "iPhone 13", size: Size(width: 390, height: 844), insets: EdgeInsets(top: 47, bottom: 34)),
        Screen(name: "iPhone 15", size: Size(width: 393, height: 852), insets: EdgeInsets(top: 59, bottom: 34)),
        Screen(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), insets: EdgeInsets(top: 59, bottom: 34)),
    ]

    @Test func detentValuesPerDevice() {
        let seed = SheetDetent.safeAreaFraction("reading", 0.3)
        let detents: [SheetDetent] = [.medium, .large, seed, SheetDetent("third", .fraction(1.0 / 3)),
                                      SheetDetent("fixed", .height(200)), SheetDetent("content", .contentHeight)]
        for screen in Self.phones {
            let layout = SheetLayout(screen: screen.size, safeArea: screen.insets, detents: detents, contentHeight: 150)
            let maximum = screen.size.height - screen.insets.top - 10 - screen.insets.bottom
            let safeHeight = screen.size.height - screen.insets.top - screen.insets.bottom
            #expect(layout.maximumDetentValue == maximum, "\(screen.name)")
            #expect(layout.value(of: "large") == maximum, "\(screen.name)")
            #expect(layout.value(of: "medium") == maximum / 2, "\(screen.name)")
            #expect(layout.value(of: "reading") == safeHeight * 0.3, "\(screen.name)")
            #expect(abs(layout.value(of: "third")! - maximum / 3) < 1e-9, "\(screen.name)")
            #expect(layout.value(of: "fixed") == 200, "\(screen.name)")
            #expect(layout.value(of: "content") == 150, "\(screen.name)")
        }
    }

    @Test func iPhone15SheetFramesAtEachDetent() {
        let screen = Self.phones[2]
        for (identifier, value) in [("large", 749.0), ("medium", 374.5), ("reading", 227.7)] {
            let layout = SheetLayout(screen: screen.size, safeArea: screen.insets,
                                     detents: [.medium, .large, .safeAreaFraction("reading", 0.3)], selectedDetentIdentifier: identifier)
            #expect(abs(layout.restingValue - value) < 1e-9, "\(identifier)")
            #expect(abs(layout.frame.minY - (852 - value - 34)) < 1e-9, "\(identifier)")
            #expect(layout.frame.width == 393 && layout.frame.minX == 0)
            #expect(layout.grabberFrame(in: layout.frame) == Rect(x: 178.5, y: layout.frame.minY + 5, width: 36, height: 5))
            #expect(layout.bottomContentInset == 34)
        }
        // Large is the top safe area and the 10-point gap below the screen's top.
        #expect(SheetLayout(screen: screen.size, safeArea: screen.insets).frame.minY == 69)
    }

    @Test func theSmallestDetentIsShownWhenNoneIsSelected() {
        let layout = SheetLayout(screen: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20),
                                 detents: [.large, .medium, SheetDetent("fixed", .height(120))])
        #expect(layout.selectedDetent?.identifier == "fixed")
        let unknown = SheetLayout(screen: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20),
                                  detents: [.large, .medium], selectedDetentIdentifier: "nothing")
        #expect(unknown.selectedDetent?.identifier == "medium")
    }

    @Test func dimmingOnlyAboveTheLargestUndimmedDetent() {
        func dimmed(selected: String, undimmed: String?) -> Bool {
            SheetLayout(screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
                        detents: [.large, .safeAreaFraction("reading", 0.3), .medium],
                        selectedDetentIdentifier: selected, largestUndimmedDetentIdentifier: undimmed).isDimmed
        }
        #expect(dimmed(selected: "reading", undimmed: nil))
        #expect(!dimmed(selected: "reading", undimmed: "reading"))
        #expect(dimmed(selected: "medium", undimmed: "reading"))
        #expect(!dimmed(selected: "medium", undimmed: "medium"))
        #expect(dimmed(selected: "large", undimmed: "medium"))
        #expect(!dimmed(selected: "large", undimmed: "large"))
    }

    @Test func valuesAreClampedAndResolversMayDeactivate() {
        let layout = SheetLayout(screen: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20),
                                 detents: [SheetDetent("huge", .height(5000)), SheetDetent("off", .custom { _ in nil }),
                                           SheetDetent("negative", .fraction(-1))])
        #expect(layout.value(of: "huge") == 637)
        #expect(layout.value(of: "off") == nil)
        #expect(layout.value(of: "negative") == 0)
    }

    @Test func compactHeightDropsMediumAndIsFullHeightUnlessEdgeAttached() {
        let landscape = Size(width: 852, height: 393), insets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        let full = SheetLayout(screen: landscape, safeArea: insets, detents: [.medium, .large], selectedDetentIdentifier: "medium")
        #expect(full.isCompactHeight)
        #expect(full.value(of: "medium") == nil)
        #expect(full.frame == Rect(x: 0, y: 10, width: 852, height: 383))
        let attached = SheetLayout(screen: landscape, safeArea: insets, detents: [SheetDetent("fixed", .height(200)), .large],
                                   selectedDetentIdentifier: "fixed", prefersEdgeAttachedInCompactHeight: true)
        #expect(attached.frame == Rect(x: (852 - 393) / 2, y: 393 - 221, width: 393, height: 221))
    }

    @Test func anIPadShowsACenteredFormSheetWithoutABottomInset() {
        let layout = SheetLayout(screen: Size(width: 810, height: 1080), safeArea: EdgeInsets(top: 20),
                                 detents: [.medium], largestUndimmedDetentIdentifier: "medium")
        #expect(layout.isFormSheet)
        #expect(layout.frame == Rect(x: 135, y: 20 + (1060 - 620) / 2, width: 540, height: 620))
        #expect(layout.isDimmed)
        #expect(layout.bottomContentInset == 0)
    }

    @Test func presentationRisesFromTheBottomEdge() {
        let layout = SheetLayout(screen: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
        #expect(layout.frame(presented: 0).minY == 852)
        #expect(layout.frame(presented: 1) == layout.frame)
        #expect(layout.frame(presented: 0.5).minY == (852.0 + 69) / 2)
    }
}
