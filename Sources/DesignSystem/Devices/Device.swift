import LayoutEngine
/// A screen to lay components out on: its size in points, its scale (pixels per point)
/// and its safe area, in portrait.
///
/// In a scene file a device is either a preset's name (`"iphone15"`) or an object
/// `{"width": 393, "height": 852, "scale": 3, "safeArea": {"top": 59, "bottom": 34}}`
/// (`scale` defaults to 1 and every `safeArea` edge to 0).
public struct Device: Sendable, Hashable {
    /// The preset's name, or "custom".
    public var name: String
    /// Portrait size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    /// Insets of the area no bar or cutout covers, points.
    public var safeArea: EdgeInsets

    /// A device after checking that it can be laid out and drawn: the size finite, above
    /// zero and at most `maximumLength` points a side, the scale one of 1, 2 or 3, and
    /// the safe area inside the screen.
    public init(name: String = "custom", size: Size, scale: Double, safeArea: EdgeInsets = .zero) throws {
        self.init(unchecked: name, size: size, scale: scale, safeArea: safeArea)
        if let error = problem { throw error }
    }

    private init(unchecked name: String, size: Size, scale: Double, safeArea: EdgeInsets) {
        self.name = name; self.size = size; self.scale = scale; self.safeArea = safeArea
    }

    private init(preset name: String, width: Double, height: Double, scale: Double, top: Double, bottom: Double) {
        self.init(unchecked: name, size: Size(width: width, height: height), scale: scale, safeArea: EdgeInsets(top: top, bottom: bottom))
    }

    /// The longest side a device may have, in points (a 4K screen at 2x fits comfortably).
    public static let maximumLength = 4096.0
    /// The scales a device may have: UIKit's screens are drawn at 1, 2 or 3 pixels a point.
    public static let scales = [1.0, 2, 3]

    // The checks of a device, each the initializer's and the scene file's (`sceneKeys`).
    static func sizeProblem(side: String, _ value: Double) -> DeviceError? {
        value.isFinite && value > 0 && value <= maximumLength ? nil : .invalidSize(side: side, value: value)
    }

    static func scaleProblem(_ scale: Double) -> DeviceError? { scales.contains(scale) ? nil : .invalidScale(scale) }

    static func safeAreaProblem(edge: String, _ value: Double) -> DeviceError? {
        value.isFinite && value >= 0 ? nil : .invalidSafeArea(edge: edge, value: value)
    }

    /// Why the safe area leaves no room on the screen, or nil.
    var roomProblem: DeviceError? {
        safeArea.top + safeArea.bottom < size.height && safeArea.left + safeArea.right < size.width ? nil : .safeAreaLargerThanScreen
    }

    /// The first check this device fails, or nil.
    var problem: DeviceError? {
        Device.sizeProblem(side: "width", size.width) ?? Device.sizeProblem(side: "height", size.height)
            ?? Device.scaleProblem(scale)
            ?? Device.safeAreaProblem(edge: "top", safeArea.top) ?? Device.safeAreaProblem(edge: "left", safeArea.left)
            ?? Device.safeAreaProblem(edge: "bottom", safeArea.bottom) ?? Device.safeAreaProblem(edge: "right", safeArea.right)
            ?? roomProblem
    }

    /// The screen's bounds, origin at the top left.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    // Portrait sizes and safe areas of Apple's devices (Apple's "Device screen sizes and
    // orientations" table in the Human Interface Guidelines), as issue 6 lists them.
    /// iPhone SE (2nd and 3rd generation): 375 x 667 @2x, status bar 20, no home indicator.
    public static let iphoneSE = Device(preset: "iphoneSE", width: 375, height: 667, scale: 2, top: 20, bottom: 0)
    /// iPhone 13: 390 x 844 @3x, notch 47, home indicator 34.
    public static let iphone13 = Device(preset: "iphone13", width: 390, height: 844, scale: 3, top: 47, bottom: 34)
    /// iPhone 15: 393 x 852 @3x, Dynamic Island 59, home indicator 34.
    public static let iphone15 = Device(preset: "iphone15", width: 393, height: 852, scale: 3, top: 59, bottom: 34)
    /// iPhone 15 Pro Max: 430 x 932 @3x, 59 and 34.
    public static let iphone15ProMax = Device(preset: "iphone15ProMax", width: 430, height: 932, scale: 3,
                                              top: 59, bottom: 34)
    /// iPad (9th generation): 810 x 1080 @2x, status bar 20.
    public static let ipad = Device(preset: "ipad", width: 810, height: 1080, scale: 2, top: 20, bottom: 0)

