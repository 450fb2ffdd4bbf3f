// Avatars under images/avatars/: a DiceBear "personas" face seeded by the file name, so every name
// (the template's stock male-NN/female-NN, a seeded person's, an uploaded one's) always shows the same face.
// DiceBear (its collection is some 300 modules) is imported on the first avatar asked for, not at start.
type DiceBear = [typeof import('@dicebear/collection'), typeof import('@dicebear/core')];

let diceBear: Promise<DiceBear> | undefined;

export async function avatarSvg(fileName: string): Promise<string> {
  diceBear ??= Promise.all([import('@dicebear/collection'), import('@dicebear/core')]);
  const [{ personas }, { createAvatar }] = await diceBear;
  return createAvatar(personas, {
    seed: fileName,
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'],
  }).toString();
}
