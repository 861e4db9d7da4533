"""Runs a `layout-render solve` case through kiwisolver (nucleic/kiwi's Python binding).

Usage: solver_case_kiwi.py CASE.json [CASE.json ...]   (one output line per case)
Prints the same JSON as `layout-render solve CASE.json`, following the same order of
operations (issue 4): edit variables, the first step's suggestions, the constraints in order
(a failing one is reported and skipped), then each step's suggestions and the values. The
differential tests in Tests/LayoutEngineTests/Solver compare the two outputs.
"""
import json
import sys

import kiwisolver as kiwi


def error_name(error):
    return type(error).__name__


def number(value):
    value = float(value)
    return "0.0" if value == 0 else repr(value)


def constraint_of(item, variables):
    terms = tuple(kiwi.Term(variables[n], float(c)) for n, c in item["terms"])
    expression = kiwi.Expression(terms, float(item.get("constant", 0.0)))
    op = item["op"]
    if op == "==":
        constraint = expression == 0
    elif op == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | min(float(item.get("strength", 1001001000.0)), 1001001000.0)


def run(case):
    """Runs the case. kiwi can leave a pivoted, sometimes broken tableau behind after it
    rejects a constraint (later suggestions then abort the process with an
    InternalSolverError thrown from a destructor); our solver is left exactly as it was. So
    after a rejection the kiwi solver is rebuilt from the accepted operations, which is the
    state the case format means."""
    variables = {name: kiwi.Variable(name) for name in case["variables"]}
    errors = []
    steps = case.get("steps", [])
    accepted = []
    edits = []

    def suggest(solver, step, report):
        for name in sorted(step.get("suggest", {})):
            try:
                solver.suggestValue(variables[name], float(step["suggest"][name]))
            except Exception as error:
                if report:
                    errors.append('{"variable":%s,"error":"%s"}' % (json.dumps(name), error_name(error)))

    def rebuilt():
        solver = kiwi.Solver()
        for variable, strength in edits:
            solver.addEditVariable(variable, strength)
        if steps:
            suggest(solver, steps[0], False)
        for constraint in accepted:
            solver.addConstraint(constraint)
        return solver

    solver = kiwi.Solver()
    for edit in case.get("edit_variables", []):
        try:
            solver.addEditVariable(variables[edit["name"]], float(edit["strength"]))
            edits.append((variables[edit["name"]], float(edit["strength"])))
        except Exception as error:  # kiwisolver raises its typed errors
            errors.append('{"variable":%s,"error":"%s"}' % (json.dumps(edit["name"]), error_name(error)))
    if steps:
        suggest(solver, steps[0], True)
    for item in case.get("constraints", []):
        constraint = constraint_of(item, variables)
        try:
            solver.addConstraint(constraint)
            accepted.append(constraint)
        except Exception as error:
            errors.append('{"id":%d,"error":"%s"}' % (int(item["id"]), error_name(error)))
            solver = rebuilt()
    out_steps = []
    for index, step in enumerate(steps):
        if index > 0:
            suggest(solver, step, True)
        solver.updateVariables()
        values = ",".join("%s:%s" % (json.dumps(n), number(variables[n].value())) for n in case["variables"])
        out_steps.append('{"values":{%s}}' % values)
    return '{"steps":[%s],"errors":[%s]}' % (",".join(out_steps), ",".join(errors))


def main(paths):
    for path in paths:
        with open(path) as handle:
            print(run(json.load(handle)))


if __name__ == "__main__":
    main(sys.argv[1:])
