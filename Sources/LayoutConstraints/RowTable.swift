extension Solver {
  /// The tableau's rows by their basic symbol, kept in one contiguous
  /// array: the pivots that visit every row walk memory in order and
  /// change each row where it lies.
  struct RowTable: Sequence {
    private var symbols: [Symbol] = []
    private var rows: [Row] = []
    /// Each basic symbol's place in ``rows``, at the symbol's number.
    ///
    /// -1 marks a symbol that is not basic. Symbols are numbered from 1
    /// up, so an array finds them without hashing.
    private var positions: [Int] = []

    private func position(_ symbol: Symbol) -> Int? {
      guard symbol.id < positions.count else { return nil }
      let position = positions[symbol.id]
      return position < 0 ? nil : position
    }

    /// The row of basic `symbol`; setting `nil` removes it.
    subscript(symbol: Symbol) -> Row? {
      get { position(symbol).map { rows[$0] } }
      set {
        if let newValue {
          if let position = position(symbol) {
            rows[position] = newValue
          } else {
            if positions.count <= symbol.id {
              positions += repeatElement(
                -1,
                count: Swift.max(
                  symbol.id + 1 - positions.count, positions.count))
            }
            positions[symbol.id] = rows.count
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
      guard let position = position(symbol) else { return nil }
      positions[symbol.id] = -1
      let row = rows[position]
      let last = rows.count - 1
      if position != last {
        rows.swapAt(position, last)
        symbols.swapAt(position, last)
        positions[symbols[position].id] = position
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
