/// A problem with a spec file, naming the file, the line and column, and
/// the key where it is.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The spec file's path as given.
  public var file: String
  /// The line, from 1, or `nil` when the problem is the whole file.
  public var line: Int?
  /// The column, from 1.
  public var column: Int?
  /// The dotted path of the key, such as `layout.itemSize.width`; empty for
  /// the document itself.
  public var key: String
  /// What is wrong, and where it helps, what would be right.
  public var message: String

  /// Creates an error.
  public init(
    file: String, line: Int?, column: Int?, key: String, message: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.key = key
    self.message = message
  }

  /// `file:line:column: error: key 'k': message`, as compilers print it.
  public var description: String {
    var location = file
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    let subject = key.isEmpty ? "" : "key '\(key)': "
    return "\(location): error: \(subject)\(message)"
  }
}
