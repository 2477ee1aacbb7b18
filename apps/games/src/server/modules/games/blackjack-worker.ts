import { parentPort, workerData } from 'node:worker_threads';
import type { BlackjackRules } from '@haneul/game-math';
import { blackjackFacts } from '../blackjack/blackjack-facts.ts';

/** Worker thread: the house edge and strategy chart of the rules in `workerData`, posted back once. */
parentPort?.postMessage(blackjackFacts(workerData as BlackjackRules));
