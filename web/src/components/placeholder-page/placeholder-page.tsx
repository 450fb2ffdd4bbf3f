// Simple page body (heading, lead text, optional content) for screens whose real content is still to come.
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  description: string;
  children?: ReactNode;
}

export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="lg">
        {description}
      </Text>
      {children}
    </Stack>
  );
}
