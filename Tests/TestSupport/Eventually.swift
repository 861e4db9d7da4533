/// The first value `attempt` gives within `limit`, trying every `interval`; nil when none came.
///
/// It tries once more after each sleep, also past the limit: on a loaded machine a sleep can
/// outlast the whole limit (the pool's threads busy with other tests), and what happened
/// meanwhile still counts. A server test that gave up that way once reported "no listening within
/// three minutes" with the listening event in its own list.
public func eventually<T>(within limit: Duration, every interval: Duration,
                          _ attempt: () async throws -> T?) async throws -> T? {
    let deadline = ContinuousClock.now + limit
    while true {
        if let value = try await attempt() { return value }
        if ContinuousClock.now >= deadline { return nil }
        try await Task.sleep(for: interval)
    }
}
