import Foundation
import LayoutEngine

/// Gives the parser the direction rows are read in (`UIApplication` does).
@MainActor
public protocol UserInterfaceLayoutDirectionProviding {
    var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }
}

/// Gives the parser the device's idiom, which sets how far apart two rows are (`UIDevice` does).
@MainActor
public protocol UserInterfaceIdiomProviding {
    var userInterfaceIdiom: UIUserInterfaceIdiom { get }
}

extension UIApplication: UserInterfaceLayoutDirectionProviding {}
extension UIDevice: UserInterfaceIdiomProviding {}

/// Reads a view tree as VoiceOver does, after cashapp/AccessibilitySnapshot's parser: which
/// views and elements it stops on, in which order, and what it reads for each.
///
/// The order, as measured on devices: elements whose frames' tops are less than 8 points apart
/// (13 on iPad) are one row, read leading to trailing (right to left in RTL); rows are read top
/// to bottom. A container's `accessibilityElements` keep their order; a group
/// (`shouldGroupAccessibilityChildren`, a list, a landmark, a tab bar, a labelled semantic group)
/// is read whole where its first element would be. Hidden, transparent and empty views, subtrees
/// with `accessibilityElementsHidden`, and the siblings of a modal view are skipped.
///
/// Rows are formed by one sweep down the elements sorted by their tops: a row starts at an
/// element and takes the ones less than 8 points below that start (AccessibilitySnapshot
/// compares pairs, which leaves a chain 0, 5, 10 to its sort; here it is always rows [0, 5], [10]).
/// The walk visits each view once, so the cost is linear in the tree plus the sort, which takes
/// about one comparison an element for a screen already laid out top to bottom.
@MainActor
public final class AccessibilityHierarchyParser {
    /// Containers nested deeper than this are reported, not followed (a guard for the stack).
    public nonisolated static let maximumDepth = 512

    /// What the last parse cost: views and elements visited, and comparisons made sorting them.
    package private(set) var lastParseCost = (visits: 0, comparisons: 0)

    public init() {}

    /// The elements VoiceOver reads in `root`, in its order. A part it cannot read as written
    /// (see `AccessibilityHierarchyProblem`) is skipped; `checkedAccessibilityElements` reports it.
    public func parseAccessibilityElements(
        in root: UIView,
        userInterfaceLayoutDirectionProvider: UserInterfaceLayoutDirectionProviding = UIApplication.shared,
        userInterfaceIdiomProvider: UserInterfaceIdiomProviding = UIDevice.current
    ) -> [AccessibilityElement] {
        parse(root, direction: userInterfaceLayoutDirectionProvider.userInterfaceLayoutDirection,
              idiom: userInterfaceIdiomProvider.userInterfaceIdiom).elements
    }

    /// The elements as `parseAccessibilityElements`, or an error listing every part that could
    /// not be read as written, each naming its view.
    public func checkedAccessibilityElements(
        in root: UIView,
        userInterfaceLayoutDirectionProvider: UserInterfaceLayoutDirectionProviding = UIApplication.shared,
        userInterfaceIdiomProvider: UserInterfaceIdiomProviding = UIDevice.current
    ) throws -> [AccessibilityElement] {
        let result = parse(root, direction: userInterfaceLayoutDirectionProvider.userInterfaceLayoutDirection,
                           idiom: userInterfaceIdiomProvider.userInterfaceIdiom)
        guard result.problems.isEmpty else { throw AccessibilityHierarchyError(problems: result.problems) }
        return result.elements
    }

    func parse(_ root: UIView, direction: UIUserInterfaceLayoutDirection, idiom: UIUserInterfaceIdiom)
        -> (elements: [AccessibilityElement], problems: [AccessibilityHierarchyProblem]) {
        var walk = HierarchyWalk(root: root)
        let nodes = walk.nodes(for: .view(root), listedBy: nil, depth: 0)
        var order = ReadingOrder(root: root, rightToLeft: direction == .rightToLeft,
                                 rowSeparation: idiom == .pad ? 13 : 8)
        let placed = order.flatten(nodes)
        let elements = placed.map { order.element(for: $0.item, context: $0.context) }
        lastParseCost = (walk.visits, order.comparisons)
        return (elements, walk.problems + order.problems)
    }
}

/// What the walk found: an element, or a group read together.
@MainActor
enum HierarchyNode {
    case element(AccessibilityItem)
    /// Elements read together; explicitly ordered ones keep their order. `context` is what the
    /// group announces for each of its elements (a segmented control's series).
    case group([HierarchyNode], explicitlyOrdered: Bool, context: ContextRule?)
}

/// How a container announces its elements' places.
enum ContextRule {
    case series, tabBarItems, tabs, list, landmark

    /// The context of the element at `index` of `count`.
    func context(index: Int, count: Int) -> AccessibilityContext? {
        switch self {
        case .series: return .series(index: index + 1, count: count)
        case .tabBarItems: return .tabBarItem(index: index + 1, count: count)
        case .tabs: return .tab(index: index + 1, count: count)
        case .list: return index == 0 ? .listStart : index == count - 1 ? .listEnd : nil
        case .landmark: return index == 0 ? .landmarkStart : index == count - 1 ? .landmarkEnd : nil
        }
    }
}

