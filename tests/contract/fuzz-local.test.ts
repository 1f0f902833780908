// Contract fuzzing (docs/adr/0051) of the desktop helper (qt-client) and the video service simulators.
// Seed printed once per document; FUZZ_SEED / FUZZ_RUNS override (tests/contract/lib/fuzz.ts).
import { fuzzLocal } from './lib/fuzz-local';

fuzzLocal('qt-client');
fuzzLocal('video-service');
