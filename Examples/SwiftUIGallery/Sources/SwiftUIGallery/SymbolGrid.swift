import SwiftUI

/// A grid of symbols, as a settings or share sheet shows them: tinted
/// circles in an adaptive grid, each with a name below.
public struct SymbolGrid: View {
  let items: [(symbol: String, name: String, color: Color)]

  public init(items: [(String, String, Color)]) {
    self.items = items.map { (symbol: $0.0, name: $0.1, color: $0.2) }
  }

  public var body: some View {
    LazyVGrid(
      columns: [GridItem(.adaptive(minimum: 76), spacing: 12)], spacing: 18
    ) {
      ForEach(items.indices, id: \.self) { index in
        VStack(spacing: 8) {
          Image(systemName: items[index].symbol)
            .font(.title2)
            .foregroundStyle(.white)
            .frame(width: 56, height: 56)
            .background(Circle().fill(items[index].color))
          Text(items[index].name)
            .font(.caption)
            .lineLimit(1)
        }
      }
    }
    .padding(20)
  }
}

#Preview("Symbols", traits: .fixedLayout(width: 390, height: 260)) {
  SymbolGrid(items: [
    ("airplane", "Flights", .orange), ("house.fill", "Hotels", .blue),
    ("car.fill", "Cars", .green), ("tram.fill", "Trains", .red),
    ("fork.knife", "Food", .pink), ("camera.fill", "Photos", .purple),
    ("map.fill", "Maps", .teal), ("star.fill", "Saved", .yellow),
  ])
}
