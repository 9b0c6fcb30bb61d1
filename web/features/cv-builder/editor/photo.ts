import { MAX_PHOTO_DATA_URL } from '#domain/cv-builder';

/** The longest side of a stored photo: sharp at the largest size a template draws it, and small. */
export const PHOTO_MAX_SIDE = 400;
/** Larger files are refused before decoding: a phone photo is a few MB, and decoding costs memory. */
export const PHOTO_MAX_FILE_BYTES = 15 * 1024 * 1024;

export type PhotoError = 'type' | 'fileSize' | 'decode' | 'tooLarge';

export function photoFileError(file: { type: string; size: number }): PhotoError | undefined {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return 'type';
  if (file.size > PHOTO_MAX_FILE_BYTES) return 'fileSize';
  return undefined;
}

/** `width` × `height` scaled down (never up) so that the longer side is at most `max`. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** JPEG qualities tried in turn until the data URL fits the contract's limit. */
const QUALITIES = [0.88, 0.8, 0.7, 0.6, 0.5];

/**
 * The photo as a JPEG data URL of at most PHOTO_MAX_SIDE px, under the contract's size limit (a PNG
 * is re-encoded too: a photo is smaller as JPEG, and the data URL travels in the CV's JSON).
 */
export async function encodePhoto(file: File): Promise<{ dataUrl: string } | { error: PhotoError }> {
  const fileError = photoFileError(file);
  if (fileError) return { error: fileError };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { error: 'decode' };
  }
  const size = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return { error: 'decode' };
  // JPEG has no transparency: a transparent PNG gets a white background rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrl.startsWith('data:image/jpeg;base64,') && dataUrl.length <= MAX_PHOTO_DATA_URL)
      return { dataUrl };
  }
  return { error: 'tooLarge' };
}
