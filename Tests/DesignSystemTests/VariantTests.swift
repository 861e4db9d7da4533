import Foundation
import Testing
@testable import LayoutEngine
@testable import DesignSystem
import SceneFile
import ViewKit

/// Variant matrices: their combinations and names, the list and file forms, and what each axis
/// does to a screen of components.
@Suite struct VariantTests {
    @Test func matrixIsEveryCombinationLeftAxisSlowest() {
        let matrix = Variants.devices([.iphone15, .iphoneSE]) * .appearances(.all)
            * .contentSizes([.large, .accessibilityExtraExtraExtraLarge]) * .layoutDirections(.all)
        let names = matrix.combinations.map(\.name)
        #expect(names.count == 16)
        #expect(Set(names).count == 16)
        #expect(Array(names.prefix(3)) == ["iphone15-light-l-ltr", "iphone15-light-l-rtl", "iphone15-light-ax5-ltr"])
        #expect(names.last == "iphoneSE-dark-ax5-rtl")
    }

    @Test func nameListsOnlyTheAxesSetInAFixedOrder() {
        #expect(Variant(layoutDirection: .rightToLeft, locale: "ar-EG").name == "rtl-ar-EG")
        #expect(Variant(device: .ipad, contentSize: .extraSmall).name == "ipad-xs")
        #expect(Variant().name.isEmpty)
        #expect(Variant().description == "default")
    }

    @Test func variantTraitsCarryEveryAxisAndTheDeviceScale() {
        let traits = Variant(device: .iphoneSE, appearance: .dark, contentSize: .accessibilityMedium,
                             layoutDirection: .rightToLeft).traits
        #expect(traits.displayScale == 2)
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.preferredContentSizeCategory == .accessibilityMedium)
        #expect(traits.layoutDirection == .rightToLeft)
        #expect(Variant().traits == UITraitCollection())
    }

    @Test func listIsOneCombinationPerItemWithPlusJoiningAxes() throws {
        #expect(try Variants(parsing: "dark,rtl,ax5").combinations.map(\.name) == ["dark", "rtl", "ax5"])
        #expect(try Variants(parsing: "dark+ax5,iphoneSE, ko").combinations.map(\.name) == ["dark-ax5", "iphoneSE", "ko"])
    }

    @Test(arguments: [("purple", "unknown variant \"purple\""), ("dark+light", "sets the same axis twice"),
                      ("dark,,rtl", "unknown variant \"\""), ("KO", "unknown variant \"KO\""), ("../x", "unknown variant \"../x\"")])
    func badListIsAnErrorNamingTheValue(list: String, message: String) {
        #expect(throws: Variants.ParseError.self) { try Variants(parsing: list) }
        do { _ = try Variants(parsing: list) } catch { #expect(error.description.contains(message), "\(error)") }
    }

    @Test func matrixFileIsTheProductOfItsAxes() throws {
        let json = #"{"layoutDirections": ["ltr", "rtl"], "appearances": ["light", "dark"], "devices": ["iphoneSE"]}"#
        let matrix = try JSONDecoder().decode(Variants.self, from: Data(json.utf8))
        #expect(matrix.combinations.map(\.name) == ["iphoneSE-light-ltr", "iphoneSE-light-rtl", "iphoneSE-dark-ltr", "iphoneSE-dark-rtl"])
    }

    @Test func matrixFileValueOnTheWrongAxisIsAnError() {
        let context = decodingFailure(Variants.self, #"{"appearances": ["rtl"]}"#)
        #expect(context?.path == ["appearances"])
        #expect(context?.debugDescription.contains("\"rtl\" is not one of the appearances") == true)
        #expect(decodingFailure(Variants.self, #"{"colors": ["dark"]}"#)?.debugDescription.contains("unknown key") == true)
        #expect(decodingFailure(Variants.self, #"{"locales": []}"#)?.path == ["locales"])
    }

    @Test func darkThemeIsTheExampleThemeFile() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/themes/dark.json").path
        #expect(try Theme.load(path: path) == Theme.dark)
    }

    @Test func contentSizeScalesTypeAsFontMetricsScalesBody() {
        let ax5 = Theme.standard.scaled(to: .accessibilityExtraExtraExtraLarge)
        // Body text is 17 pt at large and 53 pt at AX5 in Apple's table: every style grows 53/17 times.
        #expect(same(ax5.typography.body.size, Theme.standard.typography.body.size * 53 / 17))
        #expect(same(ax5.typography.caption.size, Theme.standard.typography.caption.size * 53 / 17))
        #expect(same(Theme.alertController.scaled(to: .accessibilityExtraExtraExtraLarge).typography.body.size, 15 * 53 / 17))
        #expect(Theme.standard.scaled(to: .large) == Theme.standard)
        #expect(Theme.standard.scaled(to: .extraSmall).typography.label.size < 17)
    }

    @Test func screenInAVariantTakesItsDeviceThemeAndSize() throws {
        let screen = ComponentScene(device: .iphone15, content: [.modal(AlertModal(title: "Title").message("A message"))])
        let plain = try screen.makeScene()
        let varied = try screen.makeScene(in: Variant(device: .iphoneSE, appearance: .dark, contentSize: .accessibilityExtraExtraExtraLarge))
        #expect(varied.size == Device.iphoneSE.size && varied.scale == 2)
        #expect(varied.background == Theme.dark.colors.screenBackground)
        let (before, after) = (FrameReport(scene: plain), FrameReport(scene: varied))
        #expect(after["modal.title"].height > 2.5 * before["modal.title"].height)
        #expect(try screen.makeScene(in: Variant()).background == plain.background)
    }

    @Test func rightToLeftVariantMirrorsLeadingAnchoredComponents() throws {
        let screen = ComponentScene(device: .iphone15, content: [.skeleton(Skeleton(rows: 1))])
        let ltr = FrameReport(scene: try screen.makeScene(in: Variant(layoutDirection: .leftToRight)))
        let rtl = FrameReport(scene: try screen.makeScene(in: Variant(layoutDirection: .rightToLeft)))
        let width = Device.iphone15.size.width
        #expect(ltr["skeleton.row.0.thumbnail"].minX < width / 2)
        #expect(same(rtl["skeleton.row.0.thumbnail"].minX, width - ltr["skeleton.row.0.thumbnail"].maxX))
        #expect(ComponentScene.layoutDirection == .leftToRight)
    }
}
