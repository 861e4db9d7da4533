import Foundation

/// The state of a list's data at one moment (UIKit's `NSDiffableDataSourceSnapshot`): sections in
/// order, each with its items in order, every identifier unique in the whole snapshot. Tables and
/// collection views read it through their diffable data sources. A snapshot is a value: applying
/// it to a data source copies it.
///
/// UIKit raises an exception for a duplicate identifier or a section or item that is not in the
/// snapshot; here the operation is refused with a message on standard error (it never crashes a
/// test process) and the snapshot is left as it was.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    /// The section of every item, so lookups and uniqueness checks are constant time.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items marked by `reloadItems` / `reconfigureItems` since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sectionOfItem.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemsBySection[identifier]?.count ?? 0 }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[identifier] ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }
    /// The item's position in `itemIdentifiers` (counted across sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let within = itemsBySection[section]?.firstIndex(of: identifier) else { return nil }
        var before = 0
        for other in sections {
            if other == section { break }
            before += itemsBySection[other]?.count ?? 0
        }
        return before + within
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptNew(sections: identifiers, operation: "appendSections") else { return }
        sections += identifiers
        for section in identifiers { itemsBySection[section] = [] }
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection target: SectionIdentifierType) {
        insert(sections: identifiers, relativeTo: target, after: false)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection target: SectionIdentifierType) {
        insert(sections: identifiers, relativeTo: target, after: true)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard let index = sections.firstIndex(of: section) else { continue }
            for item in itemsBySection[section] ?? [] { sectionOfItem[item] = nil }
            itemsBySection[section] = nil
            sections.remove(at: index)
        }
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection target: SectionIdentifierType) {
        moveSection(identifier, relativeTo: target, after: false)
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection target: SectionIdentifierType) {
        moveSection(identifier, relativeTo: target, after: true)
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { itemsBySection[$0] != nil }
    }

    // MARK: Items

    /// Appends items to `section`, or to the last section when it is nil (UIKit's default).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let target = section ?? sections.last else {
            refuse("appendItems", "there are no sections to append items to (append a section first)")
            return
        }
        guard itemsBySection[target] != nil else {
            refuse("appendItems", "section \(target) is not in the snapshot")
            return
        }
        guard acceptNew(items: identifiers, operation: "appendItems") else { return }
        itemsBySection[target, default: []] += identifiers
        for item in identifiers { sectionOfItem[item] = target }
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem target: ItemIdentifierType) {
        insert(items: identifiers, relativeTo: target, after: false)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem target: ItemIdentifierType) {
        insert(items: identifiers, relativeTo: target, after: true)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
            itemsBySection[section]?.removeAll { $0 == item }
        }
    }
    public mutating func deleteAllItems() {
        sections = []
        itemsBySection = [:]
        sectionOfItem = [:]
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem target: ItemIdentifierType) {
        moveItem(identifier, relativeTo: target, after: false)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem target: ItemIdentifierType) {
        moveItem(identifier, relativeTo: target, after: true)
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    // MARK: Private

    private mutating func insert(sections new: [SectionIdentifierType], relativeTo target: SectionIdentifierType, after: Bool) {
        guard let index = sections.firstIndex(of: target) else {
            refuse(after ? "insertSections(afterSection:)" : "insertSections(beforeSection:)", "section \(target) is not in the snapshot")
            return
        }
        guard acceptNew(sections: new, operation: "insertSections") else { return }
        sections.insert(contentsOf: new, at: after ? index + 1 : index)
        for section in new { itemsBySection[section] = [] }
    }

    private mutating func moveSection(_ section: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool) {
        guard section != target, let from = sections.firstIndex(of: section), sections.contains(target) else {
            refuse("moveSection", "section \(section) or \(target) is not in the snapshot")
            return
        }
        sections.remove(at: from)
        let to = sections.firstIndex(of: target)!
        sections.insert(section, at: after ? to + 1 : to)
    }

    private mutating func insert(items new: [ItemIdentifierType], relativeTo target: ItemIdentifierType, after: Bool) {
        guard let section = sectionOfItem[target], let index = itemsBySection[section]?.firstIndex(of: target) else {
            refuse(after ? "insertItems(afterItem:)" : "insertItems(beforeItem:)", "item \(target) is not in the snapshot")
            return
        }
        guard acceptNew(items: new, operation: "insertItems") else { return }
        itemsBySection[section]?.insert(contentsOf: new, at: after ? index + 1 : index)
        for item in new { sectionOfItem[item] = section }
    }

    private mutating func moveItem(_ item: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool) {
        guard item != target, let from = sectionOfItem[item], let to = sectionOfItem[target] else {
            refuse("moveItem", "item \(item) or \(target) is not in the snapshot")
            return
        }
        itemsBySection[from]?.removeAll { $0 == item }
        let index = itemsBySection[to]!.firstIndex(of: target)!
        itemsBySection[to]!.insert(item, at: after ? index + 1 : index)
        sectionOfItem[item] = to
    }

    /// Whether `new` holds no identifier twice and none already in the snapshot (UIKit's rule).
    private func acceptNew(sections new: [SectionIdentifierType], operation: String) -> Bool {
        var seen = Set<SectionIdentifierType>()
        for section in new where itemsBySection[section] != nil || !seen.insert(section).inserted {
            refuse(operation, "section identifier \(section) is already in the snapshot; section identifiers must be unique")
            return false
        }
        return true
    }

    private func acceptNew(items new: [ItemIdentifierType], operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        for item in new where sectionOfItem[item] != nil || !seen.insert(item).inserted {
            refuse(operation, "item identifier \(item) is already in the snapshot; item identifiers must be unique")
            return false
        }
        return true
    }

    private func refuse(_ operation: String, _ reason: String) {
        DiffableSnapshotLog.report("NSDiffableDataSourceSnapshot.\(operation): \(reason)")
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

/// Where a diffable snapshot's refused operations go: standard error, and kept for the process so
/// a test can read them (`drain()`).
public enum DiffableSnapshotLog {
    private static let store = ConsoleMessages()
    static func report(_ message: String) { store.report(message) }
    /// The messages reported since the last call, and forgets them.
    public static func drain() -> [String] { store.drain() }
}
