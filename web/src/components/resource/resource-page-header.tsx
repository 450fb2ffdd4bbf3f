// Header of a resource screen: breadcrumbs (collection → record) and the title, with actions on the right. The
// title is the screen's level-one heading (screen readers list and jump by it), drawn at the size of a second.
import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLinkProps } from '../navigation/use-link-props';

export interface Crumb {
  label: string;
  href?: string;
}

/** A crumb keeps to one line, cut with an ellipsis on a narrow screen: a record's long name is the title below. */
const crumbText = { size: 'sm', truncate: 'end', maw: '100%' } as const;

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
    <Stack gap={0}>
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs>
          {crumbs.map((crumb) =>
            crumb.href ? (
              // 24 px tall to the pointer (WCAG 2.2); the stack's gap gives back part of the height it adds.
              <Anchor key={crumb.label} {...crumbText} py={5} {...linkProps(crumb.href)}>
                {crumb.label}
              </Anchor>
            ) : (
              <Anchor key={crumb.label} {...crumbText} c="dimmed" underline="never" component="span">
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
