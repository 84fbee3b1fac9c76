import type { ClusterFiguresResponse } from '@morphic/contracts';
import {
  ACCOUNTS_COLLECTION,
  MISSIONS_COLLECTION,
  ONBOARDING_COLLECTION,
  type AccountDoc,
  type MissionDoc,
  type OnboardingDoc,
} from '@morphic/contracts/server';
import { readInPages, type ReadStore } from '@morphic/stores';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { READ_STORE } from '#infrastructure/tokens';

/** The cluster-insights tab: missions by domain tag, operators and open demand by skill. */
export class GetClusterFigures extends Query<ClusterFiguresResponse> {}

/** Counts keyed by lower-cased name, shown under the first spelling met. */
class Tally<F extends string> {
  private readonly rows = new Map<string, { name: string; counts: Record<F, number> }>();

  constructor(private readonly fields: readonly F[]) {}

  add(name: string, field: F): void {
    const key = name.trim().toLowerCase();
    if (!key) return;
    let row = this.rows.get(key);
    if (!row) {
      const counts = Object.fromEntries(this.fields.map((f) => [f, 0])) as Record<F, number>;
      row = { name: name.trim(), counts };
      this.rows.set(key, row);
    }
    row.counts[field] += 1;
  }

  list(): ({ name: string } & Record<F, number>)[] {
    return [...this.rows.values()].map(({ name, counts }) => ({ name, ...counts }));
  }
}

@QueryHandler(GetClusterFigures)
export class GetClusterFiguresHandler implements IQueryHandler<GetClusterFigures> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute(): Promise<ClusterFiguresResponse> {
    const tags = new Tally(['missions', 'open'] as const);
    const skills = new Tally(['declared', 'validated', 'open_missions'] as const);
    const missions = this.store.collection<MissionDoc>(MISSIONS_COLLECTION);
    for await (const page of readInPages(missions, { withdrawn_at: { $exists: false } })) {
      for (const mission of page) {
        const open = mission.status === 'open';
        for (const tag of new Set(mission.domain_tags)) {
          tags.add(tag, 'missions');
          if (open) tags.add(tag, 'open');
        }
        if (open) {
          for (const skill of Object.keys(mission.required_skill_vector)) {
            skills.add(skill, 'open_missions');
          }
        }
      }
    }
    const accounts = this.store.collection<AccountDoc>(ACCOUNTS_COLLECTION);
    const operators = { type: 'operator', deleted_at: { $exists: false } };
    for await (const page of readInPages(accounts, operators)) {
      for (const account of page) {
        const declared = account.character_report_data?.skills ?? [];
        for (const name of new Set(declared.map((skill) => skill.name))) {
          skills.add(name, 'declared');
        }
      }
    }
    const onboarding = this.store.collection<OnboardingDoc>(ONBOARDING_COLLECTION);
    for await (const page of readInPages(onboarding)) {
      for (const doc of page) {
        for (const skill of doc.skills) if (skill.passed) skills.add(skill.skill, 'validated');
      }
    }
    return {
      domain_tags: tags
        .list()
        .map(({ name, missions: count, open }) => ({ tag: name, missions: count, open }))
        .sort((a, b) => b.missions - a.missions || a.tag.localeCompare(b.tag)),
      skills: skills
        .list()
        .map(({ name, ...counts }) => ({ skill: name, ...counts }))
        .sort(
          (a, b) =>
            b.declared +
              b.validated +
              b.open_missions -
              (a.declared + a.validated + a.open_missions) || a.skill.localeCompare(b.skill),
        ),
    };
  }
}
