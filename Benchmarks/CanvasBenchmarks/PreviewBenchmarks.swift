import CanvasSnapshotStrategies
import CanvasSwiftUI
import CanvasUIKit
import Foundation

// A package's worth of previews: five providers of ten views each, fifty
// in all, of the kinds an app's files end in: screens, forms, lists,
// cards, rows and controls. (Providers, named here, rather than
// `#Preview`s: an optimised build leaves out internal types nothing names,
// the previews' among them; `canvas previews` builds for debugging, which
// keeps them.)

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

struct BenchScreens_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      SwiftUIBenchmarks.Screen(
        activities: SwiftUIBenchmarks.activities(salt: "")
      )
      .previewDisplayName("Screen")
      BenchForm(index: 1).previewDisplayName("Form")
      BenchList(count: 12).previewDisplayName("List")
      BenchCard(index: 1).previewLayout(.sizeThatFits)
        .previewDisplayName("Card")
      BenchRow(index: 1).previewLayout(.sizeThatFits)
        .previewDisplayName("Row")
      TabView {
        BenchList(count: 8).tabItem {
          Label("Items", systemImage: "list.bullet")
        }
        BenchForm(index: 2).tabItem { Label("Settings", systemImage: "gear") }
      }
      .previewDisplayName("Tabs")
      BenchControls().previewLayout(.fixed(width: 390, height: 300))
        .previewDisplayName("Controls")
      SwiftUIBenchmarks.Screen(
        activities: SwiftUIBenchmarks.activities(salt: "")
      )
      .previewInterfaceOrientation(.landscapeLeft)
      .previewDisplayName("Screen, landscape")
      BenchGrid().previewDisplayName("Grid")
      ContentUnavailableView(
        "No Results", systemImage: "magnifyingglass",
        description: Text("Try another search.")
      )
      .previewDisplayName("Empty")
    }
  }
}

private struct BenchControls: View {
  var body: some View {
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
}

private struct BenchGrid: View {
  var body: some View {
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
    let providers: [any PreviewProvider.Type] = [
      BenchScreens_Previews.self, BenchRows_Previews.self,
      BenchCards_Previews.self, BenchForms_Previews.self,
      BenchLists_Previews.self,
    ]
    let previews = providers.flatMap { PreviewCatalog.previews(of: $0) }
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