/// The walk down a tree: which views and elements VoiceOver can reach, grouped as it groups them.
@MainActor
struct HierarchyWalk {
    let root: UIView
    private(set) var problems: [AccessibilityHierarchyProblem] = []
    private(set) var visits = 0
    private var seen = Set<ObjectIdentifier>()
    private var open = Set<ObjectIdentifier>()

    init(root: UIView) { self.root = root }

    mutating func nodes(for item: AccessibilityItem, listedBy container: AccessibilityItem?, depth: Int) -> [HierarchyNode] {
        visits += 1
        let identity = item.identity
        if open.contains(identity) { return report(.cycle, item, container) }
        if !seen.insert(identity).inserted { return report(.listedTwice, item, container) }
        if depth > AccessibilityHierarchyParser.maximumDepth { return report(.tooDeep, item, container) }
        guard case let .view(view) = item else { return item.isAccessibilityElement ? [.element(item)] : [] }
        if container != nil && view.rootView !== root.rootView { return report(.viewOfAnotherTree, item, container) }
        if view.accessibilityElementsHidden || view.isHidden || view.alpha <= 0 { return [] }
        if view.isAccessibilityElement {
            return view.frame.size == .zero ? [] : [.element(item)]
        }
        open.insert(identity)
        defer { open.remove(identity) }
        if let listed = view.accessibilityElements {
            if view.frame.size == .zero { return [] }
            var children: [HierarchyNode] = []
            for entry in listed {
                guard let child = AccessibilityItem(entry) else {
                    problems.append(AccessibilityHierarchyProblem(kind: .notAnElement, element: "\(type(of: entry)) \(entry)",
                                                                  container: item.name))
                    continue
                }
                children += nodes(for: child, listedBy: item, depth: depth + 1)
            }
            return [.group(children, explicitlyOrdered: true, context: contextRule(of: view, explicit: true))]
        }
        if view.frame.size == .zero && view.clipsToBounds { return [] }
        // The last modal subview is the only one read.
        let subviews = view.subviews.last(where: { $0.accessibilityViewIsModal }).map { [$0] } ?? view.subviews
        var children: [HierarchyNode] = []
        for subview in subviews {
            children += nodes(for: .view(subview), listedBy: nil, depth: depth + 1)
        }
        let rule = contextRule(of: view, explicit: false)
        guard view.shouldGroupAccessibilityChildren || rule != nil || isLabelledGroup(view) else { return children }
        return [.group(children, explicitlyOrdered: false, context: rule)]
    }

    private mutating func report(_ kind: AccessibilityHierarchyProblem.Kind, _ item: AccessibilityItem,
                                 _ container: AccessibilityItem?) -> [HierarchyNode] {
        problems.append(AccessibilityHierarchyProblem(kind: kind, element: item.name, container: container?.name))
        return []
    }

    /// What a container announces: a segmented control its segments as a series, a tab bar its
    /// items as tabs (both from their listed parts), a view with the tab bar trait its elements
    /// as tabs, a list or landmark its first and last listed elements.
    private func contextRule(of view: UIView, explicit: Bool) -> ContextRule? {
        if view.accessibilityTraits.contains(.tabBar) { return .tabs }
        guard explicit else { return nil }
        if view is UISegmentedControl { return .series }
        if view is UITabBar { return .tabBarItems }
        switch view.accessibilityContainerType {
        case .list: return .list
        case .landmark: return .landmark
        case .none, .dataTable, .semanticGroup: return nil
        }
    }

    /// A list, a landmark, or a semantic group with a label, value or identifier is read whole.
    private func isLabelledGroup(_ view: UIView) -> Bool {
        switch view.accessibilityContainerType {
        case .list, .landmark, .dataTable: return true
        case .semanticGroup: return view.accessibilityLabel != nil || view.accessibilityValue != nil || view.accessibilityIdentifier != nil
        case .none: return false
        }
    }
}

/// VoiceOver's order over the walk's nodes, and each element's description and geometry in the
/// root's coordinates.
@MainActor
struct ReadingOrder {
    let root: UIView
    let rightToLeft: Bool
    let rowSeparation: CGFloat
    private(set) var comparisons = 0
    private(set) var problems: [AccessibilityHierarchyProblem] = []

    init(root: UIView, rightToLeft: Bool, rowSeparation: CGFloat) {
        self.root = root
        self.rightToLeft = rightToLeft
        self.rowSeparation = rowSeparation
    }

    /// An element placed in reading order, with its context and the point it is sorted by.
    struct Placed {
        let item: AccessibilityItem
        var context: AccessibilityContext?
        let key: CGPoint
    }

    mutating func flatten(_ nodes: [HierarchyNode]) -> [Placed] {
        flatten(nodes, explicitlyOrdered: false)
    }

