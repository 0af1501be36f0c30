//  CairoDeviceShift.swift

import CGtk

/// What to add to `cairo`'s user coordinates to get device pixels, if its transform is only a move (no
/// scale, rotation or device scale); nil otherwise. Kept layers and circle masks both need whole device
/// pixels, and only a move keeps them whole.
func cairoDeviceShift(of cairo: OpaquePointer) -> (x: Double, y: Double)? {
  var matrix = cairo_matrix_t()
  cairo_get_matrix(cairo, &matrix)
  var scaleX = 1.0, scaleY = 1.0, offsetX = 0.0, offsetY = 0.0
  let target = cairo_get_target(cairo)
  cairo_surface_get_device_scale(target, &scaleX, &scaleY)
  cairo_surface_get_device_offset(target, &offsetX, &offsetY)
  guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0, scaleX == 1, scaleY == 1 else { return nil }
  return (matrix.x0 + offsetX, matrix.y0 + offsetY)
}
