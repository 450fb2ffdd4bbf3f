// Every field of a record as a definition list (title → value), the read-only detail view; secrets
// (passwords, write-only fields) and the raw id are never shown, nor values another field shows with its own (an
// audit entry's values before and after, with the fields they belong to).
import type { ResourceRecord } from '@api/resources/resource-types';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import classes from './resource.module.css';
import { ValueView } from './value-view';

const HIDDEN = new Set(['_id', 'password']);

export function RecordDetails({ definition, record }: { definition: ResourceDefinition; record: ResourceRecord }) {
  const labels = useResourceLabels();
  const properties = Object.entries(definition.entity.properties ?? {});
  const shownWithOthers = new Set(properties.map(([, schema]) => schema['x-change-values']));
  const fields = properties.filter(
    ([name, schema]) => !HIDDEN.has(name) && !schema.writeOnly && !shownWithOthers.has(name),
  );
  return (
    <dl className={classes.details}>
      {fields.map(([name, schema]) => (
        <DetailRow key={name} label={labels.field(definition.name, name)}>
          <ValueView definition={definition} name={name} schema={schema} value={record[name]} record={record} />
        </DetailRow>
      ))}
    </dl>
  );
}

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
