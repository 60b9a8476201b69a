import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: the preview's arguments and body kept in a type of their
/// own, as Xcode's macro keeps them, so a file that ends in previews
/// compiles unchanged.
///
/// The expansion is an enum conforming to `PreviewRegistry` whose
/// `makePreview()` makes a `Preview` from the macro's own arguments, so
/// the arguments and the body are type-checked as on iOS; it tells the
/// file and line of the `#Preview`, and `PreviewCatalog` finds it at run
/// time. Variables in
/// the body marked `@Previewable` become the stored properties of a view
/// made for the preview, whose body is the rest, as Xcode's macro makes
/// one, so `@Previewable @State var isOn = true` gives a live binding.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    var arguments = node.arguments
    var body = node.trailingClosure
    if body == nil, let last = arguments.last,
      let closure = last.expression.as(ClosureExprSyntax.self)
    {
      body = closure
      arguments = LabeledExprListSyntax(arguments.dropLast())
    }
    guard let body else {
      context.diagnose(
        Diagnostic(node: Syntax(node), message: PreviewMessage.noBody))
      return []
    }
    let registry = context.makeUniqueName("Preview")
    // Where the preview is, for the gallery's order and names.
    let location = context.location(
      of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let place: DeclSyntax = """
      nonisolated static var fileID: String { \(location?.file ?? "\"\"") }
      nonisolated static var line: Int { \(location?.line ?? "0") }
      """
    var kept: [String] = []
    var rest: [String] = []
    for item in body.statements {
      if let variable = item.item.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: isPreviewable)
      {
        let attributes = variable.attributes.filter { !isPreviewable($0) }
        kept.append(
          variable.with(\.attributes, AttributeListSyntax(attributes))
            .trimmedDescription)
      } else {
        rest.append(item.trimmedDescription)
      }
    }
    let argumentText = arguments.map {
      $0.with(\.trailingComma, nil).trimmedDescription
    }.joined(separator: ", ")
    let call = argumentText.isEmpty ? "" : "(\(argumentText))"
    guard !kept.isEmpty else {
      return [
        """
        @MainActor enum \(registry): CanvasSwiftUI.PreviewRegistry {
          \(place)
          static func makePreview() -> CanvasSwiftUI.Preview {
            CanvasSwiftUI.Preview\(raw: call) \(body.trimmed)
          }
        }
        """
      ]
    }
    let view = context.makeUniqueName("PreviewView")
    return [
      """
      @MainActor struct \(view): CanvasSwiftUI.View {
        \(raw: kept.joined(separator: "\n"))
        var body: some CanvasSwiftUI.View {
          \(raw: rest.joined(separator: "\n"))
        }
      }
      """,
      """
      @MainActor enum \(registry): CanvasSwiftUI.PreviewRegistry {
        \(place)
        static func makePreview() -> CanvasSwiftUI.Preview {
          CanvasSwiftUI.Preview\(raw: call) { \(view)() }
        }
      }
      """,
    ]
  }

  private static func isPreviewable(_ element: AttributeListSyntax.Element)
    -> Bool
  {
    guard case .attribute(let attribute) = element else { return false }
    return attribute.attributeName.trimmedDescription == "Previewable"
  }
}

/// `@Previewable`: marks a variable of a preview's body that
/// ``PreviewMacro`` makes a stored property; by itself it adds nothing.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

enum PreviewMessage: String, DiagnosticMessage {
  case noBody

  var message: String {
    "#Preview needs a closure that makes the view it shows"
  }
  var diagnosticID: MessageID {
    MessageID(domain: "CanvasSwiftUIMacros", id: rawValue)
  }
  var severity: DiagnosticSeverity { .error }
}

@main struct CanvasSwiftUIMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    PreviewMacro.self, PreviewableMacro.self,
  ]
}
