// Every name issue 22 lists, spelled as UIKit code spells it, in the Swift 5 language mode: the
// file compiles against ViewKit with only its imports changed, and each test checks what UIKit
// gives for it (frames, sizes, order, colors), not only that it compiles.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import Foundation
import ViewKit
#endif

final class UIKitVocabularyTests: XCTestCase {
    /// A subclass that overrides what UIKit subclasses override and inherits `init()`.
    private final class BadgeView: UIView {
        let label = UILabel()
        var layoutPasses = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
            label.snp.makeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)) }
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            layoutPasses += 1
            layer.cornerRadius = bounds.height / 2
        }
    }

    private final class HighlightingButton: UIButton {
        var highlightChanges = 0
        override var isHighlighted: Bool { didSet { highlightChanges += 1 } }
    }

    private final class FixedSizeView: UIView {
        var size = CGSize(width: 40, height: 20)
        override var intrinsicContentSize: CGSize { size }
    }

    func testASubclassInheritsInitAndRunsItsLayoutSubviews() {
        let badge = BadgeView()
        badge.label.text = "New"
        badge.label.font = .systemFont(ofSize: 12, weight: .medium)
        let size = badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertGreaterThan(size.width, 12)
        badge.frame = CGRect(origin: .zero, size: size)
        badge.layoutIfNeeded()
        XCTAssertGreaterThan(badge.layoutPasses, 0)
        XCTAssertEqual(badge.layer.cornerRadius, size.height / 2)
        XCTAssertEqual(badge.label.frame.minX, 6)
        XCTAssertEqual(badge.label.frame.minY, 2)
    }

    func testGeometryConversionsAndHierarchy() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(a)
        a.addSubview(b)
        XCTAssertEqual(b.convert(CGPoint(x: 1, y: 2), to: root), CGPoint(x: 16, y: 27))
        XCTAssertEqual(root.convert(CGRect(x: 16, y: 27, width: 3, height: 3), to: b), CGRect(x: 1, y: 2, width: 3, height: 3))
        XCTAssertEqual(a.center, CGPoint(x: 60, y: 70))
        XCTAssertEqual(a.bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
        let c = UIView()
        root.insertSubview(c, at: 0)
        XCTAssertTrue(root.subviews.first === c)
        XCTAssertTrue(c.superview === root)
        c.removeFromSuperview()
        XCTAssertNil(c.superview)
        XCTAssertEqual(root.subviews.count, 1)
        a.tag = 7
        XCTAssertTrue(root.viewWithTag(7) === a)
    }

    func testAnchorsPrioritiesMultipliersAndConstantsChangedAfterActivation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        top.identifier = "box.top"
        let weak = box.heightAnchor.constraint(equalToConstant: 500)
        weak.priority = .defaultLow
        NSLayoutConstraint.activate([
            width, top, weak,
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, constant: -100),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 10, width: 200, height: 200))
        top.constant = 30
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.minY, 30)
        XCTAssertTrue(top.isActive)
        NSLayoutConstraint.deactivate([weak])
        XCTAssertFalse(weak.isActive)
        XCTAssertEqual(UILayoutPriority.defaultHigh - 1, UILayoutPriority(749))
        XCTAssertLessThan(UILayoutPriority.fittingSizeLevel, .defaultLow)
    }

    func testSnapKitOffsetsInsetsAndComposites() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = UIView(), body = UIView(), footer = UIView()
        [header, body, footer].forEach(root.addSubview)
        header.snp.makeConstraints {
            $0.top.equalToSuperview().offset(16)
            $0.horizontalEdges.equalToSuperview().inset(12)
            $0.height.equalTo(44)
        }
        body.snp.makeConstraints {
            $0.top.equalTo(header.snp.bottom).offset(8)
            $0.leading.trailing.equalTo(header)
            $0.height.equalTo(header).multipliedBy(2)
        }
        footer.snp.makeConstraints {
            $0.size.equalTo(CGSize(width: 100, height: 30))
            $0.centerX.equalToSuperview()
            $0.bottom.equalToSuperview().inset(20)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(header.frame, CGRect(x: 12, y: 16, width: 296, height: 44))
        XCTAssertEqual(body.frame, CGRect(x: 12, y: 68, width: 296, height: 88))
        XCTAssertEqual(footer.frame, CGRect(x: 110, y: 430, width: 100, height: 30))
        header.snp.updateConstraints { $0.height.equalTo(60) }
        root.layoutIfNeeded()
        XCTAssertEqual(body.frame, CGRect(x: 12, y: 84, width: 296, height: 120))
        footer.snp.remakeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 400, left: 0, bottom: 0, right: 0)) }
        root.layoutIfNeeded()
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 400, width: 320, height: 80))
        let half = UIView()
        root.addSubview(half)
        half.snp.makeConstraints {
            $0.width.equalTo(header).dividedBy(2).priority(.required)
            $0.height.equalTo(10)
            $0.top.leading.equalToSuperview()
        }
        root.layoutIfNeeded()
        XCTAssertEqual(half.frame.width, 148)
    }

    func testHuggingAndCompressionResistanceDecideWhichViewGives() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let left = FixedSizeView(), right = FixedSizeView()
        left.size = CGSize(width: 80, height: 20)
        right.size = CGSize(width: 80, height: 20)
        [left, right].forEach(root.addSubview)
        left.setContentCompressionResistancePriority(.required, for: .horizontal)
        right.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        left.snp.makeConstraints { $0.leading.top.bottom.equalToSuperview() }
        right.snp.makeConstraints {
            $0.leading.equalTo(left.snp.trailing)
            $0.trailing.lessThanOrEqualToSuperview()
            $0.top.bottom.equalToSuperview()
        }
        root.layoutIfNeeded()
        XCTAssertEqual(left.frame.width, 80)
        XCTAssertEqual(right.frame.width, 20)
        right.size = CGSize(width: 10, height: 20)
        right.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        XCTAssertEqual(right.frame.width, 10)
        XCTAssertEqual(left.contentHuggingPriority(for: .horizontal), .defaultLow)
    }

    func testMarginsAndLayoutGuidesMirrorRightToLeft() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 30)
        root.semanticContentAttribute = .forceRightToLeft
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let marked = UIView()
        root.addSubview(marked)
        marked.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 50),
            marked.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            marked.widthAnchor.constraint(equalToConstant: 20),
            marked.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            marked.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(root.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        // Right to left: leading is the right edge, so the margin of 10 is on the right.
        XCTAssertEqual(guide.layoutFrame.minX, 140)
        XCTAssertEqual(guide.layoutFrame.width, 50)
        XCTAssertEqual(marked.frame, CGRect(x: 120, y: 4, width: 20, height: 20))
    }

    func testColorsFontsAndTraits() {
        let brand = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 1) : UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a], [1, 1, 1, 1])
        brand.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a], [0, 0.5, 1, 0.5])
        XCTAssertNotEqual(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
                          UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 15).pointSize, 15)
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 13).pointSize, 13)
        XCTAssertEqual(UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .semibold).pointSize, 11)
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(body.pointSize, 53)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertNil(UIFont(name: "No Such Family Anywhere", size: 12))
        XCTAssertEqual(UITraitCollection(displayScale: 2).displayScale, 2)
    }

    func testLabelsMeasureTheirTextAndFollowItsChanges() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Hi"
        let short = label.intrinsicContentSize
        label.text = "Hello, world"
        let long = label.intrinsicContentSize
        XCTAssertGreaterThan(long.width, short.width)
        XCTAssertEqual(long.height, short.height)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 40
        XCTAssertGreaterThan(label.intrinsicContentSize.height, short.height * 1.5)
        label.textAlignment = .natural
        label.lineBreakMode = .byTruncatingMiddle
        let attributed = NSMutableAttributedString(string: "Bold plain", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        attributed.addAttributes([.foregroundColor: UIColor.red, .kern: 1.5, .underlineStyle: NSUnderlineStyle.single.rawValue,
                                  .paragraphStyle: paragraph], range: NSRange(location: 5, length: 5))
        label.attributedText = attributed
        XCTAssertEqual(label.text, "Bold plain")
        let bounding = ("Hello" as NSString).boundingRect(with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude),
                                                          options: [.usesLineFragmentOrigin],
                                                          attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil)
        XCTAssertEqual(bounding.size.width, ("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width, accuracy: 0.01)
    }

    func testButtonStatesAndOverriddenHighlight() {
        let button = HighlightingButton()
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemBlue, for: .normal)
        button.setTitleColor(.gray, for: .disabled)
        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        XCTAssertEqual(button.titleLabel?.text, "Follow")
        button.isSelected = true
        XCTAssertEqual(button.titleLabel?.text, "Following")
        button.isHighlighted = true
        XCTAssertEqual(button.highlightChanges, 1)
        button.isSelected = false
        button.isEnabled = false
        XCTAssertEqual(button.titleLabel?.textColor, .gray)
    }

    func testDrawingOrderFollowsZPositionAndTheHierarchyRendersToPNG() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        root.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10)).then { $0.backgroundColor = .red }
        let blue = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10)).then { $0.backgroundColor = .blue }
        root.addSubview(red)
        root.addSubview(blue)
        red.layer.zPosition = 1   // drawn above blue although added first
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: root.bounds, format: format)
        let image = renderer.image { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        XCTAssertEqual(Array(image.content.rgba.prefix(4)), [255, 0, 0, 255], "red is drawn above blue")
        let png = try XCTUnwrap(image.pngData())
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let same = renderer.pngData { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        XCTAssertEqual(png, same)
        red.layer.zPosition = 0
        let blueOnTop = renderer.pngData { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        XCTAssertNotEqual(png, blueOnTop)
        red.isHidden = true
        blue.alpha = 0
        let white = renderer.image { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        XCTAssertEqual(Array(white.content.rgba.prefix(4)), [255, 255, 255, 255], "hidden and transparent views draw nothing")
    }

    func testScrollViewShowsTheVisiblePart() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 150))
        XCTAssertEqual(content.convert(CGPoint(x: 0, y: 150), to: scroll), CGPoint(x: 0, y: 150))
    }
}
