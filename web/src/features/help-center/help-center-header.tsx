// Header of the help-centre pages: breadcrumbs back to the help centre (and further up), title, subtitle.
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface HelpCenterHeaderProps {
  title: string;
  subtitle?: string;
  /** Crumbs between the help centre and this page. */
  trail?: ReactNode[];
}

export function HelpCenterHeader({ title, subtitle, trail = [] }: HelpCenterHeaderProps) {
  const { t } = useTranslation('helpCenter');
  return (
    <Stack gap="xs">
      <Breadcrumbs>
        <Anchor component={Link} to="/apps/help-center">
          {t('title')}
        </Anchor>
        {trail}
        <Text truncate="end" maw="50vw">
          {title}
        </Text>
      </Breadcrumbs>
      <Title order={1}>{title}</Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
