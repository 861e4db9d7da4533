import Foundation
import LayoutEngine

// Core Animation's animations on a view tree's layers, turned into the layout engine's
// timeline (Sources/LayoutEngine/Animation: the same sampling `render --time` and the design
// system's animated components use), so a view tree can be drawn at a time.
//
// Drawn key paths: opacity, position (and .x, .y), transform.scale (.x, .y),
// transform.rotation (.z), transform.translation (.x, .y), cornerRadius and borderWidth, which
// the engine applies to the scene; bounds (bounds.size, .width, .height) and backgroundColor,
// which the scene model's animation does not know and this file applies to the sampled scene
// itself. A position becomes a translation from the model position, as the layer moves from
// where the view is laid out. Any other key path (shadowOpacity, a CATransform3D transform, a
// keyframe path) is kept on the layer and not drawn, reported once on standard error. A group's
// own timing function is not applied (the engine's groups have none); its children's are. A
// view the drawing leaves out (hidden, or alpha below 0.01) has no node to animate, so an
// animation that fades one in from alpha 0 is not drawn: fade its layer's opacity instead.

/// The animations of a view tree's layers, sampled at a time.
@MainActor
struct LayerAnimationTimeline {
    /// Channels the engine applies to the scene (`Scene.animated(by:)`).
    private(set) var engine = Timeline()
    /// Bounds and background color channels, applied here (`apply(_:to:)`).
    private(set) var own = Timeline()

    /// Where a key path's value goes.
    private enum Target { case engine, own }
    /// One number of a key path's value: the channel it drives and how to read it.
    private struct Component {
        let property: AnimatedProperty
        let target: Target
        let read: (Any) -> Double?
        /// Subtracted from every non-additive value (a position, measured from the model position).
        var origin: Double = 0
    }

    /// The timeline of every animation added to the layers of `root`'s tree that the drawing shows.
    init(root: UIView) {
        visit(root, path: [])
    }

    private mutating func visit(_ view: UIView, path: [Int]) {
        guard view.isDrawn else { return }
        let id = Self.nodeID(of: view, path: path)
        for animation in view.layer.addedAnimations {
            for (target, converted) in convert(animation, view: view, inheritedDuration: nil) {
                if target == .engine { engine.add(converted, to: id) } else { own.add(converted, to: id) }
            }
        }
        for (index, child) in view.subviews.enumerated() { visit(child, path: path + [index]) }
    }

    /// The id the drawing gives the view's node: its accessibility identifier, else its class
    /// name and index path, as `ViewDrawing` names it.
    static func nodeID(of view: UIView, path: [Int]) -> String {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
        return view.className + (path.isEmpty ? "" : "[" + path.map(String.init).joined(separator: ".") + "]")
    }

    // MARK: Converting Core Animation's animations

    private func convert(_ animation: CAAnimation, view: UIView, inheritedDuration: CFTimeInterval?) -> [(Target, Animation)] {
        let what = "\(type(of: animation)) on \(view.layoutDebugName)"
        if let group = animation as? CAAnimationGroup {
            let timing = group.engineTiming(inheritedDuration: inheritedDuration, what: what)
            let children = (group.animations ?? []).flatMap { convert($0, view: view, inheritedDuration: timing.duration) }
            return [Target.engine, .own].compactMap { target in
                let mine = children.filter { $0.0 == target }.map(\.1)
                return mine.isEmpty ? nil : (target, .group(AnimationGroup(animations: mine, timing: timing)))
            }
        }
        guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath else {
            if !(animation is CATransition) { Self.reportOnce("\(what): no key path; not drawn") }
            return []
        }
        guard let components = Self.components(of: keyPath, view: view) else {
            Self.reportOnce("\(what): key path \"\(keyPath)\" is kept but not drawn (drawn: opacity, position, bounds, "
                + "transform.scale/rotation/translation, cornerRadius, borderWidth, backgroundColor)")
            return []
        }
        let timing = animation.engineTiming(inheritedDuration: inheritedDuration, what: what)
        let easing = animation.timingFunction?.function ?? .linear
        var result: [(Target, Animation)] = []
        for component in components {
            do {
                if let made = try engineAnimation(property, component: component, timing: timing, easing: easing, what: what) {
                    result.append((component.target, made))
                }
            } catch {
                Self.reportOnce("\(what): \(error); not drawn")
            }
        }
        return result
    }

