// Presence submenu of the user menu: online, away, busy, invisible, each with its colour.
import type { PresenceStatus } from '@api/model';
import { ColorSwatch, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isPresenceStatus, presenceColors, presenceStatuses } from './presence';
import { usePresence } from './use-presence';
import { usePresenceWords } from './use-presence-words';

interface PresenceMenuProps {
  webuserId: string;
  status: string | undefined;
}

export function PresenceMenu({ webuserId, status }: PresenceMenuProps) {
  const { t } = useTranslation('layout');
  const presenceWords = usePresenceWords();
  const presence = usePresence(webuserId);
  const current = presence.isPending ? presence.variables : status;

  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item
          leftSection={
            isPresenceStatus(current) && (
              <ColorSwatch color={`var(--mantine-color-${presenceColors[current]}-6)`} size={12} />
            )
          }
        >
          {t('userMenu.status')}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        <Menu.RadioGroup value={current ?? null} onChange={(value) => presence.mutate(value as PresenceStatus)}>
          {presenceStatuses.map((option) => (
            <Menu.RadioItem
              key={option}
              value={option}
              closeMenuOnClick
              rightSection={<ColorSwatch color={`var(--mantine-color-${presenceColors[option]}-6)`} size={12} />}
            >
              {presenceWords(option)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}
