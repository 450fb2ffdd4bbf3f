// Top-bar notifications panel (`api/common/notifications`).
import { describeFeed } from './feed-behaviour.ts';

describeFeed({
  path: '/api/common/notifications',
  prefix: 'notifications',
  key: 'notification',
  seeded: 9,
  seededRead: 6,
  input: { icon: 'heroicons_outline:bell', title: 'Aviso', description: 'Nueva <strong>licitación</strong> publicada' },
  requiredField: 'description',
  change: { read: true },
});
