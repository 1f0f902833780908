// Contract fuzzing of the mock backend as the property-staff account `operator` (DESIGN.md
// "Security rules": the fuzz runs as more than one role): every operation, an eighth of the runs of
// the admin shards. Operations outside its keys answer 100403, the others never do.
import { FUZZ_RUNS } from './lib/fuzz.js';
import { fuzzApiShard } from './lib/fuzz-api.js';

fuzzApiShard(0, 1, { userName: 'operator', runs: Math.ceil(FUZZ_RUNS / 8) });