    private func engineAnimation(_ animation: CAPropertyAnimation, component: Component, timing: MediaTiming,
                                 easing: TimingFunction, what: String) throws -> Animation? {
        let shift = animation.isAdditive ? 0 : component.origin
        func number(_ value: Any, _ name: String) throws -> Double {
            guard let read = component.read(value) else { throw AnimationError.invalidValues("\(name) \(value) is not a number for \(component.property)") }
            return read
        }
        func number(_ value: Any?, _ name: String) throws -> Double? { try value.map { try number($0, name) } }
        if let basic = animation as? CABasicAnimation {
            let from = try number(basic.fromValue, "fromValue").map { $0 - shift }
            let to = try number(basic.toValue, "toValue").map { $0 - shift }
            let by = try number(basic.byValue, "byValue")
            let made = try BasicAnimation(keyPath: component.property, fromValue: from, toValue: to, byValue: by,
                                          timingFunction: easing, isAdditive: animation.isAdditive,
                                          isCumulative: animation.isCumulative, timing: timing)
            guard let spring = basic as? CASpringAnimation else { return .basic(made) }
            return .spring(try SpringAnimation(basic: made, mass: Double(spring.mass), stiffness: Double(spring.stiffness),
                                               damping: Double(spring.damping), initialVelocity: Double(spring.initialVelocity)))
        }
        if let keyframes = animation as? CAKeyframeAnimation {
            guard let values = keyframes.values, !values.isEmpty else {
                if keyframes.path != nil { Self.reportOnce("\(what): a keyframe path is kept but not drawn") }
                return nil
            }
            let numbers = try values.enumerated().map { try number($0.element, "values[\($0.offset)]") - shift }
            let made = try KeyframeAnimation(
                keyPath: component.property, values: numbers, keyTimes: keyframes.keyTimes?.map(\.doubleValue),
                timingFunctions: keyframes.timingFunctions?.map(\.function) ?? [], timingFunction: easing,
                calculationMode: CalculationMode(rawValue: keyframes.calculationMode.rawValue) ?? .linear,
                tensionValues: keyframes.tensionValues?.map(\.doubleValue) ?? [],
                continuityValues: keyframes.continuityValues?.map(\.doubleValue) ?? [],
                biasValues: keyframes.biasValues?.map(\.doubleValue) ?? [],
                isAdditive: animation.isAdditive, isCumulative: animation.isCumulative, timing: timing)
            if let problem = made.keyTimesProblem { Self.reportOnce("\(what): \(problem); values spaced evenly, as Core Animation does") }
            return .keyframe(made)
        }
        return nil
    }

    /// The numbers a key path's value is made of, or nil for a key path not drawn.
    private static func components(of keyPath: String, view: UIView) -> [Component]? {
        let center = view.center
        let engine: (AnimatedProperty) -> Component = { Component(property: $0, target: .engine, read: number) }
        switch keyPath {
        case "opacity", "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation", "transform.rotation.z",
             "transform.translation.x", "transform.translation.y", "cornerRadius", "borderWidth":
            return [engine(AnimatedProperty(rawValue: keyPath))]
        case "transform.translation":
            return [Component(property: .translationX, target: .engine, read: { vector($0)?.x }),
                    Component(property: .translationY, target: .engine, read: { vector($0)?.y })]
        case "position":
            return [Component(property: .translationX, target: .engine, read: { vector($0)?.x }, origin: Double(center.x)),
                    Component(property: .translationY, target: .engine, read: { vector($0)?.y }, origin: Double(center.y))]
        case "position.x": return [Component(property: .translationX, target: .engine, read: number, origin: Double(center.x))]
        case "position.y": return [Component(property: .translationY, target: .engine, read: number, origin: Double(center.y))]
        case "bounds", "bounds.size":
            return [Component(property: .boundsWidth, target: .own, read: { vector($0, size: true)?.x }),
                    Component(property: .boundsHeight, target: .own, read: { vector($0, size: true)?.y })]
        case "bounds.size.width": return [Component(property: .boundsWidth, target: .own, read: number)]
        case "bounds.size.height": return [Component(property: .boundsHeight, target: .own, read: number)]
        case "backgroundColor":
            let traits = view.traitCollection
            return AnimatedProperty.colorChannels.enumerated().map { index, property in
                Component(property: property, target: .own, read: { rgba($0, traits: traits)?[index] })
            }
        default:
            return nil
        }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }
    /// A point's or size's two numbers (a rectangle's origin, or its size when `size`).
    private static func vector(_ value: Any, size: Bool = false) -> (x: Double, y: Double)? {
        switch value {
        case let p as CGPoint: return (Double(p.x), Double(p.y))
        case let s as CGSize: return (Double(s.width), Double(s.height))
        case let r as CGRect: return size ? (Double(r.width), Double(r.height)) : (Double(r.minX), Double(r.minY))
        case let v as NSValue:
            if size, let r = Optional(v.rectValue), r.size != .zero { return (Double(r.width), Double(r.height)) }
            if size { return (Double(v.sizeValue.width), Double(v.sizeValue.height)) }
            return (Double(v.pointValue.x), Double(v.pointValue.y))
        default: return nil
        }
    }
    /// A color's red, green, blue and alpha in 0...1, resolved for `traits`.
    private static func rgba(_ value: Any, traits: UITraitCollection) -> [Double]? {
        let color: UIColor
        switch value {
        case let c as UIColor: color = c
        case let c as CGColor: color = UIColor(cgColor: c)
        default: return nil
        }
        return Self.components(of: color.color(for: traits))
    }
    private static func components(of color: Color) -> [Double] {
        [color.red, color.green, color.blue, color.alpha].map { Double($0) / 255 }
    }

