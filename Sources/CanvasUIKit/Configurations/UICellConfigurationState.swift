import Foundation

/// A cell's state, as UIKit's `UICellConfigurationState`: a view's state
/// and the cell's own (editing, expanded, swiped, reordering).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// The environment.
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted, as while touched.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell has focus.
  public var isFocused = false
  /// Whether the collection view is editing.
  public var isEditing = false
  /// Whether the cell's outline item is expanded.
  public var isExpanded = false
  /// Whether the cell is swiped open.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// How the cell takes part in a drag.
  public var cellDragState = DragState.none
  /// How the cell takes part in a drop.
  public var cellDropState = DropState.none
  var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// A cell's part in a drag.
  public enum DragState: Int, Hashable, Sendable {
    case none, lifting, dragging
  }

  /// A cell's part in a drop.
  public enum DropState: Int, Hashable, Sendable {
    case none, notTarget, target
  }

  /// A state in `traitCollection`.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The app's own state under `key`.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}
