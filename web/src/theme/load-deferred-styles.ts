// Fetches the styles of the components only lazy screens use (once; the root route waits for it).
export async function loadDeferredStyles(): Promise<void> {
  await import('./mantine-styles-deferred');
}
