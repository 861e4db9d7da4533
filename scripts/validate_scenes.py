"""Validates scene files against docs/scene.schema.json (JSON Schema 2020-12).

Usage: validate_scenes.py FILE [FILE ...]   (.json, or .yaml/.yml read with PyYAML)
Prints one line per file and exits 1 when any file does not validate, 3 when jsonschema is missing.
"""
import json
import pathlib
import sys

try:
    import jsonschema
    from referencing import Registry, Resource
except ImportError:
    print("jsonschema is not installed")
    sys.exit(3)

DOCS = pathlib.Path(__file__).resolve().parent.parent / "docs"


def validator():
    schemas = [json.loads((DOCS / name).read_text()) for name in ("scene.schema.json", "components.schema.json")]
    registry = Registry().with_resources((s["$id"], Resource.from_contents(s)) for s in schemas)
    return jsonschema.Draft202012Validator(schemas[0], registry=registry)


def load(path):
    text = pathlib.Path(path).read_text()
    if path.endswith((".yaml", ".yml")):
        import yaml
        return yaml.safe_load(text)
    return json.loads(text)


def main(paths):
    check = validator()
    failed = False
    for path in paths:
        errors = sorted(check.iter_errors(load(path)), key=lambda e: list(e.absolute_path))
        if errors:
            failed = True
            for error in errors[:5]:
                print(f"{path}: {'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}")
        else:
            print(f"{path}: valid")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
