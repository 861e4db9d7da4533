/// UIKit's nine font weights (`UIFont.Weight`), lightest first; raw values are the scene-file names.
public enum FontWeight: String, Sendable, Codable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType / CSS weight class (100 ... 900, OS/2 `usWeightClass`): UIKit's ultraLight is 100
    /// and black 900, in the order of `UIFont.Weight`'s values (-0.8 ... 0.62).
    public var weightClass: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The fontconfig weight that selects this weight: fontconfig.h's `FC_WEIGHT_THIN` (0),
    /// `EXTRALIGHT` (40), `LIGHT` (50), `REGULAR` (80), `MEDIUM` (100), `DEMIBOLD` (180), `BOLD` (200),
    /// `EXTRABOLD` (205) and `BLACK` (210), which `FcWeightFromOpenType` maps to 100 ... 900.
    var fontconfigWeight: Int32 {
        switch self {
        case .ultraLight: 0
        case .thin: 40
        case .light: 50
        case .regular: 80
        case .medium: 100
        case .semibold: 180
        case .bold: 200
        case .heavy: 205
        case .black: 210
        }
    }

    /// Whether a face of this weight is bold enough that a lighter face standing in for it is
    /// emboldened (CSS Fonts 4 §5.2, "font-synthesis-weight": 600 and above).
    var wantsBold: Bool { weightClass >= 600 }
}
