import CanvasUIKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Every preview compiled into the running program, as Xcode's canvas
/// lists a package's: each `#Preview`, and each view of each
/// `PreviewProvider`'s `previews`.
///
/// Swift has no static registration, so the previews are found as Swift's
/// own runtime finds a protocol's conformances (`as?` casts, swift-testing
/// its tests): in the conformance records every image of the program
/// carries, read through the runtime's list of loaded images. A type that
/// conforms to ``PreviewRegistry`` (what `#Preview` expands to) or to
/// `PreviewProvider` is a preview; generic ones are skipped, as Xcode
/// cannot preview them either. An optimised build leaves out the internal
/// types nothing names (a `#Preview`'s among them), so the catalogue is
/// for builds for debugging, as `canvas previews` and `swift test` make
/// them; `previews(of:)` draws a named provider in any build.
public enum PreviewCatalog {
  /// The previews, in the order of their files and lines (a provider's in
  /// the order of its views).
  @MainActor public static var previews: [Preview] {
    var found: [Preview] = []
    for type in conformingTypes() {
      if let registry = type as? any PreviewRegistry.Type {
        var preview = registry.makePreview()
        preview.source = PreviewSource(
          file: registry.fileID, line: registry.line)
        found.append(preview)
      } else if let provider = type as? any PreviewProvider.Type {
        found += previews(of: provider)
      }
    }
    return found.sorted { $0.source < $1.source }
  }

  /// The previews of `provider`: one for each view of its `previews`
  /// (each view of a group, each element of a `ForEach`), with the traits
  /// its preview modifiers give.
  @MainActor public static func previews(of provider: any PreviewProvider.Type)
    -> [Preview]
  {
    let name = String(reflecting: provider)
    return views(of: provider.previews).enumerated().map { index, view in
      let traits = makeNode(view, in: EnvironmentValues())
        .preference(PreviewModifierKey.self)
      return Preview(
        providing: view, source: PreviewSource(file: name, line: index),
        traits: traits)
    }
  }

  /// The views a provider's `previews` lists: a block's or a group's one
  /// by one.
  @MainActor private static func views(of view: any View) -> [any View] {
    if let tuple = view as? any TupleChildren {
      return tuple.childViews.flatMap { views(of: $0) }
    }
    return [view]
  }

  /// The non-generic types conforming to `PreviewRegistry` or
  /// `PreviewProvider`, read from the conformance records of every loaded
  /// image.
  private static func conformingTypes() -> [Any.Type] {
    let records = MetadataImages.conformanceRecords()
    var types: [Any.Type] = []
    for record in records {
      guard
        let conformance = ConformanceRecord(record),
        conformance.protocolModule == "CanvasSwiftUI",
        ["PreviewRegistry", "PreviewProvider"].contains(
          conformance.protocolName),
        let type = conformance.type
      else { continue }
      types.append(type)
    }
    return types
  }
}

extension Group: TupleChildren {
  /// A group's views, each a child of the container around it.
  var childViews: [any View] { [content] }
}

/// The loaded images' Swift metadata, as the runtime lists them
/// (`swift_enumerateAllMetadataSections`, which the runtime exports on
/// Linux and Windows for this use).
private enum MetadataImages {
  /// The layout of the runtime's `MetadataSections`: a version, a
  /// reserved word, two links, then a (start, length) range for each
  /// section, the protocol conformances second.
  static let conformancesOffset =
    4 * MemoryLayout<UInt>.size
    + 2 * MemoryLayout<UInt>.size

  private final class Collected {
    var records: [UnsafeRawPointer] = []
  }

