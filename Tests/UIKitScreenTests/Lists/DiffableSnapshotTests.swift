// NSDiffableDataSourceSnapshot as a team uses it: sections and items by identifier.
import Testing
import Foundation
import ViewKit

@Suite struct DiffableSnapshotTests {
    enum Section: Hashable { case favorites, all }

    @Test func itemsAppendToTheLastSectionByDefault() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favorites, .all])
        snapshot.appendItems(["Ada"], toSection: .favorites)
        snapshot.appendItems(["Grace", "Linus"])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.itemIdentifiers(inSection: .all) == ["Grace", "Linus"])
        #expect(snapshot.itemIdentifiers == ["Ada", "Grace", "Linus"])
        #expect(snapshot.indexOfItem("Linus") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: "Ada") == .favorites)
    }

    @Test func insertMoveAndDeleteKeepTheOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.all])
        snapshot.appendItems([1, 2, 4])
        snapshot.insertItems([3], afterItem: 2)
        snapshot.insertItems([0], beforeItem: 1)
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4])
        snapshot.moveItem(0, afterItem: 4)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 0])
        snapshot.deleteItems([2, 99])
        #expect(snapshot.itemIdentifiers == [1, 3, 4, 0])
        snapshot.insertSections([.favorites], beforeSection: .all)
        #expect(snapshot.sectionIdentifiers == [.favorites, .all])
        snapshot.deleteSections([.all])
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.indexOfItem(1) == nil)
    }

    @Test func aDuplicateIdentifierIsRefusedWithUIKitsReason() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendItems(["orphan"])
        snapshot.appendSections([.all])
        snapshot.appendItems(["Ada", "Ada"])
        snapshot.appendSections([.all])
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 1)
        let messages = DiffableSnapshotLog.drain()
        // Other suites may report at the same time: look for these three, not at the count.
        #expect(messages.contains { $0.hasPrefix("NSDiffableDataSourceSnapshot.appendItems: there are no sections") })
        #expect(messages.contains { $0.contains("item identifier Ada is already in the snapshot") })
        #expect(messages.contains { $0.contains("section identifier all is already in the snapshot") })
    }

    @Test func indexPathsReadSectionAndRow() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        #expect(IndexPath(item: 2, section: 0) == IndexPath(row: 2, section: 0))
    }
}
