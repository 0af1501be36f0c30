//  CairoImageBytes.swift

import CGtk

/// The pixels of an ARGB32 cairo image surface, row after row without the stride's padding (4 bytes a
/// pixel, B G R A); destroys the surface.
func takeImageBytes(_ surface: OpaquePointer, width: Int, height: Int) -> [UInt8] {
  cairo_surface_flush(surface)
  let stride = Int(cairo_image_surface_get_stride(surface))
  let data = cairo_image_surface_get_data(surface)!
  let bytes = (0 ..< height).flatMap { row in Array(UnsafeBufferPointer(start: data + row * stride, count: width * 4)) }
  cairo_surface_destroy(surface)
  return bytes
}
