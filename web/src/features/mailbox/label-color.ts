// Mail labels carry one of the template's Tailwind colour names (a contract enum); the screens paint them
// with the nearest Mantine theme colour.
import { MailboxLabelColor } from '@api/model';

const tailwindToMantine: Record<string, string> = {
  slate: 'gray',
  zinc: 'gray',
  neutral: 'gray',
  stone: 'gray',
  gray: 'gray',
  red: 'red',
  rose: 'pink',
  pink: 'pink',
  fuchsia: 'grape',
  purple: 'grape',
  violet: 'violet',
  indigo: 'indigo',
  blue: 'blue',
  sky: 'cyan',
  cyan: 'cyan',
  teal: 'teal',
  emerald: 'teal',
  green: 'green',
  lime: 'lime',
  yellow: 'yellow',
  amber: 'yellow',
  orange: 'orange',
};

/** The colours offered when editing a label: the contract's. */
export const labelColors = Object.values(MailboxLabelColor);

export function mantineColor(tailwind: string): string {
  return tailwindToMantine[tailwind] ?? 'gray';
}
