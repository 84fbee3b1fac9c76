import { runShard } from './test-shards';

runShard('integration', 3);
