/**
 * A select's value: none (null) for an empty one. A form holds "" for a field with no value, and Mantine's Select
 * takes "" for a value: it showed its clear button on an empty select. A cleared select gives null back, which the
 * form keeps as "" (`next ?? ''`), so clearing a choice made since leaves the form as it opened.
 */
export const selectValue = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
