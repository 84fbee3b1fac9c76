import { JiraAttachment, JiraTransitions } from './jira-resources';

describe('Jira answers with the fields Atlassian documents as optional left out', () => {
  it('reads an attachment with only its id and name', () => {
    expect(JiraAttachment.parse({ id: '10042', filename: 'report.pdf' })).toEqual({
      id: '10042',
      filename: 'report.pdf',
    });
  });

  it('reads transitions without a name or a target status', () => {
    expect(JiraTransitions.parse({ transitions: [{ id: '11' }] }).transitions).toEqual([
      { id: '11' },
    ]);
  });
});
