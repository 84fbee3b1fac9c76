import { useDebouncedValue } from '@mantine/hooks';
import { useReducer } from 'react';
import { listReducer, openList, requestKey, typedValues, type ListFilters } from '../list-state';

/** How long a typed filter waits for the next keystroke before the list reloads. */
export const TYPING_PAUSE_MS = 300;

/** Which rows are ticked for a bulk action, and how a row's box ticks. */
export interface ListSelection {
  readonly selected: ReadonlySet<string>;
  readonly toggle: (id: string, on: boolean) => void;
  readonly clear: () => void;
}

/** An admin list's state, as `useAdminList` keeps it and `AdminListTab` shows it. */
export interface AdminList<Filters extends ListFilters> {
  /** The filters as the admin set them (what the inputs show). */
  readonly filters: Filters;
  readonly setFilter: <Name extends keyof Filters>(name: Name, value: Filters[Name]) => void;
  /** A filter input's value and change handler (a search box, a select). */
  readonly bind: <Name extends keyof Filters>(
    name: Name,
  ) => { value: Filters[Name]; onChange: (value: Filters[Name]) => void };
  readonly page: number;
  readonly setPage: (page: number) => void;
  readonly selection: ListSelection;
  /** What to ask the server for (typed filters once typing paused), as one comparable string. */
  readonly requestKey: string;
}

/**
 * An admin list's search, filters, page and ticked rows. Filters named in `typed` are free
 * text: they are queried trimmed once typing pauses; the others (options, limits) at once.
 * Another filter goes back to the first page; another filter or page lets the ticked rows go.
 */
export function useAdminList<Filters extends ListFilters>({
  initial,
  typed = [],
}: {
  initial: Filters;
  typed?: readonly (keyof Filters)[];
}): AdminList<Filters> {
  const [state, dispatch] = useReducer(listReducer<Filters>, initial, openList<Filters>);
  const [settledTyped] = useDebouncedValue(
    JSON.stringify(typedValues(state.filters, typed)),
    TYPING_PAUSE_MS,
  );
  const setFilter: AdminList<Filters>['setFilter'] = (name, value) =>
    dispatch({ type: 'filter', name, value });
  return {
    filters: state.filters,
    setFilter,
    bind: (name) => ({ value: state.filters[name], onChange: (value) => setFilter(name, value) }),
    page: state.page,
    setPage: (page) => dispatch({ type: 'page', page }),
    selection: {
      selected: state.selected,
      toggle: (id, on) => dispatch({ type: 'select', id, on }),
      clear: () => dispatch({ type: 'clear' }),
    },
    requestKey: requestKey(state.filters, JSON.parse(settledTyped) as Partial<Filters>, state.page),
  };
}
