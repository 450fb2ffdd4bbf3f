// Avatars under images/avatars/: a DiceBear "personas" face seeded by the file name, so every name
// (the template's stock male-NN/female-NN, a seeded person's, an uploaded one's) always shows the same face.
import { personas } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

export function avatarSvg(fileName: string): string {
  return createAvatar(personas, {
    seed: fileName,
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'],
  }).toString();
}
