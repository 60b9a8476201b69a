import CanvasCommand
import TimelineLayout

// `canvas`, with every built-in layout and `type: timeline`.
Canvas.main(registry: .builtIn.adding(TimelineLayout.self))
