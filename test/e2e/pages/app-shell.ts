import { expect, type Locator, type Page } from '@playwright/test';
import { SHELL_TEXTS } from '@morphic/contracts';
import { type DemoUser } from '../support/users';

/** The header (sign in, user menu, realtime dot), the sign-in dialog and the top banners. */
export class AppShell {
  readonly header: Locator;
  readonly signInButton: Locator;
  readonly userMenu: Locator;
  readonly signOutItem: Locator;
  readonly realtimeIndicator: Locator;
  readonly signInDialog: Locator;
  readonly usernameInput: Locator;
  readonly passwordInput: Locator;
  readonly submitButton: Locator;
  readonly signInError: Locator;
  readonly priorityBanner: Locator;
  readonly underConstructionNotice: Locator;
  readonly unreadNotifications: Locator;
  readonly impersonationBanner: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByTestId('app-header');
    this.signInButton = page.getByTestId('header-sign-in');
    this.userMenu = page.getByTestId('user-menu');
    this.signOutItem = page.getByTestId('sign-out');
    this.realtimeIndicator = page.getByTestId('realtime-indicator');
    this.signInDialog = page.getByRole('dialog', { name: 'Sign In' });
    this.usernameInput = page.getByTestId('signin-username');
    this.passwordInput = page.getByTestId('signin-password');
    this.submitButton = page.getByTestId('signin-submit');
    this.signInError = page.getByTestId('signin-error');
    this.priorityBanner = page.getByTestId('priority-banner');
    this.underConstructionNotice = page.getByTestId('under-construction-notice');
    this.unreadNotifications = page.getByTestId('notifications-unread');
    this.impersonationBanner = page.getByTestId('impersonation-banner');
  }

  /**
   * Stops impersonating from the banner and waits for the reload that follows: the banner goes
   * before the page reloads, and a navigation started in between races the reload.
   */
  async stopImpersonating(): Promise<void> {
    const reloaded = this.page.waitForEvent('load');
    await this.impersonationBanner
      .getByRole('button', { name: SHELL_TEXTS.stopImpersonating })
      .click();
    await reloaded;
    await expect(this.impersonationBanner).toHaveCount(0);
  }

  /** Opens the Sign In dialog from the header and submits the credentials. */
  async submitSignIn(user: DemoUser): Promise<void> {
    await this.signInButton.click();
    await expect(this.signInDialog).toBeVisible();
    await this.usernameInput.fill(user.login);
    await this.passwordInput.fill(user.password);
    await this.submitButton.click();
  }

  /** Signs in through the real dialog and waits until the header shows the user menu. */
  async signIn(user: DemoUser): Promise<void> {
    await this.submitSignIn(user);
    await expect(this.signInDialog).toBeHidden();
    await expect(this.userMenu).toBeVisible();
    await expect(this.signInButton).toBeHidden();
  }

  async signOut(): Promise<void> {
    await this.userMenu.click();
    await this.signOutItem.click();
  }

  /** The token the web app keeps in localStorage (null when signed out). */
  storedToken(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('morphic.token'));
  }
}
