// Crypto dashboard seed: BTC overview with a 145-minute price series, prices, wallets and a watchlist
// of six coins whose series cover the last 20 minutes (`HH:mm` labels relative to the seed's "now").
import type { Faker } from '@faker-js/faker';
import type { Schema } from '../../contract/operation-types.ts';
import { addMinutes, formatHourMinute } from '../support/dates.ts';
import { randomWalk } from './random-walk.ts';

const WATCHLIST = [
  { title: 'Ethereum', iso: 'ETH', amount: 170.46 },
  { title: 'Bitcoin Cash', iso: 'BCH', amount: 359.93 },
  { title: 'XRP', iso: 'XRP', amount: 0.23512 },
  { title: 'Litecoin', iso: 'LTC', amount: 60.15 },
  { title: 'Zcash', iso: 'ZEC', amount: 58.41 },
  { title: 'Bitcoin Gold', iso: 'BTG', amount: 12.23 },
] as const;

const trend = (faker: Faker) => ({
  dir: faker.helpers.arrayElement(['up', 'down'] as const),
  amount: faker.number.float({ min: 0.1, max: 9, fractionDigits: 2 }),
});

export function seedCrypto(faker: Faker, now: Date): Schema<'DashboardsCrypto'> {
  const btcAmount = 8878.48;
  const btcSeries = randomWalk(faker, 145, btcAmount * 0.74, 8);
  return {
    btc: {
      amount: btcAmount,
      trend: trend(faker),
      marketCap: 148752956966,
      volume: 22903438381,
      supply: 18168448,
      allTimeHigh: 19891,
      price: { series: [{ name: 'Precio', data: btcSeries.map((y, index) => ({ x: index - 145, y })) }] },
    },
    prices: { btc: btcAmount, eth: 170.46, bch: 359.93, xrp: 0.23512 },
    wallets: { btc: 24.97311243, eth: 126.3212, bch: 78.454412, xrp: 11278.771123 },
    watchlist: WATCHLIST.map((coin) => {
      const digits = coin.amount < 1 ? 3 : 2;
      const values = randomWalk(faker, 20, coin.amount, coin.amount * 0.05, digits);
      return {
        ...coin,
        trend: trend(faker),
        series: [
          {
            name: 'Precio',
            data: values.map((y, index) => ({ x: formatHourMinute(addMinutes(now, index - 20)), y })),
          },
        ],
      };
    }),
  };
}
