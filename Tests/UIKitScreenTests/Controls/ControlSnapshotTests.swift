// Controls and text input as a team's UIKit screens use them: each drawn in light, dark and
// right to left, sized by UIKit's documented metrics.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class ControlSnapshotTests: XCTestCase {
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)

    // MARK: Screens

    func testLoginForm() {
        assertSnapshot(of: LoginFormView(), size: .width(375), strictLayout: true, named: "loginForm-light")
        assertSnapshot(of: LoginFormView(), size: .width(375), traits: dark, strictLayout: true, named: "loginForm-dark")
    }

    func testEveryControlInLightDarkAndRightToLeft() {
        assertSnapshot(of: ControlPanelView(), size: .width(375), strictLayout: true, named: "controlPanel-light")
        assertSnapshot(of: ControlPanelView(), size: .width(375), traits: dark, strictLayout: true, named: "controlPanel-dark")
        assertSnapshot(of: ControlPanelView(), size: .width(375), traits: rightToLeft, strictLayout: true, named: "controlPanel-rtl")
    }

    func testTextFieldsInEveryBorderStyle() {
        assertSnapshot(of: TextFieldPanelView(), size: .width(343), strictLayout: true, named: "textFields-light")
        assertSnapshot(of: TextFieldPanelView(), size: .width(343), traits: dark, strictLayout: true, named: "textFields-dark")
        assertSnapshot(of: TextFieldPanelView(), size: .width(343), traits: rightToLeft, strictLayout: true, named: "textFields-rtl")
    }

    func testARefreshingScrollViewShowsItsSpinnerAboveTheContent() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
        scrollView.backgroundColor = .systemBackground
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Checking for mail")
        scrollView.refreshControl = refresh
        refresh.beginRefreshing()
        let label = UILabel(frame: CGRect(x: 16, y: 80, width: 288, height: 24))
        label.text = "Inbox"
        scrollView.addSubview(label)
        assertSnapshot(of: scrollView, size: .current, named: "refreshing")
    }

    // MARK: UIKit's metrics

    func testASwitchIs51By31WhateverFrameItGets() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        XCTAssertEqual(toggle.frame.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(UISwitch().sizeThatFits(.zero), CGSize(width: 51, height: 31))
        toggle.setOn(true, animated: true)
        XCTAssertTrue(toggle.isOn)
    }

    func testFixedSizeControlsHaveUIKitsSizes() {
        XCTAssertEqual(UIStepper().intrinsicContentSize, CGSize(width: 94, height: 32))
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).intrinsicContentSize, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIProgressView(progressViewStyle: .default).intrinsicContentSize.height, 4)
        XCTAssertEqual(UISlider().intrinsicContentSize.height, 31)
        XCTAssertEqual(UISegmentedControl(items: ["One", "Two"]).intrinsicContentSize.height, 32)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        XCTAssertEqual(pages.size(forNumberOfPages: 3), CGSize(width: 72, height: 26))
        XCTAssertEqual(pages.intrinsicContentSize, pages.size(forNumberOfPages: 3))
    }

    func testARoundedRectTextFieldIs34Tall() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        XCTAssertEqual(field.intrinsicContentSize.height, 34)
        XCTAssertEqual(field.font?.pointSize, 17)
        XCTAssertEqual(field.text, "")
    }

    func testANonScrollingTextViewSizesItselfToItsText() {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        textView.text = "One line"
        let one = textView.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        textView.text = String(repeating: "Several words that wrap across the width. ", count: 4)
        let many = textView.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(textView.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(textView.textContainer.lineFragmentPadding, 5)
        // One line of 17-point text and the 8-point insets above and below.
        let line = UILabel()
        line.font = textView.font
        line.text = "One line"
        XCTAssertEqual(one.height, line.intrinsicContentSize.height + 16, accuracy: 0.34)
        XCTAssertGreaterThan(many.height, one.height * 2)
    }

    func testAFilledMediumButtonIs34PointsTall() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration, primaryAction: nil)
        XCTAssertEqual(button.intrinsicContentSize.height, 34.33, accuracy: 0.4)
        XCTAssertEqual(configuration.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    func testSystemSpacingIsEightPoints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalToSystemSpacingAfter: container.leadingAnchor, multiplier: 2),
            box.topAnchor.constraint(equalToSystemSpacingBelow: container.topAnchor, multiplier: 1),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(box.frame.origin, CGPoint(x: 16, y: 8))
    }

    // MARK: Bad input, as UIKit takes it

    func testOutOfRangeValuesAreClampedAsUIKitClampsThem() {
        let progress = UIProgressView()
        progress.progress = 5
        XCTAssertEqual(progress.progress, 1)
        progress.progress = -2
        XCTAssertEqual(progress.progress, 0)
        progress.progress = .nan
        XCTAssertEqual(progress.progress, 0)

        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = .nan
        XCTAssertEqual(slider.value, 10)
        slider.value = 99
        XCTAssertEqual(slider.value, 20)

        let pages = UIPageControl()
        pages.numberOfPages = -3
        XCTAssertEqual(pages.numberOfPages, 0)
        pages.numberOfPages = 4
        pages.currentPage = 9
        XCTAssertEqual(pages.currentPage, 3)
        pages.numberOfPages = 1_000_000
        pages.currentPage = 500_000
        pages.frame = CGRect(x: 0, y: 0, width: 320, height: 26)
        XCTAssertNoThrow(pages.makeScene(size: .current))

        let stepper = UIStepper()
        stepper.stepValue = 0
        XCTAssertEqual(stepper.stepValue, 1)
        stepper.value = 1_000
        XCTAssertEqual(stepper.value, 100)
    }

    func testASegmentIndexPastTheEndIsIgnored() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 5
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        control.setTitle("Three", forSegmentAt: 7)
        XCTAssertNil(control.titleForSegment(at: 7))
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.titleForSegment(at: 2), "Last")
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        XCTAssertEqual(control.selectedSegmentIndex, -1)
    }

    func testAnActivityIndicatorHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        XCTAssertTrue(spinner.isHidden)
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
    }

    func testARefreshControlAttachesAndDrawsNothingAtRest() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let refresh = UIRefreshControl()
        scrollView.refreshControl = refresh
        XCTAssertTrue(scrollView.refreshControl === refresh)
        XCTAssertFalse(refresh.isRefreshing)
        XCTAssertTrue(refresh.isHidden)
        refresh.beginRefreshing()
        XCTAssertTrue(refresh.isRefreshing)
        XCTAssertFalse(refresh.isHidden)
    }
}
