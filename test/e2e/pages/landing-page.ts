import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** The landing page at `/`. */
export class LandingPage {
  readonly shell: AppShell;
  readonly splash: Locator;
  readonly typewriter: Locator;
  readonly networkCanvas: Locator;
  readonly systemStatus: Locator;
  readonly currentCohort: Locator;
  readonly copyright: Locator;
  readonly headline: Locator;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.splash = page.getByTestId('splash');
    this.typewriter = page.getByTestId('typewriter');
    this.networkCanvas = page.getByTestId('network-canvas');
    this.systemStatus = page.getByTestId('system-status');
    this.currentCohort = page.getByTestId('current-cohort');
    this.copyright = page.getByTestId('copyright');
    this.headline = page.locator('#landing-headline');
  }

  /** Opens `/`; by default returns at DOMContentLoaded so the 2 s splash can still be seen. */
  async goto(): Promise<void> {
    await this.page.goto('/', { waitUntil: 'domcontentloaded' });
  }

  /**
   * The splash holds 2 s, slides out over 0.8 s and is then removed from the page. It mounts
   * with the shell, so once the header is rendered its absence means it has come and gone.
   */
  async waitForSplashGone(): Promise<void> {
    await expect(this.shell.header).toBeVisible();
    await expect(this.splash).toHaveCount(0);
  }

  /** Whether the canvas has painted anything (some pixel is not fully transparent). */
  canvasHasPixels(): Promise<boolean> {
    return this.networkCanvas.evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let index = 3; index < data.length; index += 4) if (data[index] !== 0) return true;
      return false;
    });
  }
}
