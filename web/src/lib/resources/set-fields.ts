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
