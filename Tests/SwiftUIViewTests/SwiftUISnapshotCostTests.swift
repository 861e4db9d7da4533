import Foundation
import Testing
import TestSupport
import ViewKit
@testable import SwiftUIViews

/// A UIKit card with the profile card's content and shadow, laid out by constraints: the peer
/// the SwiftUI card's cost is measured beside.
@MainActor
final class UIKitProfileCard: UIView {
    init() {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 16
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 4)
        let avatar = UIView()
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 28
        let name = UILabel()
        name.text = "Layla Haddad"
        name.font = .preferredFont(forTextStyle: .headline)
        let role = UILabel()
        role.text = "Design systems"
        role.font = .preferredFont(forTextStyle: .subheadline)
        role.textColor = .secondaryLabel
        let followers = UILabel()
        followers.text = "1,200 followers"
        followers.font = .preferredFont(forTextStyle: .footnote)
        followers.textColor = .systemBlue
        let column = UIStackView(arrangedSubviews: [name, role, followers])
        column.axis = .vertical
        column.spacing = 4
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        for view in [avatar, column, button] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 56), avatar.heightAnchor.constraint(equalToConstant: 56),
            column.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            column.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            column.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            button.leadingAnchor.constraint(greaterThanOrEqualTo: column.trailingAnchor, constant: 12),
            button.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            button.topAnchor.constraint(equalTo: topAnchor, constant: 16),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

/// Opt-in (SWIFTUI_COST_RUNS=n): the CPU time of drawing the SwiftUI profile card and settings
/// form to a bitmap in a debug build (layout, scene, rasterizing: a snapshot's work without the
/// file), beside the UIKit card laid out by constraints. Prints medians; asserts nothing about time.
@Suite @MainActor
struct SwiftUISnapshotCostTests {
    @Test func costOfASwiftUICardBesideAUIKitCard() throws {
        guard let runs = ProcessInfo.processInfo.environment["SWIFTUI_COST_RUNS"].flatMap(Int.init), runs > 0 else { return }
        func median(_ body: () -> Void) -> Double {
            let times = (0...runs).map { _ in threadCPUSeconds(body).seconds }.dropFirst().sorted()
            return times[times.count / 2] * 1000
        }
        let swiftUICard = median {
            let renderer = ImageRenderer(content: ProfileCard(name: "Layla Haddad", role: "Design systems", followers: 1200).frame(width: 390))
            renderer.scale = 3
            _ = renderer.bitmap()
        }
        let uiKitCard = median { _ = try? UIKitProfileCard().renderBitmap(size: .width(358)) }
        let swiftUIForm = median {
            let renderer = ImageRenderer(content: SettingsForm())
            renderer.scale = 3
            renderer.proposedSize = ProposedViewSize(width: 375, height: 420)
            _ = renderer.bitmap()
        }
        let layoutOnly = median { _ = idealSize(SettingsForm(), ProposedViewSize(width: 375, height: 420)) }
        print(String(format: "SwiftUI profile card %.1f ms, UIKit profile card %.1f ms (ratio %.2f); SwiftUI settings form %.1f ms "
                     + "(its SwiftUI layout alone %.2f ms); debug, medians of %d runs", swiftUICard, uiKitCard, swiftUICard / uiKitCard,
                     swiftUIForm, layoutOnly, runs))
    }
}
