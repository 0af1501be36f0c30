//  GtkBackend+Carousel.swift

import CGtk
import DeclarativeViews

/// The carousel (`View.carousel`): a box of an AdwCarousel and its AdwCarouselIndicatorDots. Made, its
/// page, signal and pages, in one place.
extension GtkBackend {
  func makeCarousel(handlers: HandlerTable) -> GtkWidgetPointer {
    let box = cgtk_box_new(1, 6)!
    let carousel = adw_carousel_new()!
    cgtk_widget_set_vexpand(carousel, 1)
    cgtk_widget_set_hexpand(carousel, 1)
    let dots = adw_carousel_indicator_dots_new()!
    adw_carousel_indicator_dots_set_carousel(OpaquePointer(dots), OpaquePointer(carousel))
    cgtk_box_append(box, carousel)
    cgtk_box_append(box, dots)
    let extras = WidgetExtras.of(box)
    extras.carousel = carousel
    extras.handlerIDs["page-changed"] = Signal.connectUInt(UnsafeMutableRawPointer(carousel), "page-changed") { index in
      handlers.fire(.selectionChanged, index: Int(index))
    }
    return box
  }

  /// Shows the page at `index` (once it exists): sliding to it when the carousel is on screen.
  func setCarouselPage(_ index: Int, on box: GtkWidgetPointer) {
    let extras = WidgetExtras.of(box)
    extras.carouselPage = index
    guard let carousel = extras.carousel.map(OpaquePointer.init), index >= 0, index < adw_carousel_get_n_pages(carousel) else { return }
    guard Int(adw_carousel_get_position(carousel).rounded()) != index else { return }
    Signal.withBlocked(UnsafeMutableRawPointer(carousel), extras.handlerIDs["page-changed"]) {
      adw_carousel_scroll_to(carousel, adw_carousel_get_nth_page(carousel, UInt32(index)), gtk_widget_get_mapped(box))
    }
  }

  func insertCarouselPage(_ child: GtkWidgetPointer, into box: GtkWidgetPointer, at index: Int) {
    let extras = WidgetExtras.of(box)
    guard let carousel = extras.carousel.map(OpaquePointer.init) else { return }
    // A page fills the carousel (AdwCarousel gives an unexpanded page its natural width, beside the next).
    cgtk_widget_set_hexpand(child, 1)
    cgtk_widget_set_vexpand(child, 1)
    Signal.withBlocked(UnsafeMutableRawPointer(extras.carousel!), extras.handlerIDs["page-changed"]) {
      adw_carousel_insert(carousel, child, Int32(index))
    }
    self.setCarouselPage(extras.carouselPage, on: box)
  }

  func removeCarouselPage(_ child: GtkWidgetPointer, from box: GtkWidgetPointer) {
    let extras = WidgetExtras.of(box)
    guard let carousel = extras.carousel else { return }
    Signal.withBlocked(UnsafeMutableRawPointer(carousel), extras.handlerIDs["page-changed"]) {
      adw_carousel_remove(OpaquePointer(carousel), child)
    }
  }
}
