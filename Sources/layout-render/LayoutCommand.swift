import ArgumentParser

// Placeholder until the 'layout' subcommand lands.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "layout", abstract: "Not available yet.")
    func run() throws { throw ValidationError("'layout' is not available yet") }
}
