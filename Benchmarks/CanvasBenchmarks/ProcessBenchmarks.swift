import CanvasCairo
import CanvasSpec
import Foundation

/// Whole processes side by side, `canvas render` and the C baseline.
///
/// The C baseline (`Benchmarks/baseline/baseline.c --once`) draws the same
/// scene; each is timed from spawn to exit with its peak memory. Each line
/// reads "job · canvas · C · ratio".
enum ProcessBenchmarks {
  /// A tree of 206 nodes: a root, 5 children, 25 grandchildren and 175
  /// leaves.
  static func treeYAML() -> String {
    var yaml = """
      seed: 1
      canvas: {width: 390, scale: 2}
      layout: {type: tree, itemSize: [90, 30], nodeWidth: auto, font: DejaVu Sans 12}
      tree:
        name: Root

      """
    yaml += "  children:\n"
    for a in 0..<5 {
      yaml += "    - name: Branch \(a)\n      children:\n"
      for b in 0..<5 {
        yaml += "        - name: Twig \(a).\(b)\n          children:\n"
        for c in 0..<7 {
          yaml += "            - name: Leaf \(a).\(b).\(c)\n"
        }
      }
    }
    return yaml
  }

  /// One comparison: what `canvas` renders and what the baseline draws.
  struct Job {
    var name: String
    var spec: String
    var format: String
    var baselineMode: String
  }

  static func run(canvas: String, baseline: String, samples: String, runs: Int)
    throws
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "canvas-bench-\(getpid())")
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = [
      "tags1000": RenderBenchmarks.tagYAML(count: 1_000),
      "tags10000": RenderBenchmarks.tagYAML(count: 10_000),
      "tree200": treeYAML(),
      "one": "canvas: {width: 390}\nlayout: {type: flow, itemSize: [50, 50]}\n"
        + "sections: [{count: 1}]\n",
    ]
    let measurer = PangoTextMeasurer()
    for (name, yaml) in specs {
      try Data(yaml.utf8).write(
        to: folder.appendingPathComponent("\(name).yaml"))
      let spec = try CanvasSpec.decode(yaml, file: "\(name).yaml", name: name)
      let (_, scene) = spec.scene(measurer: measurer)
      try Data(RenderBenchmarks.dump(scene, scale: 2).utf8).write(
        to: folder.appendingPathComponent("\(name).scene"))
    }
    let jobs = [
      // What each process needs to draw anything: its floor.
      Job(
        name: "1 item → PNG @2x", spec: "one", format: "png",
        baselineMode: "png-fast"),
      Job(
        name: "1,000 tags → PNG @2x", spec: "tags1000", format: "png",
        baselineMode: "png-fast"),
      Job(
        name: "10,000 tags → PNG @2x (tiled)", spec: "tags10000",
        format: "png", baselineMode: "png-fast"),
      Job(
        name: "1,000 tags → outlined SVG", spec: "tags1000",
        format: "svg-outlined", baselineMode: "svg"),
      Job(
        name: "1,000 tags → readable SVG", spec: "tags1000", format: "svg",
        baselineMode: "svg"),
      Job(
        name: "tree of 206 → PNG @2x", spec: "tree200", format: "png",
        baselineMode: "png-fast"),
      Job(
        name: "tree of 206 → readable SVG", spec: "tree200", format: "svg",
        baselineMode: "svg"),
    ]
    print(
      "Whole processes, medians of \(runs) paired runs"
        + " (C: libpng at zlib level 1, no filter, for PNG; Cairo's SVG surface for SVG)"
    )
    print("job · canvas · C · ratio")
    let out = folder.appendingPathComponent("out").path
    for job in jobs {
      let spec = folder.appendingPathComponent("\(job.spec).yaml").path
      let scene = folder.appendingPathComponent("\(job.spec).scene").path
      let (ours, theirs) = try ProcessTimer.paired(
        [canvas, "render", spec, "--out", out, "--format", job.format],
        [baseline, scene, "--once", job.baselineMode, "\(out).c"],
        runs: runs)
      var line =
        "\(job.name) · \(Stopwatch.format(ours.seconds)) · "
        + "\(Stopwatch.format(theirs.seconds)) · "
        + String(format: "%.2f", ours.seconds / theirs.seconds)
      if job.format == "png" {
        line +=
          "   (peak \(ours.peakKiB / 1024) MiB · \(theirs.peakKiB / 1024) MiB)"
      }
      print(line)
    }
    // Memory per item: a million one-point items to layout JSON.
    let million = folder.appendingPathComponent("million.yaml")
    try Data(
      ("canvas: {width: 390}\nlayout: {type: flow, itemSize: [1, 1], "
        + "minimumLineSpacing: 0, minimumInteritemSpacing: 0}\n"
        + "sections: [{count: 1000000}]\n").utf8
    ).write(to: million)
    let layout = try ProcessTimer.alone(
      [canvas, "render", million.path, "--out", out, "--format", "json"],
      runs: 3)
    print(
      "1,000,000 items → layout JSON · \(Stopwatch.format(layout.seconds)) · – · –"
        + "   (peak \(layout.peakKiB / 1024) MiB, \(layout.peakKiB * 1024 / 1_000_000) bytes an item)"
    )
    let batch = try ProcessTimer.alone(
      [canvas, "render", samples, "--out", out, "--format", "png,svg,json"],
      runs: runs)
    print(
      "the samples as one batch (png, svg, json) · \(Stopwatch.format(batch.seconds)) · – · –\n"
    )
  }
}
