/// A deflate compressor (RFC 1951) for the filtered rows of drawn images,
/// where most bytes are zeros that continue a run.
///
/// After the `up` filter a drawn screen is mostly zeros: an iPhone screen
/// at @3x has 8 MB of filtered rows of which about 4 % are not zero. zlib
/// spends most of its time there hashing every byte of those runs (level 4
/// inserts each position of a match into its hash chains). This encoder
/// looks for a run first, eight bytes at a time, and codes it as matches at
/// distance 1; elsewhere it finds a match with one probe of a hash table of
/// four-byte sequences, as zlib's fastest levels do, and extends it eight
/// bytes at a time. Each block of tokens gets its own Huffman codes, built
/// from the block's counts and limited to 15 bits.
///
/// A band ends on a byte boundary after an empty stored block, as zlib's
/// sync flush ends one, so bands compressed apart join into one stream; the
/// last band's last block is final.
struct FlatDeflater {
  /// The longest match deflate can code.
  static let longestMatch = 258
  /// The farthest back a match can reach.
  static let window = 32_768
  /// Tokens a block holds before its codes are built and it is written.
  static let blockTokens = 1 << 15
  private static let hashBits = 14

  private var bits = BitWriter()
  /// Literals (the byte) and matches (bit 31, length << 16, distance).
  private let tokens = UnsafeMutablePointer<UInt32>.allocate(
    capacity: blockTokens)
  private var tokenCount = 0
  /// How often each literal and length symbol, and each distance symbol,
  /// occurs in the block.
  private let literalCounts = UnsafeMutablePointer<UInt32>.allocate(
    capacity: 286)
  private let distanceCounts = UnsafeMutablePointer<UInt32>.allocate(
    capacity: 30)

  /// Compresses `input` as deflate blocks that end on a byte boundary:
  /// with an empty stored block, or with a final block when `isLast`.
  static func compress(_ input: UnsafeBufferPointer<UInt8>, isLast: Bool)
    -> [UInt8]
  {
    var deflater = FlatDeflater()
    deflater.literalCounts.initialize(repeating: 0, count: 286)
    deflater.distanceCounts.initialize(repeating: 0, count: 30)
    defer {
      deflater.tokens.deallocate()
      deflater.literalCounts.deallocate()
      deflater.distanceCounts.deallocate()
    }
    deflater.bits.bytes.reserveCapacity(input.count / 16 + 64)
    if let base = input.baseAddress {
      deflater.scan(UnsafeRawPointer(base), count: input.count)
    }
    deflater.writeBlock(isFinal: isLast)
    if !isLast {
      // An empty stored block: header, padding, length 0 and its complement.
      deflater.bits.write(0, count: 3)
      deflater.bits.alignToByte()
      deflater.bits.bytes.append(contentsOf: [0, 0, 0xFF, 0xFF])
    }
    deflater.bits.alignToByte()
    return deflater.bits.bytes
  }

  /// Turns `count` bytes at `base` into tokens, writing a block whenever
  /// one is full.
  private mutating func scan(_ base: UnsafeRawPointer, count: Int) {
    var table = [Int32](repeating: -1, count: 1 << Self.hashBits)
    var i = 0
    table.withUnsafeMutableBufferPointer { table in
      while i < count {
        let room = min(count - i, Self.longestMatch)
        if i > 0, room >= 3 {
          let run = Self.run(
            base, at: i, of: base.load(fromByteOffset: i - 1, as: UInt8.self),
            room: room)
          if run >= 3 {
            match(length: run, distance: 1)
            i += run
            continue
          }
        }
        if room >= 4 {
          let word = base.loadUnaligned(fromByteOffset: i, as: UInt32.self)
          let slot = Int(
            truncatingIfNeeded: (word &* 2_654_435_761)
              >> (32 - UInt32(Self.hashBits)))
          let candidate = Int(table[slot])
          table[slot] = Int32(truncatingIfNeeded: i)
          if candidate >= 0, i - candidate <= Self.window,
            base.loadUnaligned(fromByteOffset: candidate, as: UInt32.self)
              == word
          {
            let length = Self.common(base, candidate, i, from: 4, room: room)
            match(length: length, distance: i - candidate)
            i += length
            continue
          }
        }
        literal(base.load(fromByteOffset: i, as: UInt8.self))
        i += 1
      }
    }
  }

