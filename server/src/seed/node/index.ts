// PLACEHOLDER (lead): replaced by the real node seed.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';

export function seedNode(context: SeedContext): Record<string, StoredRecord[]> {
  const faker = seededFaker(context, 'placeholder');
  const posts = Array.from({ length: 25 }, () => ({
    _id: faker.database.mongodbObjectId(),
    title: faker.lorem.sentence(),
    module: 'capacitacion',
    status: 'published',
    dtx_post: faker.date.past({ refDate: context.now }).toISOString(),
  }));
  return { posts, webusers: [], personas: [] };
}
