extension TextEngine {
    /// The engine components measure and set their text with: `shared` (one word cache and font
    /// registry per process, so a gallery or a test suite shapes each word once) unless a caller
    /// binds another for the work it starts, as a test that needs its own cache or a preview
    /// server that reloads fonts does: `TextEngine.$current.withValue(engine) { … }`, or
    /// `ComponentScene.makeScene(textEngine:)`.
    @TaskLocal public static var current: TextEngine = .shared
}