  /// How many bytes from `start` on, at most `room`, equal `byte`.
  private static func run(
    _ base: UnsafeRawPointer, at start: Int, of byte: UInt8, room: Int
  ) -> Int {
    let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
    var length = 0
    while length + 8 <= room {
      let word = UInt64(
        littleEndian: base.loadUnaligned(
          fromByteOffset: start + length, as: UInt64.self))
      let difference = word ^ pattern
      if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
      length += 8
    }
    while length < room,
      base.load(fromByteOffset: start + length, as: UInt8.self) == byte
    {
      length += 1
    }
    return length
  }

  /// How many bytes from `earlier` and `later` on agree, knowing the first
  /// `known` do, at most `room`.
  private static func common(
    _ base: UnsafeRawPointer, _ earlier: Int, _ later: Int, from known: Int,
    room: Int
  ) -> Int {
    var length = known
    while length + 8 <= room {
      let difference =
        UInt64(
          littleEndian: base.loadUnaligned(
            fromByteOffset: earlier + length, as: UInt64.self))
        ^ UInt64(
          littleEndian: base.loadUnaligned(
            fromByteOffset: later + length, as: UInt64.self))
      if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
      length += 8
    }
    while length < room,
      base.load(fromByteOffset: earlier + length, as: UInt8.self)
        == base.load(fromByteOffset: later + length, as: UInt8.self)
    {
      length += 1
    }
    return length
  }

  private mutating func literal(_ byte: UInt8) {
    tokens[tokenCount] = UInt32(byte)
    tokenCount += 1
    literalCounts[Int(byte)] &+= 1
    if tokenCount == Self.blockTokens { writeBlock(isFinal: false) }
  }

  private mutating func match(length: Int, distance: Int) {
    tokens[tokenCount] = 1 << 31 | UInt32(length) << 16 | UInt32(distance - 1)
    tokenCount += 1
    literalCounts[Self.lengthCode(length).symbol] &+= 1
    distanceCounts[Self.distanceCode(distance - 1).symbol] &+= 1
    if tokenCount == Self.blockTokens { writeBlock(isFinal: false) }
  }

  /// A length's symbol (257–285) and its extra bits.
  @inline(__always)
  static func lengthCode(_ length: Int) -> (
    symbol: Int, extra: UInt32, extraBits: Int
  ) {
    if length == 258 { return (285, 0, 0) }
    let value = length - 3
    if value < 8 { return (257 + value, 0, 0) }
    let top = Int.bitWidth - 1 - value.leadingZeroBitCount
    let extraBits = top - 2
    return (
      257 + 4 * (top - 1) + (value >> extraBits) & 3,
      UInt32(value & (1 << extraBits - 1)), extraBits
    )
  }

  /// A distance's symbol (0–29) and its extra bits, from the distance less
  /// one.
  @inline(__always)
  static func distanceCode(_ value: Int) -> (
    symbol: Int, extra: UInt32, extraBits: Int
  ) {
    if value < 4 { return (value, 0, 0) }
    let top = Int.bitWidth - 1 - value.leadingZeroBitCount
    let extraBits = top - 1
    return (
      2 * top + (value >> extraBits) & 1, UInt32(value & (1 << extraBits - 1)),
      extraBits
    )
  }

