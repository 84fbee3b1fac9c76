import {
  COMPANY_REPUTATION_COLLECTION,
  CompanyReputationDocSchema,
  REPUTATION_ASSIGNMENTS_COLLECTION,
  REPUTATION_MISSIONS_COLLECTION,
  ReputationAssignmentDocSchema,
  ReputationMissionDocSchema,
} from '@morphic/contracts/server';
import type { ProjectedEvent } from '../runtime/projection';
import { companyWorkEvents } from '../testing/company-work-events';
import { TestLog, parsedWith, project, pushesAfter, expectIdempotent } from '../testing/project';
import { companyReputationProjection } from './projection';

const HOUR = 3_600_000;
/** An instant `hours` after the morning of 2025-03-03. */
const at = (hours: number) =>
  new Date(Date.parse('2025-03-03T08:00:00.000Z') + hours * HOUR).toISOString();

const reputationOf = async (events: readonly ProjectedEvent[]) =>
  (await project(companyReputationProjection, events))[COMPANY_REPUTATION_COLLECTION];

/** Acme's history: three missions, four submissions (one withdrawn, one awaiting review). */
function acmeHistory() {
  const log = new TestLog();
  const acme = companyWorkEvents(log);
  return [
    acme.posted('mi-1'),
    acme.posted('mi-2'),
    acme.posted('mi-3', null),
    acme.taken('as-1', 'mi-1'),
    acme.submitted('as-1', 'en-1', at(0)),
    acme.decided('as-1', 'en-1', 'fail', at(2)),
    acme.submitted('as-1', 'en-2', at(3)),
    acme.decided('as-1', 'en-2', 'pass', at(9)),
    acme.taken('as-2', 'mi-2'),
    acme.submitted('as-2', 'en-3', at(10)),
    acme.unsubmitted('as-2', 'en-3'),
    acme.submitted('as-2', 'en-4', at(11)),
    acme.decided('as-2', 'en-4', 'needs_review', at(12)),
    acme.deadlineChanged('mi-2', '2025-04-08T17:00:00.000Z'),
    acme.deadlineChanged('mi-2', '2025-04-15T17:00:00.000Z'),
    acme.withdrawn('mi-3'),
  ];
}

const ACME_REPUTATION = {
  _id: 'co-acme',
  company_id: 'co-acme',
  decisions: 2,
  rejections: 1,
  rejection_rate: 0.5,
  // The fail took 2 h, the pass 6 h: the median of an even count is the mean of the middle two.
  median_decision_ms: 4 * HOUR,
  missions_posted: 3,
  deadlines_extended: 1,
  deadlines_cancelled: 1,
  deadlines_extended_rate: 1 / 3,
  deadlines_cancelled_rate: 1 / 3,
};

