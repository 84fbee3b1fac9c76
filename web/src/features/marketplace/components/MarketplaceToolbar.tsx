import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import {
  Button,
  Collapse,
  Grid,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  TextInput,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import {
  activeFilterCount,
  hasActiveFilters,
  rewardBound,
  type MarketplaceFilters,
} from '../marketplace-filters';

/**
 * The search box (debounced by the page), the client-side filters and the way to clear both.
 * On a narrow screen the filters fold behind a toggle, so the first mission stays in view.
 */
export function MarketplaceToolbar({
  search,
  onSearch,
  onClear,
  searching,
  filters,
  onFilters,
  skillChoices,
}: {
  search: string;
  onSearch: (text: string) => void;
  /** Empties the search box and drops every filter. */
  onClear: () => void;
  searching: boolean;
  filters: MarketplaceFilters;
  onFilters: (filters: MarketplaceFilters) => void;
  skillChoices: readonly string[];
}) {
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [unfolded, { toggle }] = useDisclosure(false);
  const searchInput = (
    <TextInput
      value={search}
      onChange={(event) => onSearch(event.currentTarget.value)}
      label={MARKETPLACE_TEXTS.search}
      placeholder={MARKETPLACE_TEXTS.searchPlaceholder}
      leftSection={<IconSearch size={16} />}
      rightSection={searching ? <Loader size={14} /> : null}
      data-testid="marketplace-search"
      style={{ flex: 1 }}
    />
  );
  const fields = (
    <>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <MultiSelect
          label={MARKETPLACE_TEXTS.skillsFilter}
          placeholder={filters.skills.length === 0 ? MARKETPLACE_TEXTS.skillsFilterPlaceholder : ''}
          data={[...new Set([...skillChoices, ...filters.skills])]}
          value={[...filters.skills]}
          onChange={(skills) => onFilters({ ...filters, skills })}
          searchable
          clearable
          data-testid="marketplace-skills-filter"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, md: 'auto' }}>
        <NumberInput
          label={MARKETPLACE_TEXTS.minReward}
          value={filters.minReward ?? ''}
          onChange={(value) => onFilters({ ...filters, minReward: rewardBound(value) })}
          min={0}
          allowNegative={false}
          data-testid="marketplace-min-reward"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, md: 'auto' }}>
        <NumberInput
          label={MARKETPLACE_TEXTS.maxReward}
          value={filters.maxReward ?? ''}
          onChange={(value) => onFilters({ ...filters, maxReward: rewardBound(value) })}
          min={0}
          allowNegative={false}
          data-testid="marketplace-max-reward"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 'content' }}>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} />}
          disabled={!hasActiveFilters(filters) && search === ''}
          onClick={onClear}
          data-testid="marketplace-clear-filters"
        >
          {MARKETPLACE_TEXTS.clearFilters}
        </Button>
      </Grid.Col>
    </>
  );
  if (wide) {
    return (
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={5}>{searchInput}</Grid.Col>
        {fields}
      </Grid>
    );
  }
  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {searchInput}
        <Button
          variant="light"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={toggle}
          aria-expanded={unfolded}
          data-testid="marketplace-filters-toggle"
        >
          {MARKETPLACE_TEXTS.filtersToggle(activeFilterCount(filters))}
        </Button>
      </Group>
      <Collapse expanded={unfolded}>
        <Grid gap="sm" align="flex-end" pt="sm">
          {fields}
        </Grid>
      </Collapse>
    </div>
  );
}