  /// Writes the tokens held as a block with Huffman codes of their own.
  private mutating func writeBlock(isFinal: Bool) {
    literalCounts[256] = 1  // the end of the block
    let literals = HuffmanCode(
      counts: Array(UnsafeBufferPointer(start: literalCounts, count: 286)),
      limit: 15, atLeast: 257)
    let distances = HuffmanCode(
      counts: Array(UnsafeBufferPointer(start: distanceCounts, count: 30)),
      limit: 15, atLeast: 1)
    bits.write(isFinal ? 1 : 0, count: 1)
    bits.write(2, count: 2)  // dynamic Huffman codes
    writeCodes(literals, distances)
    for token in UnsafeBufferPointer(start: tokens, count: tokenCount) {
      if token < 256 {
        literals.write(Int(token), to: &bits)
        continue
      }
      let length = Self.lengthCode(Int(token >> 16 & 0x1FF))
      literals.write(length.symbol, to: &bits)
      bits.write(length.extra, count: length.extraBits)
      let distance = Self.distanceCode(Int(token & 0xFFFF))
      distances.write(distance.symbol, to: &bits)
      bits.write(distance.extra, count: distance.extraBits)
    }
    literals.write(256, to: &bits)
    tokenCount = 0
    literalCounts.update(repeating: 0, count: 286)
    distanceCounts.update(repeating: 0, count: 30)
  }

  /// Writes a dynamic block's header: the two codes' lengths, run-length
  /// coded with a third Huffman code.
  private mutating func writeCodes(
    _ literals: HuffmanCode, _ distances: HuffmanCode
  ) {
    let lengths = literals.lengths + distances.lengths
    // Symbols 0–15 are lengths; 16 repeats the last 3–6 times, 17 and 18
    // are 3–10 and 11–138 zeros. Each item: symbol, extra value.
    var items: [(symbol: Int, extra: UInt32)] = []
    var i = 0
    while i < lengths.count {
      let length = lengths[i]
      var run = 1
      while i + run < lengths.count, lengths[i + run] == length { run += 1 }
      i += run
      if length == 0 {
        while run >= 11 {
          let taken = min(run, 138)
          items.append((18, UInt32(taken - 11)))
          run -= taken
        }
        if run >= 3 {
          items.append((17, UInt32(run - 3)))
          run = 0
        }
      } else {
        items.append((Int(length), 0))
        run -= 1
        while run >= 3 {
          let taken = min(run, 6)
          items.append((16, UInt32(taken - 3)))
          run -= taken
        }
      }
      items += repeatElement(
        (symbol: Int(length), extra: UInt32(0)), count: run)
    }
    var counts = [UInt32](repeating: 0, count: 19)
    for item in items { counts[item.symbol] += 1 }
    let lengthCode = HuffmanCode(counts: counts, limit: 7, atLeast: 19)
    let order = [
      16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
    ]
    var sent = 19
    while sent > 4, lengthCode.lengths[order[sent - 1]] == 0 { sent -= 1 }
    bits.write(UInt32(literals.lengths.count - 257), count: 5)
    bits.write(UInt32(distances.lengths.count - 1), count: 5)
    bits.write(UInt32(sent - 4), count: 4)
    for symbol in order.prefix(sent) {
      bits.write(UInt32(lengthCode.lengths[symbol]), count: 3)
    }
    for item in items {
      lengthCode.write(item.symbol, to: &bits)
      switch item.symbol {
      case 16: bits.write(item.extra, count: 2)
      case 17: bits.write(item.extra, count: 3)
      case 18: bits.write(item.extra, count: 7)
      default: break
      }
    }
  }
}

/// Bits written least significant first, as deflate packs them.
struct BitWriter {
  var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var count = 0

  /// Writes the low `count` bits of `value` (at most 32).
  @inline(__always)
  mutating func write(_ value: UInt32, count bits: Int) {
    buffer |= UInt64(value) << UInt64(count)
    count += bits
    if count >= 32 {
      withUnsafeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian) {
        bytes.append(contentsOf: $0)
      }
      buffer >>= 32
      count -= 32
    }
  }

  /// Writes the bits held, the last byte padded with zeros.
  mutating func alignToByte() {
    while count > 0 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      count = max(0, count - 8)
    }
    buffer = 0
  }
}

/// A canonical Huffman code, as deflate sends it: only the lengths.
struct HuffmanCode {
  /// Each symbol's code length, 0 for symbols not used; as many as are
  /// sent (at least `atLeast`, up to the last used symbol).
  let lengths: [UInt8]
  /// Each symbol's code, bits reversed for writing.
  private let codes: [UInt32]

