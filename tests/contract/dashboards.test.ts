// Template dashboards (crypto, finance, project): shapes, business constants and relative dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { expectContract } from '../helpers/contract.ts';

type Json = Record<string, unknown>;
type PointSeries = Schema<'DashboardsPointSeries'>;

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

async function dashboard<T = Json>(name: string, operationId: string): Promise<T> {
  const response = await api.get(`/api/dashboards/${name}`);
  expectContract(response, operationId);
  return response.body as T;
}
const DAY = 86_400_000;

describe('GET /api/dashboards/crypto', () => {
  it('has btc, prices, wallets and a six-coin watchlist over the last 20 minutes', async () => {
    const crypto = await dashboard<{
      watchlist: { iso: string; series: PointSeries[] }[];
      prices: Json;
      wallets: Json;
    }>('crypto', 'dashboardsGetCrypto');
    expect(Object.keys(crypto.prices)).toEqual(['btc', 'eth', 'bch', 'xrp']);
    expect(Object.keys(crypto.wallets)).toEqual(['btc', 'eth', 'bch', 'xrp']);
    expect(crypto.watchlist.map((coin) => coin.iso)).toEqual(['ETH', 'BCH', 'XRP', 'LTC', 'ZEC', 'BTG']);
    for (const coin of crypto.watchlist) {
      const labels = coin.series[0]?.data.map((point) => point.x) ?? [];
      expect(labels).toHaveLength(20);
      for (const label of labels) expect(label).toMatch(/^\d{2}:\d{2}$/);
      const minutes = labels.map((label) => {
        const [hours, mins] = String(label).split(':').map(Number);
        return (hours ?? 0) * 60 + (mins ?? 0);
      });
      for (let index = 1; index < minutes.length; index++) {
        expect(((minutes[index] ?? 0) - (minutes[index - 1] ?? 0) + 1440) % 1440, 'one-minute steps').toBe(1);
      }
    }
  });
});

describe('GET /api/dashboards/finance', () => {
  it('has the budget limits, credit limit and statuses of the template', async () => {
    const finance = await dashboard<{
      budget: Json;
      previousStatement: Json;
      currentStatement: Json;
      recentTransactions: { status: string; date: string }[];
      accountBalance: { series: PointSeries[] };
    }>('finance', 'dashboardsGetFinance');
    expect(finance.budget).toMatchObject({ expensesLimit: 20000, savingsGoal: 250000, billsLimit: 1000 });
    expect(finance.previousStatement).toMatchObject({ status: 'paid', limit: 34500 });
    expect(finance.currentStatement).toMatchObject({ status: 'pending', limit: 34500 });
    expect(new Set(finance.recentTransactions.map((transaction) => transaction.status))).toEqual(
      new Set(['completed', 'pending']),
    );
    for (const transaction of finance.recentTransactions)
      expect(Date.now() - Date.parse(transaction.date)).toBeGreaterThanOrEqual(-DAY);
  });

  it('covers the last 12 months at 3-day steps in the Predicted and Actual series', async () => {
    const { accountBalance } = await dashboard<{ accountBalance: { series: PointSeries[] } }>(
      'finance',
      'dashboardsGetFinance',
    );
    expect(accountBalance.series.map((series) => series.name)).toEqual(['Predicted', 'Actual']);
    const dates = accountBalance.series[0]?.data.map((point) => Date.parse(String(point.x))) ?? [];
    expect(dates).toHaveLength(120);
    const [first = 0, second = 0] = dates;
    expect(second - first).toBe(3 * DAY);
    const spanDays = (Date.now() - first) / DAY;
    expect(spanDays).toBeGreaterThan(330);
    expect(spanDays).toBeLessThan(370);
  });
});

describe('GET /api/dashboards/project', () => {
  it('has the expense totals, schedule for today and tomorrow, and the budget details columns', async () => {
    const project = await dashboard<{
      weeklyExpenses: { amount: number; series: { data: number[] }[]; labels: string[] };
      monthlyExpenses: { amount: number; series: { data: number[] }[] };
      yearlyExpenses: { amount: number; series: { data: number[] }[] };
      schedule: { today: unknown[]; tomorrow: unknown[] };
      budgetDetails: { columns: string[]; rows: unknown[] };
      teamMembers: unknown[];
    }>('project', 'dashboardsGetProject');
    expect(project.weeklyExpenses.amount).toBe(17663);
    expect(project.monthlyExpenses.amount).toBe(54663);
    expect(project.yearlyExpenses.amount).toBe(648813);
    for (const expenses of [project.weeklyExpenses, project.monthlyExpenses, project.yearlyExpenses]) {
      expect(expenses.series[0]?.data.reduce((sum, value) => sum + value, 0)).toBe(expenses.amount);
    }
    expect(project.weeklyExpenses.labels).toHaveLength(6);
    expect(project.schedule.today.length).toBeGreaterThan(0);
    expect(project.schedule.tomorrow.length).toBeGreaterThan(0);
    expect(project.budgetDetails.columns).toEqual([
      'type',
      'total',
      'expensesAmount',
      'expensesPercentage',
      'remainingAmount',
      'remainingPercentage',
    ]);
    expect(project.budgetDetails.rows).toHaveLength(5);
    expect(project.teamMembers.length).toBeGreaterThan(0);
  });
});
