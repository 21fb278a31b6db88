// A worker thread of `verify-score --jobs N`: verifies each line it is sent, under the limits it started with.
import { parentPort, workerData } from 'node:worker_threads';
import type { Limits } from '../game';
import { verdictOf, type LineJob } from './line';

const limits = workerData as Limits;
parentPort!.on('message', (job: LineJob) => parentPort!.postMessage(verdictOf(job, limits)));
