// Project dashboard seed: issues and task distribution, today's and tomorrow's schedule, budget
// distribution and details, expense totals (weekly 17663, monthly 54663, yearly 648813) and the team.
import type { Faker } from '@faker-js/faker';
import type { Schema } from '../../contract/operation-types.ts';
import { addDays, formatDayMonth } from '../support/dates.ts';

const WEEK_DAYS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];
const BUDGET_TYPES = ['Concepto', 'Diseño', 'Desarrollo', 'Extras', 'Marketing'];
const JOB_TITLES = [
  'Jefa de proyecto',
  'Técnico de contratación',
  'Auditora',
  'Analista de datos',
  'Jurista',
  'Administrativo',
];

/** `dd MMM - dd MMM` labels of consecutive 8-day spans ending today, oldest first. */
function weekLabels(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const end = (count - 1 - index) * 8;
    return `${formatDayMonth(addDays(now, -(end + 7)))} - ${formatDayMonth(addDays(now, -end))}`;
  });
}

/** Splits `total` into `count` parts near total/count that add up exactly. */
function splitTotal(faker: Faker, total: number, count: number): number[] {
  const parts = Array.from({ length: count - 1 }, () =>
    Math.round((total / count) * faker.number.float({ min: 0.95, max: 1.05 })),
  );
  return [...parts, total - parts.reduce((sum, part) => sum + part, 0)];
}

function expenses(faker: Faker, now: Date, amount: number, spans: number) {
  return {
    amount,
    labels: weekLabels(now, spans),
    series: [{ name: 'Gastos', data: splitTotal(faker, amount, spans) }],
  };
}

function budgetRow(faker: Faker, id: number, type: string) {
  const total = faker.number.int({ min: 14, max: 35 }) * 1000;
  const expensesAmount = Math.round(total * faker.number.float({ min: 0, max: 0.95 }) * 100) / 100;
  const expensesPercentage = Math.round((expensesAmount / total) * 10000) / 100;
  return {
    id,
    type,
    total,
    expensesAmount,
    expensesPercentage,
    remainingAmount: Math.round((total - expensesAmount) * 100) / 100,
    remainingPercentage: Math.round((100 - expensesPercentage) * 100) / 100,
  };
}

const issueSeries = (faker: Faker) => [
  { name: 'Incidencias nuevas', type: 'line', data: WEEK_DAYS.map(() => faker.number.int({ min: 18, max: 45 })) },
  { name: 'Incidencias cerradas', type: 'column', data: WEEK_DAYS.map(() => faker.number.int({ min: 6, max: 18 })) },
];
const issueOverview = (faker: Faker) => ({
  'new-issues': faker.number.int({ min: 180, max: 220 }),
  'closed-issues': faker.number.int({ min: 60, max: 80 }),
  fixed: faker.number.int({ min: 2, max: 8 }),
  'wont-fix': faker.number.int({ min: 2, max: 12 }),
  're-opened': faker.number.int({ min: 4, max: 9 }),
  'needs-triage': faker.number.int({ min: 3, max: 7 }),
});

export function seedProject(faker: Faker, now: Date): Schema<'DashboardsProject'> {
  return {
    githubIssues: {
      overview: { 'this-week': issueOverview(faker), 'last-week': issueOverview(faker) },
      labels: WEEK_DAYS,
      series: { 'this-week': issueSeries(faker), 'last-week': issueSeries(faker) },
    },
    taskDistribution: {
      overview: {
        'this-week': {
          new: faker.number.int({ min: 500, max: 600 }),
          completed: faker.number.int({ min: 250, max: 300 }),
        },
        'last-week': {
          new: faker.number.int({ min: 500, max: 600 }),
          completed: faker.number.int({ min: 250, max: 300 }),
        },
      },
      labels: ['Pliegos', 'Adjudicación', 'Ejecución', 'Recursos'],
      series: { 'this-week': [15, 20, 38, 27], 'last-week': [19, 16, 42, 23] },
    },
    schedule: {
      today: [
        { title: 'Reunión del equipo de supervisión', time: '10:30', location: 'Sala de reuniones 1' },
        { title: 'Publicación del informe trimestral', time: '14:00' },
      ],
      tomorrow: [
        { title: 'Mesa de contratación', time: '09:30', location: 'Sala de reuniones 2' },
        { title: 'Rueda de prensa', time: '11:00' },
        { title: 'Revisión con la dirección', time: '15:00', location: 'Despacho de dirección' },
      ],
    },
    budgetDistribution: { categories: BUDGET_TYPES, series: [{ name: 'Presupuesto', data: [12, 20, 28, 15, 25] }] },
    weeklyExpenses: expenses(faker, now, 17663, 6),
    monthlyExpenses: expenses(faker, now, 54663, 4),
    yearlyExpenses: expenses(faker, now, 648813, 10),
    budgetDetails: {
      columns: ['type', 'total', 'expensesAmount', 'expensesPercentage', 'remainingAmount', 'remainingPercentage'],
      rows: BUDGET_TYPES.map((type, index) => budgetRow(faker, index + 1, type)),
    },
    teamMembers: Array.from({ length: 9 }, (_, index) => {
      const sex = index % 2 === 0 ? 'female' : 'male';
      const firstName = faker.person.firstName(sex);
      const lastName = faker.person.lastName();
      return {
        id: faker.string.uuid(),
        avatar: `images/avatars/${sex}-${String(index + 1).padStart(2, '0')}.jpg`,
        name: `${firstName} ${lastName}`,
        email: faker.internet.email({ firstName, lastName, provider: 'supervision.example.es' }).toLowerCase(),
        phone: faker.phone.number({ style: 'national' }),
        title: faker.helpers.arrayElement(JOB_TITLES),
      };
    }),
  };
}
