import LayoutEngine
/// One component entry of a scene file's `content`, chosen by its `"component"` key; the
/// entry's other keys are the component's configuration (each component declares its keys
/// once, in its `sceneKeys`).
public enum ComponentSpec: Sendable {
    case modal(AlertModal)
    case actionSheet(ActionSheet)
    case toast(Toast)
    case loading(LoadingOverlay)
    case retry(RetryView)
    case boxButton(BoxButton)
    case relationshipButton(RelationshipButton)
    case textField(TextField)
    case skeleton(Skeleton)
    case emptyView(EmptyView)
    case insetGroupedList(InsetGroupedList)
    case journalGrid(JournalGrid)
    case sheet(Sheet)
    case panModal(PanModal)
    case tagFilter(TagFilter)
    case newsCell(NewsCell)
    case statusBarNotification(StatusBarNotification)

    /// The configured component.
    public var component: any SceneComponent {
        switch self {
        case .modal(let modal): modal
        case .actionSheet(let sheet): sheet
        case .toast(let toast): toast
        case .loading(let loading): loading
        case .retry(let retry): retry
        case .boxButton(let button): button
        case .relationshipButton(let button): button
        case .textField(let field): field
        case .skeleton(let skeleton): skeleton
        case .emptyView(let empty): empty
        case .insetGroupedList(let list): list
        case .journalGrid(let grid): grid
        case .sheet(let sheet): sheet
        case .panModal(let panModal): panModal
        case .tagFilter(let filter): filter
        case .newsCell(let cell): cell
        case .statusBarNotification(let notification): notification
        }
    }

    /// The component registry: every component a scene file can name, in the order the schema
    /// and the catalog list them. The one list the decoder, `names` and the schema read.
    public static let registry: [ComponentRegistration] = [
        ComponentRegistration(AlertModal.self) { .modal($0) },
        ComponentRegistration(ActionSheet.self) { .actionSheet($0) },
        ComponentRegistration(Toast.self) { .toast($0) },
        ComponentRegistration(LoadingOverlay.self) { .loading($0) },
        ComponentRegistration(RetryView.self) { .retry($0) },
        ComponentRegistration(BoxButton.self) { .boxButton($0) },
        ComponentRegistration(RelationshipButton.self) { .relationshipButton($0) },
        ComponentRegistration(TextField.self) { .textField($0) },
        ComponentRegistration(Skeleton.self) { .skeleton($0) },
        ComponentRegistration(EmptyView.self) { .emptyView($0) },
        ComponentRegistration(InsetGroupedList.self) { .insetGroupedList($0) },
        ComponentRegistration(JournalGrid.self, definitions: [.init("journalCard", JournalCard.schema)]) { .journalGrid($0) },
        ComponentRegistration(Sheet.self, definitions: [.init("sheetDetent", SheetDetentDescription.definition)]) { .sheet($0) },
        ComponentRegistration(PanModal.self, definitions: [.init("panModalHeight", PanModalHeightDescription.definition)]) { .panModal($0) },
        ComponentRegistration(TagFilter.self) { .tagFilter($0) },
        ComponentRegistration(NewsCell.self) { .newsCell($0) },
        ComponentRegistration(StatusBarNotification.self) { .statusBarNotification($0) },
    ]

    /// Every value of the `"component"` key, as scene files spell them.
    public static let names = registry.map(\.name)

    /// The `"component"` value of this entry.
    public var name: String { type(of: component).componentName }

    /// The picture the entry's `image` key names (the modal's, the news cell's thumbnail), if any:
    /// what reading a scene file resolves against its folder and asset catalog.
    public var picture: ComponentImage? {
        get {
            switch self {
            case .modal(let modal): modal.image?.picture
            case .newsCell(let cell): cell.image
            default: nil
            }
        }
        set {
            switch self {
            case .modal(var modal): modal.image?.picture = newValue; self = .modal(modal)
            case .newsCell(var cell): cell.image = newValue; self = .newsCell(cell)
            default: break
            }
        }
    }
}

/// A design-system component a scene file can name: laid out and drawn (`Component`), read and
/// written by its one declaration (`SceneConfigurable`).
public protocol SceneComponent: Component, SceneConfigurable {}

extension SceneComponent {
    /// The `"component"` value of its scene-file entries.
    public static var componentName: String { sceneKeys.component ?? "\(Self.self)" }
}

/// One entry of the component registry: a component type's name, how an entry of it is read
/// into a `ComponentSpec`, and its schema.
public struct ComponentRegistration: Sendable {
    /// The `"component"` value.
    public let name: String
    let decode: @Sendable (Decoder) throws -> ComponentSpec
    let schemaOf: @Sendable () -> JSONValue
    /// The schema definitions the component's keys refer to by name (`#/$defs/journalCard`).
    public let definitions: [JSONValue.Member]

    init<C: SceneComponent>(_ type: C.Type, definitions: [JSONValue.Member] = [], _ wrap: @escaping @Sendable (C) -> ComponentSpec) {
        name = C.componentName
        decode = { wrap(try C(from: $0)) }
        schemaOf = { C.schema }
        self.definitions = definitions
    }

    /// The JSON Schema of this component's entries.
    public var schema: JSONValue { schemaOf() }
}

extension ComponentSpec: Codable {
    private enum CodingKeys: String, CodingKey { case component }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .component)
        guard let registration = ComponentSpec.registry.first(where: { $0.name == name }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .component, in: container,
                debugDescription: "unknown component \"\(name)\"; expected one of: "
                    + ComponentSpec.names.joined(separator: ", "))
        }
        self = try registration.decode(decoder)
    }

    /// The component's entry as a scene file writes it, `"component"` key first.
    public func encode(to encoder: Encoder) throws {
        try component.encode(to: encoder)
    }
}
