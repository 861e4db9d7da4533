import SnapshotTesting
import UIKit
import XCTest
@testable import ProfileUI

final class ProfileSnapshotTests: XCTestCase {
    func testProfileHeader() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 150))
        header.configure(name: "Jane Appleseed", bio: "Designs the design system.")
        assertSnapshot(of: header, as: .image)
    }

    func testProfileScreen() {
        let controller = ProfileViewController(posts: ["Constraints, explained", "A week of snapshots", "Dark mode notes"])
        assertSnapshot(of: controller, as: .image(on: .iPhone13))
    }

    func testFollowButtonHasItsTargetAction() {
        let header = ProfileHeaderView()
        let button = header.subviews.compactMap { $0 as? UIButton }.first
        XCTAssertEqual(button?.actions(forTarget: header, forControlEvent: .touchUpInside), ["followTapped:"])
    }
}
