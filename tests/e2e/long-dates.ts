// The API writes long dates in Spanish ("29 de junio de 2025"): what an English screen should show for one,
// worked out with Intl apart from the app's own code.
export function englishLongDate(spanish: string): string {
  const [, day, month, year] = /^(\d+) de (\p{L}+) de (\d{4})$/u.exec(spanish) ?? [];
  const months = Array.from({ length: 12 }, (_, index) =>
    new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)),
  );
  const index = months.indexOf(month ?? '');
  if (index < 0) throw new Error(`not a Spanish long date: ${spanish}`);
  return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(Number(year), index, Number(day)),
  );
}
