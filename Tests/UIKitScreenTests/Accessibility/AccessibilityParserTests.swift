// What VoiceOver reads on screens as teams write them, word for word and in its order, through
// AccessibilitySnapshot's API (`AccessibilityHierarchyParser`): a team's parser tests move to
// Linux with only their imports changed.
import XCTest
import SnapshotTesting
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
import LayoutSnapshotTesting
#endif

final class AccessibilityParserTests: XCTestCase {
    private struct Direction: UserInterfaceLayoutDirectionProviding {
        var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection
    }
    private struct Idiom: UserInterfaceIdiomProviding {
        var userInterfaceIdiom: UIUserInterfaceIdiom
    }

    /// The descriptions of `view` laid out at `size` (its frame when nil).
    private func descriptions(of view: UIView, size: CGSize? = nil,
                              traits: UITraitCollection = UITraitCollection()) throws -> [String] {
        try MainActor.assumeIsolated {
            try AccessibilitySnapshot.elements(of: view, size: size.map { .fixed($0) } ?? .current, traits: traits)
                .elements.map(\.description)
        }
    }

    private func parse(_ view: UIView, direction: UIUserInterfaceLayoutDirection = .leftToRight,
                       idiom: UIUserInterfaceIdiom = .phone) -> [AccessibilityElement] {
        MainActor.assumeIsolated {
            view.layoutIfNeeded()
            return AccessibilityHierarchyParser().parseAccessibilityElements(
                in: view, userInterfaceLayoutDirectionProvider: Direction(userInterfaceLayoutDirection: direction),
                userInterfaceIdiomProvider: Idiom(userInterfaceIdiom: idiom))
        }
    }

