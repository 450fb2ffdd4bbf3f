// Browser tests isolate their server state by setting localStorage `mockSession`: every request then carries
// `x-mock-session: <name>` and the mock server answers from a private copy of the seed. Without the key
// (every real use) no header is sent.
const storageKey = 'mockSession';
const validName = /^[A-Za-z0-9._:-]{1,64}$/;

export function mockSessionHeaders(): Record<string, string> {
  try {
    const name = window.localStorage.getItem(storageKey);
    return name !== null && validName.test(name) ? { 'x-mock-session': name } : {};
  } catch {
    return {};
  }
}
