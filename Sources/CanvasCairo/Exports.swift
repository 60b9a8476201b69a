// The text engine the renderer measures and sets text with: code that
// imports CanvasCairo measures with `PangoTextMeasurer` as it always has.
@_exported import CanvasText
