// Relative image paths of the template's assets (the web app serves them under images/...).
import type { Faker } from '@faker-js/faker';

export type AvatarSex = 'female' | 'male';

/** A binary sex for picking a stock avatar and a matching first name (faker may also answer `generic`). */
export function avatarSex(faker: Faker): AvatarSex {
  return faker.datatype.boolean() ? 'female' : 'male';
}

/** One of the template's 40 stock avatars, `images/avatars/<sex>-NN.jpg`. */
export function avatarPath(faker: Faker, sex: AvatarSex): string {
  const number = faker.number.int({ min: 1, max: 20 });
  return `images/avatars/${sex}-${String(number).padStart(2, '0')}.jpg`;
}

/** One of the template's card backgrounds, `images/cards/NN-640x480.jpg`. */
export function backgroundPath(faker: Faker): string {
  return `images/cards/${String(faker.number.int({ min: 1, max: 36 })).padStart(2, '0')}-640x480.jpg`;
}
