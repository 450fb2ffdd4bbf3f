// Top-bar search: a button (or Ctrl/⌘+K) opens a spotlight; results arrive grouped as the endpoint returns
// them (contacts, pages, tasks) and are chosen with the arrow keys and Enter, or the pointer.
import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isExternalLink } from '../navigation/navigation-tree';
import { toolbarButton } from '../toolbar-button';
import { groupEntries, SearchResultItem } from './search-result-item';
import { searchMinLength } from './search-term';
import { useSearchResults } from './use-search-results';

const [searchStore, searchSpotlight] = createSpotlight();

export function SearchPanel() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const { term, groups, isSearching } = useSearchResults(input);

  const open = (link: string) => {
    if (isExternalLink(link)) window.open(link, '_blank', 'noopener,noreferrer');
    else void navigate({ href: link });
  };

  const emptyMessage =
    term === null
      ? t('search.minLength', { min: searchMinLength })
      : isSearching
        ? t('search.searching')
        : t('search.noResults', { term });

  return (
    <>
      <Tooltip label={t('search.label')}>
        <ActionIcon
          {...toolbarButton}
          aria-label={t('search.label')}
          aria-haspopup="dialog"
          onClick={searchSpotlight.open}
        >
          <IconSearch size={20} />
        </ActionIcon>
      </Tooltip>
      <Spotlight.Root
        store={searchStore}
        query={input}
        onQueryChange={setInput}
        scrollable
        maxHeight={440}
        // The dialog's name: Mantine's spotlight has no title to take it from.
        attributes={{ content: { 'aria-label': t('search.label') } }}
      >
        <Spotlight.Search
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          leftSection={<IconSearch size={18} />}
          rightSection={isSearching && term !== null ? <Loader size="xs" /> : null}
        />
        <Spotlight.ActionsList aria-label={t('search.results')}>
          {groups.map((group) => (
            // The group label is drawn by CSS; role and aria-label let assistive technology read it too.
            <Spotlight.ActionsGroup key={group.id} label={group.label} role="group" aria-label={group.label}>
              {groupEntries(group).map((entry) => (
                <SearchResultItem key={`${entry.group}-${entry.result.id}`} entry={entry} onOpen={open} />
              ))}
            </Spotlight.ActionsGroup>
          ))}
          {groups.length === 0 && <Spotlight.Empty>{emptyMessage}</Spotlight.Empty>}
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
