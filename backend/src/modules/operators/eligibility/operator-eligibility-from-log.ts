import {
  MARKETPLACE_TEXTS,
  MISSIONS_CONSOLE_TEXTS,
  OPERATORS_CONSOLE_TEXTS,
  OPERATOR_ANALYSIS_TEXTS,
} from '@morphic/contracts';
import { STREAMS, type EventData } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import type { Decision } from '#infrastructure/commands/decision';
import { requiredSkills } from '../../missions/mission-match/mission-match-notification';
import type { OperatorEligibility } from '../../missions/marketplace/operator-eligibility.port';
import { operatorAdminDecider } from '../admin/operator-admin.decider';
import { onboardingDecider } from '../onboarding/onboarding.decider';
import { adminBlockedSkill } from '../onboarding/skill-admin.decider';

/** The take's eligibility rules, decided from the operator's account and onboarding streams. */
@Injectable()
export class OperatorEligibilityFromLog implements OperatorEligibility {
  async assertMayTake(
    streams: Decision,
    operatorId: string,
    mission: EventData<'MissionPosted'>,
  ): Promise<void> {
    const account = await streams.read(STREAMS.operator(operatorId), operatorAdminDecider);
    if (!account.exists) {
      throw new DomainRuleViolation('not_found', OPERATORS_CONSOLE_TEXTS.operatorNotFound);
    }
    if (account.status === 'suspended') {
      throw new DomainRuleViolation(
        'conflict',
        MISSIONS_CONSOLE_TEXTS.operatorSuspended(account.handle),
      );
    }
    if (mission.requires_vetted && !account.vetted) {
      throw new DomainRuleViolation('forbidden', MARKETPLACE_TEXTS.vettedOnly);
    }
    const blockedSkill = adminBlockedSkill(
      await streams.read(STREAMS.onboarding(operatorId), onboardingDecider),
      requiredSkills(mission),
    );
    if (blockedSkill) {
      throw new DomainRuleViolation(
        'forbidden',
        OPERATOR_ANALYSIS_TEXTS.skillBlockedForMission(blockedSkill),
      );
    }
  }
}
