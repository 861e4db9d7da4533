// Replaced by this target's first real tests.
