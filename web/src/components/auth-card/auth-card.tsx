// Frame of the account screens: a card with the brand, a title and a lead, centred on the empty layout's
// whole page or, inside the training layout, within its content area.
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../shell/brand';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  description?: string;
  /** `page` fills the empty layout; `inline` sits in a layout's content area. */
  placement?: 'page' | 'inline';
  children: ReactNode;
}

export function AuthCard({ title, description, placement = 'page', children }: AuthCardProps) {
  return (
    <Center className={placement === 'page' ? classes.screen : classes.inline}>
      <Paper withBorder shadow="sm" radius="lg" p="xl" className={classes.card}>
        <Stack gap="lg">
          {placement === 'page' && <Brand showsName />}
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
