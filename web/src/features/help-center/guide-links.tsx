// Links to the guides of one category.
import type { HelpCenterGuide } from '@api/model';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function GuideLinks({ categorySlug, guides }: { categorySlug: string; guides: readonly HelpCenterGuide[] }) {
  return (
    <Stack gap="sm">
      {guides.map((guide) => (
        <div key={guide.id}>
          <Anchor
            fw={600}
            renderRoot={(props) => (
              <Link
                {...props}
                to="/apps/help-center/guides/$categorySlug/$guideSlug"
                params={{ categorySlug, guideSlug: guide.slug }}
              />
            )}
          >
            {guide.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {guide.subtitle}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
