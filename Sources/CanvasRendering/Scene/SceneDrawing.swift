import CoreGraphics

/// What a view drew through Core Graphics (`draw(_:)`, a bezier path, a
/// shape layer): a `CGContext`'s recording, replayed by every renderer.
public struct SceneDrawing: Hashable, Sendable {
  /// Where the recording's origin lands on the drawing.
  public var origin: CGPoint
  /// What the context was told, in the recording's own coordinates.
  package var commands: [CGDrawingCommand]
  /// Outside this rectangle, on the drawing, nothing of it shows; `nil`
  /// for no clip.
  public var clip: CGRect?

  /// Creates a drawing.
  package init(
    origin: CGPoint, commands: [CGDrawingCommand], clip: CGRect? = nil
  ) {
    self.origin = origin
    self.commands = commands
    self.clip = clip
  }

  /// Draws the recording on `backend`, its origin at ``origin``; the clip
  /// is the backend's to apply.
  package func draw(on backend: inout some CGRecordingBackend) {
    var interpreter = CGRecordingInterpreter(
      commands,
      state: CGDrawingState(
        transform: CGAffineTransform(translationX: origin.x, y: origin.y)))
    interpreter.run(on: &backend)
  }
}

extension Color {
  /// The colour of a Core Graphics colour: its sRGB components (a grey
  /// repeated; Display P3 components taken as they are).
  public init(_ color: CGColor) {
    let (red, green, blue, alpha) = color.rgba
    self.init(
      red: Double(red), green: Double(green), blue: Double(blue),
      alpha: Double(alpha))
  }
}

extension CGColor {
  /// The Core Graphics colour of `color`: its sRGB components.
  package convenience init(_ color: Color) {
    self.init(
      srgbRed: CGFloat(color.red), green: CGFloat(color.green),
      blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
  }
}

extension CGTextRun {
  /// The run a recording keeps of `label`: its lines, font and colour.
  package init(_ label: SceneLabel) {
    self.init(
      lines: label.lines.map {
        Line(text: $0.text, origin: $0.origin, width: $0.width)
      },
      font: label.font, color: CGColor(label.color))
  }
}

extension SceneLabel {
  /// The label a scene draws of `run`.
  package init(_ run: CGTextRun) {
    self.init(
      lines: run.lines.map {
        Line(text: $0.text, origin: $0.origin, width: $0.width)
      },
      font: run.font, color: Color(run.color))
  }
}
