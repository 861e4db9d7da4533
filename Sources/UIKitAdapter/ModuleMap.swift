/// Which module a Linux build imports for an iOS module a team's file imports.
enum ModuleMap {
    /// Modules whose names ViewKit declares on Linux.
    static let viewKitModules: Set<String> = ["UIKit", "SnapKit", "Then", "QuartzCore"]

    /// Modules that bring Foundation with them on iOS (UIKit re-exports it), so code importing
    /// only UIKit uses `CGFloat`, `Date` or `URL`; their Linux import also imports Foundation.
    static let foundationReexporting: Set<String> = ["UIKit", "QuartzCore"]

    /// The Linux module for `module` (the first component of an import path), or nil to keep it.
    static func linuxModule(for module: String) -> String? {
        if viewKitModules.contains(module) { return "ViewKit" }
        // CGFloat, CGRect and friends are Foundation's on Linux.
        if module == "CoreGraphics" { return "Foundation" }
        return nil
    }
}
