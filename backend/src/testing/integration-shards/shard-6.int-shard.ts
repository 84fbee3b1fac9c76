import { runIntegrationShard } from './integration-shard';

runIntegrationShard(5);
