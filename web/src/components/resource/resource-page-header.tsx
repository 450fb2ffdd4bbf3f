// Header of a resource screen: breadcrumbs (collection → record) and the title, with actions on the right. The
// title is the screen's level-one heading (screen readers list and jump by it), drawn at the size of a second.
import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLinkProps } from '../navigation/use-link-props';

export interface Crumb {
  label: string;
  href?: string;
}

export function ResourcePageHeader({
  title,
  crumbs,
  actions,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
}) {
  const linkProps = useLinkProps();
  return (
    // No gap: the crumbs' links are 24 px tall to the pointer (theme/breadcrumbs.css), which spaces them enough.
    <Stack gap={0}>
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs>
          {crumbs.map((crumb) =>
            crumb.href ? (
              <Anchor key={crumb.label} size="sm" {...linkProps(crumb.href)}>
                {crumb.label}
              </Anchor>
            ) : (
              <Anchor key={crumb.label} size="sm" c="dimmed" underline="never" component="span">
                {crumb.label}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
