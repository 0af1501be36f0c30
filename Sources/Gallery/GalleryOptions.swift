//  GalleryOptions.swift

import AppSupport
import ArgumentParser

/// The command line of gallery.
struct GalleryOptions : ParsableCommand, AppOptionsProviding {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Every widget of the view layer with its states, on one store: living documentation.",
    discussion: "A second launch opens a new window of the running gallery, on the same state.",
    version: AppVersion.current
  )

  @OptionGroup var common: CommonAppOptions
}
