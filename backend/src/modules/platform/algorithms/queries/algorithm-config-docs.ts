import {
  ALGORITHM_SECTIONS,
  ALGORITHM_SECTION_NAMES,
  type AlgorithmConfigDocsResponse,
  type AlgorithmConfigValues,
  type AlgorithmParam,
} from '@morphic/contracts';

/** What each parameter means, its range, and the default in force (the environment's). */
export function algorithmConfigDocs(defaults: AlgorithmConfigValues): AlgorithmConfigDocsResponse {
  return {
    sections: ALGORITHM_SECTION_NAMES.map((section) => {
      const definition = ALGORITHM_SECTIONS[section];
      const sectionDefaults = defaults[section] as Readonly<Record<string, number>>;
      return {
        section,
        title: definition.title,
        description: definition.description,
        used_by: definition.usedBy,
        params: (Object.entries(definition.params) as [string, AlgorithmParam][]).map(
          ([key, param]) => ({
            key,
            label: param.label,
            description: param.description,
            min: param.min,
            max: param.max,
            integer: param.integer,
            default: sectionDefaults[key] ?? param.builtIn,
            built_in_default: param.builtIn,
            env: param.env,
          }),
        ),
      };
    }),
  };
}
