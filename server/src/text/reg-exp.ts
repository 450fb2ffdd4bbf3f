// Text as a regular expression matches it: every character a pattern would read as syntax is escaped (outside a
// character class, which is where the project's patterns put it). Valid with and without the `u` flag.
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
