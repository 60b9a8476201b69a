import CollectionLayout
import Foundation

/// The layouts specs may name, by their `type`.
///
/// ``builtIn`` lists the package's own; a package with its own layout adds
/// it and loads specs with the result:
///
/// ```swift
/// let registry = LayoutRegistry.builtIn.adding(StackLayout.self)
/// let spec = try CanvasSpec.load(from: url, registry: registry)
/// ```
public struct LayoutRegistry: Sendable {
  /// The layout types, in the order error messages list them.
  public private(set) var types: [any SpecLayout.Type]

  /// The package's layouts: the only place that lists them.
  public static let builtIn = LayoutRegistry([
    FlowLayout.self,
    PinterestLayout.self,
    WaterfallLayout.self,
    MosaicLayout.self,
    TagLayout.self,
    TreeLayout.self,
    CardLayout.self,
    CompositionalLayout.self,
  ])

  /// A registry of `types`, whose names must differ.
  public init(_ types: [any SpecLayout.Type]) {
    self.types = []
    for type in types { add(type) }
  }

  /// This registry with `type` added; a layout of the same name is
  /// replaced.
  public func adding(_ type: any SpecLayout.Type) -> LayoutRegistry {
    var registry = self
    registry.add(type)
    return registry
  }

  private mutating func add(_ type: any SpecLayout.Type) {
    if let index = types.firstIndex(where: { $0.typeName == type.typeName }) {
      types[index] = type
    } else {
      types.append(type)
    }
  }

  /// The `type` names specs may give.
  public var typeNames: [String] { types.map { $0.typeName } }

  /// The layout type named `name`.
  public func type(named name: String) -> (any SpecLayout.Type)? {
    types.first { $0.typeName == name }
  }
}
