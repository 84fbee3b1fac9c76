import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './http-app';
import { loadConfig } from '#infrastructure/config/app-config';
import { FileSweeper } from '#infrastructure/files/file-sweeper';
import { ProjectionsService } from '#infrastructure/projections/projections.service';
import { DevJiraWebhooks } from './modules/companies/jira/dev-jira-webhooks';
import { DemoSeeder, type DemoLogin } from './modules/demo/demo-seeder';

function printLogins(url: string, logins: readonly DemoLogin[]): void {
  const lines = [
    '',
    `  Morphic is running at ${url}`,
    '',
    ...(logins.length > 0
      ? [
          '  Demo logins:',
          ...logins.map((l) => `    ${l.label.padEnd(12)} ${l.login.padEnd(26)} ${l.password}`),
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.init();
  await app.get(ProjectionsService).whenCaughtUp();
  const seeder = app.get(DemoSeeder);
  if (config.seedDemo) await seeder.seedIfEmpty();
  app.get(FileSweeper).start();
  await app.listen(config.port);
  if (config.devJiraSimulator) await app.get(DevJiraWebhooks).register();
  const url = `http://localhost:${config.port}`;
  printLogins(url, config.production ? [] : await seeder.demoLogins());
}

main().catch((error: unknown) => {
  new Logger('Bootstrap').error(error);
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
