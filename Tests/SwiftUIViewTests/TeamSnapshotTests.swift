import Foundation
import LayoutSnapshotTesting
import SnapshotTesting
import SwiftUIViews
import Testing
import ViewKit

/// Team views snapshot-tested as swift-snapshot-testing users write it; every reference in
/// `__Snapshots__/TeamSnapshotTests` was looked at when it was recorded.
@Suite(.snapshots(record: .missing)) @MainActor
struct TeamSnapshotTests {
    @Test func profileCard() {
        assertSnapshot(of: ProfileCard(name: "Layla Haddad", role: "Design systems", followers: 1200).frame(width: 390),
                       as: .image(layout: .sizeThatFits))
    }

    @Test func profileCardDark() {
        assertSnapshot(of: ProfileCard(name: "Layla Haddad", role: "Design systems", followers: 1200)
                           .frame(width: 390)
                           .background(Color(uiColor: .systemGroupedBackground))
                           .environment(\.colorScheme, .dark),
                       as: .image(layout: .sizeThatFits))
    }

    @Test func chatRowsWithEmojiAndArabic() {
        let rows = VStack(spacing: 0) {
            ChatRow(name: "ليلى حداد", message: "مرحبا! هل نلتقي في الخامسة؟ 👋", time: "9:41", unread: 3)
            Divider().padding(.leading, 72)
            ChatRow(name: "Sam 🚀", message: "Shipped the SwiftUI renderer — snapshots are green ✅", time: "Yesterday", unread: 0)
        }
        assertSnapshot(of: rows.frame(width: 375).background(Color.white), as: .image(layout: .sizeThatFits))
    }

    @Test func chatRowRightToLeftAtAccessibilitySize() {
        let row = ChatRow(name: "ليلى حداد", message: "مرحبا! هل نلتقي في الخامسة؟ 👋", time: "9:41", unread: 3)
        assertSnapshot(of: row.frame(width: 375).background(Color.white),
                       as: .image(layout: .sizeThatFits, traits: UITraitCollection(traitsFrom: [
                           UITraitCollection(layoutDirection: .rightToLeft),
                           UITraitCollection(preferredContentSizeCategory: .accessibilityMedium),
                           UITraitCollection(displayScale: 2),
                       ])))
    }

    @Test func settingsForm() {
        assertSnapshot(of: SettingsForm(), as: .image(layout: .fixed(width: 375, height: 420)))
    }

    @Test func photoGrid() {
        assertSnapshot(of: PhotoGrid().frame(width: 375), as: .image(layout: .sizeThatFits, traits: UITraitCollection(displayScale: 2)))
    }

    @Test func flowLayoutTags() {
        assertSnapshot(of: TagCloud(), as: .image(layout: .sizeThatFits, traits: UITraitCollection(displayScale: 2)))
    }

    @Test func shapesOnADevice() {
        let view = VStack(spacing: 16) {
            HStack(spacing: 16) {
                Rectangle().fill(Color.red)
                RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                Circle().fill(Color.green)
            }
            .frame(height: 60)
            HStack(spacing: 16) {
                Capsule().stroke(Color.blue, lineWidth: 3)
                Ellipse().fill(Color.purple)
                RoundedRectangle(cornerRadius: 12).strokeBorder(Color.pink, lineWidth: 4)
            }
            .frame(height: 60)
            Color.gray.opacity(0.3).frame(width: 100, height: 40).border(Color.black, width: 2)
        }
        .padding()
        .background(Color.white)
        assertSnapshot(of: view, as: .image(layout: .device(config: .iPhoneSe)))
    }
}
