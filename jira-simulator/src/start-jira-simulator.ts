import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JiraSimulatorControl } from './control/simulator-control';
import { createJiraSimulator, type JiraSimulatorOptions } from './jira-simulator';

export interface StartedJiraSimulator {
  /** `http://127.0.0.1:<port>`; a site is at `<baseUrl>/<site name>`. */
  readonly baseUrl: string;
  readonly control: JiraSimulatorControl;
  /** Waits for webhook deliveries under way, then stops listening and cuts open connections. */
  close(): Promise<void>;
}

/** The simulator on its own port (0 for any free one), on the loopback interface. */
export async function startJiraSimulator(
  options: { readonly port?: number } & Omit<JiraSimulatorOptions, 'baseUrl'> = {},
): Promise<StartedJiraSimulator> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const simulator = createJiraSimulator({ ...options, baseUrl: `http://127.0.0.1:${port}` });
  server.on('request', (req, res) => void simulator.handle(req, res));
  return {
    baseUrl: simulator.baseUrl,
    control: simulator.control,
    async close() {
      await simulator.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
