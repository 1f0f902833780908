// Contract fuzzing of the mock backend (docs/adr/0051), shard 2 of 3 (operations i with i % 3 === 1).
// Seed printed once per shard; FUZZ_SEED / FUZZ_RUNS override (tests/contract/lib/fuzz.ts).
import { fuzzApiShard } from './lib/fuzz-api.js';

fuzzApiShard(1, 3);
