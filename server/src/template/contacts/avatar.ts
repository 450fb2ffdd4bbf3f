// Turns an uploaded avatar (a data URL in JSON, or file bytes from multipart) into the data URL
// the template stores as `contact.avatar`.
import { badRequest } from '../../contract/api-error.ts';

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]+=*$/;

/** Magic numbers of the image types browsers upload, so a multipart file without a type still gets one. */
const SIGNATURES: [string, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['image/webp', [0x52, 0x49, 0x46, 0x46]],
];

export function sniffMime(bytes: Uint8Array): string {
  const match = SIGNATURES.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte));
  return match?.[0] ?? 'application/octet-stream';
}

/** A file part as a multipart parser may hand it over: raw bytes, or bytes with their declared type. */
function filePart(avatar: unknown): { data: Uint8Array; mimetype?: string } | undefined {
  if (avatar instanceof Uint8Array) return { data: avatar };
  if (typeof avatar !== 'object' || avatar === null || !('data' in avatar) || !(avatar.data instanceof Uint8Array))
    return undefined;
  return {
    data: avatar.data,
    mimetype: 'mimetype' in avatar && typeof avatar.mimetype === 'string' ? avatar.mimetype : undefined,
  };
}

export function avatarDataUrl(avatar: unknown): string {
  if (typeof avatar === 'string') {
    if (!DATA_URL.test(avatar)) throw badRequest('avatar must be a data:<mime>;base64,... URL', 'avatar');
    return avatar;
  }
  const file = filePart(avatar);
  if (file === undefined || file.data.length === 0) throw badRequest('avatar must be a file', 'avatar');
  const mime = file.mimetype && file.mimetype !== 'application/octet-stream' ? file.mimetype : sniffMime(file.data);
  return `data:${mime};base64,${Buffer.from(file.data).toString('base64')}`;
}

/** Where the picture of an avatar whose bytes never arrived lives: a new DiceBear face under images/avatars/. */
export function generatedAvatarPath(contentType: string, uuid: string): string {
  return `images/avatars/upload-${uuid}.${contentType.includes('png') ? 'png' : 'jpg'}`;
}
