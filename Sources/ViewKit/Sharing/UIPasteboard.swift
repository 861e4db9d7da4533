import Foundation

/// The pasteboard (UIKit's `UIPasteboard`), held in this process.
///
/// Not the system's: a snapshot has no other app to copy from or paste into, so `general` and
/// named pasteboards keep what the code puts on them for the life of the test process, and
/// start empty. Reading back what was written works as in UIKit (`string` is the first item's
/// text, `strings` every item's); `changeCount` counts writes.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }
    /// Options of `setItems(_:options:)` (UIKit's `UIPasteboard.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    }
    /// The type identifiers the typed accessors store under (UTType identifiers, as UIKit uses).
    public static let typeListString = ["public.utf8-plain-text"]
    public static let typeListURL = ["public.url"]
    public static let typeListImage = ["public.png"]
    public static let typeListColor = ["com.apple.uikit.color"]
    public static let typeAutomatic = "com.apple.uikit.pboard-type.automatic"

    /// The general pasteboard (in this process).
    public static let general = UIPasteboard(name: .general)
    /// What each named pasteboard holds: every `UIPasteboard` of a name reads and writes the same.
    private static var contents: [Name: (items: [[String: Any]], changeCount: Int)] = [.general: ([], 0)]

    public let name: Name
    private init(name: Name) {
        self.name = name
        if UIPasteboard.contents[name] == nil { UIPasteboard.contents[name] = ([], 0) }
        super.init()
    }
    /// The pasteboard named `name`; nil when there is none and `create` is false.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard UIPasteboard.contents[pasteboardName] != nil || create else { return nil }
        self.init(name: pasteboardName)
    }
    /// A new pasteboard with a unique name.
    public static func withUniqueName() -> UIPasteboard { UIPasteboard(name: Name(UUID().uuidString)) }
    public static func remove(withName pasteboardName: Name) { contents[pasteboardName] = nil }

    /// Every write bumps it, as UIKit's does.
    open var changeCount: Int { UIPasteboard.contents[name]?.changeCount ?? 0 }
    open var isPersistent: Bool { false }

    /// The items, each a dictionary from type identifier to value.
    open var items: [[String: Any]] {
        get { UIPasteboard.contents[name]?.items ?? [] }
        set { UIPasteboard.contents[name] = (newValue, changeCount + 1) }
    }
    open var numberOfItems: Int { items.count }
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) { self.items = items }
    open func addItems(_ items: [[String: Any]]) { self.items += items }
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }
    open func contains(pasteboardTypes: [String]) -> Bool { items.contains { item in pasteboardTypes.contains { item[$0] != nil } } }
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }
    open func data(forPasteboardType pasteboardType: String) -> Data? { value(forPasteboardType: pasteboardType) as? Data }
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { items = [[pasteboardType: data]] }

    /// The values of every item stored under one of `types`.
    private func values<T>(_ types: [String], as: T.Type) -> [T] {
        items.compactMap { item in types.lazy.compactMap { item[$0] as? T }.first }
    }
    private func set<T>(_ values: [T]?, under type: String) { items = (values ?? []).map { [type: $0] } }

    open var string: String? { get { strings?.first } set { strings = newValue.map { [$0] } } }
    open var strings: [String]? { get { values(Self.typeListString, as: String.self).nilIfEmpty } set { set(newValue, under: Self.typeListString[0]) } }
    open var url: URL? { get { urls?.first } set { urls = newValue.map { [$0] } } }
    open var urls: [URL]? { get { values(Self.typeListURL, as: URL.self).nilIfEmpty } set { set(newValue, under: Self.typeListURL[0]) } }
    open var image: UIImage? { get { images?.first } set { images = newValue.map { [$0] } } }
    open var images: [UIImage]? { get { values(Self.typeListImage, as: UIImage.self).nilIfEmpty } set { set(newValue, under: Self.typeListImage[0]) } }
    open var color: UIColor? { get { colors?.first } set { colors = newValue.map { [$0] } } }
    open var colors: [UIColor]? { get { values(Self.typeListColor, as: UIColor.self).nilIfEmpty } set { set(newValue, under: Self.typeListColor[0]) } }
    open var hasStrings: Bool { strings != nil }
    open var hasURLs: Bool { urls != nil }
    open var hasImages: Bool { images != nil }
    open var hasColors: Bool { colors != nil }

    // UIKit's pasteboard notifications (never posted here).
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
}

private extension Array {
    var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
