//  AppNotices.swift

import Localization
import Logging

/// The app's error channel: errors that no view can catch (a refused dispatch, a listener's or a thunk's
/// failure) are posted here, logged, and shown in every window of the app as a bar with Dismiss, so that
/// nothing the user must know about is only in the log. One per `GtkApp` (`app.notices`).
@MainActor public final class AppNotices {
  /// At most this many notices are shown at once; an older one then leaves the windows (the log keeps it).
  public static let limit = 5

  /// The notices shown now, oldest first.
  public private(set) var current: [AppNotice] = []
  /// Called after every change (the app re-renders its windows).
  package var onChange: (@MainActor () -> Void)?
  private var nextId = 1
  private let logger: Logger

  /// No notices yet; what is posted is logged to `logger`.
  public init(logger: Logger = Logger(label: "AppShell.Notices")) {
    self.logger = logger
  }

  /// The words a user reads for `error`: its `userMessage` when it is a `UserFacingError`, else a
  /// generic sentence that points to the log (a Swift error's description is no sentence for a user).
  public nonisolated static func userMessage(for error: any Error) -> String {
    (error as? any UserFacingError)?.userMessage ?? tr("Something went wrong. The details are in the log.")
  }

  /// Shows `title` and `reason` in every window and logs them. The same words as a notice already
  /// shown add nothing (a failure that repeats is one notice).
  public func post(title: String, reason: String) {
    self.logger.error("\(title): \(reason)")
    self.show(title: title, reason: reason)
  }

  /// Posts `error` as the reason why `title` could not be done, in the words of `userMessage(for:)`;
  /// the log gets the error's full description.
  public func report(_ error: any Error, title: String) {
    self.logger.error("\(title): \(String(describing: error))")
    self.show(title: title, reason: Self.userMessage(for: error))
  }

  private func show(title: String, reason: String) {
    guard !self.current.contains(where: { $0.title == title && $0.reason == reason }) else { return }
    self.current.append(AppNotice(id: self.nextId, title: title, reason: reason))
    self.nextId += 1
    if self.current.count > Self.limit {
      self.current.removeFirst(self.current.count - Self.limit)
    }
    self.onChange?()
  }

  /// A reporter for code that cannot see the app (a listener): each error it is given is posted under `title`.
  public func reporter(title: String) -> @MainActor @Sendable (any Error) -> Void {
    { [weak self] error in self?.report(error, title: title) }
  }

  /// Takes the notice away from every window.
  public func dismiss(_ id: AppNotice.ID) {
    let count = self.current.count
    self.current.removeAll { $0.id == id }
    if self.current.count != count {
      self.onChange?()
    }
  }
}
