// Crypto dashboard (GET /api/dashboards/crypto): bitcoin's price and market figures, the wallets and the
// watchlist.
import { useDashboardsGetCrypto } from '@api/endpoints/dashboards/dashboards';
import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BtcWidget } from './crypto/btc-widget';
import { WalletsWidget } from './crypto/wallets-widget';
import { WatchlistWidget } from './crypto/watchlist-widget';
import { DashboardFrame } from './dashboard-frame';

export function CryptoDashboardPage() {
  const { t } = useTranslation('templateDashboards');
  const query = useDashboardsGetCrypto();
  return (
    <DashboardFrame title={t('crypto.title')} subtitle={t('crypto.subtitle')} query={query}>
      {(data) => (
        <>
          <Grid>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <BtcWidget btc={data.btc} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <WalletsWidget wallets={data.wallets} prices={data.prices} />
            </Grid.Col>
          </Grid>
          <WatchlistWidget watchlist={data.watchlist} />
        </>
      )}
    </DashboardFrame>
  );
}