    private func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    private func container(_ subviews: [UIView], size: CGSize = CGSize(width: 320, height: 200)) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        subviews.forEach(view.addSubview)
        return view
    }

    // MARK: Labels, headers, buttons, images

    func testALabelIsReadAsItsTextAndAHeaderAsAHeading() {
        let title = label("Settings", CGRect(x: 16, y: 16, width: 200, height: 30))
        title.accessibilityTraits = .header
        let body = label("Manage your account.", CGRect(x: 16, y: 56, width: 280, height: 20))
        XCTAssertEqual(parse(container([title, body])).map(\.description), ["Settings. Heading.", "Manage your account."])
        XCTAssertEqual(parse(container([title])).first?.traits, .header)
    }

    func testButtonsInEveryStateAreReadWithTheirState() {
        func button(_ title: String, x: CGFloat, enabled: Bool = true, selected: Bool = false) -> UIButton {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: x, y: 10, width: 70, height: 44)
            button.isEnabled = enabled
            button.isSelected = selected
            return button
        }
        let view = container([button("Save", x: 0), button("Delete", x: 80, enabled: false),
                              button("Favorite", x: 160, selected: true), button("Pin", x: 240, enabled: false, selected: true)])
        XCTAssertEqual(parse(view).map(\.description),
                       ["Save. Button.", "Delete. Dimmed. Button.", "Selected: Favorite. Button.", "Selected: Pin. Dimmed. Button."])
    }

    func testAButtonWithOnlyAHintIsReadByItsHint() {
        let gear = UIButton(type: .system)
        gear.setImage(UIImage(systemName: "gearshape"), for: .normal)
        gear.frame = CGRect(x: 10, y: 10, width: 44, height: 44)
        gear.accessibilityHint = "Opens settings."
        let element = parse(container([gear])).first
        XCTAssertEqual(element?.description, "Opens settings. Button.")
        XCTAssertNil(element?.hint)
    }

    func testAnImageIsNotAnElementUntilItIsMadeOneAndThenReadsAsAnImage() {
        let decoration = UIImageView(image: UIImage(systemName: "star"))
        decoration.frame = CGRect(x: 10, y: 10, width: 24, height: 24)
        let photo = UIImageView(image: UIImage(systemName: "person.crop.circle"))
        photo.frame = CGRect(x: 10, y: 50, width: 60, height: 60)
        photo.isAccessibilityElement = true
        photo.accessibilityLabel = "Profile photo"
        XCTAssertEqual(parse(container([decoration, photo])).map(\.description), ["Profile photo. Image."])
    }

    func testTraitsAreReadInVoiceOversOrder() {
        let link = label("Terms of Service", CGRect(x: 0, y: 0, width: 200, height: 20))
        link.accessibilityTraits = [.link, .staticText]
        let search = UIView(frame: CGRect(x: 0, y: 40, width: 200, height: 36))
        search.isAccessibilityElement = true
        search.accessibilityLabel = "Search"
        search.accessibilityTraits = [.searchField]
        let back = UIButton(type: .system)
        back.frame = CGRect(x: 0, y: 90, width: 60, height: 44)
        back.accessibilityLabel = "Back"
        back.accessibilityTraits = [.button, .backButton]
        let cart = UIButton(type: .system)
        cart.setTitle("Cart", for: .normal)
        cart.accessibilityValue = "3 items"
        cart.frame = CGRect(x: 0, y: 150, width: 80, height: 44)
        XCTAssertEqual(parse(container([link, search, back, cart], size: CGSize(width: 320, height: 220))).map(\.description),
                       ["Terms of Service. Link.", "Search. Search Field.", "Back Button.", "Cart: 3 items. Button."])
    }

    // MARK: Controls

    func testASwitchIsReadWithItsStateAndTheHintToToggleIt() {
        let wifi = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        wifi.isOn = true
        wifi.accessibilityLabel = "Wi-Fi"
        let bluetooth = UISwitch(frame: CGRect(x: 10, y: 60, width: 0, height: 0))
        bluetooth.accessibilityLabel = "Bluetooth"
        bluetooth.isEnabled = false
        let airplane = UISwitch(frame: CGRect(x: 10, y: 110, width: 0, height: 0))
        airplane.accessibilityLabel = "Airplane Mode"
        airplane.accessibilityHint = "Turns off every radio."
        let elements = parse(container([wifi, bluetooth, airplane]))
        XCTAssertEqual(elements.map(\.description),
                       ["Wi-Fi. Switch Button. On.", "Bluetooth. Dimmed. Switch Button. Off.", "Airplane Mode. Switch Button. Off."])
        XCTAssertEqual(elements.map(\.hint),
                       ["Double tap to toggle setting.", nil, "Turns off every radio. Double tap to toggle setting."])
        XCTAssertEqual(elements[0].value, "1")
        XCTAssertTrue(elements[0].traits.contains(.switchButton))
    }

    func testASegmentedControlIsASeriesOfButtons() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 1
        control.frame = CGRect(x: 16, y: 16, width: 288, height: 32)
        XCTAssertEqual(parse(container([control])).map(\.description),
                       ["Day. Button. 1 of 3.", "Selected: Week. Button. 2 of 3.", "Month. Button. 3 of 3."])
    }

    func testASliderIsAdjustableWithItsValueAsAPercentageAndIsActivatedAtItsThumb() {
        let volume = UISlider(frame: CGRect(x: 16, y: 16, width: 288, height: 31))
        volume.minimumValue = 0
        volume.maximumValue = 10
        volume.value = 2.5
        volume.accessibilityLabel = "Volume"
        let brightness = UISlider(frame: CGRect(x: 16, y: 60, width: 288, height: 31))
        brightness.value = 0.2
        brightness.accessibilityLabel = "Brightness"
        brightness.isEnabled = false
        let elements = parse(container([volume, brightness]))
        XCTAssertEqual(elements.map(\.description), ["Volume: 25%. Adjustable.", "Brightness: 20%. Dimmed. Adjustable."])
        XCTAssertEqual(elements.map(\.hint), ["Swipe up or down with one finger to adjust the value.", nil])
        XCTAssertTrue(elements[0].usesDefaultActivationPoint)
        XCTAssertLessThan(elements[0].activationPoint.x, 16 + 144, "the thumb at a quarter, left of the center")
    }

    func testAStepperIsItsTwoButtonsDimmedAtTheEndOfItsRange() {
        let stepper = UIStepper(frame: CGRect(x: 16, y: 16, width: 0, height: 0))
        stepper.maximumValue = 3
        stepper.value = 3
        XCTAssertEqual(parse(container([stepper])).map(\.description), ["Decrement: 3. Button.", "Increment: 3. Dimmed. Button."])
    }

    func testTextFieldsAreReadWithTheirTextOrPlaceholderAndTheHintToEdit() {
        let email = UITextField(frame: CGRect(x: 16, y: 16, width: 288, height: 34))
        email.placeholder = "Email"
        let password = UITextField(frame: CGRect(x: 16, y: 60, width: 288, height: 34))
        password.text = "hunter2"
        password.isSecureTextEntry = true
        password.accessibilityLabel = "Password"
        let name = UITextField(frame: CGRect(x: 16, y: 104, width: 288, height: 34))
        name.text = "Jane"
        name.isEnabled = false
        let elements = parse(container([email, password, name], size: CGSize(width: 320, height: 160)))
        XCTAssertEqual(elements.map(\.description),
                       ["Email. Text Field.", "Password: •••••••. Secure Text Field.", "Jane. Dimmed. Text Field."])
        XCTAssertEqual(elements.map(\.hint), ["Double tap to edit.", "Double tap to edit.", nil])
    }

    func testATabBarReadsItsItemsAsTabs() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 375, height: 49))
        let home = UITabBarItem(title: "Home", image: nil, tag: 0)
        bar.items = [home, UITabBarItem(title: "Search", image: nil, tag: 1), UITabBarItem(title: "Profile", image: nil, tag: 2)]
        bar.selectedItem = home
        XCTAssertEqual(parse(container([bar], size: CGSize(width: 375, height: 49))).map(\.description),
                       ["Selected: Home. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Profile. Tab. 3 of 3."])
        XCTAssertEqual(parse(container([bar], size: CGSize(width: 375, height: 49)), direction: .rightToLeft).map(\.description),
                       ["Selected: Home. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Profile. Tab. 3 of 3."],
                       "a container's listed elements keep their order")
    }

    func testAViewWithTheTabBarTraitReadsItsButtonsAsTabsWithoutButton() {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        bar.accessibilityTraits = .tabBar
        for (index, title) in ["Feed", "Inbox"].enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: CGFloat(index) * 150, y: 0, width: 150, height: 50)
            bar.addSubview(button)
        }
        XCTAssertEqual(parse(container([bar])).map(\.description), ["Feed. Tab. 1 of 2.", "Inbox. Tab. 2 of 2."])
    }

    // MARK: Grouping, order, modal, hidden

    func testAGroupedCellIsOneElementWithItsValueAndActions() {
        let cell = ContactCell()
        let elements = MainActor.assumeIsolated { try? AccessibilitySnapshot.elements(of: cell, size: .fixed(CGSize(width: 375, height: 72))).elements }
        XCTAssertEqual(elements?.map(\.description), ["Jane Appleseed: 3 unread"])
        XCTAssertEqual(elements?.first?.customActions, ["Delete", "Archive"])
    }

    func testElementsWhoseTopsAreLessThanEightPointsApartAreOneRowReadLeadingToTrailing() {
        let view = container([label("C", CGRect(x: 200, y: 0, width: 40, height: 20)),
                              label("A", CGRect(x: 0, y: 7, width: 40, height: 20)),
                              label("B", CGRect(x: 100, y: 3, width: 40, height: 20)),
                              label("D", CGRect(x: 0, y: 30, width: 40, height: 20))])
        XCTAssertEqual(parse(view).map(\.description), ["A", "B", "C", "D"])
        XCTAssertEqual(parse(view, direction: .rightToLeft).map(\.description), ["C", "B", "A", "D"])
    }

    func testEightPointsApartIsTheNextRowOnAPhoneButTheSameRowOnAnIPad() {
        let view = container([label("Below", CGRect(x: 0, y: 10, width: 40, height: 20)),
                              label("Above", CGRect(x: 100, y: 0, width: 40, height: 20))])
        XCTAssertEqual(parse(view).map(\.description), ["Above", "Below"])
        XCTAssertEqual(parse(view, idiom: .pad).map(\.description), ["Below", "Above"])
    }

    func testGroupedChildrenAreReadTogetherWhereTheirFirstElementIs() {
        func column(_ names: [String], x: CGFloat, grouped: Bool) -> UIView {
            let column = UIView(frame: CGRect(x: x, y: 0, width: 100, height: 100))
            column.shouldGroupAccessibilityChildren = grouped
            for (index, name) in names.enumerated() { column.addSubview(label(name, CGRect(x: 0, y: CGFloat(index) * 40, width: 100, height: 20))) }
            return column
        }
        XCTAssertEqual(parse(container([column(["A1", "A2"], x: 0, grouped: true), column(["B1", "B2"], x: 150, grouped: true)]))
                        .map(\.description), ["A1", "A2", "B1", "B2"])
        XCTAssertEqual(parse(container([column(["A1", "A2"], x: 0, grouped: false), column(["B1", "B2"], x: 150, grouped: false)]))
                        .map(\.description), ["A1", "B1", "A2", "B2"])
    }

    func testExplicitAccessibilityElementsKeepTheirOrder() {
        let chart = WeeklyChartView()
        XCTAssertEqual(parse(chart).map(\.description), ["10 hours this week", "Mon: 3 hours", "Tue: 5 hours", "Wed: 2 hours"])
        XCTAssertEqual(parse(chart).last?.shape, .frame(AccessibilityRect(x: 160, y: 80, width: 50, height: 40)))
    }

    func testAListAnnouncesItsStartAndEnd() {
        let list = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        list.accessibilityContainerType = .list
        let rows = ["Milk", "Eggs", "Bread"].enumerated().map { label($1, CGRect(x: 0, y: CGFloat($0) * 40, width: 300, height: 30)) }
        rows.forEach(list.addSubview)
        list.accessibilityElements = rows
        XCTAssertEqual(parse(container([list])).map(\.description), ["Milk. List Start.", "Eggs", "Bread. List End."])
    }

    func testAModalViewHidesItsSiblings() {
        XCTAssertEqual(parse(ModalCardScreen()).map(\.description), ["Delete this message?", "Delete. Button."])
    }

    func testHiddenTransparentEmptyAndHiddenSubtreesAreSkipped() {
        let hidden = label("Hidden", CGRect(x: 0, y: 0, width: 100, height: 20))
        hidden.isHidden = true
        let transparent = label("Transparent", CGRect(x: 0, y: 30, width: 100, height: 20))
        transparent.alpha = 0
        let empty = label("Empty", .zero)
        let subtree = UIView(frame: CGRect(x: 0, y: 60, width: 200, height: 40))
        subtree.accessibilityElementsHidden = true
        subtree.addSubview(label("In a hidden subtree", CGRect(x: 0, y: 0, width: 200, height: 20)))
        let shown = label("Shown", CGRect(x: 0, y: 120, width: 100, height: 20))
        XCTAssertEqual(parse(container([hidden, transparent, empty, subtree, shown])).map(\.description), ["Shown"])
    }

    func testAScrolledScrollViewGivesFramesWhereTheElementsAreOnScreen() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 320, height: 600)
        for index in 0..<5 { scroll.addSubview(label("Row \(index)", CGRect(x: 16, y: CGFloat(index) * 100, width: 200, height: 20))) }
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        let elements = parse(scroll)
        XCTAssertEqual(elements.map(\.description), ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
        XCTAssertEqual(elements[2].shape, .frame(AccessibilityRect(x: 16, y: 50, width: 200, height: 20)))
    }

    // MARK: Activation points, paths, actions

    func testAMovedActivationPointIsReportedAsNotTheDefault() {
        let row = UIButton(type: .system)
        row.setTitle("Notifications", for: .normal)
        row.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        row.accessibilityActivationPoint = CGPoint(x: 290, y: 22)
        let plain = UIButton(type: .system)
        plain.setTitle("Plain", for: .normal)
        plain.frame = CGRect(x: 0, y: 60, width: 100, height: 44)
        let elements = parse(container([row, plain]))
        XCTAssertEqual(elements.map(\.usesDefaultActivationPoint), [false, true])
        XCTAssertEqual(elements[0].activationPoint, AccessibilityPoint(x: 290, y: 22))
    }

    func testAnAccessibilityPathIsTheShape() {
        let badge = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        badge.isAccessibilityElement = true
        badge.accessibilityLabel = "New"
        badge.accessibilityPath = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 40, height: 40))
        guard case let .path(steps)? = parse(container([badge])).first?.shape else { return XCTFail("expected a path") }
        XCTAssertEqual(AccessibilityShape.path(steps).boundingBox, AccessibilityRect(x: 20, y: 20, width: 40, height: 40))
    }

    // MARK: A whole screen, in both directions

    func testASettingsScreenOfThirtyElementsInBothDirections() throws {
        let expected = ["Notifications. Heading."]
            + ["Wi-Fi. Switch Button. On.", "Bluetooth. Switch Button. Off.", "Sounds. Switch Button. On.",
               "Badges. Switch Button. On.", "Banners. Switch Button. Off.", "Previews. Switch Button. On.",
               "Mentions. Switch Button. On.", "Replies. Switch Button. Off."]
            + ["Day. Button. 1 of 3.", "Selected: Week. Button. 2 of 3.", "Month. Button. 3 of 3.",
               "Volume: 50%. Adjustable.", "Decrement: 3. Button.", "Increment: 3. Button.", "Device name. Text Field.",
               "Save. Button.", "Selected: Home. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Profile. Tab. 3 of 3."]
        XCTAssertEqual(try descriptions(of: NotificationSettingsView(), size: CGSize(width: 375, height: 720)), expected)
        let rtl = try MainActor.assumeIsolated {
            try AccessibilitySnapshot.elements(of: NotificationSettingsView(), size: .fixed(CGSize(width: 375, height: 720)),
                                               traits: UITraitCollection(layoutDirection: .rightToLeft)).elements
        }
        XCTAssertEqual(rtl.map(\.description), expected, "read right to left, each row has one element or a listed order")
        XCTAssertGreaterThan(rtl[13].shape.boundingBox.minX, rtl[14].shape.boundingBox.minX,
                             "in right to left the stepper's minus is at the right, read first")
    }

    // MARK: The transcript

    func testTheTranscriptListsEachElementWithItsHintAndActions() {
        let view = container([ContactCell(frame: CGRect(x: 0, y: 0, width: 320, height: 72))])
        let wifi = UISwitch(frame: CGRect(x: 16, y: 100, width: 0, height: 0))
        wifi.accessibilityLabel = "Wi-Fi"
        view.addSubview(wifi)
        assertSnapshot(of: view, as: .accessibilityText)
    }

    func testThePictureThroughSwiftSnapshotTestingsSpelling() {
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 375, height: 49))
        let home = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        tabBar.items = [home, UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)]
        tabBar.selectedItem = home
        assertSnapshot(of: tabBar, as: .accessibilityImage(showActivationPoints: .always, markerColors: [.red, .blue]))
    }
}
