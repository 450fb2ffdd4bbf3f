// The fields of a create or update body that a client sets. The contract's bodies also declare the server-managed
// fields (`readonly` in the generated types: `_id`, stamps), which a real client may send back as it read them and
// the server ignores; a form sets none of them, so one form's values serve both bodies.

/** Whether `Key` is a `readonly` property of `T`: its writable copy is then a different type. */
type IsReadonly<T, Key extends keyof T> =
  (<U>() => U extends { [K in Key]: T[Key] } ? 1 : 2) extends <U>() => U extends { -readonly [K in Key]: T[Key] }
    ? 1
    : 2
    ? false
    : true;

/** `T` without its `readonly` (server-managed) properties. */
export type SetFields<T> = { [Key in keyof T as IsReadonly<T, Key> extends true ? never : Key]: T[Key] };

/**
 * An update from a screen's create body: each optional field the screen owns (`owned`) that the body leaves out is
 * sent as null, which removes it (left out of an update, an emptied field would keep its value unseen).
 */
export function emptiedAsNull<T extends object, K extends string>(
  body: T,
  owned: readonly K[],
): T & Partial<Record<K, null>> {
  const emptied = owned.filter((field) => (body as Record<string, unknown>)[field] === undefined);
  return { ...body, ...Object.fromEntries(emptied.map((field) => [field, null])) };
}
