import { SUBTASK_TEXTS } from '@morphic/contracts';
import { Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleSearch } from '../../system/components/ConsoleSearch';
import { adminMissionsQuery } from '../queries';

/**
 * The mission a new one is a subtask of, found by the server's search as the admin types
 * (the options are the server's answer, not filtered again here).
 */
export function ParentMissionSelect(props: GetInputPropsReturnType) {
  const search = useConsoleSearch();
  const [typed, setTyped] = useState('');
  const missions = useQuery({
    ...adminMissionsQuery({ q: search.query, page: 1, page_size: 20 }),
    placeholderData: keepPreviousData,
  });
  const options = (missions.data?.missions ?? []).map((mission) => ({
    value: mission.id,
    label: `${mission.title} (${mission.id.slice(0, 8)})`,
  }));
  return (
    <Select
      label={SUBTASK_TEXTS.parentLabel}
      description={SUBTASK_TEXTS.parentHint}
      placeholder={SUBTASK_TEXTS.parentPlaceholder}
      data={options}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={(text) => {
        setTyped(text);
        // Picking an option writes its label into the box: that is no new search.
        if (!options.some((option) => option.label === text)) search.setText(text);
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={SUBTASK_TEXTS.noParent}
      data-testid="mission-create-parent"
      {...props}
    />
  );
}
