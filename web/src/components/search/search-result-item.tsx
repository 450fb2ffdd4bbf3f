// One search result as a spotlight action: what it shows depends on the group (contact, page or task).
import type { SearchContactResult, SearchPageResult, SearchResults, SearchTaskResult } from '@api/model';
import { Avatar } from '@mantine/core';
import { Spotlight } from '@mantine/spotlight';
import { IconCircleCheck, IconSquare } from '@tabler/icons-react';
import { assetUrl } from '../../lib/asset-url';
import { ApiIcon } from '../icons/api-icon';

export type SearchResultEntry =
  | { group: 'contacts'; result: SearchContactResult }
  | { group: 'pages'; result: SearchPageResult }
  | { group: 'tasks'; result: SearchTaskResult };

/** The results of one group of the search answer, each tagged with its group. */
export function groupEntries(group: SearchResults[number]): SearchResultEntry[] {
  if (group.id === 'contacts') return group.results.map((result) => ({ group: 'contacts', result }));
  if (group.id === 'pages') return group.results.map((result) => ({ group: 'pages', result }));
  return group.results.map((result) => ({ group: 'tasks', result }));
}

function leftSection(entry: SearchResultEntry) {
  if (entry.group === 'contacts') {
    return <Avatar src={assetUrl(entry.result.avatar)} name={entry.result.value} color="initials" size={32} />;
  }
  if (entry.group === 'pages') return <ApiIcon name={entry.result.icon} size={22} fallbackText={entry.result.value} />;
  return entry.result.completed ? <IconCircleCheck size={22} /> : <IconSquare size={22} />;
}

function description(entry: SearchResultEntry): string | undefined {
  if (entry.group === 'contacts') return entry.result.emails[0]?.email ?? entry.result.title;
  if (entry.group === 'pages') return entry.result.subtitle ?? entry.result.link;
  return undefined;
}

interface SearchResultItemProps {
  entry: SearchResultEntry;
  onOpen: (link: string) => void;
}

export function SearchResultItem({ entry, onOpen }: SearchResultItemProps) {
  return (
    <Spotlight.Action
      label={entry.result.value}
      description={description(entry)}
      leftSection={leftSection(entry)}
      onClick={() => onOpen(entry.result.link)}
    />
  );
}
