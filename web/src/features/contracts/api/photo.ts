const HEIC_NAME = /\.(heic|heif)$/i

/** The longest side of a converted photo: well inside the server's 30 MP and 5MB limits. */
const MAX_SIDE = 4096

/** Whether file is a HEIC/HEIF photo, the iPhone camera's own format. */
export function isHeic(file: File): boolean {
  return HEIC_NAME.test(file.name) || /^image\/hei[cf]/i.test(file.type)
}

/**
 * A HEIC photo converted to JPEG in the browser (issue 18 §4), or null where the browser cannot
 * decode HEIC (only Safari can). An iPhone's file picker already hands over a JPEG, because the
 * contract input does not list HEIC; this covers a HEIC file dropped or picked from the disk.
 */
export async function heicToJpeg(file: File): Promise<File | null> {
  if (typeof createImageBitmap !== 'function') return null
  try {
    const bitmap = await createImageBitmap(file) // applies the EXIF orientation
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    const context = canvas.getContext('2d')
    if (!context) return null
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
    return blob ? new File([blob], file.name.replace(HEIC_NAME, '') + '.jpg', { type: 'image/jpeg' }) : null
  } catch {
    return null
  }
}
