// Reads and writes small user preferences (theme, language) in localStorage, tolerating blocked storage.
export function readStoredChoice<T extends string>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const value = window.localStorage.getItem(key);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeChoice(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private browsing or a full quota: the choice then lasts only for this page.
  }
}
