import { Foundation1795307945830 } from './1795307945830-Foundation.js';
import { MatchPlay1795400000000 } from './1795400000000-MatchPlay.js';
import { MatchInvitations1795500000000 } from './1795500000000-MatchInvitations.js';
import { DiceGenerator1795700000000 } from './1795700000000-DiceGenerator.js';
import { Webhooks1795900000000 } from './1795900000000-Webhooks.js';
import { Ladders1796000000000 } from './1796000000000-Ladders.js';
import { Challenges1796100000000 } from './1796100000000-Challenges.js';
import { EventBatches1796200000000 } from './1796200000000-EventBatches.js';
import { BotFairPlay1796300000000 } from './1796300000000-BotFairPlay.js';

/** Every migration, oldest first. A new migration is added here as well as to this folder. */
export const migrations = [
  Foundation1795307945830,
  MatchPlay1795400000000,
  MatchInvitations1795500000000,
  DiceGenerator1795700000000,
  Webhooks1795900000000,
  Ladders1796000000000,
  Challenges1796100000000,
  EventBatches1796200000000,
  BotFairPlay1796300000000,
];
