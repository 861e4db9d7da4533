import LayoutEngine
/// One component entry of a scene file's `content`, chosen by its `"component"` key; the
/// entry's other keys are the component's configuration (each component documents its keys).
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

    /// Every value of the `"component"` key, as scene files spell them.
    public static let names = ["modal", "actionSheet", "toast", "loading", "retry", "boxButton",
                               "relationshipButton", "textField", "skeleton", "emptyView", "insetGroupedList",
                               "journalGrid", "sheet", "panModal", "tagFilter"]

    /// The `"component"` value of this entry.
    public var name: String {
        switch self {
        case .modal: "modal"
        case .actionSheet: "actionSheet"
        case .toast: "toast"
        case .loading: "loading"
        case .retry: "retry"
        case .boxButton: "boxButton"
        case .relationshipButton: "relationshipButton"
        case .textField: "textField"
        case .skeleton: "skeleton"
        case .emptyView: "emptyView"
        case .insetGroupedList: "insetGroupedList"
        case .journalGrid: "journalGrid"
        case .sheet: "sheet"
        case .panModal: "panModal"
        case .tagFilter: "tagFilter"
        }
    }
}

extension ComponentSpec: Decodable {
    private enum CodingKeys: String, CodingKey { case component }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .component)
        switch name {
        case "modal": self = .modal(try AlertModal(from: decoder))
        case "actionSheet": self = .actionSheet(try ActionSheet(from: decoder))
        case "toast": self = .toast(try Toast(from: decoder))
        case "loading": self = .loading(try LoadingOverlay(from: decoder))
        case "retry": self = .retry(try RetryView(from: decoder))
        case "boxButton": self = .boxButton(try BoxButton(from: decoder))
        case "relationshipButton": self = .relationshipButton(try RelationshipButton(from: decoder))
        case "textField": self = .textField(try TextField(from: decoder))
        case "skeleton": self = .skeleton(try Skeleton(from: decoder))
        case "emptyView": self = .emptyView(try EmptyView(from: decoder))
        case "insetGroupedList": self = .insetGroupedList(try InsetGroupedList(from: decoder))
        case "journalGrid": self = .journalGrid(try JournalGrid(from: decoder))
        case "sheet": self = .sheet(try Sheet(from: decoder))
        case "panModal": self = .panModal(try PanModal(from: decoder))
        case "tagFilter": self = .tagFilter(try TagFilter(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .component, in: container,
                debugDescription: "unknown component \"\(name)\"; expected one of: "
                    + ComponentSpec.names.joined(separator: ", "))
        }
    }
}

extension ComponentSpec {
    /// The configured component.
    public var component: any Component {
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
        }
    }
}

extension ComponentSpec: Encodable {
    /// The component's entry as a scene file writes it, `"component"` key first.
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .modal(let component): try component.encode(to: encoder)
        case .actionSheet(let component): try component.encode(to: encoder)
        case .toast(let component): try component.encode(to: encoder)
        case .loading(let component): try component.encode(to: encoder)
        case .retry(let component): try component.encode(to: encoder)
        case .boxButton(let component): try component.encode(to: encoder)
        case .relationshipButton(let component): try component.encode(to: encoder)
        case .textField(let component): try component.encode(to: encoder)
        case .skeleton(let component): try component.encode(to: encoder)
        case .emptyView(let component): try component.encode(to: encoder)
        case .insetGroupedList(let component): try component.encode(to: encoder)
        case .journalGrid(let component): try component.encode(to: encoder)
        case .sheet(let component): try component.encode(to: encoder)
        case .panModal(let component): try component.encode(to: encoder)
        case .tagFilter(let component): try component.encode(to: encoder)
        }
    }
}
