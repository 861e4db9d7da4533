import Foundation
import DesignSystem
import SceneFile

/// `--variants` of `gallery` and `render`: a list (`dark,rtl,ax5`) or a matrix file.
enum VariantOption {
    /// The combinations `option` names, none without it: a matrix file (JSON or YAML) when the
    /// value names an existing file or ends in .json, .yaml or .yml, a list otherwise. A locale is
    /// refused (a component screen's text is written in one language), and so is a device unless
    /// `devices` allows it; every error is bad input naming the value.
    static func load(_ option: String?, devices: Bool) throws -> [Variant] {
        guard let option else { return [] }
        let variants: Variants
        do {
            let isFile = FileManager.default.fileExists(atPath: option)
                || [".json", ".yaml", ".yml"].contains { option.lowercased().hasSuffix($0) }
            variants = isFile ? try SceneFile.decode(Variants.self, path: option) : try Variants(parsing: option)
        } catch {
            throw InputError("--variants: \(error)")
        }
        for variant in variants.combinations {
            if variant.locale != nil {
                throw InputError("--variants: \(variant): a locale does not change a component screen, whose text is "
                    + "written in one language (locales are for views and scenes built per variant in tests)")
            }
            if !devices, variant.device != nil {
                throw InputError("--variants: \(variant): the gallery draws every entry on its own devices ("
                    + ComponentCatalog.devices.map(\.name).joined(separator: ", ") + ")")
            }
        }
        return variants.combinations
    }
}
