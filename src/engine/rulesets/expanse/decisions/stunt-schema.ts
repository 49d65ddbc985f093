/** The JSON Schema of one stunt purchase (§8.1 StuntPurchase, per ship). */
import type { JsonSchema } from '../../../core/json-schema.js';
import { STUNTS } from '../rules/stunts.js';

export const STUNT_ORDER_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ship', 'stunt', 'sp'],
  properties: {
    ship: { type: 'string' },
    stunt: { type: 'string', description: `One of ${STUNTS.map((x) => x.id).join(', ')}` },
    sp: { type: 'integer', minimum: 1, maximum: 60 },
    pay: {
      type: 'array',
      maxItems: 8,
      description:
        'Pools to pay from; left out, the engine pays role pool, then command, then bank',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['pool', 'sp'],
        properties: {
          pool: {
            enum: [
              'command',
              'bank',
              'pilot',
              'comms',
              'weapons_free',
              'weapons_bound',
              'engineer',
            ],
          },
          sp: { type: 'integer', minimum: 1 },
          bankId: { type: 'string' },
          attack: { type: 'string' },
        },
      },
    },
    target: {
      type: 'string',
      description: 'Enemy ship (Tactics, Blinding Manoeuvre, Set-up, Blockade, Dauntless)',
    },
    attack: { type: 'string', description: 'Hit named by a step-6 damage stunt' },
    system: { enum: ['manoeuvrability', 'sensors', 'weapons'] },
    ally: {
      type: 'string',
      description:
        'Allied ship (Draw Fire, Good Advice, the partner of Combined Fire, the ship a Blockade covers)',
    },
    leader: { type: 'string', description: 'Ship to follow (Follow the Leader)' },
    crew: {
      oneOf: [
        {
          type: 'string',
          description:
            'Skewer: the crew member hit; Weapon Online: the tester; Misdirect: the Technology tester',
        },
        {
          type: 'array',
          items: { type: 'string' },
          minItems: 2,
          maxItems: 2,
          description: 'Quick Start: the Technology tester, then the Engineering tester',
        },
      ],
    },
    station: { enum: ['ops', 'engineering'], description: 'Shrapnel, Rupture' },
    torpedo: { type: 'string', description: 'Misdirect: a torpedo incoming on the ship' },
    cover: {
      type: 'string',
      description: 'Too Close: a larger ship at X-close, or "station", to hide beside',
    },
    torpedoes: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      description: 'Turnabout: enemy torpedoes under manual control to seize, 2 SP each',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'choice'],
        properties: {
          id: { type: 'string' },
          choice: { enum: ['neutralise', 'retarget'] },
          new_target: { type: 'string', description: 'retarget: an enemy of the buyer' },
        },
      },
    },
    nearby: {
      type: 'string',
      description: 'Misdirect: another ship at X-close or Close that the torpedo turns onto',
    },
    mode: {
      enum: ['bonus', 'sp', 'hinder', 'protect'],
      description: 'Good Advice: bonus or sp; Blockade: hinder or protect',
    },
    weapon: { type: 'string', description: 'Weapon Online: the weapon to jury-rig' },
    hack: { type: 'string', description: 'Hack the System: sensors, drive or a weapon id' },
    choice: {
      enum: ['evasive_manoeuvre', 'follow_the_leader'],
      description: 'Exploitable Terrain: Evasive Manoeuvre, or Follow the Leader on `leader`',
    },
    test: {
      enum: ['manoeuvre', 'ew', 'evasion', 'point_defence', 'damage_control'],
      description:
        'Guidance: the test it helps (manoeuvre O2, ew O3, evasion or point_defence O5, damage_control O7)',
    },
    ref: {
      type: 'string',
      description:
        'Guidance: the incoming item (evasion), torpedo (point_defence) or damage-control object ("repair:sensors", "restore:reactor") it helps',
    },
  },
};
