import type { DomainEvent, EventData } from '@morphic/contracts/server';

type StoredFile = EventData<'AdminFilesUploaded'>['files'][number];

/** What one push of files did: the events for the mission's stream and how many went up. */
export interface JiraFilesPushed {
  readonly events: readonly DomainEvent[];
  readonly uploaded: number;
  readonly total: number;
}

/** The Jira issue a mission follows, ready to receive files. */
export interface MissionJiraIssue {
  readonly jiraKey: string;
  upload(files: readonly StoredFile[]): Promise<JiraFilesPushed>;
}

/**
 * The console's Jira upload test reaches the mission's Jira issue through this port: missions
 * defines it and companies (which owns the Jira accounts) implements it, so missions never
 * imports companies (docs/architecture.md).
 */
export interface MissionJiraFiles {
  /** The mission's Jira issue; null when it follows none. */
  issueOf(missionId: string): Promise<MissionJiraIssue | null>;
}

export const MISSION_JIRA_FILES = Symbol('MissionJiraFiles');
