import Foundation
import Testing
import ViewKit

/// Values a team's code can hand to views by mistake (NaN and infinite constants, frames and
/// multipliers, a huge picture): layout and drawing go on or fail with an error that says what,
/// and never crash the test process.
@MainActor
struct HostileViewTests {
    /// A 200 x 100 point view at scale 1 (also the root of `HostileViewTreeTests.swift`'s trees).
    func root() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.traitOverrides = UITraitCollection(displayScale: 1)
        return view
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteConstantIsReportedAndLayoutGoesOn(_ value: CGFloat) {
        let root = root()
        let box = UIView(), neighbour = UIView()
        root.addSubview(box)
        root.addSubview(neighbour)
        box.snp.makeConstraints {
            $0.top.left.equalToSuperview()
            $0.height.equalTo(20)
            $0.width.equalTo(value)
        }
        neighbour.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        #expect(box.frame.origin == .zero)
        #expect(box.frame.width.isFinite)
        #expect(neighbour.frame == CGRect(x: 10, y: 10, width: 180, height: 80), "the other views are laid out")
        let problems = root.lastLayoutReport.problems
        #expect(problems.count == 1)
        #expect(problems.first?.contains("UIView.width == \(value)") == true, "\(problems)")
        #expect(problems.first?.contains("HostileViewTests.swift:") == true, "\(problems)")
        let png = UIGraphicsImageRenderer(bounds: root.bounds).pngData { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        #expect(!png.isEmpty)
    }

    @Test(arguments: [CGFloat.nan, .infinity, 0])
    func aNonFiniteOrZeroMultiplierLeavesTheRestOfTheLayout(_ value: CGFloat) {
        let root = root()
        let box = UIView()
        root.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: value),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width.isFinite)
        #expect(box.frame.height == 10)
        #expect(root.lastLayoutReport.problems.count == (value.isFinite ? 0 : 1))
    }

    @Test func aNonFiniteFrameIsReportedAndDoesNotCrash() {
        let root = root()
        let box = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 10))
        box.backgroundColor = .red
        root.addSubview(box)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20))
        label.text = "NaN wide"
        root.addSubview(label)
        root.layoutIfNeeded()
        #expect(root.lastLayoutReport.problems.count == 2, "\(root.lastLayoutReport.problems)")
        let png = UIGraphicsImageRenderer(bounds: root.bounds).pngData { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        #expect(!png.isEmpty)
    }

    @Test func aLongLabelIsMeasuredWithoutTrouble() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "word ", count: 20_000)
        label.preferredMaxLayoutWidth = 100
        let size = label.intrinsicContentSize
        #expect(size.height > 1000 && size.height.isFinite)
    }

    /// A million points square at 3x is 9e12 pixels: no picture, not an allocation of that size.
    @Test func anEnormousPictureIsRefusedNotAllocated() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1_000_000, height: 1_000_000))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let png = UIGraphicsImageRenderer(bounds: view.bounds, format: format).pngData { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(png.isEmpty, "refused: \(png.count) bytes")
    }

    /// Style values out of range: a NaN or huge font size, corner radius, shadow radius, alpha and
    /// transform still draw (a huge blur radius is bounded by the picture, not by the value).
    @Test(arguments: [CGFloat.nan, -5, 1e9, .infinity])
    func outOfRangeStyleValuesStillDraw(_ value: CGFloat) {
        let root = root()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.font = .systemFont(ofSize: value)
        label.text = "Size"
        let card = UIView(frame: CGRect(x: 10, y: 40, width: 100, height: 50))
        card.backgroundColor = .blue
        card.layer.cornerRadius = value
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = value
        card.layer.borderWidth = value
        card.alpha = value
        let turned = UIView(frame: CGRect(x: 120, y: 40, width: 50, height: 50))
        turned.backgroundColor = .red
        turned.transform = CGAffineTransform(scaleX: value, y: value)
        [label, card, turned].forEach(root.addSubview)
        let png = UIGraphicsImageRenderer(bounds: root.bounds).pngData { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        #expect(!png.isEmpty)
    }
}
