import { runShard } from './test-shards';

runShard('unit', 1);
