import type { ListFilters } from './list-state';

/**
 * What makes one admin list: its filters as it opens, which of them are typed (queried once
 * typing pauses), and the query of a request. The tab shows it and the route's loader ensures
 * its first page with the same query, so the tab opens on the loader's data.
 */
export interface AdminListDefinition<Filters extends ListFilters, Query> {
  readonly initial: Filters;
  readonly typed?: readonly (keyof Filters)[];
  readonly query: (filters: Filters, page: number) => Query;
}

/** The query of the list as it opens: its first filters, the first page. */
export const firstPageQuery = <Filters extends ListFilters, Query>(
  list: AdminListDefinition<Filters, Query>,
): Query => list.query(list.initial, 1);
