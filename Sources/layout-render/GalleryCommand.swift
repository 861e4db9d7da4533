import ArgumentParser

// Placeholder until the 'gallery' subcommand lands.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery", abstract: "Not available yet.")
    func run() throws { throw ValidationError("'gallery' is not available yet") }
}
