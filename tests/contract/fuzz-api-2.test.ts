// Issue 9: contract fuzzing of the mock backend, shard 2 of 3 (operations i with i % 3 === 1).
// Seed printed once per shard; FUZZ_SEED / FUZZ_RUNS override (tests/contract/lib/fuzz.ts).
import { fuzzApiShard } from './lib/fuzz-api.js';

fuzzApiShard(1, 3);
