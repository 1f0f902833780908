// Contract fuzzing of the mock backend as the property-staff account `operator` (DESIGN.md
// "Security rules": the fuzz runs as more than one role): every operation, a tenth of FUZZ_RUNS (the
// admin shards run the other nine tenths). Operations outside its keys answer 100403, the others never do.
import { fuzzApiShard, RESTRICTED_RUNS } from './lib/fuzz-api.js';

fuzzApiShard(0, 1, { userName: 'operator', runs: RESTRICTED_RUNS });
