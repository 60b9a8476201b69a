// Swift Testing declares a cross-import overlay for UIKit: a file that
// imports both `Testing` and `UIKit` also imports `_Testing_UIKit`, which
// on Apple platforms adds image attachments. The toolchain on Linux does not
// ship it, so a test that imports this package's UIKit would fail with "no
// such module". This module is that overlay, empty.
