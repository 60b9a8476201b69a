/// How drawn colours combine with what is under them, as Core Graphics'
/// `CGBlendMode`: the separable and non-separable modes of the PDF
/// specification, and Porter-Duff compositing.
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge
  case colorBurn, softLight, hardLight, difference, exclusion, hue
  case saturation, color, luminosity, clear, copy, sourceIn, sourceOut
  case sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter
}
