//  Signal.swift

import CGtk

/// Connects GObject signals to Swift closures.
///
/// Each connection passes a retained box as the handler's data and `releaseBox` as its destroy notify,
/// so GLib releases the closure exactly once, when the handler is disconnected or the object finalized.
/// There is one trampoline per C signal signature; signals that return `gboolean` get one that does.
@MainActor public enum Signal {
  /// For signals without arguments whose handler returns nothing (clicked, activate…).
  @discardableResult
  public static func connect(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor () -> Void) -> gulong {
    cgtk_connect_void(instance, name, voidTrampoline, Unmanaged.passRetained(Box(body)).toOpaque(), releaseBox)
  }

  /// Like `connect`, but the handler runs after the instance's other handlers, whenever they were connected.
  @discardableResult
  static func connectAfter(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor () -> Void) -> gulong {
    cgtk_connect_void_after(instance, name, voidTrampoline, Unmanaged.passRetained(Box(body)).toOpaque(), releaseBox)
  }

  /// For signals whose handler returns `gboolean` (close-request and the like).
  @discardableResult
  static func connectReturningBool(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor () -> Bool) -> gulong {
    cgtk_connect_bool(instance, name, boolTrampoline, Unmanaged.passRetained(Box(body)).toOpaque(), releaseBox)
  }

  /// For signals with one pointer argument (notify::*, GAction activate, list item factory setup/bind).
  @discardableResult
  public static func connectPointer(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> gulong {
    cgtk_connect_pointer(instance, name, pointerTrampoline, Unmanaged.passRetained(Box(body)).toOpaque(), releaseBox)
  }

  /// For signals with one pointer argument whose handler returns `gboolean` (AdwTabView close-page).
  @discardableResult
  static func connectPointerReturningBool(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool) -> gulong {
    cgtk_connect_pointer_bool(instance, name, pointerBoolTrampoline, Unmanaged.passRetained(Box(body)).toOpaque(), releaseBox)
  }

  /// For signals with one `guint` argument (GtkListView activate).
  @discardableResult
  static func connectUInt(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor (UInt32) -> Void) -> gulong {
    cgtk_connect_uint(instance, name, uintTrampoline, Unmanaged.passRetained(Box(body)).toOpaque(), releaseBox)
  }

  /// For GtkGestureClick pressed (n_press, x, y).
  @discardableResult
  static func connectClick(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor (Int, Double, Double) -> Void) -> gulong {
    cgtk_connect_click(instance, name, clickTrampoline, Unmanaged.passRetained(Box(body)).toOpaque(), releaseBox)
  }

  /// For GApplication::command-line: the body gets the GApplicationCommandLine and returns the launch's exit status.
  @discardableResult
  public static func connectCommandLine(_ instance: UnsafeMutableRawPointer, _ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Int32) -> gulong {
    cgtk_connect_command_line(instance, commandLineTrampoline, Unmanaged.passRetained(Box(body)).toOpaque(), releaseBox)
  }

  /// Runs `body` with `handler` blocked, so values set by the program do not echo back as events.
  static func withBlocked(_ instance: UnsafeMutableRawPointer, _ handler: gulong?, _ body: () -> Void) {
    guard let handler else { return body() }
    cgtk_block(instance, handler)
    body()
    cgtk_unblock(instance, handler)
  }
}

/// Holds a Swift value for C: passed retained as signal data, released by the destroy notify.
/// Unchecked Sendable: GTK calls signal handlers on the main thread only, where the value is used.
final class Box<Value> : @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

private let releaseBox: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

private let voidTrampoline: cgtk_void_cb = { _, data in
  let box = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
  MainActor.assumeIsolated { box.value() }
}

private let boolTrampoline: cgtk_bool_cb = { _, data in
  let box = Unmanaged<Box<@MainActor () -> Bool>>.fromOpaque(data!).takeUnretainedValue()
  return MainActor.assumeIsolated { box.value() } ? 1 : 0
}

private let pointerTrampoline: cgtk_pointer_cb = { _, argument, data in
  let box = Unmanaged<Box<@MainActor (UnsafeMutableRawPointer?) -> Void>>.fromOpaque(data!).takeUnretainedValue()
  nonisolated(unsafe) let argument = argument
  MainActor.assumeIsolated { box.value(argument) }
}

private let uintTrampoline: cgtk_uint_cb = { _, argument, data in
  let box = Unmanaged<Box<@MainActor (UInt32) -> Void>>.fromOpaque(data!).takeUnretainedValue()
  MainActor.assumeIsolated { box.value(argument) }
}

private let clickTrampoline: cgtk_click_cb = { _, count, x, y, data in
  let box = Unmanaged<Box<@MainActor (Int, Double, Double) -> Void>>.fromOpaque(data!).takeUnretainedValue()
  MainActor.assumeIsolated { box.value(Int(count), x, y) }
}

private let commandLineTrampoline: cgtk_command_line_cb = { _, commandLine, data in
  let box = Unmanaged<Box<@MainActor (UnsafeMutableRawPointer) -> Int32>>.fromOpaque(data!).takeUnretainedValue()
  nonisolated(unsafe) let commandLine = commandLine!
  return MainActor.assumeIsolated { box.value(commandLine) }
}

private let pointerBoolTrampoline: cgtk_pointer_bool_cb = { _, arg, data in
  let box = Unmanaged<Box<@MainActor (UnsafeMutableRawPointer?) -> Bool>>.fromOpaque(data!).takeUnretainedValue()
  nonisolated(unsafe) let arg = arg
  return MainActor.assumeIsolated { box.value(arg) } ? 1 : 0
}
