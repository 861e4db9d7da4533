// The code of the DocC article "Snapshot-testing your UIKit components on Linux"
// (Sources/LayoutSnapshot/LayoutSnapshot.docc/SnapshotTestingOnLinux.md), compiled and run here.
// DocumentationSampleTests checks that every Swift block of the article appears in this file.
import DesignSystem
import LayoutSnapshot
import Testing
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import Foundation
import ViewKit
#endif

/// A chip with a leading dot and a Dynamic Type label, as a team writes it for iOS.
final class PresenceChip: UIView {
    let dot = UIView()
    let label = UILabel()

    init(text: String) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        dot.backgroundColor = .systemGreen
        dot.layer.cornerRadius = 4
        label.text = text
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .label
        addSubview(dot)
        addSubview(label)
        dot.snp.makeConstraints {
            $0.leading.equalToSuperview().offset(10)
            $0.centerY.equalTo(label)
            $0.size.equalTo(8)
        }
        label.snp.makeConstraints {
            $0.leading.equalTo(dot.snp.trailing).offset(6)
            $0.trailing.equalToSuperview().inset(10)
            $0.verticalEdges.equalToSuperview().inset(6)
        }
    }

    required init?(coder: NSCoder) { nil }
}

@Suite(.layoutSnapshots(record: .missing)) @MainActor
struct PresenceChipSnapshots {
    @Test func online() {
        assertSnapshot(of: PresenceChip(text: "Online"), size: .fitting, named: "online")
    }

    @Test func everyAppearanceSizeAndDirection() {
        let matrix = Variants.appearances(.all)
            * .contentSizes([.large, .accessibilityExtraExtraExtraLarge])
            * .layoutDirections(.all)
        assertSnapshot(of: PresenceChip(text: "Online"), variants: matrix, size: .width(200),
                       strictLayout: true, named: "chip")
    }
}
