import Foundation

/// Suggestions for misspelt keys and values.
public enum Spelling {
  /// What a spec is told of `key` where only `allowed` may stand: the
  /// nearest allowed key when it looks like a typo, or the whole list.
  public static func unknownKey(_ key: String, allowed: [String]) -> String {
    if let near = nearest(to: key, in: allowed) {
      return "unknown key '\(key)'; did you mean '\(near)'?"
    }
    return
      "unknown key '\(key)'; expected one of: \(allowed.joined(separator: ", "))"
  }

  /// The allowed word nearest to `word` by edit distance, if near enough to
  /// be a typo.
  public static func nearest(to word: String, in allowed: [String]) -> String? {
    let scored = allowed.map {
      ($0, distance(word.lowercased(), $0.lowercased()))
    }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, word.count / 3) ? best.0 : nil
  }

  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
  }
}
