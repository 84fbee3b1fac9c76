import {
  OPERATORS_TAB_TEXTS,
  OPERATOR_ROLE_FILTERS,
  type OperatorRoleFilter,
} from '@morphic/contracts';
import {
  Badge,
  Center,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { useAdminOperators } from '../hooks/useAdminOperators';
import { FIRST_OPERATORS_PAGE, OPERATORS_PAGE_SIZE } from '../queries';
import { OperatorCards, OperatorsTable } from './OperatorsList';

const SEARCH_DEBOUNCE_MS = 300;

/** The System console's Operators tab: search, role filter, pages, impersonation. */
export function OperatorsTab() {
  const [search, setSearch] = useState<string>(FIRST_OPERATORS_PAGE.q);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<OperatorRoleFilter>(FIRST_OPERATORS_PAGE.role);
  const [page, setPage] = useState<number>(FIRST_OPERATORS_PAGE.page);
  const wide = useMediaQuery('(min-width: 48em)', true);
  const operators = useAdminOperators({
    q: debouncedSearch,
    role,
    page,
    page_size: OPERATORS_PAGE_SIZE,
  });
  const pages = operators.data
    ? Math.max(1, Math.ceil(operators.data.total / OPERATORS_PAGE_SIZE))
    : 1;

  return (
    <Stack gap="md" data-testid="operators-tab">
      <div>
        <Group gap="sm">
          <IconUsersGroup size={20} color="var(--mantine-color-violet-6)" />
          <Text fw={700} size="lg">
            {OPERATORS_TAB_TEXTS.title}
          </Text>
          {operators.data && (
            <Badge variant="light" color="gray" data-testid="operators-total">
              {OPERATORS_TAB_TEXTS.total(operators.data.total)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {OPERATORS_TAB_TEXTS.subtitle}
        </Text>
      </div>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          placeholder={OPERATORS_TAB_TEXTS.searchPlaceholder}
          aria-label={OPERATORS_TAB_TEXTS.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 260px' }}
          data-testid="operators-search"
        />
        <Select
          aria-label={OPERATORS_TAB_TEXTS.roleFilter}
          value={role}
          onChange={(value) => {
            setRole(OPERATOR_ROLE_FILTERS.find((option) => option === value) ?? 'all');
            setPage(1);
          }}
          data={OPERATOR_ROLE_FILTERS.map((value) => ({
            value,
            label: OPERATORS_TAB_TEXTS.roleOptions[value],
          }))}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          data-testid="operators-role-filter"
        />
      </Group>

      {operators.isPending ? (
        <Stack gap={8} data-testid="operators-loading">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={44} radius="md" />
          ))}
        </Stack>
      ) : operators.isError ? (
        <LoadFailedAlert
          title={OPERATORS_TAB_TEXTS.failedToFetch}
          onRetry={() => void operators.refetch()}
          retrying={operators.isFetching}
          testId="operators-error"
        />
      ) : operators.data.operators.length === 0 ? (
        <Center py={48} data-testid="operators-empty">
          <Stack align="center" gap={6} ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconSearch size={24} />
            </ThemeIcon>
            <Text fw={700}>{OPERATORS_TAB_TEXTS.empty}</Text>
            <Text size="sm" c="dimmed">
              {OPERATORS_TAB_TEXTS.emptyHint}
            </Text>
          </Stack>
        </Center>
      ) : (
        <div style={{ opacity: operators.isPlaceholderData ? 0.6 : 1 }}>
          {wide ? (
            <OperatorsTable operators={operators.data.operators} />
          ) : (
            <OperatorCards operators={operators.data.operators} />
          )}
        </div>
      )}

      {pages > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={pages}
          style={{ alignSelf: 'center' }}
          data-testid="operators-pagination"
        />
      )}
    </Stack>
  );
}
