import ArgumentParser

// Placeholder until the 'measure' subcommand lands.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure", abstract: "Not available yet.")
    func run() throws { throw ValidationError("'measure' is not available yet") }
}
