import CanvasCairo
import CanvasRendering
import CollectionLayout
import Foundation

let measurer = PangoTextMeasurer()
let font = Font("WenQuanYi Micro Hei 12")!
print(measurer.width(of: "Collection view", font: font), measurer.width(of: "中", font: font), measurer.lineMetrics(for: font))
print(measurer.width(of: "x", font: Font("Nonexistent Family 12")!))
var flow = FlowLayout()
flow.headerReferenceSize = CGSize(width: 0, height: 36)
flow.footerReferenceSize = CGSize(width: 0, height: 24)
flow.sectionInset = EdgeInsets(all: 12)
flow.estimatedItemSize = CGSize(width: 60, height: 30)
flow.font = font
let texts = ["Collection view", "布局", "UICollectionViewFlowLayout", "瀑布流布局", "Tags", "A much longer label that wraps across lines in the cell", "卡片"]
let ctx = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 375, height: 600), sections: [SectionContent(header: "Flow 流式布局", footer: "7 items", items: texts.map { ItemContent(text: $0) })], textMeasurer: measurer)
let prepared = flow.prepare(in: ctx)
let scene = SceneBuilder(seed: 1, measurer: measurer, cellFont: font).scene(for: prepared, sections: ctx.sections)
let r = CairoRenderer(measurer: measurer)
try r.pngData(for: scene, scale: 2).write(to: URL(fileURLWithPath: "/tmp/a.png"))
try r.pdfData(for: scene).write(to: URL(fileURLWithPath: "/tmp/a.pdf"))
try Data(SVGWriter().document(for: scene).utf8).write(to: URL(fileURLWithPath: "/tmp/a.svg"))
