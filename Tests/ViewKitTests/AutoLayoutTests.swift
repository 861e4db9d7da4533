import Foundation
import Testing
import ViewKit

/// The Auto Layout semantics that bite, each checked against frames UIKit gives.
@MainActor
struct AutoLayoutTests {
    private func container(_ width: CGFloat = 320, _ height: CGFloat = 480) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.traitOverrides = UITraitCollection(displayScale: 2)
        return view
    }

    @Test func viewsMadeInCodeTranslateTheirFrameUntilSnapKitMakesConstraints() {
        let root = container()
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let constrained = UIView()
        root.addSubview(fixed)
        root.addSubview(constrained)
        #expect(constrained.translatesAutoresizingMaskIntoConstraints)
        constrained.snp.makeConstraints { $0.edges.equalToSuperview().inset(16) }
        #expect(!(constrained.translatesAutoresizingMaskIntoConstraints))
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(constrained.frame == CGRect(x: 16, y: 16, width: 288, height: 448))
    }

    @Test func anchorsPlaceAViewBelowAnother() {
        let root = container()
        let title = UIView(), body = UIView()
        for view in [title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            title.heightAnchor.constraint(equalToConstant: 24),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5),
            body.heightAnchor.constraint(equalTo: body.widthAnchor, multiplier: 0.25, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 20, y: 16, width: 280, height: 24))
        #expect(body.frame == CGRect(x: 20, y: 48, width: 140, height: 45))
    }

    @Test func changingAConstantAfterActivationMovesTheView() {
        let root = container()
        let box = UIView()
        root.addSubview(box)
        var top: NSLayoutConstraint!
        box.translatesAutoresizingMaskIntoConstraints = false
        top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, box.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(box.frame.minY == 10)
        top.constant = 100
        root.layoutIfNeeded()
        #expect(box.frame.minY == 100)
        top.isActive = false
        #expect(!(top.isActive))
    }

    @Test func snapKitUpdateConstraintsChangesTheConstantOfTheMatchingConstraint() {
        let root = container()
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints {
            $0.top.equalToSuperview().offset(10)
            $0.leading.equalToSuperview().offset(12)
            $0.size.equalTo(CGSize(width: 40, height: 30))
        }
        box.snp.updateConstraints { $0.top.equalToSuperview().offset(64) }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 12, y: 64, width: 40, height: 30))
        #expect(box.snp.target.map { $0 === box } == true)
    }

    @Test func snapKitRemakeConstraintsReplacesThemAll() {
        let root = container()
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { $0.top.left.equalToSuperview(); $0.size.equalTo(20) }
        box.snp.remakeConstraints { $0.center.equalToSuperview(); $0.width.height.equalTo(100) }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 110, y: 190, width: 100, height: 100))
        #expect(root.lastLayoutReport.isClean, Comment(rawValue: "\(root.lastLayoutReport)"))
    }

    @Test func snapKitInsetMeansInwardOnEveryEdgeAndMultipliedByScalesALength() {
        let root = container()
        let box = UIView(), half = UIView()
        root.addSubview(box)
        root.addSubview(half)
        box.snp.makeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        half.snp.makeConstraints {
            $0.top.equalTo(box.snp.bottom).offset(-50)
            $0.leading.equalToSuperview()
            $0.width.equalTo(box).multipliedBy(0.5)
            $0.height.equalTo(box).dividedBy(4)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 314, height: 476))
        #expect(half.frame == CGRect(x: 0, y: 427, width: 157, height: 119))
    }

    @Test func leadingAndTrailingMirrorInRightToLeftLayouts() {
        let root = container()
        root.traitOverrides = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2),
                                                             UITraitCollection(layoutDirection: .rightToLeft)])
        let icon = UIView(), label = UIView()
        for view in [icon, label] { root.addSubview(view) }
        icon.snp.makeConstraints {
            $0.leading.equalToSuperview().offset(16)
            $0.top.equalToSuperview()
            $0.size.equalTo(24)
        }
        label.snp.makeConstraints {
            $0.leading.equalTo(icon.snp.trailing).offset(8)
            $0.trailing.equalToSuperview().inset(16)
            $0.top.height.equalTo(icon)
        }
        root.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(icon.frame == CGRect(x: 280, y: 0, width: 24, height: 24))
        #expect(label.frame == CGRect(x: 16, y: 0, width: 256, height: 24))
    }

    @Test func anEdgeInsetAtLeadingAndTrailingFollowsTheLayoutDirection() {
        // Leading is the right edge here: it takes the insets' right (10), trailing their left (2);
        // top, an edge the direction does not change, takes their top.
        let root = container()
        root.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        let bar = UIView()
        root.addSubview(bar)
        bar.snp.makeConstraints {
            $0.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 10))
            $0.top.equalToSuperview().inset(UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
            $0.height.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 2, y: 5, width: 308, height: 20))
    }

    @Test func aHiddenArrangedViewCollapsesAndAHiddenPlainViewKeepsItsFrame() {
        let root = container()
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 10
        let a = UIView(), b = UIView(), c = UIView()
        for view in [a, b, c] {
            stack.addArrangedSubview(view)
            view.snp.makeConstraints { $0.height.equalTo(20) }
        }
        root.addSubview(stack)
        stack.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
        let plain = UIView()
        root.addSubview(plain)
        plain.snp.makeConstraints { $0.bottom.left.equalToSuperview(); $0.size.equalTo(10) }
        b.isHidden = true
        plain.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 50)
        #expect(c.frame.minY == 30)
        #expect(b.frame.height == 0)
        #expect(plain.frame == CGRect(x: 0, y: 470, width: 10, height: 10))
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame.height == 80)
    }

    @Test func compressionResistanceDecidesWhichLabelGivesWay() {
        let root = container(200, 50)
        let name = UILabel(), date = UILabel()
        name.text = "A rather long display name that cannot fit"
        date.text = "Yesterday"
        for label in [name, date] { root.addSubview(label) }
        name.snp.makeConstraints { $0.leading.top.equalToSuperview() }
        date.snp.makeConstraints {
            $0.leading.equalTo(name.snp.trailing).offset(8)
            $0.trailing.lessThanOrEqualToSuperview()
            $0.top.equalToSuperview()
        }
        name.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(abs(date.frame.width - (date.intrinsicContentSize.width)) <= 0.5)
        #expect(abs(name.frame.width + 8 + date.frame.width - (200)) <= 0.5)
        #expect(name.frame.width < name.intrinsicContentSize.width)
    }

    @Test func aLabelsIntrinsicSizeFollowsItsText() {
        let label = UILabel()
        label.text = "Hi"
        let short = label.intrinsicContentSize
        label.text = "Hello, world"
        let long = label.intrinsicContentSize
        #expect(long.width > short.width)
        #expect(long.height == short.height)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func aMultilineLabelWrapsAtTheWidthItGets() {
        let root = container(150, 400)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Several words that need more than one line here"
        root.addSubview(label)
        label.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
        root.layoutIfNeeded()
        #expect(label.frame.width == 150)
        let oneLine = UILabel()
        oneLine.text = label.text
        #expect(label.frame.height > oneLine.intrinsicContentSize.height * 2.5)
    }

    @Test func systemLayoutSizeFittingGivesTheSizeTheConstraintsNeed() {
        let card = UIView()
        let inner = UIView()
        card.addSubview(inner)
        inner.snp.makeConstraints {
            $0.edges.equalToSuperview().inset(12)
            $0.width.equalTo(100)
            $0.height.equalTo(40)
        }
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 124, height: 64))
        let fixedWidth = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth.height == 64)
    }

    @Test func unsatisfiableConstraintsAreBrokenReportedWithTheirLinesAndLayoutGoesOn() {
        let root = container()
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints {
            $0.top.left.equalToSuperview()
            $0.width.equalTo(100)
            $0.height.equalTo(50)
        }
        box.snp.makeConstraints { $0.width.equalTo(200) } // the conflicting line
        let conflictLine = #line - 1
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        let report = root.lastLayoutReport
        #expect(report.unsatisfiable.count == 1)
        let message = report.unsatisfiable.first ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."), Comment(rawValue: message))
        #expect(message.contains("AutoLayoutTests.swift:\(conflictLine)"), Comment(rawValue: message))
        #expect(message.contains("Will attempt to recover by breaking constraint"), Comment(rawValue: message))
    }

    @Test func aConflictWithAStacksOwnConstraintsNamesTheViewsNotTheirNodeIDs() {
        // The layout nodes of views have short ids (`v12`); messages name the views.
        let root = container()
        let a = UIView(), b = UIView()
        a.accessibilityIdentifier = "first"
        b.accessibilityIdentifier = "second"
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .horizontal
        stack.spacing = 10
        root.addSubview(stack)
        stack.snp.makeConstraints { $0.top.left.equalToSuperview(); $0.width.equalTo(150); $0.height.equalTo(20) }
        a.snp.makeConstraints { $0.width.equalTo(100) }
        b.snp.makeConstraints { $0.width.equalTo(100) } // 100 + 10 + 100 cannot be 150
        root.layoutIfNeeded()
        let message = root.lastLayoutReport.unsatisfiable.first ?? ""
        #expect(message.contains("UIStackView#"), Comment(rawValue: message))
        #expect(message.contains("spacing after UIView(first)#"), Comment(rawValue: message))
        #expect(message.range(of: #"\bv[0-9]+\b"#, options: .regularExpression) == nil, Comment(rawValue: message))
    }

    @Test func anAmbiguousViewIsReported() {
        let root = container()
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { $0.top.equalToSuperview(); $0.size.equalTo(10) }
        #expect(box.hasAmbiguousLayout)
        #expect(root.lastLayoutReport.ambiguous == ["UIView.left"])
        box.snp.makeConstraints { $0.left.equalToSuperview() }
        #expect(!(box.hasAmbiguousLayout))
    }

    @Test func removingAViewDeactivatesItsConstraintsToTheOutside() {
        let root = container()
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        a.snp.makeConstraints { $0.edges.equalToSuperview() }
        b.snp.makeConstraints { $0.top.equalTo(a).offset(4); $0.left.equalTo(a); $0.size.equalTo(5) }
        a.removeFromSuperview()
        #expect(root.constraints.allSatisfy { $0.firstItem !== a && $0.secondItem !== a })
        #expect(a.constraints.isEmpty || a.constraints.allSatisfy { $0.secondItem === a || $0.secondItem == nil })
    }

    @Test func theSafeAreaGuideOfAViewControllersViewIsTheDevicesSafeArea() {
        final class Screen: UIViewController {
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                banner.snp.makeConstraints {
                    $0.top.equalTo(view.safeAreaLayoutGuide)
                    $0.horizontalEdges.equalTo(view.safeAreaLayoutGuide)
                    $0.height.equalTo(44)
                }
            }
        }
        let screen = Screen()
        _ = screen.makeScene(size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(screen.banner.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(screen.view.safeAreaInsets.top == 59)
        #expect(screen.banner.safeAreaInsets.top == 0)
    }
}
