import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import {
  loginViaApi,
  seedSessionToken,
  signInCompanyRepContext,
  signInContext,
  signUpViaApi,
  type ApiSession,
} from './session';

/**
 * A new operator whose onboarding an admin bypassed, so the take never meets another test's
 * work on a shared demo account (an operator holds one unsubmitted task at a time).
 */
export async function onboardedOperator(request: APIRequestContext): Promise<ApiSession> {
  const operator = await signUpViaApi(request);
  const admin = await loginViaApi(request, 'admin');
  const bypassed = await request.post(`/api/admin/operators/${operator.userId}/bypass-onboarding`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(bypassed.status(), 'bypass onboarding').toBe(200);
  return operator;
}

/** A page in its own browser context (own storage, own socket), signed in by `signIn`. */
export async function newPage(
  browser: Browser,
  signIn: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  return page;
}

/** The three people of a company task's life, each in their own browser. */
export interface CompanyWorkPages {
  readonly rep: Page;
  readonly repToken: string;
  readonly operator: Page;
  readonly validator: Page;
}

/** The demo representative, a fresh onboarded operator and the demo validator, signed in. */
export async function companyWorkPages(
  browser: Browser,
  request: APIRequestContext,
): Promise<CompanyWorkPages> {
  let repToken = '';
  const rep = await newPage(browser, async (page) => {
    repToken = (await signInCompanyRepContext(page.context(), request)).token;
  });
  const operatorSession = await onboardedOperator(request);
  const operator = await newPage(browser, (page) =>
    seedSessionToken(page.context(), operatorSession.token),
  );
  const validator = await newPage(browser, (page) =>
    signInContext(page.context(), request, 'validator'),
  );
  return { rep, repToken, operator, validator };
}
