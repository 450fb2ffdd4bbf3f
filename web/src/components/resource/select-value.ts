/**
 * A select's value: none (null) for an empty one. A form holds "" for a field with no value, and Mantine's Select
 * takes "" for a value: it showed its clear button on an empty select.
 */
export const selectValue = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
