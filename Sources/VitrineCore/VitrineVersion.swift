/// Vitrine's version: `--version`, baseline manifests, bug reports.
public enum VitrineVersion {
    public static let current = "0.3.0"
}
