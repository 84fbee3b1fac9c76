/** The demo accounts a fresh DATA_DIR is seeded with (printed by the server on start). */
export interface DemoUser {
  readonly login: string;
  readonly password: string;
}

export const DEMO_USERS = {
  admin: { login: 'admin', password: 'Admin#Morphic2025' },
  founder: { login: 'founder', password: 'Founder#Morphic2025' },
  validator: { login: 'validator', password: 'Validator#Morphic2025' },
  ada: { login: 'ada', password: 'Operator#Morphic2025' },
  alan: { login: 'alan', password: 'Operator#Morphic2025' },
  companyRep: { login: 'nora@northwind.example', password: 'Company#Morphic2025' },
  /** Northwind's own account: it adds representatives, it is no user. */
  companyAccount: { login: 'hello@northwind.example', password: 'Company#Morphic2025' },
} as const satisfies Record<string, DemoUser>;

export type DemoUserName = keyof typeof DEMO_USERS;
