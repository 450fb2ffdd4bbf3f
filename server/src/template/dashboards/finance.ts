// Finance dashboard seed: account balance series over the last 12 months at 3-day steps, budget
// (limits 20000 / 250000 / 1000), statements (limit 34500; paid / pending) and recent transactions.
import type { Faker } from '@faker-js/faker';
import type { Schema } from '../../contract/operation-types.ts';
import { addDays, addMonths, formatLongDate, startOfUtcDay } from '../support/dates.ts';
import { randomWalk } from './random-walk.ts';

/** Days of each month the series sample: 1, 4, ... 28. */
const SAMPLE_DAYS = Array.from({ length: 10 }, (_, index) => 1 + index * 3);

function balanceDates(now: Date): string[] {
  const dates: string[] = [];
  for (let monthsAgo = 12; monthsAgo >= 1; monthsAgo--) {
    for (const day of SAMPLE_DAYS) dates.push(addDays(addMonths(now, -monthsAgo), day).toISOString());
  }
  return dates;
}

export function seedFinance(faker: Faker, now: Date): Schema<'DashboardsFinance'> {
  const dates = balanceDates(now);
  const predicted = randomWalk(faker, dates.length, 48, 3);
  const actual = randomWalk(faker, dates.length, 42, 3);
  const statementDay = addDays(startOfUtcDay(now), -15);
  return {
    accountBalance: {
      growRate: 38.33,
      ami: 45332,
      series: [
        { name: 'Predicted', data: dates.map((x, index) => ({ x, y: predicted[index] ?? 0 })) },
        { name: 'Actual', data: dates.map((x, index) => ({ x, y: actual[index] ?? 0 })) },
      ],
    },
    budget: {
      expenses: 11763.34,
      expensesLimit: 20000,
      savings: 10974.12,
      savingsGoal: 250000,
      bills: 1789.22,
      billsLimit: 1000,
    },
    previousStatement: {
      status: 'paid',
      date: formatLongDate(statementDay),
      limit: 34500,
      spent: 27221.21,
      minimum: 7331.94,
    },
    currentStatement: {
      status: 'pending',
      date: formatLongDate(addMonths(statementDay, 1)),
      limit: 34500,
      spent: 39819.41,
      minimum: 9112.51,
    },
    recentTransactions: Array.from({ length: 6 }, (_, index) => ({
      id: faker.string.uuid(),
      transactionId: `${faker.string.numeric({ length: 9, allowLeadingZeros: false })}NT`,
      name: faker.person.fullName(),
      amount: faker.number.float({ min: -1500, max: 2500, fractionDigits: 2 }),
      status: index < 2 ? 'pending' : 'completed',
      date: addDays(now, -index * 2 - faker.number.int({ min: 0, max: 1 })).toISOString(),
    })),
  };
}
