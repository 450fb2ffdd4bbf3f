// Whether two values of a record's field are the same: a form's and a record's values are plain data (texts,
// numbers, lists, nested objects), equal when they read the same as JSON.
export const sameValue = (one: unknown, other: unknown): boolean => JSON.stringify(one) === JSON.stringify(other);
