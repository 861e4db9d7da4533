// A timeline is a flat list of tracks, one per property animation, in the order they were
// added: sampling walks it once, stacking each track's value onto its channel (a node's
// property) the way Core Animation stacks the animations of one key path. Groups are
// unfolded into their children with the group timings kept per track, so a sample does no
// recursion and no allocation beyond its result.

/// Many animations on many nodes, turning a time into every animated property's value.
public struct Timeline: Sendable {
    /// One animated property of one node.
    public struct Channel: Sendable, Hashable {
        public let node: String
        public let property: AnimatedProperty
        public init(node: String, property: AnimatedProperty) { self.node = node; self.property = property }
    }

    private struct Track: Sendable {
        let channel: Int
        let animation: PropertyAnimation
        let isAdditive: Bool
        let groups: [MediaTiming]
    }

    /// Every animated (node, property) pair, in the order first animated.
    public private(set) var channels: [Channel] = []
    private var channelIndex: [Channel: Int] = [:]
    private var tracks: [Track] = []

    public init() {}

    /// Adds `animation` to the node with id `node`, above the animations it already has.
    public mutating func add(_ animation: Animation, to node: String) {
        for (leaf, groups) in animation.leaves() {
            let channel = index(of: Channel(node: node, property: leaf.keyPath))
            tracks.append(Track(channel: channel, animation: leaf, isAdditive: leaf.isAdditive, groups: groups))
        }
    }

    /// Adds every animation of `other` above those already here, as if added one by one.
    public mutating func append(_ other: Timeline) {
        for track in other.tracks {
            let channel = other.channels[track.channel]
            tracks.append(Track(channel: index(of: channel), animation: track.animation,
                                isAdditive: track.isAdditive, groups: track.groups))
        }
    }

    /// The index of `channel`, added when new.
    private mutating func index(of channel: Channel) -> Int {
        if let existing = channelIndex[channel] { return existing }
        channels.append(channel)
        channelIndex[channel] = channels.count - 1
        return channels.count - 1
    }

    /// How many property animations the timeline holds.
    public var trackCount: Int { tracks.count }

    /// Every channel's value at `time` (seconds on the timeline), in `channels` order.
    public func sample(at time: Double) -> TimelineSample {
        var values = [AnimatedValue](repeating: .model, count: channels.count)
        sample(at: time, into: &values)
        return TimelineSample(channels: channels, values: values)
    }

    /// Writes every channel's value at `time` into `values` (one per channel, reused between
    /// frames so that sampling allocates nothing).
    public func sample(at time: Double, into values: inout [AnimatedValue]) {
        if values.count != channels.count { values = [AnimatedValue](repeating: .model, count: channels.count) }
        values.withUnsafeMutableBufferPointer { out in
            for i in out.indices { out[i] = .model }
            tracks.withUnsafeBufferPointer { tracks in
                for track in tracks {
                    var local: Double? = time
                    if !track.groups.isEmpty {
                        for group in track.groups { local = local.flatMap { group.localTime(at: $0)?.time } }
                    }
                    guard let t = local, let value = track.animation.value(at: t) else { continue }
                    out[track.channel] = out[track.channel].compositing(value, additive: track.isAdditive)
                }
            }
        }
    }
}

/// A timeline's values at one time: channel i has value i.
public struct TimelineSample: Sendable {
    public let channels: [Timeline.Channel]
    public let values: [AnimatedValue]

    /// The value of `property` of `node`, or nil when the timeline does not animate it.
    public func value(of property: AnimatedProperty, node: String) -> AnimatedValue? {
        channels.firstIndex(of: Timeline.Channel(node: node, property: property)).map { values[$0] }
    }
}
