// An uploaded profile picture becomes a small JPEG data URL: the web user record keeps the picture itself
// (the API stores no files), so it is scaled down to a 256-pixel square at most before it is sent.
export const avatarMaxSide = 256;
/** 5 MB, in the units of 1000 bytes that the app writes sizes in (lib/intl/file-size.ts). */
export const avatarMaxFileBytes = 5_000_000;
export const avatarFileTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type AvatarFileProblem = 'type' | 'size';

export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!(avatarFileTypes as readonly string[]).includes(file.type)) return 'type';
  return file.size > avatarMaxFileBytes ? 'size' : null;
}

/** The size that fits within a max × max square, keeping the proportions and never enlarging. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function avatarDataUrl(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height, avatarMaxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}
