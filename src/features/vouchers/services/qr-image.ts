import { encode } from 'uqr'

/** pixels per module of the shared QR picture: 33 modules and a quiet zone make about 330 px */
const SCALE = 8

/**
 * The QR of `link` as modules (true is dark) with a quiet zone of `border` modules around it, the
 * same encoding the popup draws (Chakra's QR code encodes with uqr).
 */
export function qrModules(link: string, border = 4): boolean[][] {
  return encode(link, { border }).data
}

/**
 * The QR of `link` as a PNG file, for the phone's share sheet (issue 46): a messenger shows it as
 * a picture the customer scans. Drawn on a canvas; rejects where the browser draws none.
 */
export async function qrPngFile(link: string, fileName = 'voucher-qr.png'): Promise<File> {
  const modules = qrModules(link)
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = modules.length * SCALE
  const pen = canvas.getContext('2d')
  if (!pen) throw new Error('no canvas')
  pen.fillStyle = '#ffffff'
  pen.fillRect(0, 0, canvas.width, canvas.height)
  pen.fillStyle = '#000000'
  modules.forEach((row, y) =>
    row.forEach((dark, x) => dark && pen.fillRect(x * SCALE, y * SCALE, SCALE, SCALE)),
  )
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (!blob) throw new Error('no image')
  return new File([blob], fileName, { type: 'image/png' })
}