    // MARK: Sampling

    /// `scene` (the tree drawn with its model values) with every animated property at `time`.
    func scene(_ scene: Scene, at time: Double) -> Scene {
        guard time.isFinite else {
            Self.reportOnce("makeScene(at: \(time)): the time is not a finite number of seconds; the model values are drawn")
            return scene
        }
        var result = scene
        if engine.trackCount > 0 {
            do {
                result = try scene.animated(by: engine.sample(at: time))
            } catch {
                Self.reportOnce("makeScene(at:): \(error)")
            }
        }
        guard own.trackCount > 0 else { return result }
        let sample = own.sample(at: time)
        var byNode: [String: [(AnimatedProperty, AnimatedValue)]] = [:]
        for (channel, value) in zip(sample.channels, sample.values) { byNode[channel.node, default: []].append((channel.property, value)) }
        for index in result.nodes.indices { Self.apply(byNode, to: &result.nodes[index]) }
        return result
    }

    /// Sets the bounds and background color channels of `node` and its descendants.
    private static func apply(_ byNode: [String: [(AnimatedProperty, AnimatedValue)]], to node: inout SceneNode) {
        if let values = byNode[node.id] {
            var width = node.frame.width, height = node.frame.height
            var color: [Double]?
            for (property, value) in values {
                switch property {
                case .boundsWidth: width = max(0, value.applied(to: width))
                case .boundsHeight: height = max(0, value.applied(to: height))
                default:
                    guard let channel = AnimatedProperty.colorChannels.firstIndex(of: property) else { continue }
                    var model = color ?? Self.fillComponents(node.fill)
                    model[channel] = min(max(value.applied(to: model[channel]), 0), 1)
                    color = model
                }
            }
            // Core Animation resizes a layer's bounds about its anchor point, the center.
            node.frame = Rect(x: node.frame.midX - width / 2, y: node.frame.midY - height / 2, width: width, height: height)
            if let color {
                let byte = { (v: Double) in UInt8((v * 255).rounded()) }
                node.fill = .solid(Color(red: byte(color[0]), green: byte(color[1]), blue: byte(color[2]), alpha: byte(color[3])))
            }
        }
        for index in node.children.indices { apply(byNode, to: &node.children[index]) }
    }
    /// The model color's components: a solid fill's, or clear.
    private static func fillComponents(_ fill: Paint?) -> [Double] {
        if case let .solid(color)? = fill { return components(of: color) }
        return [0, 0, 0, 0]
    }

    /// Reports `message` on standard error the first time it is seen in the process.
    private static func reportOnce(_ message: String) {
        guard reported.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("[Core Animation] \(message)\n".utf8))
    }
    private static var reported: Set<String> = []
}

extension AnimatedProperty {
    /// The bounds' width and height, drawn by `LayerAnimationTimeline` (the engine's scene does not animate sizes).
    static let boundsWidth = AnimatedProperty(rawValue: "bounds.size.width")
    static let boundsHeight = AnimatedProperty(rawValue: "bounds.size.height")
    /// The background color's components in 0...1, drawn by `LayerAnimationTimeline`.
    static let colorChannels = ["red", "green", "blue", "alpha"].map { AnimatedProperty(rawValue: "backgroundColor.\($0)") }
}

extension CASpringAnimation {
    /// The engine's spring for these settings from `from` to `to` (nil when the engine refuses them).
    func engineSpring(keyPath: String, from: Double, to: Double) -> SpringAnimation? {
        guard let basic = try? BasicAnimation(keyPath: AnimatedProperty(rawValue: keyPath), fromValue: from, toValue: to) else { return nil }
        return try? SpringAnimation(basic: basic, mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                    initialVelocity: Double(initialVelocity))
    }
}

extension UIView {
    /// The view drawn at `time` seconds of its layers' animations (`CALayer.add(_:forKey:)`), as
    /// the screen shows it then: each animated property at the value the layout engine's timeline
    /// samples (see `LayerAnimationTimeline` for the key paths drawn). Time 0 is when the
    /// animations were added (`CACurrentMediaTime()` is 0). Without a time, `makeScene` shows the
    /// model values. Laid out and sized as `makeScene(size:safeArea:traits:background:)` does.
    public func makeScene(size: ViewSize = .current, safeArea: UIEdgeInsets? = nil, traits: UITraitCollection = UITraitCollection(),
                          background: UIColor = .clear, at time: CFTimeInterval) -> Scene {
        let scene = makeScene(size: size, safeArea: safeArea, traits: traits, background: background)
        return LayerAnimationTimeline(root: self).scene(scene, at: time)
    }
}

extension UIViewController {
    /// The controller's screen (see `makeScene(size:safeArea:traits:)`) at `time` seconds of its
    /// view's layer animations.
    public func makeScene(size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection = UITraitCollection(),
                          at time: CFTimeInterval) -> Scene {
        let scene = makeScene(size: size, safeArea: safeArea, traits: traits)
        return LayerAnimationTimeline(root: view).scene(scene, at: time)
    }
}
