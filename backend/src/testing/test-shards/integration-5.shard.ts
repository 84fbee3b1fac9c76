import { runShard } from './test-shards';

runShard('integration', 4);
