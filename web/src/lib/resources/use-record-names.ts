// Record names as the screens show them: the name fields written like the values of the record's screens
// (a date in the current language, an enum value by its label, a collection by its title), else "<collection> sin
// nombre".
import type { ResourceRecord } from '@api/resources/resource-types';
import { fieldKind } from './field-kind';
import { formatScalar } from './format-value';
import { recordName } from './record-name';
import { isCollectionName, type ResourceDefinition } from './resource-definition';
import { useResourceLabels } from './use-resource-labels';

export function useRecordNames() {
  const labels = useResourceLabels();
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
      (field, value) =>
        // An audit entry's "Modificación · risktokens" read the collection's code.
        properties[field]?.['x-collection-name'] && typeof value === 'string' && isCollectionName(value)
          ? labels.title(value)
          : formatScalar(kinds[definition.nameFields.indexOf(field)] ?? 'text', value, labels.language, labels.value),
      separator,
    );
  };
  const label = (definition: ResourceDefinition, record: ResourceRecord | undefined): string =>
    name(definition, record) ?? labels.text('ui.unnamedRecord', { collection: labels.title(definition.name) });
  return { name, label };
}
