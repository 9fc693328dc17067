const JPEG_QUALITY = 0.85;

function jpegName(name: string): string {
  return `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;
}

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** Whether this browser can decode and redraw a picture (some test DOMs cannot); without it photos are uploaded as
 * chosen. */
export function canDownscaleImages(): boolean {
  return (
    typeof createImageBitmap === 'function' &&
    (typeof OffscreenCanvas === 'function' || typeof document !== 'undefined')
  );
}

/**
 * A photo whose longer edge exceeds `maxEdge` pixels, redrawn to that size as JPEG (quality 0.85); the file itself
 * when it is small enough, or when the browser cannot decode or draw it.
 */
export async function downscaleImage(file: File, maxEdge: number): Promise<File> {
  if (!canDownscaleImages()) return file;
  let bitmap: ImageBitmap;
  try {
    // Phones store portrait photos as landscape pixels plus an EXIF rotation; draw them upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const longer = Math.max(bitmap.width, bitmap.height);
    if (longer <= maxEdge) return file;
    const scale = maxEdge / longer;
    const blob = await drawAsJpeg(
      bitmap,
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    );
    return blob ? new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }) : file;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
