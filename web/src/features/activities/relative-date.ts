// "hace 3 horas" / "3 hours ago" with dayjs relativeTime in the interface language.
import 'dayjs/locale/es';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

export function relativeDate(iso: string, language: string, now: number = Date.now()): string {
  return dayjs(iso).locale(language).from(dayjs(now));
}
