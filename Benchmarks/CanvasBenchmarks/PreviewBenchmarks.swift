import CanvasSnapshotStrategies
import CanvasSwiftUI
import CanvasUIKit
import Foundation

// A package's worth of previews: ten `#Preview`s and four providers of
// ten views each, fifty in all, of the kinds an app's files end in:
// screens, forms, lists, cards, rows and controls.

private struct BenchRow: View {
  let index: Int
  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: "person.crop.circle.fill").font(.title)
        .foregroundStyle(.tint)
      VStack(alignment: .leading, spacing: 2) {
        Text("Contact \(index)").font(.headline)
        Text("Last seen \(index + 2) minutes ago").font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      Text("\(index * 3)").font(.callout).monospacedDigit()
    }
    .padding()
  }
}

private struct BenchForm: View {
  let index: Int
  var body: some View {
    Form {
      Section("Account \(index)") {
        LabeledContent("Name", value: "Ada Lovelace")
        Toggle("Notifications", isOn: .constant(index.isMultiple(of: 2)))
        Stepper("Copies: \(index)", value: .constant(index))
      }
      Section {
        Slider(value: .constant(Double(index) / 10))
        Button("Sign Out", role: .destructive) {}
      }
    }
  }
}

private struct BenchList: View {
  let count: Int
  var body: some View {
    NavigationStack {
      List(0..<count, id: \.self) { index in
        NavigationLink("Item \(index)", value: index)
      }
      .navigationTitle("Items")
    }
  }
}

private struct BenchCard: View {
  let index: Int
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      RoundedRectangle(cornerRadius: 12)
        .fill(
          LinearGradient(
            colors: [.orange, .pink], startPoint: .topLeading,
            endPoint: .bottomTrailing)
        )
        .frame(height: 120)
      Text("Trip \(index)").font(.title2.bold())
      Text("Four nights by the sea, with a view of the harbour.")
        .foregroundStyle(.secondary)
      HStack {
        Label("\(index + 3) nights", systemImage: "moon.fill")
        Spacer()
        Text("€\(index * 120 + 480)").bold()
      }
    }
    .padding()
    .background(.background, in: RoundedRectangle(cornerRadius: 16))
    .shadow(radius: 4)
    .padding()
  }
}

#Preview("Screen") {
  SwiftUIBenchmarks.Screen(activities: SwiftUIBenchmarks.activities(salt: ""))
}
#Preview("Form") { BenchForm(index: 1) }
#Preview("List") { BenchList(count: 12) }
#Preview("Card", traits: .sizeThatFitsLayout) { BenchCard(index: 1) }
#Preview("Row", traits: .sizeThatFitsLayout) { BenchRow(index: 1) }
#Preview("Tabs") {
  TabView {
    BenchList(count: 8).tabItem { Label("Items", systemImage: "list.bullet") }
    BenchForm(index: 2).tabItem { Label("Settings", systemImage: "gear") }
  }
}
#Preview("Controls", traits: .fixedLayout(width: 390, height: 300)) {
  VStack(spacing: 16) {
    Button("Continue") {}.buttonStyle(.borderedProminent)
    Picker("Size", selection: .constant(1)) {
      Text("S").tag(0)
      Text("M").tag(1)
      Text("L").tag(2)
    }
    .pickerStyle(.segmented)
    ProgressView(value: 0.4)
    TextField("Search", text: .constant(""))
      .textFieldStyle(.roundedBorder)
  }
  .padding()
}
#Preview("Screen, landscape", traits: .landscapeLeft) {
  SwiftUIBenchmarks.Screen(activities: SwiftUIBenchmarks.activities(salt: ""))
}
#Preview("Grid") {
  ScrollView {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
      ForEach(0..<24, id: \.self) { index in
        RoundedRectangle(cornerRadius: 8).fill(.tint.opacity(0.3))
          .frame(height: 100)
          .overlay(Text("\(index)"))
      }
    }
    .padding()
  }
}
#Preview("Empty") {
  ContentUnavailableView(
    "No Results", systemImage: "magnifyingglass",
    description: Text("Try another search."))
}

struct BenchRows_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(0..<10, id: \.self) { index in
      BenchRow(index: index).previewLayout(.sizeThatFits)
    }
  }
}

struct BenchCards_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(0..<10, id: \.self) { index in
      BenchCard(index: index).previewLayout(.sizeThatFits)
    }
  }
}

struct BenchForms_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(0..<10, id: \.self) { BenchForm(index: $0) }
  }
}

struct BenchLists_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(0..<10, id: \.self) { BenchList(count: 4 + $0) }
  }
}

/// The fifty previews drawn as `canvas previews` draws a package's: each
/// light and dark at @3x, to PNG files and a page.
@MainActor enum PreviewBenchmarks {
  static func run(runs: Int) {
    let previews = PreviewCatalog.previews.filter {
      $0.source.file.hasPrefix("CanvasBenchmarks")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("canvas-bench-previews-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    print("\nA package's previews (median of \(max(1, runs / 3)) runs)")
    var images = 0
    let seconds = Stopwatch.median(runs: max(1, runs / 3)) {
      images = (try? PreviewGallery.write(previews, to: folder).count) ?? 0
    }
    print(
      "  \(previews.count) previews, light and dark at @3x (\(images) PNGs and a page): "
        + Stopwatch.format(seconds) + ", "
        + String(
          format: "%.1f previews a second", Double(previews.count) / seconds))
  }
}
