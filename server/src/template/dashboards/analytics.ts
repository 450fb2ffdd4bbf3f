// Analytics dashboard seed: visitors by year, conversion/impression/visit cards, visitors versus
// page views, and the audience breakdowns; every date relative to the seed's "now".
import type { Faker } from '@faker-js/faker';
import type { Schema } from '../../contract/operation-types.ts';
import { addDays, formatDayMonth } from '../support/dates.ts';
import { randomWalk } from './random-walk.ts';

function dailyPoints(faker: Faker, now: Date, days: number, offsetDays: number, start: number) {
  const values = randomWalk(faker, days, start, start * 0.06, 0);
  return values.map((y, index) => ({ x: addDays(now, index - days - offsetDays).toISOString(), y }));
}

function card(faker: Faker, now: Date, name: string, amount: number) {
  const labels = Array.from({ length: 4 }, (_, index) => {
    const end = (3 - index) * 8;
    return `${formatDayMonth(addDays(now, -(end + 7)))} - ${formatDayMonth(addDays(now, -end))}`;
  });
  const base = Math.round(amount / 4);
  return {
    amount,
    labels,
    series: [{ name, data: labels.map(() => base + faker.number.int({ min: -200, max: 200 })) }],
  };
}

const breakdown = (uniqueVisitors: number, labels: string[], series: number[]) => ({ uniqueVisitors, series, labels });

export function seedAnalytics(faker: Faker, now: Date): Schema<'AnalyticsDashboard'> {
  return {
    visitors: {
      ranges: { 'this-year': 'Este año', 'last-year': 'Año pasado' },
      series: {
        'this-year': [{ name: 'Visitantes', data: dailyPoints(faker, now, 60, 0, 4500) }],
        'last-year': [{ name: 'Visitantes', data: dailyPoints(faker, now, 60, 365, 3800) }],
      },
    },
    conversions: card(faker, now, 'Conversiones', 4123),
    impressions: card(faker, now, 'Impresiones', 46085),
    visits: card(faker, now, 'Visitas', 62083),
    visitorsVsPageViews: {
      overallScore: 472,
      averageRatio: 45,
      predictedRatio: 55,
      series: [
        { name: 'Páginas vistas', data: dailyPoints(faker, now, 65, 0, 5000) },
        { name: 'Visitantes', data: dailyPoints(faker, now, 65, 0, 3000) },
      ],
    },
    newVsReturning: breakdown(9695, ['Nuevos', 'Recurrentes'], [80, 20]),
    gender: breakdown(12757, ['Hombres', 'Mujeres'], [55, 45]),
    age: breakdown(23507, ['Menos de 30', 'De 30 a 50', 'Más de 50'], [35, 47, 18]),
    language: breakdown(1859, ['Español', 'Otros idiomas'], [75, 25]),
  };
}
