import { z } from 'zod';

/** One tunable number of an algorithm: what it means, its range, and where its default comes from. */
export interface AlgorithmParam {
  readonly label: string;
  readonly description: string;
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  /** The value when neither the environment nor an admin sets one. */
  readonly builtIn: number;
  /** The environment variable that overrides the built-in default. */
  readonly env: string;
}

export interface AlgorithmSectionDefinition<K extends string = string> {
  readonly title: string;
  readonly description: string;
  /** Where the product reads the section's saved values. */
  readonly usedBy: string;
  readonly params: Readonly<Record<K, AlgorithmParam>>;
}

const param = (
  label: string,
  description: string,
  builtIn: number,
  range: { min: number; max: number; integer?: boolean },
  env: string,
): AlgorithmParam => ({ label, description, builtIn, env, integer: false, ...range });

/**
 * The parameters the product really uses, by section (spec 03, algorithms tab): the
 * marketplace's ranking and chance of success, the skill vector it compares, and onboarding.
 */
export const ALGORITHM_SECTIONS = {
  marketplace_ranking: {
    title: 'Marketplace ranking',
    description:
      'Chance of success p = σ(steepness · (coverage − 0.5) − difficulty penalty); score = p · (1 + reward weight · reward / top reward). Missions are listed by score.',
    usedBy: 'Marketplace recommendations (GET /api/marketplace/recommendations)',
    params: {
      coverage_steepness: param(
        'Coverage steepness',
        'How sharply the chance of success rises as the operator covers more of the required skills.',
        6,
        { min: 0.5, max: 20 },
        'ALGO_COVERAGE_STEEPNESS',
      ),
      penalty_beginner: param(
        'Beginner penalty',
        'Subtracted before the logistic for a beginner mission.',
        0,
        { min: 0, max: 5 },
        'ALGO_PENALTY_BEGINNER',
      ),
      penalty_intermediate: param(
        'Intermediate penalty',
        'Subtracted before the logistic for an intermediate mission.',
        0.75,
        { min: 0, max: 5 },
        'ALGO_PENALTY_INTERMEDIATE',
      ),
      penalty_advanced: param(
        'Advanced penalty',
        'Subtracted before the logistic for an advanced mission.',
        1.5,
        { min: 0, max: 5 },
        'ALGO_PENALTY_ADVANCED',
      ),
      reward_weight: param(
        'Reward weight',
        'How much a better paid mission moves up between equally likely successes (0: reward ignored).',
        1,
        { min: 0, max: 5 },
        'ALGO_REWARD_WEIGHT',
      ),
    },
  },
  skill_vector: {
    title: 'Operator skill vector',
    description:
      'The weight each self-rated proficiency of the character report gets in the operator’s skill vector, compared with a mission’s required skills.',
    usedBy: 'Marketplace recommendations (coverage of the required skills)',
    params: {
      weight_beginner: param(
        'Beginner weight',
        'Weight of a skill rated beginner.',
        0.25,
        { min: 0, max: 1 },
        'ALGO_WEIGHT_BEGINNER',
      ),
      weight_intermediate: param(
        'Intermediate weight',
        'Weight of a skill rated intermediate.',
        0.5,
        { min: 0, max: 1 },
        'ALGO_WEIGHT_INTERMEDIATE',
      ),
      weight_advanced: param(
        'Advanced weight',
        'Weight of a skill rated advanced.',
        0.75,
        { min: 0, max: 1 },
        'ALGO_WEIGHT_ADVANCED',
      ),
      weight_expert: param(
        'Expert weight',
        'Weight of a skill rated expert.',
        1,
        { min: 0, max: 1 },
        'ALGO_WEIGHT_EXPERT',
      ),
    },
  },
  onboarding: {
    title: 'Onboarding',
    description:
      'How many of a skill’s active bank tasks an operator may try before the skill is blocked as exhausted.',
    usedBy: 'Onboarding task assignment (start and after each failed task)',
    params: {
      max_attempts_per_skill: param(
        'Attempts before a skill is blocked',
        'The first N active tasks of the skill are tried in turn; after N failures the skill is blocked. 0: every active task of the skill.',
        0,
        { min: 0, max: 50, integer: true },
        'ALGO_ONBOARDING_ATTEMPTS',
      ),
    },
  },
} as const satisfies Record<string, AlgorithmSectionDefinition>;

export type AlgorithmSection = keyof typeof ALGORITHM_SECTIONS;
export const ALGORITHM_SECTION_NAMES = Object.keys(ALGORITHM_SECTIONS) as AlgorithmSection[];

export type AlgorithmSectionValues<S extends AlgorithmSection> = {
  readonly [K in keyof (typeof ALGORITHM_SECTIONS)[S]['params']]: number;
};
export type AlgorithmConfigValues = { readonly [S in AlgorithmSection]: AlgorithmSectionValues<S> };

export const isAlgorithmSection = (name: string): name is AlgorithmSection =>
  Object.hasOwn(ALGORITHM_SECTIONS, name);

const paramsOf = (section: AlgorithmSection): [string, AlgorithmParam][] =>
  Object.entries(ALGORITHM_SECTIONS[section].params);

const rangeMessage = (key: string, p: AlgorithmParam): string =>
  `${key} must be ${p.integer ? 'a whole number' : 'a number'} between ${p.min} and ${p.max}`;

function paramSchema(key: string, p: AlgorithmParam): z.ZodNumber {
  const message = rangeMessage(key, p);
  const number = z.number({ error: message });
  return (p.integer ? number.int(message) : number).min(p.min, message).max(p.max, message);
}

/** A section's values: every parameter, each a number in its range, nothing else. */
export function algorithmSectionSchema<S extends AlgorithmSection>(
  section: S,
): z.ZodType<AlgorithmSectionValues<S>> {
  const shape = Object.fromEntries(paramsOf(section).map(([key, p]) => [key, paramSchema(key, p)]));
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown parameter ${issue.keys.join(', ')} for ${section}`
        : `The ${section} parameters must be an object`,
  }) as unknown as z.ZodType<AlgorithmSectionValues<S>>;
}

/**
 * The defaults the environment gives (each parameter's variable, else its built-in value);
 * a variable that is set but out of range is refused with the parameter's message.
 */
export function algorithmDefaultsFrom(env: Readonly<Record<string, string | undefined>>): {
  values: AlgorithmConfigValues;
  problems: string[];
} {
  const problems: string[] = [];
  const values = Object.fromEntries(
    ALGORITHM_SECTION_NAMES.map((section) => [
      section,
      Object.fromEntries(
        paramsOf(section).map(([key, p]) => {
          const text = env[p.env]?.trim();
          if (!text) return [key, p.builtIn];
          const parsed = paramSchema(key, p).safeParse(Number(text));
          if (!parsed.success) problems.push(`${p.env}: ${rangeMessage(key, p)}`);
          return [key, parsed.success ? parsed.data : p.builtIn];
        }),
      ),
    ]),
  ) as unknown as AlgorithmConfigValues;
  return { values, problems };
}

/** Every parameter at its built-in value (no environment, nothing saved). */
export const BUILT_IN_ALGORITHM_CONFIG: AlgorithmConfigValues = algorithmDefaultsFrom({}).values;
