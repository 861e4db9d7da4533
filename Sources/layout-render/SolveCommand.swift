import ArgumentParser

// Placeholder until the 'solve' subcommand lands.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "solve", abstract: "Not available yet.")
    func run() throws { throw ValidationError("'solve' is not available yet") }
}
