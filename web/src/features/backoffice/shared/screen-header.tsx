// The opening strip of every back-office screen: title, a line on what it is for, and its actions.
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScreenHeaderProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

export function ScreenHeader({ title, description, children }: ScreenHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}
