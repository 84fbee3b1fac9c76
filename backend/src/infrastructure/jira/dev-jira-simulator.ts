import { createJiraSimulator, DEMO_SITE, seedDemoSite } from '@morphic/jira-simulator';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '../config/app-config';

/** Where development serves the Jira Cloud simulator (never in production). */
export const DEV_JIRA_PATH = '/dev/jira';

/** The simulated demo site, as the demo company's Jira account reaches it. */
export function devJiraDemoSite(config: AppConfig) {
  return {
    url: `${config.publicUrl}${DEV_JIRA_PATH}/${DEMO_SITE.name}`,
    email: DEMO_SITE.email,
    apiToken: DEMO_SITE.apiToken,
    projectKey: DEMO_SITE.projectKey,
  };
}

/**
 * Serves the simulator under /dev/jira, seeded with the demo site (project NW and its issues),
 * so a newcomer can press Sync and watch issues become missions. Its state lives in memory:
 * each start begins from the demo issues again. Mounted before the web app, which would
 * otherwise answer its GETs with index.html.
 */
export function mountDevJiraSimulator(app: NestExpressApplication, config: AppConfig): void {
  const simulator = createJiraSimulator({ baseUrl: `${config.publicUrl}${DEV_JIRA_PATH}` });
  seedDemoSite(simulator.control);
  app.use(
    DEV_JIRA_PATH,
    (
      request: Parameters<typeof simulator.handle>[0],
      response: Parameters<typeof simulator.handle>[1],
    ) => {
      void simulator.handle(request, response);
    },
  );
}
