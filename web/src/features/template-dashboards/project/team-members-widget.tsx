// The project's team: avatar (initials when the picture is missing), name, role, e-mail and phone.
import type { DashboardsProjectTeamMembersItem } from '@api/model';
import { Anchor, Avatar, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { EmailAddress } from '../../../components/email-address';
import { assetUrl } from '../../../lib/asset-url';
import classes from './team-members.module.css';

export function TeamMembersWidget({ members }: { members: readonly DashboardsProjectTeamMembersItem[] }) {
  const { t } = useTranslation('templateDashboards');
  return (
    <ChartCard title={t('project.team.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {members.map((member) => (
          <Card key={member.id} withBorder padding="md">
            <Stack gap={4} align="center" ta="center">
              <Avatar src={assetUrl(member.avatar)} name={member.name} color="initials" size="lg" />
              <Text fw={600}>{member.name}</Text>
              <Text size="sm" c="dimmed">
                {member.title}
              </Text>
              <Anchor size="sm" href={`mailto:${member.email}`} className={classes.email}>
                <EmailAddress address={member.email} />
              </Anchor>
              <Text size="sm">{member.phone}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </ChartCard>
  );
}
