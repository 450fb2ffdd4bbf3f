// What staff change on several records at once from a list: a field of a few fixed values (a status, a priority, a
// yes or no) set to one of them, a reference to one record set to another (the tasks of someone on leave assigned
// to a colleague), an optional one of them emptied, or the records deleted. Written one record after the other, each on the version the list showed
// (If-Match): a record someone changed since is left as it is and said, never overwritten unseen.
import type { ResourceRecord } from '@api/resources/resource-types';
import { fieldKind } from './field-kind';
import { type CollectionName, isCollectionName, type ResourceDefinition } from './resource-definition';

export type BulkField = (
  | {
      field: string;
      /** The values it takes, as the update body has them. */
      values: readonly (string | boolean)[];
    }
  | {
      field: string;
      /** The collection whose record it names: picked by name. */
      reference: CollectionName;
    }
) & {
  /** An optional field is also emptied on all of them (sent as null: the task of someone gone left unassigned). */
  clearable: boolean;
};

/** The fields of the update body a list can set on several records: enums, yes-or-no fields and references to one
 * record. */
export function bulkFields(definition: ResourceDefinition): BulkField[] {
  if (!definition.operations.update) return [];
  const properties = definition.entity.properties ?? {};
  const required = new Set(definition.entity.required ?? []);
  return definition.contract.updateFields.flatMap((field): BulkField[] => {
    const schema = properties[field];
    if (!schema || schema.readOnly) return [];
    const kind = fieldKind(schema);
    const clearable = !required.has(field);
    if (kind === 'enum')
      return [{ field, values: (schema.enum ?? []).filter((value) => typeof value === 'string'), clearable }];
    if (kind === 'boolean') return [{ field, values: [true, false], clearable }];
    const target = definition.contract.refs[field];
    // One record's id (a list of them, tags say, is each record's own).
    if (target && isCollectionName(target) && kind === 'reference') return [{ field, reference: target, clearable }];
    return [];
  });
}

export interface BulkOutcome<R = ResourceRecord> {
  done: R[];
  failed: { record: R; error: unknown }[];
}

/** Writes each record in turn (a burst of parallel writes would meet the server's rate limit), collecting refusals. */
export async function runBulk<R>(
  records: readonly R[],
  write: (record: R) => Promise<unknown>,
): Promise<BulkOutcome<R>> {
  const outcome: BulkOutcome<R> = { done: [], failed: [] };
  for (const record of records) {
    try {
      await write(record);
      outcome.done.push(record);
    } catch (error) {
      outcome.failed.push({ record, error });
    }
  }
  return outcome;
}
