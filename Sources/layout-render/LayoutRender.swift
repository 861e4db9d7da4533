import ArgumentParser

/// The command line: a thin layer over LayoutEngine, Rasterizer and LayoutSnapshot.
@main
struct LayoutRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-render",
        abstract: "Lay out and draw iOS-style design-system components on Linux, to PNG.",
        subcommands: [
            VersionCommand.self, RenderCommand.self, LayoutCommand.self, MeasureCommand.self,
            SolveCommand.self, DiffCommand.self, GalleryCommand.self, MasonryCommand.self, DocumentCommand.self,
            TimelineCommand.self, PreviewCommand.self, AcceptCommand.self, ReportCommand.self, SchemaCommand.self,
            ReferencesCommand.self, ReviewCommand.self,
        ])
}
