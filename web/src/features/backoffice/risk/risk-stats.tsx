// The overview's headline numbers, each opening the list it counts.
import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './risk.module.css';

export interface RiskStat {
  label: string;
  value: number;
  to: '/colecciones/$collection' | '/risk' | '/evaluar';
  collection?: string;
}

export function RiskStats({ stats }: { stats: readonly RiskStat[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {stats.map((stat) => (
        <Card key={stat.label} withBorder padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {stat.label}
          </Text>
          <Anchor
            fz="h2"
            fw={700}
            className={classes.metric}
            renderRoot={(props) => <Link to={stat.to} params={{ collection: stat.collection ?? '' }} {...props} />}
          >
            {stat.value}
          </Anchor>
        </Card>
      ))}
    </SimpleGrid>
  );
}
