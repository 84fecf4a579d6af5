// The one place NavLint's version is written.

public enum NavLintVersion {
    public static let current = "0.1.0"
}
