// Thesauri and their terms, with broader terms and related terms resolved to ids.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { newId, stamps } from './helpers.ts';
import { TESAUROS } from './thesaurus-catalog.ts';

export function seedThesauri(context: SeedContext) {
  const faker = seededFaker(context, 'node.thesauri');
  const tesauros: StoredRecord[] = [];
  const terminos: StoredRecord[] = [];
  for (const seed of TESAUROS) {
    const tesauro = {
      _id: newId(faker),
      code: seed.code,
      name: seed.name,
      description: seed.description,
      language: 'es',
      version: `${faker.number.int({ min: 1, max: 3 })}.${faker.number.int({ min: 0, max: 9 })}`,
      status: 'published',
      ...stamps(faker, context.now, 900),
    };
    tesauros.push(tesauro);
    const ids = new Map(seed.terms.map(([term]) => [term, newId(faker)]));
    const idOf = (term: string) => {
      const id = ids.get(term);
      if (id === undefined) throw new Error(`${seed.code}: unknown term ${term}`);
      return id;
    };
    for (const [term, definition, broader] of seed.terms) {
      const related = seed.related.flatMap(([a, b]) => (a === term ? [idOf(b)] : b === term ? [idOf(a)] : []));
      terminos.push({
        _id: idOf(term),
        tesauroId: tesauro._id,
        term,
        definition,
        broaderId: broader === undefined ? null : idOf(broader),
        related,
        language: 'es',
        ...stamps(faker, context.now, 600),
      });
    }
  }
  return { tesauros, terminos };
}
