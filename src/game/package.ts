// What the verifier package exports (scripts/build-verifier.ts): the simulation and a score's verdict. The game
// page imports the simulation alone (index.ts), so the verdict's code (verdict.ts) stays out of its chunks.
export * from './index';
export * from './verdict';
