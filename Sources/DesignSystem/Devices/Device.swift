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
        for (side, value) in [("width", size.width), ("height", size.height)]
        where !(value.isFinite && value > 0 && value <= Device.maximumLength) {
            throw DeviceError.invalidSize(side: side, value: value)
        }
        guard [1.0, 2, 3].contains(scale) else { throw DeviceError.invalidScale(scale) }
        let edges = [("top", safeArea.top), ("left", safeArea.left), ("bottom", safeArea.bottom),
                     ("right", safeArea.right)]
        for (edge, value) in edges where !(value.isFinite && value >= 0) {
            throw DeviceError.invalidSafeArea(edge: edge, value: value)
        }
        guard safeArea.top + safeArea.bottom < size.height, safeArea.left + safeArea.right < size.width else {
            throw DeviceError.safeAreaLargerThanScreen
        }
        self.name = name; self.size = size; self.scale = scale; self.safeArea = safeArea
    }

    private init(preset name: String, width: Double, height: Double, scale: Double, top: Double, bottom: Double) {
        self.name = name
        self.size = Size(width: width, height: height)
        self.scale = scale
        self.safeArea = EdgeInsets(top: top, bottom: bottom)
    }

    /// The longest side a device may have, in points (a 4K screen at 2x fits comfortably).
    public static let maximumLength = 4096.0

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

extension Device: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case width, height, scale, safeArea }
    private enum EdgeKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }

    /// Decodes a preset name or a custom `{"width", "height", "scale", "safeArea"}` object.
    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            guard let preset = Device.preset(named: name) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: DeviceError.unknownPreset(name).description)
            }
            self = preset
            return
        }
        try decoder.rejectUnknownKeys(allowed: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var safeArea = EdgeInsets.zero
        if container.contains(.safeArea) {
            let edges = try container.nestedContainer(keyedBy: EdgeKeys.self, forKey: .safeArea)
            try container.superDecoder(forKey: .safeArea).rejectUnknownKeys(allowed: EdgeKeys.allCases.map(\.rawValue))
            safeArea = EdgeInsets(top: try edges.decodeIfPresent(Double.self, forKey: .top) ?? 0,
                                  left: try edges.decodeIfPresent(Double.self, forKey: .left) ?? 0,
                                  bottom: try edges.decodeIfPresent(Double.self, forKey: .bottom) ?? 0,
                                  right: try edges.decodeIfPresent(Double.self, forKey: .right) ?? 0)
        }
        do {
            try self.init(size: Size(width: try container.decode(Double.self, forKey: .width),
                                     height: try container.decode(Double.self, forKey: .height)),
                          scale: try container.decodeIfPresent(Double.self, forKey: .scale) ?? 1,
                          safeArea: safeArea)
        } catch let error as DeviceError {
            let key: CodingKeys = switch error {
            case .invalidSize(let side, _): side == "width" ? .width : .height
            case .invalidScale: .scale
            case .invalidSafeArea, .safeAreaLargerThanScreen: .safeArea
            case .unknownPreset: .width
            }
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }
}

extension Device: Encodable {
    /// A preset's name, or the `{"width", "height", "scale", "safeArea"}` object of any other device.
    public func encode(to encoder: Encoder) throws {
        if Device.preset(named: name) == self {
            var single = encoder.singleValueContainer()
            try single.encode(name)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size.width, forKey: .width)
        try container.encode(size.height, forKey: .height)
        try container.encode(scale, forKey: .scale)
        var edges = container.nestedContainer(keyedBy: EdgeKeys.self, forKey: .safeArea)
        try edges.encode(safeArea.top, forKey: .top)
        try edges.encode(safeArea.left, forKey: .left)
        try edges.encode(safeArea.bottom, forKey: .bottom)
        try edges.encode(safeArea.right, forKey: .right)
    }
}
