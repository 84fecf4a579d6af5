// The one place NavLint's version is written.

public enum NavLintVersion {
    public static let current = "0.1.0"
    /// The project's one home: links to rule pages (SARIF `helpUri`), SARIF's `informationUri`, and every place the
    /// README names the project (its CI examples, the package URL). HomeTests checks the README against it.
    public static let repositoryURL = "https://github.com/navlint/navlint"
}
