import CanvasCommand

// The canvas tool with the package's own layouts. A package with layouts of
// its own builds its own tool the same way, passing its registry.
Canvas.main(registry: .builtIn)
