// `import Combine` on Linux: the same import an iOS file says, giving
// OpenCombine's publishers, subscribers, `ObservableObject`, `@Published`,
// `AnyCancellable`, `Just`, `PassthroughSubject`, `CurrentValueSubject`,
// `TopLevelDecoder` and `TopLevelEncoder` under Combine's name, so iOS
// code and `#if canImport(Combine)` work unchanged.
@_exported import OpenCombine
