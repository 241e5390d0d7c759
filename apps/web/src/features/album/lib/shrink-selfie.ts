/** The engine reads a picture at 1024 px on its longest side (decision 138): more is only upload time. */
const LONGEST_SIDE = 1024;

/**
 * A phone's selfie (often 3–8 MB) redrawn upright at 1024 px as a JPEG before it is sent (decision 139): the
 * same face for the engine, a fraction of the upload. The original goes as it is where the browser cannot
 * redraw it, or when it is already small.
 */
export async function shrinkSelfie(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 1024 * 1024) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return blob ?? file;
  } catch {
    // Not an image the browser can draw: the server says why (its type is sniffed there).
    return file;
  }
}
