// Record ids for tests: the nth ObjectId (24 hex digits), readable in a failure ("…0007").
export const objectId = (n: number): string => n.toString(16).padStart(24, '0');
