// The fourteen shell layouts of the product, and a guard for layout names read from URLs and configuration.
export const layoutNames = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'capacitacion',
  'personhome',
  'persontablero',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;

export type LayoutName = (typeof layoutNames)[number];

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (layoutNames as readonly string[]).includes(value);
}
