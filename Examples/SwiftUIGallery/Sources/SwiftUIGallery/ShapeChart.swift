import SwiftUI

/// A week's steps as a bar chart of shapes: capsules on a grid of
/// dividers, the best day in the tint, each bar's value above it.
public struct ShapeChart: View {
  let values: [Double]
  let labels: [String]

  public init(values: [Double], labels: [String]) {
    self.values = values
    self.labels = labels
  }

  public var body: some View {
    let best = values.max() ?? 1
    VStack(alignment: .leading, spacing: 12) {
      Text("Steps this week").font(.headline)
      HStack(alignment: .bottom, spacing: 10) {
        ForEach(values.indices, id: \.self) { index in
          VStack(spacing: 6) {
            Text("\(Int(values[index] / 1000))k")
              .font(.caption2)
              .foregroundStyle(.secondary)
            Capsule()
              .fill(
                values[index] == best
                  ? Color.accentColor : Color(uiColor: .systemGray4)
              )
              .frame(height: 140 * values[index] / best)
            Text(labels[index]).font(.caption)
          }
          .frame(maxWidth: .infinity)
        }
      }
      .frame(height: 200, alignment: .bottom)
      .background(alignment: .bottom) {
        VStack(spacing: 0) {
          ForEach(0..<4) { _ in
            Divider()
            Spacer()
          }
        }
        .padding(.bottom, 22)
      }
    }
    .padding(20)
    .background(
      RoundedRectangle(cornerRadius: 20)
        .fill(Color(uiColor: .secondarySystemGroupedBackground)))
  }
}

#Preview("Steps", traits: .fixedLayout(width: 390, height: 330)) {
  ShapeChart(
    values: [6_200, 8_400, 4_100, 11_300, 9_800, 12_700, 7_300],
    labels: ["M", "T", "W", "T", "F", "S", "S"]
  )
  .padding()
  .background(Color(uiColor: .systemGroupedBackground))
}