    private mutating func flatten(_ nodes: [HierarchyNode], explicitlyOrdered: Bool) -> [Placed] {
        var runs: [[Placed]] = []
        for node in nodes {
            switch node {
            case let .element(item):
                runs.append([Placed(item: item, context: nil, key: sortFrame(of: item).origin)])
            case let .group(children, explicit, rule):
                var run = flatten(children, explicitlyOrdered: explicit)
                if let rule {
                    for index in run.indices {
                        run[index].context = rule.context(index: index, count: run.count) ?? run[index].context
                    }
                }
                if !run.isEmpty { runs.append(run) }
            }
        }
        guard !explicitlyOrdered else { return runs.flatMap { $0 } }
        // A group is placed where its earliest element in reading order would be.
        let keys = runs.map { run in run.dropFirst().reduce(run[0].key) { reads($1.key, before: $0) ? $1.key : $0 } }
        return rowOrder(of: keys).flatMap { runs[$0] }
    }

    /// Whether `a` is read before `b`: a higher row, or the same row and nearer the leading side.
    private mutating func reads(_ a: CGPoint, before b: CGPoint) -> Bool {
        comparisons += 1
        if abs(a.y - b.y) >= rowSeparation { return a.y < b.y }
        return rightToLeft ? a.x > b.x : a.x < b.x
    }

    /// The indices of `keys` in reading order: sorted by top, swept into rows, each row sorted
    /// leading to trailing (ties keep their order).
    private mutating func rowOrder(of keys: [CGPoint]) -> [Int] {
        var count = 0
        let byTop = keys.indices.sorted { a, b in
            count += 1
            return keys[a].y != keys[b].y ? keys[a].y < keys[b].y : a < b
        }
        var order: [Int] = []
        order.reserveCapacity(keys.count)
        var start = 0
        while start < byTop.count {
            let top = keys[byTop[start]].y
            var end = start + 1
            while end < byTop.count && keys[byTop[end]].y - top < rowSeparation { end += 1 }
            let rtl = rightToLeft
            order += byTop[start..<end].sorted { a, b in
                count += 1
                if keys[a].x != keys[b].x { return rtl ? keys[a].x > keys[b].x : keys[a].x < keys[b].x }
                return a < b
            }
            start = end
        }
        comparisons += count
        return order
    }

    /// The frame an element is sorted by: its frame in the root's coordinates (never its path).
    private mutating func sortFrame(of item: AccessibilityItem) -> CGRect {
        finite(root.convert(item.frame, from: nil), of: item)
    }

    /// `rect`, or an empty frame (reported) when any of it is NaN or infinite.
    private mutating func finite(_ rect: CGRect, of item: AccessibilityItem) -> CGRect {
        if rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite { return rect }
        let problem = AccessibilityHierarchyProblem(kind: .nonFiniteGeometry, element: item.name, container: nil)
        if !problems.contains(problem) { problems.append(problem) }
        return .zero
    }

    /// The element as VoiceOver reads it, in the root's coordinates.
    mutating func element(for item: AccessibilityItem, context: AccessibilityContext?) -> AccessibilityElement {
        let label = item.label, value = item.value, traits = item.traits
        let text = VoiceOverDescription(label: label, value: value, hint: item.hint, traits: traits, context: context).text
        let frame = sortFrame(of: item)
        var activation = root.convert(item.activationPoint, from: nil)
        if !activation.x.isFinite || !activation.y.isFinite {
            _ = finite(CGRect(origin: activation, size: .zero), of: item)
            activation = CGPoint(x: frame.midX, y: frame.midY)
        }
        let defaultPoint = root.convert(item.defaultActivationPoint, from: nil)
        let usesDefault = (abs(activation.x - defaultPoint.x) <= 0.5 && abs(activation.y - defaultPoint.y) <= 0.5)
            || (item.activationPoint == .zero && item.frame == .zero)
        return AccessibilityElement(
            description: text.description, label: label, value: value, traits: traits, identifier: item.identifier,
            hint: text.hint, userInputLabels: item.userInputLabels, shape: shape(of: item, frame: frame),
            activationPoint: AccessibilityPoint(activation), usesDefaultActivationPoint: usesDefault,
            customActions: item.customActions?.map(\.name) ?? [], accessibilityLanguage: item.language,
            respondsToUserInteraction: item.respondsToUserInteraction)
    }

    /// The path, in the root's coordinates, when the element has one with finite bounds; else the frame.
    private func shape(of item: AccessibilityItem, frame: CGRect) -> AccessibilityShape {
        guard let path = item.path, !path.cgPath.path.elements.isEmpty else { return .frame(AccessibilityRect(frame)) }
        let bounds = path.bounds
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
            return .frame(AccessibilityRect(frame))
        }
        let offset = root.convert(CGPoint.zero, from: nil)
        func point(_ p: Point) -> AccessibilityPoint { AccessibilityPoint(x: p.x + Double(offset.x), y: p.y + Double(offset.y)) }
        return .path(path.cgPath.path.elements.map { element in
            switch element {
            case let .move(to): return .move(to: point(to))
            case let .line(to): return .line(to: point(to))
            case let .quad(control, to): return .quadCurve(to: point(to), control: point(control))
            case let .cubic(control1, control2, to): return .curve(to: point(to), control1: point(control1), control2: point(control2))
            case .close: return .closeSubpath
            }
        })
    }
}
