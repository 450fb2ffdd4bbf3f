// Top-bar messages panel (`api/common/messages`).
import { describeFeed } from './feed-behaviour.ts';

describeFeed({
  path: '/api/common/messages',
  prefix: 'messages',
  key: 'message',
  seeded: 9,
  seededRead: 4,
  input: { title: 'Marta Gil', description: 'Te he enviado el informe.', link: '/dashboards/project', useRouter: true },
  requiredField: 'description',
  change: { read: true, description: 'Informe revisado.' },
});
