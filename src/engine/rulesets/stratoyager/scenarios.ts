/**
 * Ready-to-play setups: "pilot-episode", the primer's training battle (spec §4), and "dogfight",
 * one Guardian against one Blackbuck on a small table.
 */
import type { Scenario } from '../../core/contract.js';
import type { CustomSetup } from './custom-setup.js';

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'pilot-episode',
    name: 'Pilot Episode',
    description:
      'The primer training battle: a Federated Systems Fleet patrol from the carrier FSS Chennault (three Guardian 151a and a Vulture Mk IV, 524 points) meets Khione pirates (three Blackbuck Mk II and two Evo 6.2, 495 points) on a 24 x 36 Klick table. Destroy the opposing force.',
    seats: [
      { name: 'Side 0 (Federated Systems Fleet)', description: 'Deploys along y = 0' },
      { name: 'Side 1 (Khione pirates)', description: 'Deploys along y = 36' },
    ],
  },
  {
    id: 'dogfight',
    name: 'Dogfight',
    description:
      'One Guardian 151a against one Blackbuck Mk II on a 24 x 24 Klick table: every turn is a dogfight turn (SY-DOG).',
    seats: [
      {
        name: 'Side 0 (Federated Systems Fleet)',
        description: 'Guardian 151a, deploys along y = 0',
      },
      { name: 'Side 1 (Khione pirates)', description: 'Blackbuck Mk II, deploys along y = 24' },
    ],
  },
];

const unit = (id: string, typeId: string) => ({ id, typeId });

/** The scenarios as custom setups: one code path builds every game. */
export const SCENARIO_SETUPS: Readonly<Record<string, CustomSetup>> = {
  'pilot-episode': {
    table: { width: 24, length: 36 },
    deploymentMode: 'SHORT_EDGES',
    sides: [
      {
        name: 'Federated Systems Fleet',
        units: [
          unit('fsf-guardian-1', 'guardian-151a'),
          unit('fsf-guardian-2', 'guardian-151a'),
          unit('fsf-guardian-3', 'guardian-151a'),
          unit('fsf-vulture-1', 'vulture-mk-iv'),
        ],
      },
      {
        name: 'Khione pirates',
        units: [
          unit('khi-blackbuck-1', 'blackbuck-mk-ii'),
          unit('khi-blackbuck-2', 'blackbuck-mk-ii'),
          unit('khi-blackbuck-3', 'blackbuck-mk-ii'),
          unit('khi-evo-1', 'evo-6-2'),
          unit('khi-evo-2', 'evo-6-2'),
        ],
      },
    ],
  },
  dogfight: {
    table: { width: 24, length: 24 },
    deploymentMode: 'SHORT_EDGES',
    sides: [
      { name: 'Federated Systems Fleet', units: [unit('fsf-guardian-1', 'guardian-151a')] },
      { name: 'Khione pirates', units: [unit('khi-blackbuck-1', 'blackbuck-mk-ii')] },
    ],
  },
};
