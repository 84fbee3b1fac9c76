/** A custom field a site offers: a number (float) or a single line of text. */
export interface CustomFieldDefinition {
  readonly id: `customfield_${number}`;
  readonly name: string;
  readonly type: 'number' | 'string';
}

/** One entry of `GET /rest/api/3/field`. */
export interface FieldJson {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly custom: boolean;
  readonly orderable: boolean;
  readonly navigable: boolean;
  readonly searchable: boolean;
  readonly clauseNames: readonly string[];
  readonly untranslatedName?: string;
  readonly schema: {
    readonly type: string;
    readonly items?: string;
    readonly system?: string;
    readonly custom?: string;
    readonly customId?: number;
  };
}

export const STORY_PRICE_FIELD: CustomFieldDefinition = {
  id: 'customfield_10050',
  name: 'Story price',
  type: 'number',
};

const SYSTEM_FIELDS: readonly [id: string, name: string, type: string, items?: string][] = [
  ['summary', 'Summary', 'string'],
  ['description', 'Description', 'string'],
  ['status', 'Status', 'status'],
  ['labels', 'Labels', 'array', 'string'],
  ['created', 'Created', 'datetime'],
  ['updated', 'Updated', 'datetime'],
  ['duedate', 'Due date', 'date'],
  ['priority', 'Priority', 'priority'],
  ['project', 'Project', 'project'],
  ['issuetype', 'Issue Type', 'issuetype'],
  ['attachment', 'Attachment', 'array', 'attachment'],
];

const CUSTOM_TYPES = {
  number: 'com.atlassian.jira.plugin.system.customfieldtypes:float',
  string: 'com.atlassian.jira.plugin.system.customfieldtypes:textfield',
} as const;

export function fieldCatalog(customFields: readonly CustomFieldDefinition[]): FieldJson[] {
  const system = SYSTEM_FIELDS.map(([id, name, type, items]): FieldJson => ({
    id,
    key: id,
    name,
    custom: false,
    orderable: !['status', 'created', 'updated', 'attachment'].includes(id),
    navigable: true,
    searchable: true,
    clauseNames: [id],
    schema: { type, ...(items ? { items } : {}), system: id },
  }));
  const custom = customFields.map((field): FieldJson => {
    const customId = Number(field.id.slice('customfield_'.length));
    return {
      id: field.id,
      key: field.id,
      name: field.name,
      untranslatedName: field.name,
      custom: true,
      orderable: true,
      navigable: true,
      searchable: true,
      clauseNames: [`cf[${customId}]`, field.name],
      schema: { type: field.type, custom: CUSTOM_TYPES[field.type], customId },
    };
  });
  return [...system, ...custom];
}
