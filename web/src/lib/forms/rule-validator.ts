import type { RuleProblem } from '@morphic/contracts';
import type { FormErrors } from '@mantine/form';

/**
 * A contracts rule function (`registrationProblem`, `workerSignupProblem`) as a Mantine form
 * validator: its first broken rule shows under its field, in the rules' own order.
 */
export function ruleValidator<Values>(
  firstProblem: (values: Values) => RuleProblem | null,
): (values: Values) => FormErrors {
  return (values) => {
    const problem = firstProblem(values);
    return problem ? { [problem.field]: problem.message } : {};
  };
}
