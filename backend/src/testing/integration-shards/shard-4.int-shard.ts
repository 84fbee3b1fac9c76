import { runIntegrationShard } from './integration-shard';

runIntegrationShard(3);
