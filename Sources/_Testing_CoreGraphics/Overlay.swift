// Swift Testing declares a cross-import overlay for Core Graphics: a file
// that imports both `Testing` and `CoreGraphics` also imports
// `_Testing_CoreGraphics`, which on Apple platforms adds image attachments.
// The toolchain on Linux does not ship it, so a test that imports this
// package's CoreGraphics would fail with "no such module". This module is
// that overlay, empty: there are no CGImages to attach here.