    /// Every preset, smallest first.
    public static let presets: [Device] = [.iphoneSE, .iphone13, .iphone15, .iphone15ProMax, .ipad]

    /// The preset called `name`, or nil.
    public static func preset(named name: String) -> Device? {
        presets.first { $0.name == name }
    }
}

/// Why a device cannot be used.
public enum DeviceError: Error, Hashable, CustomStringConvertible {
    case unknownPreset(String)
    case invalidSize(side: String, value: Double)
    case invalidScale(Double)
    case invalidSafeArea(edge: String, value: Double)
    case safeAreaLargerThanScreen

    public var description: String {
        switch self {
        case .unknownPreset(let name):
            "unknown device \"\(name)\"; expected one of: "
                + Device.presets.map(\.name).joined(separator: ", ") + ", or {\"width\", \"height\", \"scale\"}"
        case .invalidSize(let side, let value):
            "device \(side) must be above 0 and at most \(Int(Device.maximumLength)) points, found \(value)"
        case .invalidScale(let scale): "device scale must be 1, 2 or 3, found \(scale)"
        case .invalidSafeArea(let edge, let value): "safe area \(edge) must be 0 or more points, found \(value)"
        case .safeAreaLargerThanScreen: "the safe area insets leave no room on the screen"
        }
    }
}

extension Device: SceneConfigurable {
    /// A custom device's keys: the one declaration of its decoder, encoder and schema (`device`).
    public static let sceneKeys = SceneKeys<Device>(
        prototype: Device(unchecked: "custom", size: .zero, scale: 1, safeArea: .zero),
        keys: [
            .value("width", \.size.width, side("width"), required: true),
            .value("height", \.size.height, side("height"), required: true),
            SceneKey("scale", Double.self, check: SceneCheck { scaleProblem($0)?.description },
                     schema: ["enum": .array(scales.map { .number($0) })], get: { $0.scale }, set: { $0.scale = $1 }),
            .object("safeArea", \.safeArea, SceneKeys(prototype: .zero, keys: [
                .value("top", \.top, edge("top")), .value("left", \.left, edge("left")),
                .value("bottom", \.bottom, edge("bottom")), .value("right", \.right, edge("right")),
            ])),
        ],
        validate: { device in device.roomProblem.map { ("safeArea", $0.description) } })

    private static func side(_ side: String) -> SceneCheck<Double> {
        SceneCheck(schema: [.init("exclusiveMinimum", 0), .init("maximum", .number(maximumLength)), .init("description", "Points.")]) {
            sizeProblem(side: side, $0)?.description
        }
    }

    private static func edge(_ edge: String) -> SceneCheck<Double> {
        SceneCheck(schema: [.init("minimum", 0), .init("description", "Points.")]) { safeAreaProblem(edge: edge, $0)?.description }
    }

    /// A preset's name, or a custom device's object.
    public static var schema: JSONValue {
        ["oneOf": [
            ["enum": .array(presets.map { .string($0.name) }),
             "description": .string(presets.map(\.summary).joined(separator: ", ") + ".")],
            sceneKeys.schema,
        ]]
    }

    /// `390x844@3x (47/34)`: the size, scale and top and bottom safe area.
    private var summary: String {
        "\(JSONText.number(size.width))x\(JSONText.number(size.height))@\(JSONText.number(scale))x "
            + "(\(JSONText.number(safeArea.top))/\(JSONText.number(safeArea.bottom)))"
    }

    /// Decodes a preset's name or a custom device's object (`sceneKeys`).
    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            guard let preset = Device.preset(named: name) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: DeviceError.unknownPreset(name).description)
            }
            self = preset
            return
        }
        self = try Self.sceneKeys.decode(decoder)
    }

    /// A preset's name, or the object of any other device (`sceneKeys`).
    public func encode(to encoder: Encoder) throws {
        if Device.preset(named: name) == self {
            var single = encoder.singleValueContainer()
            try single.encode(name)
            return
        }
        try Self.sceneKeys.encode(self, to: encoder)
    }
}
