// Record names as the screens show them: the name fields written like the values of the record's screens
// (a date in the current language, an enum value by its label, a collection by its title), else "<collection> sin
// nombre".
import type { ResourceRecord } from '@api/resources/resource-types';
import { fieldKind } from './field-kind';
import { recordName } from './record-name';
import type { ResourceDefinition } from './resource-definition';
import { useResourceLabels } from './use-resource-labels';
import { valueText, valueWords } from './value-text';

export function useRecordNames() {
  const labels = useResourceLabels();
  const words = valueWords(labels);
  const name = (definition: ResourceDefinition, record: ResourceRecord | undefined): string | undefined => {
    const properties = definition.entity.properties ?? {};
    const kinds = definition.nameFields.map((field) => {
      const schema = properties[field];
      return schema ? fieldKind(schema) : 'text';
    });
    // Text fields read as one phrase (first and last name); a date or a value among them is set apart.
    const separator = kinds.every((kind) => kind === 'text' || kind === 'longText') ? ' ' : ' · ';
    return recordName(
      record,
      definition.nameFields,
      // As the record's screen writes it: an audit entry's "Modificación · risktokens" read the collection's code.
      (field, value) =>
        valueText(
          { definition, field, schema: properties[field] ?? { type: 'string' }, record: record ?? {} },
          value,
          words,
        ),
      separator,
    );
  };
  const label = (definition: ResourceDefinition, record: ResourceRecord | undefined): string =>
    name(definition, record) ?? labels.text('ui.unnamedRecord', { collection: labels.title(definition.name) });
  return { name, label };
}