  /// The code for symbols counted `counts` times, no code longer than
  /// `limit` bits.
  ///
  /// At least two symbols get a code, so every code is complete (unused
  /// ones are given to the first symbols).
  init(counts: [UInt32], limit: Int, atLeast: Int) {
    var counts = counts
    var used = counts.indices.filter { counts[$0] > 0 }
    for symbol in counts.indices where used.count < 2 && counts[symbol] == 0 {
      counts[symbol] = 1
      used.append(symbol)
    }
    var lengths = Self.lengths(counts: counts, used: used, limit: limit)
    let sent = min(
      lengths.count, max(atLeast, (lengths.lastIndex { $0 > 0 } ?? 0) + 1))
    lengths.removeLast(lengths.count - sent)
    self.lengths = lengths
    codes = Self.codes(lengths: lengths)
  }

  /// Writes `symbol`'s code.
  @inline(__always)
  func write(_ symbol: Int, to bits: inout BitWriter) {
    bits.write(codes[symbol], count: Int(lengths[symbol]))
  }

  /// Huffman code lengths of the `used` symbols, the longest made shorter
  /// until none exceeds `limit`.
  private static func lengths(counts: [UInt32], used: [Int], limit: Int)
    -> [UInt8]
  {
    // Leaves sorted by count, then the two-queue construction: the next
    // node joins the two lightest of the leaves and the nodes made so far.
    let leaves = used.sorted { (counts[$0], $0) < (counts[$1], $1) }
    let n = leaves.count
    var weight =
      leaves.map { UInt64(counts[$0]) } + Array(repeating: 0, count: n - 1)
    var parent = [Int](repeating: 0, count: 2 * n - 1)
    var nextLeaf = 0
    var nextNode = n
    func lightest(made: Int) -> Int {
      if nextLeaf < n, nextNode >= made || weight[nextLeaf] <= weight[nextNode]
      {
        nextLeaf += 1
        return nextLeaf - 1
      }
      nextNode += 1
      return nextNode - 1
    }
    for node in n..<(2 * n - 1) {
      let a = lightest(made: node)
      let b = lightest(made: node)
      weight[node] = weight[a] + weight[b]
      parent[a] = node
      parent[b] = node
    }
    var depth = [Int](repeating: 0, count: 2 * n - 1)
    for node in stride(from: 2 * n - 3, through: 0, by: -1) {
      depth[node] = depth[parent[node]] + 1
    }
    // How many leaves have each length, those too long moved to `limit`;
    // then, while the lengths overfill the code space, one code of the
    // longest length goes and a shorter code splits into two one longer.
    var perLength = [Int](repeating: 0, count: limit + 1)
    for leaf in 0..<n { perLength[min(depth[leaf], limit)] += 1 }
    var space = 0
    for length in 1...limit { space += perLength[length] << (limit - length) }
    while space > 1 << limit {
      perLength[limit] -= 1
      for length in stride(from: limit - 1, through: 1, by: -1)
      where perLength[length] > 0 {
        perLength[length] -= 1
        perLength[length + 1] += 2
        break
      }
      space -= 1
    }
    // The rarest leaves take the longest codes.
    var lengths = [UInt8](repeating: 0, count: counts.count)
    var leaf = 0
    for length in stride(from: limit, through: 1, by: -1) {
      for _ in 0..<perLength[length] {
        lengths[leaves[leaf]] = UInt8(length)
        leaf += 1
      }
    }
    return lengths
  }

  /// Canonical codes for `lengths`, bit-reversed.
  private static func codes(lengths: [UInt8]) -> [UInt32] {
    var perLength = [UInt32](repeating: 0, count: 16)
    for length in lengths where length > 0 { perLength[Int(length)] += 1 }
    var next = [UInt32](repeating: 0, count: 16)
    var code: UInt32 = 0
    for length in 1..<16 {
      code = (code + perLength[length - 1]) << 1
      next[length] = code
    }
    return lengths.map { length in
      guard length > 0 else { return 0 }
      let code = next[Int(length)]
      next[Int(length)] += 1
      var reversed: UInt32 = 0
      for bit in 0..<Int(length) where code >> bit & 1 == 1 {
        reversed |= 1 << (Int(length) - 1 - bit)
      }
      return reversed
    }
  }
}
