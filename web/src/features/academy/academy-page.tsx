// Academy: the courses with a category filter, a search and "hide completed", all in the URL
// (?category=&search=&hideCompleted=), each with its progress.
import { useAcademyListCategories, useAcademyListCourses } from '@api/endpoints/academy/academy';
import { Group, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../components/list-status';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { LoadingState } from '../../components/screen-states/screen-states';
import type { AcademySearch } from './academy-search';
import { CourseCard } from './course-card';
import { filterCourses } from './course-filter';
import { reachedStep, useLocalProgress } from './course-progress';

const route = getRouteApi('/backoffice/apps/academy');

export function AcademyPage() {
  const { t } = useTranslation('academy');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const categories = useAcademyListCategories();
  const courses = useAcademyListCourses();
  const local = useLocalProgress();
  const setSearch = (next: Partial<AcademySearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
  const onSearchText = useDebouncedCallback((text: string) => setSearch({ search: text.trim() || undefined }), 300);
  const titleOf = (slug: string) => categories.data?.find((one) => one.slug === slug)?.title ?? slug;
  const shown = filterCourses(courses.data ?? [], search);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {/* On a phone each field takes the row, as every other screen's filters do. */}
      <Group align="flex-end" gap="md">
        <Select
          w={{ base: '100%', xs: 'auto' }}
          label={t('category')}
          data={[
            { value: 'all', label: t('allCategories') },
            ...(categories.data ?? []).map((one) => ({ value: one.slug, label: one.title })),
          ]}
          value={search.category ?? 'all'}
          allowDeselect={false}
          onChange={(value) => setSearch({ category: value && value !== 'all' ? value : undefined })}
        />
        <TextInput
          w={{ base: '100%', xs: 'auto' }}
          type="search"
          label={t('search')}
          leftSection={<IconSearch size={16} />}
          defaultValue={search.search}
          onChange={(event) => onSearchText(event.currentTarget.value)}
        />
        <Switch
          label={t('hideCompleted')}
          checked={search.hideCompleted === true}
          onChange={(event) => setSearch({ hideCompleted: event.currentTarget.checked || undefined })}
          mb={8}
        />
      </Group>
      <ListStatus
        message={courses.isSuccess ? t(shown.length === 0 ? 'empty' : 'count', { count: shown.length }) : undefined}
        query={JSON.stringify([search.category, search.search, search.hideCompleted])}
      />
      {courses.isPending && <LoadingState />}
      {courses.isError && <LoadFailed title={t('loadFailed')} query={courses} />}
      {courses.isSuccess && shown.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((course) => (
          <CourseCard
            key={course.id}
            course={course}
            categoryTitle={titleOf(course.category)}
            reached={reachedStep(course.id, course.progress.currentStep, local)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
