/// The version of CollectionCanvas, defined here once: the command-line
/// tool prints it, and `CHANGELOG.md` names each release by it.
public enum CollectionCanvasVersion {
  /// The version of this source tree, as semantic versioning spells it.
  public static let current = "0.1.0"
}
