/** A filter's value: typed text, a chosen option (null when none), a number (a row limit). */
export type FilterValue = string | number | null;

/** An admin list's filters, by name (the names its query takes). */
export type ListFilters = Readonly<Record<string, FilterValue>>;

/** What an admin list shows: its filters as the admin set them, its page, its ticked rows. */
export interface ListState<Filters extends ListFilters> {
  readonly filters: Filters;
  readonly page: number;
  readonly selected: ReadonlySet<string>;
}

export type ListAction<Filters extends ListFilters> =
  | {
      readonly type: 'filter';
      readonly name: keyof Filters;
      readonly value: Filters[keyof Filters];
    }
  | { readonly type: 'page'; readonly page: number }
  | { readonly type: 'select'; readonly id: string; readonly on: boolean }
  | { readonly type: 'clear' };

const NOTHING_SELECTED: ReadonlySet<string> = new Set();

/** The list as it opens: the first page, nothing ticked. */
export const openList = <Filters extends ListFilters>(filters: Filters): ListState<Filters> => ({
  filters,
  page: 1,
  selected: NOTHING_SELECTED,
});

/**
 * The list after an admin's step. Another filter starts again from the first page and another
 * page shows other rows: either way the ticked rows are let go, so a bulk action only ever
 * acts on rows in view.
 */
export function listReducer<Filters extends ListFilters>(
  state: ListState<Filters>,
  action: ListAction<Filters>,
): ListState<Filters> {
  switch (action.type) {
    case 'filter':
      if (state.filters[action.name] === action.value) return state;
      return {
        filters: { ...state.filters, [action.name]: action.value },
        page: 1,
        selected: NOTHING_SELECTED,
      };
    case 'page':
      return action.page === state.page
        ? state
        : { ...state, page: action.page, selected: NOTHING_SELECTED };
    case 'select': {
      if (state.selected.has(action.id) === action.on) return state;
      const selected = new Set(state.selected);
      if (action.on) selected.add(action.id);
      else selected.delete(action.id);
      return { ...state, selected };
    }
    case 'clear':
      return state.selected.size === 0 ? state : { ...state, selected: NOTHING_SELECTED };
  }
}

/** What the list asks the server for: its filters (typed ones once typing paused) and page. */
export interface ListRequest<Filters extends ListFilters> {
  readonly filters: Filters;
  readonly page: number;
}

/** The typed filters' values as they are queried: trimmed. */
export function typedValues<Filters extends ListFilters>(
  filters: Filters,
  typed: readonly (keyof Filters)[],
): Partial<Filters> {
  return Object.fromEntries(
    typed.map((name) => {
      const value = filters[name];
      return [name, typeof value === 'string' ? value.trim() : value];
    }),
  ) as Partial<Filters>;
}

/**
 * The request as one string: equal requests give equal strings, so the list (and React's
 * deferred value) tells a new request from a repeat by comparing strings.
 */
export function requestKey<Filters extends ListFilters>(
  filters: Filters,
  settledTyped: Partial<Filters>,
  page: number,
): string {
  const request: ListRequest<Filters> = { filters: { ...filters, ...settledTyped }, page };
  return JSON.stringify(request);
}

/** The request a key stands for (the key was made by `requestKey` from plain values). */
export const requestOf = <Filters extends ListFilters>(key: string): ListRequest<Filters> =>
  JSON.parse(key) as ListRequest<Filters>;

/** How many pages hold `total` rows: at least one. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** A query's filters without the unset ones (empty text, no option), which filter nothing. */
export function setFilters<Filters extends ListFilters>(
  filters: Filters,
): { [Name in keyof Filters]?: Exclude<Filters[Name], null> } {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== '' && value !== null),
  ) as { [Name in keyof Filters]?: Exclude<Filters[Name], null> };
}
