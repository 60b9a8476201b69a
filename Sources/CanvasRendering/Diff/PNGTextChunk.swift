import Foundation

/// Reads and writes text inside a PNG (an `iTXt` chunk), so an image can
/// carry the layout it shows and a failed comparison can say what moved.
public enum PNGTextChunk {
  /// `png` with `text` stored under `keyword`, right after the header.
  ///
  /// - Returns: `png` unchanged when it is not a PNG.
  public static func inserting(_ text: String, keyword: String, into png: Data)
    -> Data
  {
    let bytes = [UInt8](png)
    guard bytes.count > 33, bytes.starts(with: signature) else { return png }
    var payload = [UInt8](keyword.utf8) + [0, 0, 0, 0, 0]
    payload += [UInt8](text.utf8)
    let type = [UInt8]("iTXt".utf8)
    var chunk = bigEndian(UInt32(payload.count))
    chunk += type + payload
    chunk += bigEndian(crc32(type + payload))
    // The header chunk is 8 (signature) + 25 (IHDR) bytes long.
    return Data(bytes[0..<33] + chunk + bytes[33...])
  }

  /// The text stored under `keyword`, if `png` holds it.
  ///
  /// - Complexity: O(chunks).
  public static func text(forKeyword keyword: String, in png: Data) -> String? {
    let bytes = [UInt8](png)
    let key = [UInt8](keyword.utf8)
    for chunk in chunks(of: bytes) where chunk.type == "iTXt" {
      let data = bytes[chunk.payload]
      guard data.starts(with: key + [0]), data.count >= key.count + 5 else {
        continue
      }
      // keyword, NUL, compression flag and method, then two NUL-ended
      // strings (language and translated keyword), then the text.
      var index = data.startIndex + key.count + 3
      for _ in 0..<2 {
        while index < data.endIndex, data[index] != 0 { index += 1 }
        index += 1
      }
      guard index <= data.endIndex else { return nil }
      return String(decoding: data[index...], as: UTF8.self)
    }
    return nil
  }

  /// What names the pixels a PNG encodes, text aside; `nil` when `png` is
  /// not a whole PNG.
  ///
  /// It is made of the header and image data chunks' lengths and CRC-32s,
  /// which the file already holds. Two files with the same
  /// signature hold the same pixels; an editor that changes the pixels, or
  /// a tool that compresses them again, changes it.
  ///
  /// - Complexity: O(chunks).
  public static func imageSignature(of png: Data) -> String? {
    let bytes = [UInt8](png)
    var crcs: [UInt8] = []
    var length = 0
    var ended = false
    for chunk in chunks(of: bytes)
    where ["IHDR", "PLTE", "IDAT", "IEND"].contains(chunk.type) {
      crcs += bytes[chunk.payload.upperBound..<(chunk.payload.upperBound + 4)]
      length += chunk.payload.count
      ended = chunk.type == "IEND"
    }
    guard ended else { return nil }
    return "\(length)-" + String(crc32(crcs), radix: 16)
  }

  /// The chunks of `bytes`: each one's type and where its payload lies,
  /// up to the end chunk or the first chunk cut short.
  private static func chunks(of bytes: [UInt8]) -> [(
    type: String, payload: Range<Int>
  )] {
    guard bytes.starts(with: signature) else { return [] }
    var found: [(type: String, payload: Range<Int>)] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16
        | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      let type = String(
        decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let start = offset + 8
      guard start + length + 4 <= bytes.count else { break }
      found.append((type, start..<(start + length)))
      if type == "IEND" { break }
      offset = start + length + 4
    }
    return found
  }

  private static let signature: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
  ]

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF),
      UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
    ]
  }

  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// The CRC-32 PNG chunks end with.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }
}
