extension Solver {
  /// The tableau's rows by their basic symbol, kept in one contiguous
  /// array: the pivots that visit every row walk memory in order and
  /// change each row where it lies.
  struct RowTable: Sequence {
    private var symbols: [Symbol] = []
    private var rows: [Row] = []
    private var positions: [Symbol: Int] = [:]

    /// The row of basic `symbol`; setting `nil` removes it.
    subscript(symbol: Symbol) -> Row? {
      get { positions[symbol].map { rows[$0] } }
      set {
        if let newValue {
          if let position = positions[symbol] {
            rows[position] = newValue
          } else {
            positions[symbol] = rows.count
            symbols.append(symbol)
            rows.append(newValue)
          }
        } else {
          removeValue(forKey: symbol)
        }
      }
    }

    /// Removes the row of `symbol`, moving the last row into its place.
    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Row? {
      guard let position = positions.removeValue(forKey: symbol) else {
        return nil
      }
      let row = rows[position]
      let last = rows.count - 1
      if position != last {
        rows.swapAt(position, last)
        symbols.swapAt(position, last)
        positions[symbols[position]] = position
      }
      rows.removeLast()
      symbols.removeLast()
      return row
    }

    /// Runs `body` on every row, which it may change in place.
    mutating func update(_ body: (Symbol, inout Row) -> Void) {
      for position in rows.indices {
        body(symbols[position], &rows[position])
      }
    }

    /// Every basic symbol with its row.
    func makeIterator() -> Zip2Sequence<[Symbol], [Row]>.Iterator {
      zip(symbols, rows).makeIterator()
    }
  }
}
