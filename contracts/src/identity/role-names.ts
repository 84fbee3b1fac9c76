/** The roles an operator account can hold (a plain list: the browser checks roles without zod). */
export const ROLES = ['operator', 'validator', 'founder', 'admin'] as const;
export type Role = (typeof ROLES)[number];
