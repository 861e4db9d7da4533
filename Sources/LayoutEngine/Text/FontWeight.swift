/// The weights the text engine distinguishes: the design system uses regular and bold only.
public enum FontWeight: String, Sendable, Codable, Hashable, CaseIterable {
    case regular, bold

    /// The fontconfig weight that selects this weight (`FC_WEIGHT_REGULAR` = 80, `FC_WEIGHT_BOLD` = 200,
    /// from fontconfig.h).
    var fontconfigWeight: Int32 {
        switch self {
        case .regular: 80
        case .bold: 200
        }
    }
}
