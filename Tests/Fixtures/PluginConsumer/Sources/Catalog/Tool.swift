// Compiled on every platform, so the target is never empty.

public enum Tool: Hashable, Sendable {
    case hammer, whisk
}
