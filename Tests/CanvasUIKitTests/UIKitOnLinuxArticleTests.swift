import Foundation
import Testing

/// The article "UIKit on Linux: what is there" lists exactly the public
/// types of CanvasUIKit and of QuartzCore, which `import UIKit` brings.
@MainActor @Suite struct UIKitOnLinuxArticleTests {
  /// The repository's `Sources`.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")
  /// The repository's `Sources/CanvasUIKit`.
  private static let sources = root.appendingPathComponent("CanvasUIKit")

  /// The names of the types CanvasUIKit and QuartzCore declare public or
  /// open.
  private func publicTypes() throws -> Set<String> {
    let declaration = try Regex(
      #"(?m)^(?:@\w+ )*(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias) ([A-Za-z_][A-Za-z0-9_]*)"#
    )
    var names: Set<String> = []
    for module in [
      Self.sources, Self.root.appendingPathComponent("QuartzCore"),
    ] {
      let files = FileManager.default.enumerator(
        at: module, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        for match in text.matches(of: declaration) {
          if let name = match.output[1].substring { names.insert(String(name)) }
        }
      }
    }
    return names
  }

  /// The names in code voice in the article's sections after its overview.
  private func listedTypes() throws -> Set<String> {
    let article = try String(
      contentsOf: Self.sources.appendingPathComponent(
        "CanvasUIKit.docc/UIKitOnLinux.md"),
      encoding: .utf8)
    let sections = article.components(separatedBy: "\n## ").dropFirst()
      .filter { !$0.hasPrefix("Overview") }
    let name = try Regex(#"`([A-Za-z_][A-Za-z0-9_]*)`"#)
    var names: Set<String> = []
    for section in sections {
      for match in section.matches(of: name) {
        if let found = match.output[1].substring { names.insert(String(found)) }
      }
    }
    return names
  }

  @Test func theArticleListsEveryPublicTypeAndNoOther() throws {
    let declared = try publicTypes()
    let listed = try listedTypes()
    #expect(declared.count > 100)
    #expect(
      declared.subtracting(listed).sorted() == [], "missing from the article")
    #expect(listed.subtracting(declared).sorted() == [], "not in the module")
  }
}
