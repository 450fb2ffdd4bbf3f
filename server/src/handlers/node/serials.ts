// Serial numbers: the next number of a named, yearly series, never handed out twice. A new series and each number
// handed out are in the audit trail, as the generic writes are.
import { logChange, logUpdate } from '../../collections/change-log.ts';
import { nextVersion } from '../../collections/entity-tag.ts';
import type { HandlerMap } from '../../contract/handler.ts';
import { collection } from './shared.ts';

interface SerialSpec {
  name: string;
  year?: number;
  prefix?: string;
  padding?: number;
}

const SERIALES = { name: 'seriales', writeOnly: [] };

export const serialHandlers: HandlerMap = {
  nextSerial: (context) => {
    const spec = context.body as SerialSpec;
    const seriales = collection(context, 'seriales');
    // One instant for the series' year and its stamps, from the clock every write stamps its records with.
    const stamp = context.services.timestamp();
    const year = spec.year ?? new Date(stamp).getUTCFullYear();
    let serie = [...seriales.values()].find((candidate) => candidate.name === spec.name && candidate.year === year);
    if (serie === undefined) {
      serie = seriales.insert({
        _id: context.services.newId(),
        name: spec.name,
        prefix: spec.prefix ?? spec.name.slice(0, 3).toUpperCase(),
        year,
        padding: spec.padding ?? 6,
        current: 0,
        createdAt: stamp,
        updatedAt: stamp,
      });
      logChange(context, SERIALES, 'create', serie._id);
    }
    // Read-increment-write runs synchronously, so concurrent requests cannot interleave here.
    const value = Number(serie.current ?? 0) + 1;
    seriales.merge(serie._id, { current: value, updatedAt: nextVersion(stamp, serie.updatedAt) });
    logUpdate(context, SERIALES, serie, { current: value });
    const digits = String(value).padStart(Number(serie.padding ?? 6), '0');
    return { serial: `${String(serie.prefix)}-${year}-${digits}`, value, name: spec.name, year, serieId: serie._id };
  },
};
