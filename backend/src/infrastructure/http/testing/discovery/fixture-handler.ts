import type { AnyEndpoint } from '@morphic/contracts';
import { HandlesEndpoint } from '../../endpoint-handler';

/** A handler class for the discovery tests: bound to a definition, never called. */
export function fixtureHandler(endpoint: AnyEndpoint) {
  @HandlesEndpoint(endpoint)
  class FixtureHandler {
    handle(): Promise<never> {
      return Promise.reject(new Error('a discovery fixture serves no request'));
    }
  }
  return FixtureHandler;
}
