"""Runs a `layout-render solve` case through kiwisolver (nucleic/kiwi's Python binding).

Usage: solver_case_kiwi.py CASE.json
Prints the same JSON as `layout-render solve CASE.json`, following the same order of
operations (issue 4): edit variables, the first step's suggestions, the constraints in order
(a failing one is reported and skipped), then each step's suggestions and the values. The
differential tests in Tests/SolverTests compare the two outputs.
"""
import json
import sys

import kiwisolver as kiwi

OPS = {"==": "==", "<=": "<=", ">=": ">="}


def error_name(error):
    return type(error).__name__


def number(value):
    value = float(value)
    return "0.0" if value == 0 else repr(value)


def run(case):
    variables = {name: kiwi.Variable(name) for name in case["variables"]}
    solver = kiwi.Solver()
    errors = []
    for edit in case.get("edit_variables", []):
        try:
            solver.addEditVariable(variables[edit["name"]], float(edit["strength"]))
        except Exception as error:  # kiwisolver raises its typed errors
            errors.append('{"variable":%s,"error":"%s"}' % (json.dumps(edit["name"]), error_name(error)))
    steps = case.get("steps", [])

    def suggest(step):
        for name in sorted(step.get("suggest", {})):
            try:
                solver.suggestValue(variables[name], float(step["suggest"][name]))
            except Exception as error:
                errors.append('{"variable":%s,"error":"%s"}' % (json.dumps(name), error_name(error)))

    if steps:
        suggest(steps[0])
    for item in case.get("constraints", []):
        expression = sum((float(c) * variables[n] for n, c in item["terms"]), float(item.get("constant", 0.0)))
        op = item["op"]
        if op == "==":
            constraint = expression == 0
        elif op == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        strength = min(float(item.get("strength", 1001001000.0)), 1001001000.0)
        try:
            solver.addConstraint(constraint | strength)
        except Exception as error:
            errors.append('{"id":%d,"error":"%s"}' % (int(item["id"]), error_name(error)))
    out_steps = []
    for index, step in enumerate(steps):
        if index > 0:
            suggest(step)
        solver.updateVariables()
        values = ",".join("%s:%s" % (json.dumps(n), number(variables[n].value())) for n in case["variables"])
        out_steps.append('{"values":{%s}}' % values)
    return '{"steps":[%s],"errors":[%s]}' % (",".join(out_steps), ",".join(errors))


def main(path):
    with open(path) as handle:
        print(run(json.load(handle)))


if __name__ == "__main__":
    main(sys.argv[1])
