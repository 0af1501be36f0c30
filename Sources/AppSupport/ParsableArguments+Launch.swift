//  ParsableArguments+Launch.swift

import ArgumentParser

extension ParsableArguments {
  /// Parses a launch forwarded to the running instance; honours `--verbose` there too.
  /// Errors read as they would on the command line.
  public static func parseLaunch(_ arguments: [String]) throws -> Self where Self : AppOptionsProviding {
    do {
      let options = try self.parse(arguments)
      if options.common.verbose {
        AppLogging.setVerbose(true)
      }
      return options
    } catch {
      throw LaunchError(message: self.message(for: error))
    }
  }
}

/// Options that include the common app options.
public protocol AppOptionsProviding {
  var common: CommonAppOptions { get }
}

/// A forwarded command line the running instance could not read.
public struct LaunchError : Error, CustomStringConvertible {
  public var message: String
  public var description: String { self.message }

  /// A launch refused with `message`, in the user's words (printed as it is).
  public init(message: String) {
    self.message = message
  }
}
