import {
  listReducer,
  openList,
  pageCount,
  requestKey,
  requestOf,
  setFilters,
  typedValues,
  type ListState,
} from './list-state';

type Filters = { q: string; role: string; limit: number };

const opened = openList<Filters>({ q: '', role: 'all', limit: 50 });
const step = listReducer<Filters>;

/** The list on page 3 with two rows ticked. */
function onPageThreeWithTwoTicked(): ListState<Filters> {
  let state = step(opened, { type: 'page', page: 3 });
  state = step(state, { type: 'select', id: 'a', on: true });
  return step(state, { type: 'select', id: 'b', on: true });
}

describe('an admin list’s state', () => {
  it('opens on the first page with nothing ticked', () => {
    expect(opened.page).toBe(1);
    expect(opened.selected.size).toBe(0);
  });

  it('ticks and unticks rows', () => {
    const state = onPageThreeWithTwoTicked();
    expect([...state.selected]).toEqual(['a', 'b']);
    expect([...step(state, { type: 'select', id: 'a', on: false }).selected]).toEqual(['b']);
    expect(step(state, { type: 'clear' }).selected.size).toBe(0);
  });

  it('goes back to the first page and lets the ticked rows go when a filter changes', () => {
    const state = step(onPageThreeWithTwoTicked(), {
      type: 'filter',
      name: 'role',
      value: 'founder',
    });
    expect(state.filters).toEqual({ q: '', role: 'founder', limit: 50 });
    expect(state.page).toBe(1);
    expect(state.selected.size).toBe(0);
  });

  it('lets the ticked rows go on another page, and keeps its filters', () => {
    const state = step(onPageThreeWithTwoTicked(), { type: 'page', page: 4 });
    expect(state.page).toBe(4);
    expect(state.selected.size).toBe(0);
    expect(state.filters).toBe(opened.filters);
  });

  it('changes nothing when a filter or the page is set to what it already is', () => {
    const state = onPageThreeWithTwoTicked();
    expect(step(state, { type: 'filter', name: 'role', value: 'all' })).toBe(state);
    expect(step(state, { type: 'page', page: 3 })).toBe(state);
    expect(step(state, { type: 'select', id: 'a', on: true })).toBe(state);
  });
});

describe('an admin list’s request', () => {
  it('queries typed filters trimmed, once typing settled, over the filters chosen at once', () => {
    const filters: Filters = { q: '  ada ', role: 'founder', limit: 100 };
    expect(typedValues(filters, ['q'])).toEqual({ q: 'ada' });
    // Typing has not settled yet: the request still holds the earlier text.
    const key = requestKey(filters, { q: 'ad' }, 2);
    expect(requestOf<Filters>(key)).toEqual({
      filters: { q: 'ad', role: 'founder', limit: 100 },
      page: 2,
    });
  });

  it('is the same key for the same request, and another for another page', () => {
    const filters: Filters = { q: 'x', role: 'all', limit: 50 };
    expect(requestKey(filters, {}, 1)).toBe(requestKey({ ...filters }, { q: 'x' }, 1));
    expect(requestKey(filters, {}, 2)).not.toBe(requestKey(filters, {}, 1));
  });

  it('leaves out the filters that filter nothing', () => {
    expect(setFilters({ action: '', actor_id: 'op-1', severity: null, limit: 50 })).toEqual({
      actor_id: 'op-1',
      limit: 50,
    });
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
