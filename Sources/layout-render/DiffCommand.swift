import ArgumentParser

// Placeholder until the 'diff' subcommand lands.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diff", abstract: "Not available yet.")
    func run() throws { throw ValidationError("'diff' is not available yet") }
}
