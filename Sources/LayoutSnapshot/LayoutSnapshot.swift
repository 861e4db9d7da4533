// The test-facing API: assertSnapshot, record modes, comparison, artifacts.
