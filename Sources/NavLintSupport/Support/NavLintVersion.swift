// The one place NavLint's version is written.

public enum NavLintVersion {
    public static let current = "0.1.0"
    /// The project's home, for links to rule pages (SARIF `helpUri`, `informationUri`).
    public static let repositoryURL = "https://github.com/navlint/navlint"
}
