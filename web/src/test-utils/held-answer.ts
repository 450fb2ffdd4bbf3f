// An answer a test holds back (a save on its way) and lets go once it has checked what happens meanwhile.
export function heldAnswer() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
