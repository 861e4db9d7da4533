import ArgumentParser

// Placeholder until the 'render' subcommand lands.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Not available yet.")
    func run() throws { throw ValidationError("'render' is not available yet") }
}
