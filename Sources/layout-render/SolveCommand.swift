import ArgumentParser
import Foundation
import LayoutEngine
import DesignSystem
import SceneFile
import Previews

/// `layout-render solve CASE.json`: runs a constraint system through the Cassowary solver
/// and prints the values after each step, in the format kiwisolver's peer script prints.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint system in the JSON case format and print each step's values.",
        discussion: """
            CASE.json holds "variables" (names), "edit_variables" ([{"name", "strength"}]), \
            "constraints" ([{"id", "terms": [[name, coefficient]], "constant", "op", "strength"}], \
            each meaning sum(coefficient * variable) + constant OP 0) and "steps" ([{"suggest": \
            {name: value}}]). Edit variables are added first, then the first step's suggestions, \
            then the constraints in order (one that fails is reported and skipped); then each \
            step's suggestions are applied and the values printed as \
            {"steps":[{"values":{...}}],"errors":[{"id":n,"error":"UnsatisfiableConstraint"}]}. \
            Strengths are kiwi's numbers: required 1001001000, strong 1000000, medium 1000, weak 1.

            Examples:
              layout-render solve examples/solver/leading-and-width.json
            """)

    @Argument(help: "The constraint system, a JSON file.")
    var casePath: String

    func run() throws {
        let text: String
        do { text = try SceneFile.readText(path: casePath) } catch { throw InputError(error) }
        let system: SolverCase
        do { system = try SolverCase(text: text, file: casePath) } catch { throw InputError(error) }
        print(system.run().json)
    }
}