describe('company reputation projection', () => {
  it("times each submission to its pass or fail, and counts the missions' deadline changes", async () => {
    const docs = await project(companyReputationProjection, acmeHistory());

    expect(docs[COMPANY_REPUTATION_COLLECTION]).toEqual([ACME_REPUTATION]);
    expect(docs[REPUTATION_ASSIGNMENTS_COLLECTION]).toEqual([
      {
        _id: 'assignment-as-1',
        company_id: 'co-acme',
        submissions: [
          { entry_id: 'en-1', submitted_at: at(0), decision: 'fail', decided_at: at(2) },
          { entry_id: 'en-2', submitted_at: at(3), decision: 'pass', decided_at: at(9) },
        ],
        stream_revision: 4,
      },
      {
        _id: 'assignment-as-2',
        company_id: 'co-acme',
        // Withdrawn before its decision, en-3 is forgotten; en-4 awaits a person.
        submissions: [{ entry_id: 'en-4', submitted_at: at(11), decision: null, decided_at: null }],
        stream_revision: 3,
      },
    ]);
    expect(docs[REPUTATION_MISSIONS_COLLECTION]).toEqual([
      {
        _id: 'mission-mi-1',
        company_id: 'co-acme',
        deadline_at: '2025-04-01T17:00:00.000Z',
        deadline_extended: false,
        deadline_cancelled: false,
        stream_revision: 0,
      },
      {
        _id: 'mission-mi-2',
        company_id: 'co-acme',
        deadline_at: '2025-04-15T17:00:00.000Z',
        deadline_extended: true,
        deadline_cancelled: false,
        stream_revision: 2,
      },
      {
        _id: 'mission-mi-3',
        company_id: 'co-acme',
        deadline_at: null,
        deadline_extended: false,
        deadline_cancelled: true,
        stream_revision: 1,
      },
    ]);
    expect(
      parsedWith(CompanyReputationDocSchema, docs[COMPANY_REPUTATION_COLLECTION] ?? []),
    ).toEqual(docs[COMPANY_REPUTATION_COLLECTION]);
    expect(
      parsedWith(ReputationMissionDocSchema, docs[REPUTATION_MISSIONS_COLLECTION] ?? []),
    ).toEqual(docs[REPUTATION_MISSIONS_COLLECTION]);
    expect(
      parsedWith(ReputationAssignmentDocSchema, docs[REPUTATION_ASSIGNMENTS_COLLECTION] ?? []),
    ).toEqual(docs[REPUTATION_ASSIGNMENTS_COLLECTION]);
  });

  it('takes the middle wait of an odd count, so one slow decision does not set the figure', async () => {
    const acme = companyWorkEvents(new TestLog());
    const waits = [1, 2, 72];
    const events = [
      acme.posted('mi-1'),
      ...waits.flatMap((hours, index) => [
        acme.taken(`as-${index}`, 'mi-1'),
        acme.submitted(`as-${index}`, `en-${index}`, at(0)),
        acme.decided(`as-${index}`, `en-${index}`, 'pass', at(hours)),
      ]),
    ];

    expect(await reputationOf(events)).toEqual([
      expect.objectContaining({
        decisions: 3,
        rejections: 0,
        rejection_rate: 0,
        median_decision_ms: 2 * HOUR,
      }),
    ]);
  });

  it('counts a deadline removed as cancelled, and one added or brought forward as neither', async () => {
    const acme = companyWorkEvents(new TestLog());
    const events = [
      acme.posted('mi-1'),
      acme.deadlineChanged('mi-1', '2025-03-20T17:00:00.000Z'),
      acme.retitled('mi-1', 'Calibrate both lidars'),
      acme.posted('mi-2', null),
      acme.deadlineChanged('mi-2', '2025-03-20T17:00:00.000Z'),
      acme.posted('mi-3'),
      acme.deadlineChanged('mi-3', null),
      acme.deadlineChanged('mi-3', '2025-05-01T17:00:00.000Z'),
      acme.withdrawn('mi-3'),
    ];

    expect(await reputationOf(events)).toEqual([
      expect.objectContaining({
        missions_posted: 3,
        deadlines_extended: 0,
        deadlines_cancelled: 1,
        deadlines_cancelled_rate: 1 / 3,
      }),
    ]);
  });

  it('keeps no figures for missions without company, nor for onboarding work', async () => {
    const log = new TestLog();
    const marketplace = companyWorkEvents(log, null);
    const docs = await project(companyReputationProjection, [
      marketplace.posted('mi-1'),
      marketplace.taken('as-1', 'mi-1'),
      marketplace.submitted('as-1', 'en-1'),
      marketplace.decided('as-1', 'en-1', 'pass'),
      marketplace.taken('as-2', null),
      marketplace.submitted('as-2', 'en-2'),
    ]);

    expect(docs).toEqual({
      [COMPANY_REPUTATION_COLLECTION]: [],
      [REPUTATION_MISSIONS_COLLECTION]: [],
      [REPUTATION_ASSIGNMENTS_COLLECTION]: [],
    });
  });

  it('keeps each company apart', async () => {
    const log = new TestLog();
    const acme = companyWorkEvents(log);
    const globex = companyWorkEvents(log, 'co-globex');
    const docs = await reputationOf([
      acme.posted('mi-1'),
      globex.posted('mi-2'),
      globex.taken('as-1', 'mi-2'),
      globex.submitted('as-1', 'en-1', at(0)),
      globex.decided('as-1', 'en-1', 'fail', at(1)),
    ]);

    expect(docs).toEqual([
      expect.objectContaining({ _id: 'co-acme', missions_posted: 1, decisions: 0 }),
      expect.objectContaining({
        _id: 'co-globex',
        missions_posted: 1,
        decisions: 1,
        rejections: 1,
      }),
    ]);
  });

  it('counts each event once, however often and late it is applied again', async () => {
    const events = acmeHistory();

    const once = await expectIdempotent(companyReputationProjection, events);

    expect(once[COMPANY_REPUTATION_COLLECTION]).toEqual([ACME_REPUTATION]);
  });

  it("pushes the company's decision figures to the marketplace after a pass or fail", async () => {
    const acme = companyWorkEvents(new TestLog());
    const upToSubmission = [
      acme.posted('mi-1'),
      acme.taken('as-1', 'mi-1'),
      acme.submitted('as-1', 'en-1', at(0)),
    ];

    expect(
      await pushesAfter(companyReputationProjection, [
        ...upToSubmission,
        acme.decided('as-1', 'en-1', 'fail', at(3)),
      ]),
    ).toEqual([
      {
        rooms: ['marketplace'],
        message: 'company.reputation.updated',
        data: {
          company_id: 'co-acme',
          decisions: 1,
          rejection_rate: 1,
          median_decision_ms: 3 * HOUR,
        },
      },
    ]);
    expect(
      await pushesAfter(companyReputationProjection, [
        ...upToSubmission,
        acme.decided('as-1', 'en-1', 'needs_review', at(3)),
      ]),
    ).toEqual([]);
  });
});
