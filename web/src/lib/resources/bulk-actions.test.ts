// What a list can change on several records at once, and how a run of writes reports the ones refused.
import { describe, expect, it } from 'vitest';
import { bulkFields, runBulk } from './bulk-actions';
import { resourceDefinition } from './resource-definition';

describe('bulkFields', () => {
  it("offers the update body's fields of a few values, each with its values, and its references to one record", () => {
    const tasks = resourceDefinition('tasks');
    const properties = tasks.entity.properties ?? {};
    // An optional one is also emptied; a required one never is.
    expect(bulkFields(tasks)).toEqual([
      { field: 'projectId', reference: 'projects', clearable: true },
      { field: 'assigneeId', reference: 'usuarios', clearable: true },
      { field: 'status', values: properties.status?.enum, clearable: false },
      { field: 'priority', values: properties.priority?.enum, clearable: false },
    ]);
    // A yes-or-no field is set to yes or no.
    expect(bulkFields(resourceDefinition('products'))).toContainEqual({
      field: 'active',
      values: [true, false],
      clearable: false,
    });
  });

  it('offers no free text, date or list of references: one value for many records makes sense only among a few', () => {
    const fields = bulkFields(resourceDefinition('tasks')).map(({ field }) => field);
    expect(fields).not.toContain('title');
    expect(fields).not.toContain('dueDate');
    // A project's tags are each project's own.
    expect(bulkFields(resourceDefinition('projects')).map(({ field }) => field)).not.toContain('tags');
  });
});

describe('runBulk', () => {
  it('writes every record in turn and keeps each refusal with its record, not stopping at the first', async () => {
    const records = ['a', 'b', 'c'].map((letter) => ({ _id: letter.repeat(24) }));
    const order: string[] = [];
    const outcome = await runBulk(records, async (record) => {
      order.push(record._id);
      if (record._id.startsWith('b')) throw new Error('412');
    });
    expect(order).toEqual(records.map((record) => record._id));
    expect(outcome.done.map((record) => record._id)).toEqual([records[0]?._id, records[2]?._id]);
    expect(outcome.failed).toEqual([{ record: records[1], error: new Error('412') }]);
  });
});