  /// Every conformance record of every loaded image: the address of each
  /// 32-bit relative pointer to a conformance descriptor.
  static func conformanceRecords() -> [UnsafeRawPointer] {
    typealias Visit =
      @convention(c) (
        UnsafeRawPointer, UnsafeMutableRawPointer?
      ) -> Bool
    typealias Enumerate =
      @convention(c) (Visit, UnsafeMutableRawPointer?) ->
      Void
    #if os(Linux) || os(Windows)
    guard
      let program = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(program, "swift_enumerateAllMetadataSections")
    else { return [] }
    let enumerate = unsafeBitCast(symbol, to: Enumerate.self)
    let collected = Collected()
    withExtendedLifetime(collected) {
      enumerate(
        { sections, context in
          let start = sections.load(
            fromByteOffset: MetadataImages.conformancesOffset, as: UInt.self)
          let length = sections.load(
            fromByteOffset: MetadataImages.conformancesOffset
              + MemoryLayout<UInt>.size, as: Int.self)
          guard let context, let first = UnsafeRawPointer(bitPattern: start)
          else { return true }
          let collected = Unmanaged<Collected>.fromOpaque(context)
            .takeUnretainedValue()
          for offset in stride(from: 0, to: length, by: 4) {
            collected.records.append(first + offset)
          }
          return true
        }, Unmanaged.passUnretained(collected).toOpaque())
    }
    return collected.records
    #else
    return []
    #endif
  }
}

/// One protocol conformance record, read as the Swift ABI lays it out
/// (`ProtocolConformanceDescriptor` in the compiler's `Metadata.h`): a
/// relative pointer to the protocol, one to the type, the witness table
/// and the flags that say what the type reference is.
private struct ConformanceRecord {
  let descriptor: UnsafeRawPointer

  init?(_ record: UnsafeRawPointer) {
    guard let descriptor = relative(record, 0) else { return nil }
    self.descriptor = descriptor
  }

  private var protocolDescriptor: UnsafeRawPointer? {
    indirectable(descriptor, 0)
  }

  /// The protocol's name.
  var protocolName: String? {
    protocolDescriptor.flatMap { name(of: $0) }
  }

  /// The name of the module that declares the protocol.
  var protocolModule: String? {
    guard let proto = protocolDescriptor, let parent = indirectable(proto, 4)
    else { return nil }
    // A module's context descriptor has kind 0.
    guard parent.load(as: UInt32.self) & 0x1F == 0 else { return nil }
    return name(of: parent)
  }

  /// The conforming type, when it is a struct, enum or class that is not
  /// generic: its metadata, from its accessor.
  var type: Any.Type? {
    let flags = descriptor.load(fromByteOffset: 12, as: UInt32.self)
    let typeDescriptor: UnsafeRawPointer?
    switch (flags >> 3) & 0x7 {
    case 0: typeDescriptor = relative(descriptor, 4)
    case 1:
      typeDescriptor = relative(descriptor, 4)?.load(as: UnsafeRawPointer?.self)
    default: return nil  // an Objective-C class
    }
    guard let typeDescriptor else { return nil }
    let typeFlags = typeDescriptor.load(as: UInt32.self)
    // Class, struct or enum (16…18), not generic (bit 7).
    guard (16...18).contains(typeFlags & 0x1F), typeFlags & 0x80 == 0,
      let accessor = relative(typeDescriptor, 12)
    else { return nil }
    // A non-generic type's metadata accessor takes the request (0: the
    // complete metadata) and returns the metadata first.
    typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
    guard
      let metadata = unsafeBitCast(accessor, to: Accessor.self)(0)
    else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }
}

/// The address a 32-bit relative pointer at `base + offset` points to.
private func relative(_ base: UnsafeRawPointer, _ offset: Int)
  -> UnsafeRawPointer?
{
  let value = base.load(fromByteOffset: offset, as: Int32.self)
  guard value != 0 else { return nil }
  return base + offset + Int(value)
}

/// The address a relative pointer that may be indirect (its low bit set:
/// it points to a pointer) at `base + offset` leads to.
private func indirectable(_ base: UnsafeRawPointer, _ offset: Int)
  -> UnsafeRawPointer?
{
  let value = base.load(fromByteOffset: offset, as: Int32.self)
  guard value != 0 else { return nil }
  let target = base + offset + Int(value & ~1)
  if value & 1 == 0 { return target }
  return target.load(as: UnsafeRawPointer?.self)
}

/// The name of a context descriptor: a C string at its third field.
private func name(of context: UnsafeRawPointer) -> String? {
  relative(context, 8).map {
    String(cString: $0.assumingMemoryBound(to: CChar.self))
  }
}
