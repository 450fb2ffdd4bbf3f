// The lot the URL names, loaded by id (it need not be on the list's current page).
import { useGetInventoryLot } from '@api/endpoints/node-ialotes/node-ialotes';
import { QueryState } from '../shared/query-state';
import { LotPanel } from './lot-panel';

export function OpenLot({ lotId }: { lotId: string }) {
  const lot = useGetInventoryLot(lotId);
  return <QueryState result={lot}>{lot.data && <LotPanel lot={lot.data} />}</QueryState>;
}
