// The wallets: coins held and what they are worth at the current price.
import type { DashboardsCoinMap } from '@api/model';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { useFormatters } from '../../../components/charts/use-formatters';

interface WalletsWidgetProps {
  wallets: DashboardsCoinMap;
  prices: DashboardsCoinMap;
}

export function WalletsWidget({ wallets, prices }: WalletsWidgetProps) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const coins = Object.keys(wallets) as (keyof DashboardsCoinMap)[];
  return (
    <ChartCard title={t('crypto.wallets.title')}>
      <Stack gap="md">
        {coins.map((coin) => (
          <Group key={coin} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{coin.toUpperCase()}</Text>
              <Text size="sm" c="dimmed">
                {t('crypto.wallets.price', { price: format.money(prices[coin], 'USD') })}
              </Text>
            </div>
            <div>
              <Text fw={600} ta="right">
                {format.decimal(wallets[coin], 4)}
              </Text>
              <Text size="sm" c="dimmed" ta="right">
                {format.money(wallets[coin] * prices[coin], 'USD')}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </ChartCard>
  );
}
