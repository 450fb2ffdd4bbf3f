// Mailbox navigation: compose, folders with their counts, the starred/important filters, labels, settings.
import { useMailboxListFilters, useMailboxListFolders, useMailboxListLabels } from '@api/endpoints/mailbox/mailbox';
import { Badge, Box, Button, ColorSwatch, NavLink, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconFile,
  IconInbox,
  IconPencil,
  IconSend,
  IconSettings,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { retryFailed } from '../../components/load-failed/retry-failed';
import { RouterNavLink } from '../../components/two-pane/router-nav-link';
import { mantineColor } from './label-color';
import classes from './mailbox.module.css';
import type { MailboxKind } from './mailbox-search';

const icons: Record<string, ReactNode> = {
  inbox: <IconInbox size={18} />,
  sent: <IconSend size={18} />,
  drafts: <IconFile size={18} />,
  spam: <IconAlertTriangle size={18} />,
  trash: <IconTrash size={18} />,
  starred: <IconStar size={18} />,
  important: <IconAlertCircle size={18} />,
};

interface MailboxSidebarProps {
  kind: MailboxKind;
  slug: string;
  onCompose: () => void;
  onSettings: () => void;
}

export function MailboxSidebar({ kind, slug, onCompose, onSettings }: MailboxSidebarProps) {
  const { t } = useTranslation('mailbox');
  const folders = useMailboxListFolders();
  const filters = useMailboxListFilters();
  const labels = useMailboxListLabels();
  const link = (target: MailboxKind, targetSlug: string) => ({
    to: '/apps/mailbox/$kind/$slug' as const,
    params: { kind: target, slug: targetSlug },
    search: { page: 1 },
    active: kind === target && slug === targetSlug,
  });

  return (
    <Stack gap="xs" className={classes.sidebar} component="nav" aria-label={t('navigation')}>
      <Button leftSection={<IconPencil size={18} />} onClick={onCompose}>
        {t('compose.open')}
      </Button>
      {(folders.isError || filters.isError || labels.isError) && (
        <LoadFailed title={t('sidebarLoadFailed')} query={retryFailed([folders, filters, labels])} />
      )}
      <Text className={classes.sectionTitle}>{t('sections.folders')}</Text>
      <Box>
        {folders.data?.map((folder) => (
          <RouterNavLink
            key={folder.id}
            {...link('folder', folder.slug)}
            label={t(`folders.${folder.slug}`, { defaultValue: folder.title })}
            leftSection={icons[folder.slug]}
            rightSection={
              folder.count ? (
                <Badge size="sm" variant="light">
                  {folder.count}
                </Badge>
              ) : null
            }
          />
        ))}
      </Box>
      <Text className={classes.sectionTitle}>{t('sections.filters')}</Text>
      <Box>
        {filters.data?.map((filter) => (
          <RouterNavLink
            key={filter.id}
            {...link('filter', filter.slug)}
            label={t(`filters.${filter.slug}`, { defaultValue: filter.title })}
            leftSection={icons[filter.slug]}
          />
        ))}
      </Box>
      <Text className={classes.sectionTitle}>{t('sections.labels')}</Text>
      <Box>
        {labels.data?.map((label) => (
          <RouterNavLink
            key={label.id}
            {...link('label', label.slug)}
            label={label.title}
            leftSection={<ColorSwatch color={`var(--mantine-color-${mantineColor(label.color)}-6)`} size={12} />}
          />
        ))}
      </Box>
      {/* An entry like the labels above it, whose text wraps: a button's label was cut in the narrow sidebar. */}
      <NavLink
        component="button"
        label={t('settings.open')}
        leftSection={<IconSettings size={18} />}
        onClick={onSettings}
      />
    </Stack>
  );
}
