import { firstPageQuery } from '../admin-list/list-definition';
import { MISSIONS_LIST } from './missions-list';
import { FIRST_MISSIONS_PAGE, adminMissionsQuery } from './queries';

describe('the Tasks tab’s list', () => {
  it('opens on the query the /tasks loader ensures, so it shows that data at once', () => {
    expect(firstPageQuery(MISSIONS_LIST).queryKey).toEqual(
      adminMissionsQuery(FIRST_MISSIONS_PAGE).queryKey,
    );
  });

  it('asks for a chosen status and the next page, and for no status when any will do', () => {
    const { queryKey } = MISSIONS_LIST.query({ q: 'api', status: 'open', owner: '' }, 2);
    expect(queryKey.at(-1)).toMatchObject({ q: 'api', status: 'open', page: 2 });
    expect(firstPageQuery(MISSIONS_LIST).queryKey.at(-1)).toMatchObject({ status: '' });
  });
});
