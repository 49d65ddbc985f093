/**
 * The Stellar Empires data, a verbatim copy of the digest companion file
 * `stellar-empires-data.json`, kept in the project so nothing reads ../shared at run or test time.
 * Every entry keeps its own `status` (source, source-partial, provisional). `data.ts` types and
 * reads it; nothing else should index into it directly.
 */
import type { SeDataFile } from './data-file.js';

// prettier-ignore
export const SE_DATA: SeDataFile = {
  "meta": {
    "title": "Stellar Empires: Fleet - engine data",
    "companion_spec": "stellar-empires.md",
    "units": {
      "distance": "inches (real numbers)",
      "angles": "degrees, relative bearings clockwise-positive, range (-180,180]"
    },
    "status_legend": {
      "source": "value copied from the rulebook text",
      "source-partial": "some fields copied from the rulebook, the rest provisional (see field 'provisional_fields')",
      "provisional": "provisional (not in source)",
      "derived": "computed by this spec from source rules or tables"
    },
    "precedence_principle": "Where a rulebook table and a rulebook worked example disagree, the table is authoritative (see SE-Q list)."
  },
  "geometry": {
    "model": "continuous table measured in inches; ships are points at their center; 8 headings in 45-degree steps",
    "heading_index": {
      "0": "north (+y)",
      "1": "north-east",
      "2": "east (+x)",
      "3": "south-east",
      "4": "south",
      "5": "south-west",
      "6": "west (-x)",
      "7": "north-west"
    },
    "forward_move": "x += d*sin(45*h deg); y += d*cos(45*h deg)",
    "turn_right": "h = (h + k) mod 8 for a k*45 degree starboard turn",
    "hex_terms_mapping": {
      "hex (distance)": "inch",
      "launch hex": "launch point marker (x,y)",
      "asteroid hex": "asteroid zone (disc of radius 3 inches)",
      "atmospheric hex": "point inside a planet's atmosphere ring"
    },
    "epsilon": 0.000001
  },
  "crew_skill_table": [
    {
      "grade": "ace",
      "combat_skill": 8,
      "crew_skill_roll": 8,
      "experience": 80,
      "starting_skill_d10": null,
      "fighter_dogfight_bonus": -3
    },
    {
      "grade": "elite",
      "combat_skill": 7,
      "crew_skill_roll": 7,
      "experience": 40,
      "starting_skill_d10": null,
      "fighter_dogfight_bonus": -2
    },
    {
      "grade": "veteran",
      "combat_skill": 6,
      "crew_skill_roll": 6,
      "experience": 20,
      "starting_skill_d10": [
        9,
        10
      ],
      "fighter_dogfight_bonus": -1
    },
    {
      "grade": "regular",
      "combat_skill": 5,
      "crew_skill_roll": 5,
      "experience": 10,
      "starting_skill_d10": [
        4,
        8
      ],
      "fighter_dogfight_bonus": 0
    },
    {
      "grade": "green",
      "combat_skill": 4,
      "crew_skill_roll": 4,
      "experience": 5,
      "starting_skill_d10": [
        1,
        3
      ],
      "fighter_dogfight_bonus": 1
    }
  ],
  "defense_rating_by_category": {
    "rule": "value is added to the attacker's target number (SE-HIT-7)",
    "rows": [
      {
        "label": "Large Ships",
        "category_min": 12,
        "category_max": null,
        "modifier": 2
      },
      {
        "label": "Heavy Warships",
        "category_min": 10,
        "category_max": 11,
        "modifier": 1
      },
      {
        "label": "Warships",
        "category_min": 7,
        "category_max": 9,
        "modifier": 0
      },
      {
        "label": "Combat Vessels",
        "category_min": 4,
        "category_max": 6,
        "modifier": -1
      },
      {
        "label": "Dropships",
        "category_min": 1,
        "category_max": 3,
        "modifier": -2
      },
      {
        "label": "Fighters",
        "category_min": 0,
        "category_max": 0,
        "modifier": null,
        "note": "fighters use their own flight defense rating as the to-hit number (SE-FTR-10)"
      }
    ]
  },
  "facing_modifiers": {
    "F": 0,
    "P": -1,
    "S": -1,
    "A": 1,
    "rule": "section hit determined by SE-ARC-6; value added to target number",
    "note": "table value; the rulebook's worked example applies -1 for a front hit, see SE-Q-2"
  },
  "sensor_range_table": {
    "rule": "modifier = -floor(range / sensor_rating), capped at -10; 0 when range < sensor_rating (SE-HIT-9)",
    "columns": [
      -1,
      -2,
      -3,
      -4,
      -5,
      -6,
      -7,
      -8,
      -9,
      -10
    ],
    "rows": {
      "4": [
        4,
        8,
        12,
        16,
        20,
        24,
        28,
        32,
        36,
        40
      ],
      "5": [
        5,
        10,
        15,
        20,
        25,
        30,
        35,
        40,
        45,
        50
      ],
      "6": [
        6,
        12,
        18,
        24,
        30,
        36,
        42,
        48,
        54,
        60
      ],
      "7": [
        7,
        14,
        21,
        28,
        35,
        42,
        49,
        56,
        63,
        70
      ],
      "8": [
        8,
        16,
        24,
        32,
        40,
        48,
        56,
        64,
        72,
        80
      ],
      "9": [
        9,
        18,
        27,
        36,
        45,
        54,
        63,
        72,
        81,
        90
      ],
      "10": [
        10,
        20,
        30,
        40,
        50,
        60,
        70,
        80,
        90,
        100
      ]
    },
    "reading": "for sensor rating s, the modifier is the header of the right-most column whose value is <= range"
  },
  "weapon_factor_table": {
    "rule": "hits = rows[str(margin)][factor-1] where margin = d10_roll - target_number; factor = weapons (or pulses) covered by the roll, 1..20 (SE-HIT-13..16)",
    "margin_out_of_table": {
      "margin > 6": "0 hits",
      "margin < -6": "use row -6"
    },
    "factor_over_20": "split into blocks of 20 plus a remainder block, read each block with the same margin and sum",
    "columns_factor": [
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      11,
      12,
      13,
      14,
      15,
      16,
      17,
      18,
      19,
      20
    ],
    "rows": {
      "0": [
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
        5,
        6,
        6,
        7,
        7,
        8,
        8,
        9,
        9,
        10,
        10,
        11
      ],
      "1": [
        0,
        1,
        1,
        2,
        2,
        3,
        3,
        4,
        4,
        5,
        5,
        5,
        6,
        6,
        7,
        7,
        8,
        8,
        9,
        9
      ],
      "2": [
        0,
        1,
        1,
        1,
        2,
        2,
        3,
        3,
        3,
        4,
        4,
        4,
        5,
        5,
        5,
        6,
        6,
        6,
        7,
        7
      ],
      "3": [
        0,
        1,
        1,
        1,
        1,
        2,
        2,
        2,
        3,
        3,
        3,
        3,
        4,
        4,
        4,
        4,
        5,
        5,
        5,
        6
      ],
      "4": [
        0,
        0,
        1,
        1,
        1,
        1,
        1,
        2,
        2,
        2,
        2,
        3,
        3,
        3,
        3,
        3,
        4,
        4,
        4,
        4
      ],
      "5": [
        0,
        0,
        0,
        1,
        1,
        1,
        1,
        1,
        1,
        2,
        2,
        2,
        2,
        2,
        2,
        2,
        3,
        3,
        3,
        3
      ],
      "6": [
        0,
        0,
        0,
        0,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        1,
        2,
        2,
        2,
        2,
        2,
        2
      ],
      "-1": [
        1,
        1,
        2,
        3,
        3,
        4,
        4,
        5,
        6,
        6,
        7,
        8,
        8,
        9,
        10,
        10,
        11,
        12,
        12,
        13
      ],
      "-2": [
        1,
        1,
        2,
        3,
        4,
        4,
        5,
        6,
        6,
        7,
        8,
        9,
        9,
        10,
        11,
        12,
        12,
        13,
        14,
        14
      ],
      "-3": [
        1,
        2,
        2,
        3,
        4,
        5,
        6,
        6,
        7,
        8,
        9,
        9,
        10,
        11,
        12,
        13,
        13,
        14,
        15,
        16
      ],
      "-4": [
        1,
        2,
        3,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        9,
        10,
        11,
        12,
        13,
        14,
        14,
        15,
        16,
        17
      ],
      "-5": [
        1,
        2,
        3,
        4,
        5,
        5,
        6,
        7,
        8,
        9,
        10,
        11,
        12,
        13,
        14,
        14,
        15,
        16,
        17,
        18
      ],
      "-6": [
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        8,
        9,
        10,
        11,
        12,
        13,
        14,
        15,
        16,
        17,
        18,
        19
      ]
    }
  },
  "command_table": {
    "notes": [
      "Text column 'Crew Roll' values are copied verbatim in 'source_crew_roll'.",
      "speed_multiplier [lo, hi] multiplies current speed; 'any' means the command does not constrain distance.",
      "status 'omitted' = command listed in the source without a usable effect; engine rejects it with E_COMMAND_NOT_AVAILABLE."
    ],
    "default_envelope_no_command": [
      0.5,
      1
    ],
    "commands": [
      {
        "id": "BRING_WEAPONS_TO_BEAR",
        "name": "Bring Weapons to Bear",
        "type": "movement",
        "crew_roll": {
          "kind": "free"
        },
        "speed_multiplier": [
          0,
          0.25
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "add",
          "value": 1
        },
        "turn_delay": 0,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "+1 turn and no turn delay; only if the ship's successful movement/combined command last turn was ALL_STOP",
        "source_crew_roll": "Free",
        "requires_previous": "ALL_STOP"
      },
      {
        "id": "ALL_STOP",
        "name": "All Stop",
        "type": "movement",
        "crew_roll": {
          "kind": "free"
        },
        "speed_multiplier": [
          0,
          0.5
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "set",
          "value": 0
        },
        "turn_delay": null,
        "own_defense_rating_mod": 1,
        "own_target_number_mod": 1,
        "effect": "no turns; +1 to own defense rating (easier to hit) and +1 to own target numbers",
        "source_crew_roll": "Free"
      },
      {
        "id": "COME_ABOUT",
        "name": "Come About",
        "type": "movement",
        "crew_roll": {
          "kind": "modifier",
          "modifier": -1,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": [
          0.25,
          0.5
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "none"
        },
        "turn_delay": 1,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "turn delay reduced to 1 inch",
        "source_crew_roll": "-1"
      },
      {
        "id": "FULL_SPEED_AHEAD",
        "name": "Full Speed Ahead",
        "type": "movement",
        "crew_roll": {
          "kind": "free"
        },
        "speed_multiplier": [
          1,
          1.5
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "set",
          "value": 0
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "cannot turn (chart); prose example says turns become one quarter, see SE-Q-4",
        "source_crew_roll": "Free"
      },
      {
        "id": "FLANK_SPEED",
        "name": "Flank Speed",
        "type": "movement",
        "crew_roll": {
          "kind": "free"
        },
        "speed_multiplier": [
          0.5,
          1
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "no effect on turns",
        "source_crew_roll": "Free"
      },
      {
        "id": "TRACK_FOLLOW",
        "name": "Track/Follow That Ship",
        "type": "movement",
        "crew_roll": {
          "kind": "opposed",
          "rule": "success if d10 + target_crew_skill <= own_crew_skill + 5 (SE-CMD-4; see SE-Q-6)"
        },
        "speed_multiplier": [
          0.5,
          1
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "next turn this ship moves immediately after the target ship's unit, as long as it is not destroyed",
        "source_crew_roll": "Opposed+",
        "needs_target": "enemy ship",
        "independent_ships_only": true
      },
      {
        "id": "RAMMING_SPEED",
        "name": "Ramming Speed",
        "type": "movement",
        "crew_roll": {
          "kind": "modifier",
          "modifier": -3,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": [
          1,
          1.25
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "add",
          "value": -3
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "turns reduced by 3; no collision rules exist (movement envelope only)",
        "source_crew_roll": "-3"
      },
      {
        "id": "FORCE_STAND_DOWN",
        "name": "Force Stand Down",
        "type": "combined",
        "crew_roll": {
          "kind": "opposed",
          "rule": "success if d10 + target_crew_skill <= own_crew_skill + 5 (SE-CMD-4; see SE-Q-6)"
        },
        "speed_multiplier": [
          0,
          0.5
        ],
        "level": 2,
        "status": "omitted",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "source text: 'Crew Check / +1 Per 2 Categories Larger / +2 If Ship Crippled'; surrender rules absent",
        "source_crew_roll": "Opposed"
      },
      {
        "id": "SHIELD_SHIP",
        "name": "Shield Ship",
        "type": "combined",
        "crew_roll": {
          "kind": "opposed",
          "rule": "success if d10 + target_crew_skill <= own_crew_skill + 5 (SE-CMD-4; see SE-Q-6)"
        },
        "speed_multiplier": [
          0,
          0.5
        ],
        "level": 2,
        "status": "omitted",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "no effect given in source",
        "source_crew_roll": "Opposed"
      },
      {
        "id": "RIG_FOR_SILENT_RUNNING",
        "name": "Rig for Silent Running",
        "type": "combined",
        "crew_roll": {
          "kind": "modifier",
          "modifier": 0,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": [
          0,
          0.5
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": -2,
        "own_target_number_mod": 0,
        "effect": "-2 to own defense rating; the ship cannot fire or launch weapons (interceptors may still intercept)",
        "source_crew_roll": "0"
      },
      {
        "id": "LAUNCH_BOARDING_PARTIES",
        "name": "Launch Boarding Parties",
        "type": "combined",
        "crew_roll": {
          "kind": "modifier",
          "modifier": 1,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": [
          0,
          0.5
        ],
        "level": 2,
        "status": "omitted",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "must be within 3 inches of an immobile ship; boarding rules absent",
        "source_crew_roll": "+1"
      },
      {
        "id": "EVASIVE_ACTION",
        "name": "Evasive Action",
        "type": "combined",
        "crew_roll": {
          "kind": "modifier",
          "modifier": 0,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": [
          0.5,
          0.75
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "add",
          "value": -1
        },
        "turn_delay": null,
        "own_defense_rating_mod": -1,
        "own_target_number_mod": -1,
        "effect": "-1 to own defense rating, -1 to own target numbers, -1 turn",
        "source_crew_roll": "0"
      },
      {
        "id": "SCRAMBLE_FIGHTERS",
        "name": "Scramble Fighters",
        "type": "combined",
        "crew_roll": {
          "kind": "modifier",
          "modifier": 1,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": [
          0.5,
          1
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "set",
          "value": 0
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "bays use scramble launch rates this turn; ship cannot turn",
        "source_crew_roll": "+1"
      },
      {
        "id": "ROLL_SHIP",
        "name": "Roll Ship",
        "type": "combined",
        "crew_roll": {
          "kind": "free"
        },
        "speed_multiplier": [
          0.5,
          1
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": -1,
        "effect": "at Level 2 the only way to roll (swap port/starboard); source '+1 to all attack rolls' read as +1 on the die = -1 to own target numbers (SE-Q-8)",
        "source_crew_roll": "Free"
      },
      {
        "id": "ACTIVATE_DEVICE",
        "name": "Activate Device",
        "type": "combined",
        "crew_roll": {
          "kind": "modifier",
          "modifier": 1,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": [
          0.5,
          1
        ],
        "level": 2,
        "status": "provisional",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "activate one device; only the IS drive is modelled: the ship jumps out in the Action Phase (SE-ACT-5)",
        "source_crew_roll": "+1"
      },
      {
        "id": "ALL_HANDS_TO_DECK",
        "name": "All Hands to Deck (combined)",
        "type": "combined",
        "crew_roll": {
          "kind": "modifier",
          "modifier": 0,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": [
          0.5,
          1.25
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "-2 to all repair rolls this turn and double the number of repair rolls",
        "source_crew_roll": "0"
      },
      {
        "id": "CLOSE_BLAST_DOORS",
        "name": "Close Blast Doors and Brace for Impact",
        "type": "combined",
        "crew_roll": {
          "kind": "modifier",
          "modifier": -1,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": [
          0.5,
          1.25
        ],
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "add",
          "value": -1
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "turns -1; armor thresholds +1; structure thresholds +2; attackers -1 on critical rolls against this ship; repair rolls +3 (penalty)",
        "source_crew_roll": "-1"
      },
      {
        "id": "FULL_RETREAT",
        "name": "Full Retreat",
        "type": "combined",
        "crew_roll": {
          "kind": "modifier",
          "modifier": -2,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": [
          1,
          1.5
        ],
        "level": 2,
        "status": "provisional",
        "turns": {
          "mode": "set",
          "value": 0
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "effects of FULL_SPEED_AHEAD and ACTIVATE_DEVICE",
        "source_crew_roll": "-2"
      },
      {
        "id": "SCOUTING_ACTIONS",
        "name": "Scouting Actions",
        "type": "combat",
        "crew_roll": {
          "kind": "free"
        },
        "speed_multiplier": "any",
        "level": 2,
        "status": "omitted",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "no effect given in source",
        "source_crew_roll": "Free"
      },
      {
        "id": "CONCENTRATE_FIREPOWER",
        "name": "Concentrate Firepower",
        "type": "combat",
        "crew_roll": {
          "kind": "modifier",
          "modifier": 0,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": "any",
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "add",
          "value": -1
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 1,
        "effect": "+1 to own target numbers; all anti-ship weapons must fire at one target; turns -1",
        "source_crew_roll": "0"
      },
      {
        "id": "ALL_HANDS_TO_DECK_COMBAT",
        "name": "All Hands to Deck (combat)",
        "type": "combat",
        "crew_roll": {
          "kind": "modifier",
          "modifier": -1,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": "any",
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "-2 to all repair rolls this turn (no doubling)",
        "source_crew_roll": "-1"
      },
      {
        "id": "FULL_POWER_TO_SHIELDS",
        "name": "Full Power to Shields!",
        "type": "combat",
        "crew_roll": {
          "kind": "modifier",
          "modifier": -1,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": "any",
        "level": 2,
        "status": "implemented",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "+1 to the absorption of every active shield projector this turn; -1 to all interception rolls (bonus)",
        "source_crew_roll": "-1"
      },
      {
        "id": "ASSAULT_PLANET_BASE",
        "name": "Assault Planet/Base",
        "type": "combat",
        "crew_roll": {
          "kind": "modifier",
          "modifier": -2,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": "any",
        "level": 2,
        "status": "omitted",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "no effect given; no planetary assault rules",
        "source_crew_roll": "-2"
      },
      {
        "id": "SECURITY_ALERT",
        "name": "Security Alert",
        "type": "combat",
        "crew_roll": {
          "kind": "modifier",
          "modifier": -2,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": "any",
        "level": 2,
        "status": "omitted",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "-1 to boarding action rolls of defending crew; boarding rules absent",
        "source_crew_roll": "-2"
      },
      {
        "id": "SCANNERS_TO_FULL",
        "name": "Scanners to Full",
        "type": "combat",
        "crew_roll": {
          "kind": "modifier",
          "modifier": -2,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": "any",
        "level": 2,
        "status": "omitted",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "reduces stealth and jammers by 1; stealth/jammers not modelled",
        "source_crew_roll": "-2"
      },
      {
        "id": "FIRE_ALL_WEAPONS",
        "name": "Fire All Weapons",
        "type": "combat",
        "crew_roll": {
          "kind": "modifier",
          "modifier": -2,
          "rule": "success if d10 <= crew_skill_roll + modifier (SE-CMD-3; see SE-Q-5)"
        },
        "speed_multiplier": "any",
        "level": 2,
        "status": "omitted",
        "turns": {
          "mode": "none"
        },
        "turn_delay": null,
        "own_defense_rating_mod": 0,
        "own_target_number_mod": 0,
        "effect": "fire from all arcs without penalties; no multi-arc penalty exists in source",
        "source_crew_roll": "-2"
      }
    ]
  },
  "arcs": {
    "directions": {
      "F": {
        "kind": "primary",
        "center": 0
      },
      "S": {
        "kind": "primary",
        "center": 90
      },
      "A": {
        "kind": "primary",
        "center": 180
      },
      "P": {
        "kind": "primary",
        "center": -90
      },
      "FP": {
        "kind": "secondary",
        "start": 0,
        "sweep": "toward port (negative)"
      },
      "FS": {
        "kind": "secondary",
        "start": 0,
        "sweep": "toward starboard (positive)"
      },
      "AP": {
        "kind": "secondary",
        "start": 180,
        "sweep": "toward port (from -180 upward)"
      },
      "AS": {
        "kind": "secondary",
        "start": 180,
        "sweep": "toward starboard (from 180 downward)"
      }
    },
    "sizes_degrees": {
      "BEAM": 30,
      "Q": 90,
      "THIRD": 120,
      "HALF": 180,
      "SWIVEL": 240,
      "TURRET": 270,
      "FULL": 360
    },
    "size_status": {
      "BEAM": "provisional (not in source)",
      "Q": "source (90-degree F/Fc example)",
      "THIRD": "source (FP 1/3 = 120 degrees)",
      "HALF": "source (FH = forward 180 degrees)",
      "SWIVEL": "provisional (not in source)",
      "TURRET": "provisional (not in source)",
      "FULL": "derived (full range turret)"
    },
    "notation": "DIR/SIZE, e.g. F/HALF (source 'FH'), F/Q (source 'F / Fc'), FP/THIRD (source 'FP / 1/3')",
    "attack_direction_sections": {
      "F": "|b| < 45",
      "S": "45 < b < 135",
      "A": "|b| > 135",
      "P": "-135 < b < -45",
      "boundary": "b exactly +-45 or +-135: split arc, defender chooses"
    }
  },
  "weapon_classification": [
    {
      "class_min": 1,
      "class_max": 1,
      "classification": "minor"
    },
    {
      "class_min": 2,
      "class_max": 3,
      "classification": "secondary"
    },
    {
      "class_min": 4,
      "class_max": 6,
      "classification": "primary"
    },
    {
      "class_min": 7,
      "class_max": null,
      "classification": "heavy"
    }
  ],
  "weapon_types": {
    "design_table_note": "columns Tech/Energy/Delay/Range/Int copied from the 'Weapon Types' table; they are design coefficients (average = 1 for energy and range, delay is an additive modifier). Int 0 = Beam (cannot be intercepted).",
    "types": [
      {
        "id": "chemical",
        "name": "Chemical Propellant",
        "family": "matter",
        "tech": 1,
        "energy": 0,
        "delay": -1,
        "range": 1,
        "int": 4,
        "rules": [
          "SE-WPN-CHEM"
        ]
      },
      {
        "id": "emag",
        "name": "Electro-Magnetic",
        "family": "energy",
        "tech": 4,
        "energy": 0.25,
        "delay": 0,
        "range": 0.25,
        "int": 3,
        "rules": [
          "SE-WPN-EMAG"
        ]
      },
      {
        "id": "fusion",
        "name": "Fusion",
        "family": "energy_beam",
        "tech": 2,
        "energy": 0,
        "delay": 1,
        "range": 0.5,
        "int": 0,
        "rules": [
          "SE-WPN-FUSION"
        ]
      },
      {
        "id": "ion",
        "name": "Ion",
        "family": "energy",
        "tech": 4,
        "energy": 0.25,
        "delay": 0,
        "range": 1.63,
        "int": 1,
        "rules": [
          "SE-WPN-ION"
        ]
      },
      {
        "id": "laser",
        "name": "Laser",
        "family": "energy_beam",
        "tech": 3,
        "energy": 1.5,
        "delay": 0,
        "range": 1.25,
        "int": 0,
        "rules": [
          "SE-WPN-LASER"
        ]
      },
      {
        "id": "linear",
        "name": "Linear Accelerator",
        "family": "matter",
        "tech": 3,
        "energy": 0,
        "delay": 0,
        "range": 1.13,
        "int": 2,
        "rules": [
          "SE-WPN-LINEAR"
        ]
      },
      {
        "id": "particle",
        "name": "Particle",
        "family": "energy",
        "tech": 3,
        "energy": 0.25,
        "delay": 0,
        "range": 1.25,
        "int": 2,
        "rules": [
          "SE-WPN-PARTICLE"
        ]
      },
      {
        "id": "plasma",
        "name": "Plasma",
        "family": "energy",
        "tech": 2,
        "energy": 0.75,
        "delay": 0,
        "range": 0.75,
        "int": 3,
        "rules": [
          "SE-WPN-PLASMA"
        ],
        "inherent_traits": [
          "armor_reducing (armor reduction 2)"
        ]
      },
      {
        "id": "tachyon",
        "name": "Tachyon",
        "family": "energy",
        "tech": 4,
        "energy": 0.25,
        "delay": 0,
        "range": 1.88,
        "int": 1,
        "rules": [
          "SE-WPN-TACHYON"
        ]
      },
      {
        "id": "missile",
        "name": "Missile",
        "family": "ballistic",
        "tech": 1,
        "energy": null,
        "delay": null,
        "range": null,
        "int": null,
        "rules": [
          "SE-WPN-MISSILE",
          "SE-BAL"
        ],
        "note": "not in the design table; always ballistic volley weapons; intercept 5 in the source example"
      },
      {
        "id": "torpedo",
        "name": "Torpedo",
        "family": "ballistic",
        "tech": 2,
        "energy": null,
        "delay": null,
        "range": null,
        "int": null,
        "rules": [
          "SE-WPN-TORPEDO",
          "SE-BAL"
        ],
        "note": "not in the design table; always ballistic, ship-to-ship, salvo rating"
      }
    ],
    "spinal_mount": {
      "arc": "F/BEAM (or A/BEAM if aft-mounted)",
      "classification": "heavy",
      "damage_track": true,
      "rules": [
        "SE-WPN-SPINAL"
      ]
    }
  },
  "weapon_traits": [
    {
      "id": "accelerating",
      "name": "Accelerating",
      "level": 2,
      "restriction": "energy weapons only; not missiles, torpedoes, chemical, linear",
      "effect": "may fire before fully charged: dice = floor(dice * charge/delay), min 1 die, charge >= 1",
      "engine_status": "implemented"
    },
    {
      "id": "anti_fighter",
      "name": "Anti-Fighter",
      "level": 1,
      "restriction": "any (chemical: range reduction only)",
      "effect": "may serve as close-defense interceptor dice (one die per weapon) instead of firing; AFF modifiers by class",
      "engine_status": "provisional"
    },
    {
      "id": "area_effect",
      "name": "Area Effect",
      "level": 1,
      "restriction": "non-beam energy weapons",
      "effect": "fired at a point with ballistic timing; cannot be intercepted; radius from data field aoe_radius (default 2 inches, provisional)",
      "engine_status": "implemented"
    },
    {
      "id": "ascending",
      "name": "Ascending",
      "level": 2,
      "restriction": "any",
      "effect": "+1 to every damage die per point the attack roll is below the target number",
      "engine_status": "implemented"
    },
    {
      "id": "combining",
      "name": "Combining",
      "level": 3,
      "restriction": "unknown",
      "effect": "heading only in source",
      "engine_status": "omitted"
    },
    {
      "id": "energy_torpedo",
      "name": "Energy Torpedo",
      "level": "design",
      "restriction": "non-beam energy weapons",
      "effect": "weapon is fired and resolved as a ballistic torpedo (SE-BAL); listed in the block because it changes timing",
      "engine_status": "implemented"
    },
    {
      "id": "enveloping_1",
      "name": "Enveloping I",
      "level": 2,
      "restriction": "non-beam energy weapons",
      "effect": "damage dice dealt round-robin: facing, adjacent (nearer to attacker first), other adjacent, opposite",
      "engine_status": "implemented"
    },
    {
      "id": "enveloping_2",
      "name": "Enveloping II",
      "level": 2,
      "restriction": "non-beam energy weapons",
      "effect": "as Enveloping I but the round-robin starts at the section with the weakest active shield (unshielded: the section facing away)",
      "engine_status": "implemented"
    },
    {
      "id": "focused_1",
      "name": "Focused I",
      "level": "design",
      "restriction": "non-beam energy weapons",
      "effect": "longer range, harder to intercept, more energy (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "focused_2",
      "name": "Focused II",
      "level": "design",
      "restriction": "non-beam energy weapons; not with Focused I",
      "effect": "even longer range (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "heavy_1",
      "name": "Heavy I",
      "level": "design",
      "restriction": "any",
      "effect": "more damage, less range, more energy (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "heavy_2",
      "name": "Heavy II",
      "level": "design",
      "restriction": "any",
      "effect": "as Heavy I, stronger (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "highly_accurate",
      "name": "Highly Accurate",
      "level": 1,
      "restriction": "non-ballistic weapons",
      "effect": "+1 to target number",
      "engine_status": "implemented"
    },
    {
      "id": "high_velocity_1",
      "name": "High Velocity I",
      "level": "design",
      "restriction": "any",
      "effect": "more range, lower intercept vulnerability, less damage (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "high_velocity_2",
      "name": "High Velocity II",
      "level": "design",
      "restriction": "any",
      "effect": "as HV I, stronger (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "inaccurate",
      "name": "Inaccurate",
      "level": 1,
      "restriction": "non-ballistic weapons",
      "effect": "-1 to target number; cannot unlock higher-tech weapon types",
      "engine_status": "implemented"
    },
    {
      "id": "low_velocity",
      "name": "Low Velocity",
      "level": "design",
      "restriction": "non-beam energy weapons",
      "effect": "intercept vulnerability +1 (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "minimum_range",
      "name": "Minimum Range",
      "level": 1,
      "restriction": "any",
      "effect": "cannot fire at a range below 20% of maximum range; weapon tech -1",
      "engine_status": "implemented"
    },
    {
      "id": "penetrating_1",
      "name": "Penetrating I",
      "level": 1,
      "restriction": "any",
      "effect": "each damage die >= effective armor threshold adds +1 structure damage to the section hit",
      "engine_status": "implemented"
    },
    {
      "id": "penetrating_2",
      "name": "Penetrating II",
      "level": 2,
      "restriction": "any",
      "effect": "as Penetrating I but +2",
      "engine_status": "implemented"
    },
    {
      "id": "proximity",
      "name": "Proximity",
      "level": 1,
      "restriction": "non-beam energy or ballistic weapons",
      "effect": "+1 to target number (damage reduction already in block values)",
      "engine_status": "implemented"
    },
    {
      "id": "pulse_3",
      "name": "Pulse 3",
      "level": 1,
      "restriction": "secondary to a primary type",
      "effect": "burst mode: weapon factor column 3 per weapon; saturation mode: +3 target number, max 1 hit per weapon",
      "engine_status": "implemented"
    },
    {
      "id": "pulse_5",
      "name": "Pulse 5",
      "level": 1,
      "restriction": "secondary to a primary type",
      "effect": "as Pulse 3 with column 5",
      "engine_status": "implemented"
    },
    {
      "id": "pulse_7",
      "name": "Pulse 7",
      "level": 1,
      "restriction": "secondary to a primary type",
      "effect": "as Pulse 3 with column 7",
      "engine_status": "implemented"
    },
    {
      "id": "reduced_delay_1",
      "name": "Reduced Delay I",
      "level": "design",
      "restriction": "any; no energy cost added to matter/ballistic weapons",
      "effect": "delay -1 (min 1), less range, more energy, less damage (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "reduced_delay_2",
      "name": "Reduced Delay II",
      "level": "design",
      "restriction": "any",
      "effect": "delay -2 (min 1) (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "reduced_range_1",
      "name": "Reduced Range I",
      "level": "design",
      "restriction": "any",
      "effect": "more damage, much less range (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "reduced_range_2",
      "name": "Reduced Range II",
      "level": "design",
      "restriction": "any",
      "effect": "as Reduced Range I, stronger (already in block values)",
      "engine_status": "informational"
    },
    {
      "id": "shotgun",
      "name": "Shotgun",
      "level": 1,
      "restriction": "beam or matter weapons",
      "effect": "+1 to target number (treated like Proximity); intercept/energy already in block values",
      "engine_status": "provisional"
    },
    {
      "id": "wave",
      "name": "Wave",
      "level": 2,
      "restriction": "non-beam energy weapons",
      "effect": "dice split over facing and both adjacent sections: floor(n/3) each, remainder to facing",
      "engine_status": "implemented"
    }
  ],
  "interceptor_die_by_active_defense_tech": {
    "1": "D12",
    "2": "D12",
    "3": "D12",
    "4": "D12",
    "5+": {
      "die": "D10",
      "status": "provisional (not in source)",
      "reason": "volley example uses D10; table stops at tech 4"
    }
  },
  "system_hit_tables": {
    "critical_check": {
      "dice_per_structure_point": 1,
      "trigger": "d10 >= 9 (EM-caused points: >= 8); CLOSE_BLAST_DOORS on target: -1 to the check roll"
    },
    "structure_system_hits": {
      "note": "entries with two values: first for Fore/Aft sections, second for Port/Starboard sections",
      "rows": {
        "1": {
          "FA": "drive",
          "PS": "maneuver",
          "source": "Drive / Maneuver"
        },
        "2": {
          "all": "minor_weapon"
        },
        "3": {
          "all": "defense_system"
        },
        "4": {
          "all": "secondary_weapon"
        },
        "5": {
          "all": "bay"
        },
        "6": {
          "all": "primary_weapon"
        },
        "7": {
          "FA": "maneuver",
          "PS": "drive",
          "source": "Maneuver / Drive"
        },
        "8": {
          "all": "defense_system"
        },
        "9": {
          "all": "heavy_weapon"
        },
        "10": {
          "all": "bay"
        }
      }
    },
    "primary_structure_system_hits": {
      "1": "crew_life_support",
      "2": "reactor_capacitors",
      "3": "sensors_ew",
      "4": "crew_life_support",
      "5": "major_defensive_system",
      "6": "engineering",
      "7": "crew_life_support",
      "8": "reactor_capacitors",
      "9": "sensors_ew",
      "10": "vital_systems"
    },
    "weapon_hit_fallback": {
      "minor": [
        "minor",
        "secondary",
        "primary",
        "heavy"
      ],
      "secondary": [
        "secondary",
        "minor",
        "primary",
        "heavy"
      ],
      "primary": [
        "primary",
        "secondary",
        "minor",
        "heavy"
      ],
      "heavy": [
        "heavy",
        "primary",
        "secondary",
        "minor"
      ]
    },
    "band_tables_note": "d10 bands 1-2, 3-4, 5-6, 7-8, 9-10; 'structure' = points on the primary structure (SE-CRIT-12)",
    "engineering": [
      {
        "band": [
          1,
          2
        ],
        "name": "Minor Hit",
        "crew_hits": 1
      },
      {
        "band": [
          3,
          4
        ],
        "name": "Small Explosion",
        "structure": "1",
        "crew_hits": 1
      },
      {
        "band": [
          5,
          6
        ],
        "name": "Large Explosion",
        "structure": "D4",
        "crew_hits": 2
      },
      {
        "band": [
          7,
          8
        ],
        "name": "Massive Explosion",
        "structure": "D4",
        "crew_hits": 3,
        "no_damage_control": true
      },
      {
        "band": [
          9,
          10
        ],
        "name": "Catastrophic Hit",
        "structure": "D4",
        "crew_hits": 3,
        "no_damage_control": true
      }
    ],
    "crew_life_support": [
      {
        "band": [
          1,
          2
        ],
        "name": "Minor Decompression",
        "crew_hits": 1
      },
      {
        "band": [
          3,
          4
        ],
        "name": "Small Decompression",
        "structure": "1",
        "crew_hits": 2
      },
      {
        "band": [
          5,
          6
        ],
        "name": "Large Decompression",
        "structure": "D4",
        "crew_hits": 3
      },
      {
        "band": [
          7,
          8
        ],
        "name": "Hull Breach",
        "structure": "D4",
        "crew_hits": 4,
        "delayed_crew_hits": [
          1
        ]
      },
      {
        "band": [
          9,
          10
        ],
        "name": "Major Hull Breach",
        "structure": "D4",
        "crew_hits": 5,
        "delayed_crew_hits": [
          1,
          1
        ]
      }
    ],
    "reactor_capacitors": [
      {
        "band": [
          1,
          2
        ],
        "name": "Power Relays Hit",
        "capacitor_hits": 2
      },
      {
        "band": [
          3,
          4
        ],
        "name": "Secondary Reactor Hit",
        "structure": "1",
        "reactor_hits": 1
      },
      {
        "band": [
          5,
          6
        ],
        "name": "Capacitor Bundle Hit",
        "structure": "D4",
        "capacitor_hits": 3
      },
      {
        "band": [
          7,
          8
        ],
        "name": "Reactor Hit",
        "structure": "D4",
        "reactor_hits": 2
      },
      {
        "band": [
          9,
          10
        ],
        "name": "Reactor Core Hit",
        "structure": "D4",
        "reactor_hits": 3,
        "capacitor_hits": 3
      }
    ],
    "sensors_ew": [
      {
        "band": [
          1,
          2
        ],
        "name": "Minor Sensor Hit",
        "sensor_hits": 1
      },
      {
        "band": [
          3,
          4
        ],
        "name": "Minor Sensor Hit",
        "structure": "1",
        "sensor_hits": 2,
        "alternative": "1 EW hit (EW not modelled: sensor option always used)"
      },
      {
        "band": [
          5,
          6
        ],
        "name": "Major Sensor Hit",
        "structure": "D4",
        "sensor_hits": 3
      },
      {
        "band": [
          7,
          8
        ],
        "name": "Severe Sensor Hit",
        "structure": "D4",
        "sensor_hits": 4,
        "alternative": "1 EW hit and 2 sensor hits (EW not modelled: 4 sensor hits used)"
      },
      {
        "band": [
          9,
          10
        ],
        "name": "Catastrophic Sensor Hit",
        "structure": "D4",
        "sensor_hits": 5
      }
    ],
    "major_defensive_system": [
      {
        "band": [
          1,
          2
        ],
        "name": "Shield Capacitor Hits",
        "shield_capacity_hits": "3"
      },
      {
        "band": [
          3,
          4
        ],
        "name": "Shield Core",
        "structure": "1",
        "shield_level": -1
      },
      {
        "band": [
          5,
          6
        ],
        "name": "Shield Controls Hit",
        "shield_capacity_hits": "D4+3"
      },
      {
        "band": [
          7,
          8
        ],
        "name": "Shield Generator Overload",
        "shield_capacity_hits": "D4+4",
        "destroy_projector": true
      },
      {
        "band": [
          9,
          10
        ],
        "name": "Complete System Failure",
        "shield_capacity_hits": "D8+4",
        "destroy_generator": true
      }
    ],
    "vital_systems": [
      {
        "band": [
          1,
          2
        ],
        "name": "Bridge Hit",
        "bridge_hits": 1,
        "structure": "D4"
      },
      {
        "band": [
          3,
          4
        ],
        "name": "Weapons Control Hit",
        "structure": "D4",
        "intercept_roll_mod": 1
      },
      {
        "band": [
          5,
          6
        ],
        "name": "Targeting Computer",
        "structure": "D4",
        "target_number_mod": -1
      },
      {
        "band": [
          7,
          8
        ],
        "name": "IS Drive",
        "structure": "D6",
        "is_drive_hits": 1
      },
      {
        "band": [
          9,
          10
        ],
        "name": "Bridge",
        "structure": "D4",
        "bridge_hits": 2
      }
    ],
    "provisional_effects": {
      "bridge_hit": "-1 to the ship's crew skill for special action rolls and repair rolls per hit; at 3 bridge hits the ship counts as crippled (provisional (not in source))",
      "crew_zero": "ship becomes derelict: removed, counts as destroyed (provisional (not in source))",
      "reactor_hit": "marks one reactor box; output = rated_output * unmarked/boxes (provisional (not in source))",
      "capacitor_hit": "marks one capacitor box; capacity = rated_capacity * unmarked/boxes; stored energy clipped (provisional (not in source))"
    }
  },
  "technology": {
    "categories": [
      "Base",
      "Construction",
      "Defenses (Active)",
      "Defenses (Energy Fields)",
      "Defenses (Passive)",
      "Drives",
      "Fighters",
      "Weapons (Ballistic)",
      "Weapons (Direct Fire)",
      "Weapons (Energy Torpedoes)"
    ],
    "rule": "effective tech of a category = Base + modifier; the average of all technologies cannot exceed the overall technology level",
    "example_profile": {
      "empire": "Terran Republic",
      "status": "source",
      "Base": 4,
      "Construction": 1,
      "Defenses (Active)": 0,
      "Defenses (Energy Fields)": -1,
      "Defenses (Passive)": 0,
      "Drives": 0,
      "Fighters": 1,
      "Weapons (Ballistic)": 1,
      "Weapons (Direct Fire)": 1,
      "Weapons (Energy Torpedoes)": 0
    },
    "examples_by_level": {
      "1": [
        "Chemical/Projectile Weapons",
        "Missiles",
        "Cargo Bays/Shuttle Bays",
        "Turret Armor",
        "Basic AF"
      ],
      "2": [
        "Fusion Weapons",
        "Spinal Mounts",
        "Plasma Weapons",
        "Torpedoes",
        "Aegis Systems",
        "Carrier Bays",
        "Light Fighters"
      ],
      "3": [
        "Laser Weapons",
        "Linear Accelerators",
        "Particle Weapons",
        "Interceptors",
        "Stealth Technology"
      ],
      "4": [
        "Electro-Magnetic Weapons",
        "Ion Weapons",
        "Tachyon Weapons",
        "Medium Fighters",
        "Absorption Shields"
      ]
    }
  },
  "fighter_tables": {
    "range_bands_inches": {
      "point_blank": 1,
      "standard": 2,
      "long": 3,
      "extended": 4,
      "extreme": 5
    },
    "weapon_designs": [
      {
        "id": "anti_fighter",
        "name": "Anti-Fighter",
        "dogfight_bonus": 2,
        "damage_bonus": -2
      },
      {
        "id": "heavy_anti_fighter",
        "name": "Heavy Anti-Fighter",
        "dogfight_bonus": 1,
        "damage_bonus": -1
      },
      {
        "id": "multi_purpose",
        "name": "Multi-Purpose",
        "dogfight_bonus": 0,
        "damage_bonus": 0
      },
      {
        "id": "anti_ship",
        "name": "Anti-Ship",
        "dogfight_bonus": -1,
        "damage_bonus": 1
      },
      {
        "id": "heavy_anti_ship",
        "name": "Heavy Anti-Ship",
        "dogfight_bonus": -2,
        "damage_bonus": 2
      }
    ],
    "hangar_launch_rates": [
      {
        "hangar": "Small",
        "launch_rate": 2,
        "scramble_launch_rate": 3
      },
      {
        "hangar": "Medium",
        "launch_rate": 3,
        "scramble_launch_rate": 5
      },
      {
        "hangar": "Large",
        "launch_rate": 4,
        "scramble_launch_rate": 6
      },
      {
        "hangar": "Expanded",
        "launch_rate": 5,
        "scramble_launch_rate": 8
      },
      {
        "hangar": "Oversized",
        "launch_rate": 6,
        "scramble_launch_rate": 9
      },
      {
        "hangar": "Dropship",
        "launch_rate": 7,
        "scramble_launch_rate": 11
      },
      {
        "hangar": "Heavy Dropship",
        "launch_rate": 8,
        "scramble_launch_rate": 12
      }
    ],
    "fixed_bay_multiplier": 1.5,
    "launch_costs": [
      {
        "fighter_type": "Small",
        "launch_cost": 2
      },
      {
        "fighter_type": "Medium",
        "launch_cost": 3
      },
      {
        "fighter_type": "Heavy",
        "launch_cost": 4
      },
      {
        "fighter_type": "Assault / Shuttle",
        "launch_cost": 5
      },
      {
        "fighter_type": "Gunship / Heavy Shuttle",
        "launch_cost": 6
      },
      {
        "fighter_type": "Single Cat 1 Dropship",
        "launch_cost": 7
      },
      {
        "fighter_type": "Category 2 Dropship",
        "launch_cost": 8
      }
    ],
    "equipment": [
      {
        "id": "manned_turret",
        "vs_fighters": "extra dogfight attack, +1 to target number",
        "vs_ships": "extra attack, 1 die of standard fighter damage"
      },
      {
        "id": "automatic_turret",
        "vs_fighters": "extra dogfight attack, +2 to target number, only vs heavy or larger flights",
        "vs_ships": "extra attack, 1 die, -2 damage"
      },
      {
        "id": "nebula_equipped",
        "effect": "normal performance in nebulae; armor save +2 if afterburners used in a nebula"
      },
      {
        "id": "is_drive",
        "effect": "fighter starts deployed; can act as reinforcements / retreat (Level 3)"
      },
      {
        "id": "afterburners",
        "effect": "move up to 2x thrust in a straight line, once per battle (+1 per additional fuel point)"
      },
      {
        "id": "additional_fuel",
        "effect": "per point: one extra afterburner use or one re-roll of a save roll in a turn"
      },
      {
        "id": "long_term_air_recycler",
        "effect": "patrol range +2 sectors (campaign only, no battle effect)"
      },
      {
        "id": "additional_crew_member",
        "effect": "-1 dogfight rating (crew dogfight bonus) and -1 defense rating against AFF"
      }
    ],
    "aff_weapon_modifiers": [
      {
        "attacker": "interceptor die",
        "to_hit": 0,
        "save": 0
      },
      {
        "attacker": "minor weapon (class 1)",
        "to_hit": 1,
        "save": -1
      },
      {
        "attacker": "secondary weapon (class 2-3)",
        "to_hit": 2,
        "save": -2
      },
      {
        "attacker": "primary/heavy weapon (class 4+)",
        "to_hit": 0,
        "save": 0,
        "status": "provisional (not in source)"
      }
    ],
    "dogfight_ship_fire_defense_rating": 3
  },
  "weapons": [
    {
      "id": "n_laser_3",
      "name": "N Laser 3",
      "status": "source",
      "tech": 3,
      "class": 4,
      "type": "laser",
      "traits": [],
      "max_range": 20,
      "damage": {
        "dice": 3,
        "die": 10,
        "bonus": 0,
        "text": "3D10"
      },
      "reduction": {
        "shield": 1,
        "armor": 1
      },
      "threshold_mods": {
        "shield": -1,
        "armor": 0,
        "structure": 0
      },
      "intercept": "Beam",
      "delay": 3,
      "energy": 8.25,
      "source_facts": [
        "complete weapon data block in 7.3.2",
        "system example: 3 in one turret, arc FH (F/HALF), 24.75 energy per firing"
      ]
    },
    {
      "id": "heavy_laser",
      "name": "Heavy Laser",
      "status": "source-partial",
      "tech": 3,
      "class": 6,
      "type": "laser",
      "traits": [],
      "max_range": 30,
      "damage": {
        "dice": 4,
        "die": 10,
        "bonus": 1,
        "text": "4D10+1"
      },
      "reduction": {
        "shield": 1,
        "armor": 1
      },
      "threshold_mods": {
        "shield": -1,
        "armor": 0,
        "structure": 0
      },
      "intercept": "Beam",
      "delay": 4,
      "energy": 13.5,
      "provisional_fields": [
        "tech",
        "class",
        "max_range",
        "reduction",
        "threshold_mods",
        "delay",
        "energy"
      ],
      "source_facts": [
        "damage 4D10+1 (7.8.2.1)",
        "no armor reduction ability (reduction 1)",
        "arc example F / Fc = F/Q (7.5)",
        "laser = beam"
      ]
    },
    {
      "id": "medium_plasma_cannon",
      "name": "Medium Plasma Cannon",
      "status": "source-partial",
      "tech": 2,
      "class": 5,
      "type": "plasma",
      "traits": [],
      "max_range": 15,
      "damage": {
        "dice": 5,
        "die": 10,
        "bonus": 0,
        "text": "5D10"
      },
      "reduction": {
        "shield": 1,
        "armor": 2
      },
      "threshold_mods": {
        "shield": 0,
        "armor": 0,
        "structure": 0
      },
      "intercept": 3,
      "delay": 3,
      "energy": 4.5,
      "provisional_fields": [
        "tech",
        "class",
        "max_range",
        "reduction.shield",
        "threshold_mods",
        "delay",
        "energy"
      ],
      "source_facts": [
        "damage 5D10 in 7.8.2.1 (4D10 in 7.9.2.1.1, see SE-Q-13)",
        "armor reduction 2 (7.8.2.1, 7.13.1.9)",
        "plasma intercept 3 (type table)"
      ]
    },
    {
      "id": "particle_cannon",
      "name": "Particle Cannon",
      "status": "source-partial",
      "tech": 3,
      "class": 3,
      "type": "particle",
      "traits": [],
      "max_range": 15,
      "damage": {
        "dice": 2,
        "die": 8,
        "bonus": 0,
        "text": "2D8"
      },
      "reduction": {
        "shield": 1,
        "armor": 1
      },
      "threshold_mods": {
        "shield": 0,
        "armor": 0,
        "structure": 0
      },
      "intercept": 2,
      "delay": 2,
      "energy": 1.5,
      "provisional_fields": [
        "tech",
        "class",
        "max_range",
        "reduction",
        "threshold_mods",
        "delay",
        "energy"
      ],
      "source_facts": [
        "damage 2D8 (7.9.2.1.1)",
        "particle intercept 2 (type table)"
      ]
    },
    {
      "id": "small_particle_cannon",
      "name": "Small Particle Cannon",
      "status": "source-partial",
      "tech": 3,
      "class": 1,
      "type": "particle",
      "traits": [],
      "max_range": 6,
      "damage": {
        "dice": 1,
        "die": 8,
        "bonus": 0,
        "text": "1D8"
      },
      "reduction": {
        "shield": 1,
        "armor": 1
      },
      "threshold_mods": {
        "shield": 0,
        "armor": 0,
        "structure": 0
      },
      "intercept": 2,
      "delay": 1,
      "energy": 0.5,
      "provisional_fields": [
        "tech",
        "class",
        "max_range",
        "damage",
        "reduction",
        "threshold_mods",
        "delay",
        "energy"
      ],
      "source_facts": [
        "named in the 27-cannon weapon factor example (7.7.2)"
      ]
    },
    {
      "id": "pulse_cannon",
      "name": "Pulse Cannon",
      "status": "source-partial",
      "tech": 3,
      "class": 2,
      "type": "particle",
      "traits": [
        "pulse_5"
      ],
      "max_range": 10,
      "damage": {
        "dice": 1,
        "die": 8,
        "bonus": 0,
        "text": "1D8"
      },
      "reduction": {
        "shield": 1,
        "armor": 1
      },
      "threshold_mods": {
        "shield": 0,
        "armor": 0,
        "structure": 0
      },
      "intercept": 2,
      "delay": 1,
      "energy": 1,
      "provisional_fields": [
        "tech",
        "class",
        "type",
        "max_range",
        "damage",
        "reduction",
        "threshold_mods",
        "delay",
        "energy"
      ],
      "source_facts": [
        "'4 pulse cannons with a pulse rate of 5' example (7.7.2)"
      ]
    },
    {
      "id": "missile_launcher",
      "name": "Missile Launcher",
      "status": "source-partial",
      "tech": 1,
      "class": 2,
      "type": "missile",
      "traits": [],
      "max_range": 30,
      "damage": {
        "dice": 2,
        "die": 10,
        "bonus": 0,
        "text": "2D10"
      },
      "reduction": {
        "shield": 1,
        "armor": 1
      },
      "threshold_mods": {
        "shield": 0,
        "armor": 0,
        "structure": 0
      },
      "intercept": 5,
      "delay": 1,
      "energy": 0,
      "ballistic": true,
      "volley_rating": 2,
      "uses_ammo": true,
      "provisional_fields": [
        "tech (type table level 1)",
        "class",
        "max_range",
        "damage",
        "reduction",
        "volley_rating",
        "delay"
      ],
      "source_facts": [
        "missiles intercept vulnerability 5 (7.9.3.4.2 example)",
        "missiles are ballistic volley weapons (7.13.1.7)"
      ]
    },
    {
      "id": "torpedo_tube",
      "name": "Torpedo Tube",
      "status": "provisional (not in source)",
      "tech": 2,
      "class": 4,
      "type": "torpedo",
      "traits": [],
      "max_range": 24,
      "damage": {
        "dice": 3,
        "die": 10,
        "bonus": 0,
        "text": "3D10"
      },
      "reduction": {
        "shield": 1,
        "armor": 1
      },
      "threshold_mods": {
        "shield": 0,
        "armor": 0,
        "structure": 0
      },
      "intercept": 4,
      "delay": 2,
      "energy": 0,
      "ballistic": true,
      "salvo_rating": 2,
      "uses_ammo": true
    }
  ],
  "design_conventions_for_provisional_ships": {
    "status": "provisional (not in source)",
    "armor_track": "rows from the starting armor value down to 1; each row holds ceil(category/2) boxes",
    "structure_threshold": "floor(category/3), minimum 1, except where the source implies a value",
    "primary_threshold": "ceil(category/2)",
    "crew_points": "equal to category (from the skeleton-crew rule, SE-CRIT-13)",
    "redundancy": "ceil(category/2) (source rule)",
    "weapon_range": "about 4 * class * type range coefficient (N Laser 3: 4*4*1.25 = 20 matches the source block)"
  },
  "ships": [
    {
      "id": "omicron",
      "name": "Omicron",
      "class_name": "Omicron Heavy Cruiser",
      "status": "source-partial",
      "side": "A",
      "category": 10,
      "crew_grade": "regular",
      "crew_points": 10,
      "redundancy": 5,
      "movement": {
        "speed_track": [
          8,
          7,
          6,
          5,
          4,
          3,
          2,
          1
        ],
        "turns_track": [
          2,
          2,
          1,
          1
        ],
        "turn_delay": 2
      },
      "sensor_track": [
        7,
        6,
        5,
        4,
        3,
        2
      ],
      "power": {
        "reactor": 50,
        "reactor_boxes": 5,
        "capacitor": 30,
        "capacitor_boxes": 3
      },
      "sections": {
        "F": {
          "armor_track": [
            {
              "threshold": 6,
              "boxes": 5
            },
            {
              "threshold": 5,
              "boxes": 5
            },
            {
              "threshold": 4,
              "boxes": 5
            },
            {
              "threshold": 3,
              "boxes": 5
            },
            {
              "threshold": 2,
              "boxes": 5
            },
            {
              "threshold": 1,
              "boxes": 5
            }
          ],
          "structure": {
            "blocks": 14,
            "threshold": 3
          }
        },
        "P": {
          "armor_track": [
            {
              "threshold": 5,
              "boxes": 5
            },
            {
              "threshold": 4,
              "boxes": 5
            },
            {
              "threshold": 3,
              "boxes": 5
            },
            {
              "threshold": 2,
              "boxes": 5
            },
            {
              "threshold": 1,
              "boxes": 5
            }
          ],
          "structure": {
            "blocks": 12,
            "threshold": 3
          }
        },
        "S": {
          "armor_track": [
            {
              "threshold": 5,
              "boxes": 5
            },
            {
              "threshold": 4,
              "boxes": 5
            },
            {
              "threshold": 3,
              "boxes": 5
            },
            {
              "threshold": 2,
              "boxes": 5
            },
            {
              "threshold": 1,
              "boxes": 5
            }
          ],
          "structure": {
            "blocks": 12,
            "threshold": 3
          }
        },
        "A": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 5
            },
            {
              "threshold": 3,
              "boxes": 5
            },
            {
              "threshold": 2,
              "boxes": 5
            },
            {
              "threshold": 1,
              "boxes": 5
            }
          ],
          "structure": {
            "blocks": 10,
            "threshold": 3
          }
        }
      },
      "primary_structure": {
        "blocks": 24,
        "threshold": 5
      },
      "shields": null,
      "fields": null,
      "interceptors": {
        "type": "standard",
        "close_defense": 3,
        "assist": 1,
        "volley": 2,
        "aegis_range": 0,
        "damage_boxes": 3,
        "rule": "each interceptor hit reduces close_defense, assist and volley by 1 (min 0)"
      },
      "weapon_systems": [
        {
          "id": "W1",
          "weapon": "heavy_laser",
          "count": 1,
          "arc": "F/Q",
          "mount_section": "F",
          "energy_per_firing": 13.5
        },
        {
          "id": "W2",
          "weapon": "n_laser_3",
          "count": 3,
          "arc": "F/HALF",
          "mount_section": "F",
          "energy_per_firing": 24.75
        },
        {
          "id": "W3",
          "weapon": "medium_plasma_cannon",
          "count": 2,
          "arc": "P/Q",
          "mount_section": "P",
          "energy_per_firing": 9
        },
        {
          "id": "W4",
          "weapon": "medium_plasma_cannon",
          "count": 2,
          "arc": "S/Q",
          "mount_section": "S",
          "energy_per_firing": 9
        },
        {
          "id": "W5",
          "weapon": "particle_cannon",
          "count": 3,
          "arc": "A/HALF",
          "mount_section": "A",
          "energy_per_firing": 4.5
        }
      ],
      "bays": [],
      "ammo_points": 0,
      "bridge_boxes": 3,
      "is_drive": {
        "boxes": 1
      },
      "command_bonus": 0,
      "soft_dock_capacity": 10,
      "source_facts": [
        "heavy warship / heavy cruiser (7.7.1.1, 7.9.3.6)",
        "category 10 chosen within heavy warship range 10-11",
        "fore armor 6 (7.8.2.1)",
        "fore structure threshold 3: text says 4 but its arithmetic (9 kept, 3 passed, '6 is 3 more than the threshold') needs 3 (SE-Q-10)",
        "fore armor row 6 holds 5 boxes so that the plasma's 5 armor points lower the threshold to 5 (SE-Q-11)",
        "no shields (Terran energy-field tech 3 < 4)"
      ],
      "aliases_in_source": [
        "Omicron cruiser",
        "Omicron Heavy Cruiser",
        "Churchill (once, in the Aegis example)"
      ]
    },
    {
      "id": "marikai",
      "name": "Marikai",
      "class_name": "Marikai Escort Cruiser",
      "status": "source-partial",
      "side": "A",
      "category": 8,
      "crew_grade": "regular",
      "crew_points": 8,
      "redundancy": 4,
      "movement": {
        "speed_track": [
          9,
          8,
          7,
          6,
          5,
          4,
          2
        ],
        "turns_track": [
          3,
          2,
          2,
          1,
          1
        ],
        "turn_delay": 2
      },
      "sensor_track": [
        8,
        7,
        6,
        5,
        4,
        3
      ],
      "power": {
        "reactor": 16,
        "reactor_boxes": 4,
        "capacitor": 10,
        "capacitor_boxes": 2
      },
      "sections": {
        "F": {
          "armor_track": [
            {
              "threshold": 5,
              "boxes": 4
            },
            {
              "threshold": 4,
              "boxes": 4
            },
            {
              "threshold": 3,
              "boxes": 4
            },
            {
              "threshold": 2,
              "boxes": 4
            },
            {
              "threshold": 1,
              "boxes": 4
            }
          ],
          "structure": {
            "blocks": 11,
            "threshold": 2
          }
        },
        "P": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 4
            },
            {
              "threshold": 3,
              "boxes": 4
            },
            {
              "threshold": 2,
              "boxes": 4
            },
            {
              "threshold": 1,
              "boxes": 4
            }
          ],
          "structure": {
            "blocks": 10,
            "threshold": 2
          }
        },
        "S": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 4
            },
            {
              "threshold": 3,
              "boxes": 4
            },
            {
              "threshold": 2,
              "boxes": 4
            },
            {
              "threshold": 1,
              "boxes": 4
            }
          ],
          "structure": {
            "blocks": 10,
            "threshold": 2
          }
        },
        "A": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 4
            },
            {
              "threshold": 3,
              "boxes": 4
            },
            {
              "threshold": 2,
              "boxes": 4
            },
            {
              "threshold": 1,
              "boxes": 4
            }
          ],
          "structure": {
            "blocks": 8,
            "threshold": 2
          }
        }
      },
      "primary_structure": {
        "blocks": 20,
        "threshold": 4
      },
      "shields": null,
      "fields": null,
      "interceptors": {
        "type": "standard",
        "close_defense": 4,
        "assist": 2,
        "volley": 3,
        "aegis_range": 14,
        "damage_boxes": 4,
        "rule": "each interceptor hit reduces close_defense, assist and volley by 1 (min 0)"
      },
      "weapon_systems": [
        {
          "id": "W1",
          "weapon": "particle_cannon",
          "count": 4,
          "arc": "F/HALF",
          "mount_section": "F",
          "energy_per_firing": 6
        },
        {
          "id": "W2",
          "weapon": "pulse_cannon",
          "count": 4,
          "arc": "F/FULL",
          "mount_section": "A",
          "energy_per_firing": 4
        },
        {
          "id": "W3",
          "weapon": "missile_launcher",
          "count": 4,
          "arc": "F/HALF",
          "mount_section": "F",
          "energy_per_firing": 0
        }
      ],
      "bays": [],
      "ammo_points": 8,
      "bridge_boxes": 3,
      "is_drive": {
        "boxes": 1
      },
      "command_bonus": 0,
      "soft_dock_capacity": 8,
      "source_facts": [
        "escort cruiser with Aegis range 14 and 4 interceptors (7.9.3.6)"
      ],
      "aliases_in_source": [
        "Marikai Escort Cruiser"
      ]
    },
    {
      "id": "rapier",
      "name": "Rapier",
      "class_name": "Rapier Destroyer",
      "status": "provisional (not in source)",
      "side": "A",
      "category": 6,
      "crew_grade": "regular",
      "crew_points": 6,
      "redundancy": 3,
      "movement": {
        "speed_track": [
          11,
          10,
          9,
          8,
          6,
          4,
          2
        ],
        "turns_track": [
          3,
          3,
          2,
          2,
          1
        ],
        "turn_delay": 2
      },
      "sensor_track": [
        6,
        5,
        4,
        3,
        2
      ],
      "power": {
        "reactor": 18,
        "reactor_boxes": 3,
        "capacitor": 12,
        "capacitor_boxes": 2
      },
      "sections": {
        "F": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 3
            },
            {
              "threshold": 3,
              "boxes": 3
            },
            {
              "threshold": 2,
              "boxes": 3
            },
            {
              "threshold": 1,
              "boxes": 3
            }
          ],
          "structure": {
            "blocks": 8,
            "threshold": 2
          }
        },
        "P": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 3
            },
            {
              "threshold": 3,
              "boxes": 3
            },
            {
              "threshold": 2,
              "boxes": 3
            },
            {
              "threshold": 1,
              "boxes": 3
            }
          ],
          "structure": {
            "blocks": 7,
            "threshold": 2
          }
        },
        "S": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 3
            },
            {
              "threshold": 3,
              "boxes": 3
            },
            {
              "threshold": 2,
              "boxes": 3
            },
            {
              "threshold": 1,
              "boxes": 3
            }
          ],
          "structure": {
            "blocks": 7,
            "threshold": 2
          }
        },
        "A": {
          "armor_track": [
            {
              "threshold": 3,
              "boxes": 3
            },
            {
              "threshold": 2,
              "boxes": 3
            },
            {
              "threshold": 1,
              "boxes": 3
            }
          ],
          "structure": {
            "blocks": 6,
            "threshold": 2
          }
        }
      },
      "primary_structure": {
        "blocks": 14,
        "threshold": 3
      },
      "shields": null,
      "fields": null,
      "interceptors": {
        "type": "standard",
        "close_defense": 2,
        "assist": 1,
        "volley": 1,
        "aegis_range": 0,
        "damage_boxes": 2,
        "rule": "each interceptor hit reduces close_defense, assist and volley by 1 (min 0)"
      },
      "weapon_systems": [
        {
          "id": "W1",
          "weapon": "n_laser_3",
          "count": 2,
          "arc": "F/HALF",
          "mount_section": "F",
          "energy_per_firing": 16.5
        },
        {
          "id": "W2",
          "weapon": "particle_cannon",
          "count": 2,
          "arc": "A/HALF",
          "mount_section": "A",
          "energy_per_firing": 3
        }
      ],
      "bays": [],
      "ammo_points": 0,
      "bridge_boxes": 3,
      "is_drive": {
        "boxes": 1
      },
      "command_bonus": 0,
      "soft_dock_capacity": 6
    },
    {
      "id": "hellcat",
      "name": "Hellcat",
      "class_name": "Hellcat Warship",
      "status": "source-partial",
      "side": "B",
      "category": 9,
      "crew_grade": "veteran",
      "crew_points": 9,
      "redundancy": 5,
      "movement": {
        "speed_track": [
          9,
          8,
          7,
          6,
          5,
          4,
          2
        ],
        "turns_track": [
          2,
          2,
          1,
          1
        ],
        "turn_delay": 2
      },
      "sensor_track": [
        7,
        6,
        5,
        4,
        3,
        2
      ],
      "power": {
        "reactor": 36,
        "reactor_boxes": 4,
        "capacitor": 24,
        "capacitor_boxes": 3
      },
      "sections": {
        "F": {
          "armor_track": [
            {
              "threshold": 5,
              "boxes": 5
            },
            {
              "threshold": 4,
              "boxes": 5
            },
            {
              "threshold": 3,
              "boxes": 5
            },
            {
              "threshold": 2,
              "boxes": 5
            },
            {
              "threshold": 1,
              "boxes": 5
            }
          ],
          "structure": {
            "blocks": 12,
            "threshold": 3
          }
        },
        "P": {
          "armor_track": [
            {
              "threshold": 5,
              "boxes": 5
            },
            {
              "threshold": 4,
              "boxes": 5
            },
            {
              "threshold": 3,
              "boxes": 5
            },
            {
              "threshold": 2,
              "boxes": 5
            },
            {
              "threshold": 1,
              "boxes": 5
            }
          ],
          "structure": {
            "blocks": 11,
            "threshold": 3
          }
        },
        "S": {
          "armor_track": [
            {
              "threshold": 5,
              "boxes": 5
            },
            {
              "threshold": 4,
              "boxes": 5
            },
            {
              "threshold": 3,
              "boxes": 5
            },
            {
              "threshold": 2,
              "boxes": 5
            },
            {
              "threshold": 1,
              "boxes": 5
            }
          ],
          "structure": {
            "blocks": 11,
            "threshold": 3
          }
        },
        "A": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 5
            },
            {
              "threshold": 3,
              "boxes": 5
            },
            {
              "threshold": 2,
              "boxes": 5
            },
            {
              "threshold": 1,
              "boxes": 5
            }
          ],
          "structure": {
            "blocks": 9,
            "threshold": 3
          }
        }
      },
      "primary_structure": {
        "blocks": 22,
        "threshold": 5
      },
      "shields": {
        "type": "absorption",
        "projectors": {
          "F": {
            "absorption": 2,
            "capacity": 6
          },
          "P": {
            "absorption": 2,
            "capacity": 6
          },
          "S": {
            "absorption": 2,
            "capacity": 6
          },
          "A": {
            "absorption": 2,
            "capacity": 6
          }
        },
        "regeneration": 1,
        "generator_boxes": 4
      },
      "fields": null,
      "interceptors": {
        "type": "standard",
        "close_defense": 3,
        "assist": 1,
        "volley": 2,
        "aegis_range": 0,
        "damage_boxes": 3,
        "rule": "each interceptor hit reduces close_defense, assist and volley by 1 (min 0)"
      },
      "weapon_systems": [
        {
          "id": "W1",
          "weapon": "heavy_laser",
          "count": 2,
          "arc": "F/Q",
          "mount_section": "F",
          "energy_per_firing": 27
        },
        {
          "id": "W2",
          "weapon": "particle_cannon",
          "count": 3,
          "arc": "P/HALF",
          "mount_section": "P",
          "energy_per_firing": 4.5
        },
        {
          "id": "W3",
          "weapon": "particle_cannon",
          "count": 3,
          "arc": "S/HALF",
          "mount_section": "S",
          "energy_per_firing": 4.5
        },
        {
          "id": "W4",
          "weapon": "pulse_cannon",
          "count": 4,
          "arc": "F/FULL",
          "mount_section": "A",
          "energy_per_firing": 4
        }
      ],
      "bays": [],
      "ammo_points": 0,
      "bridge_boxes": 3,
      "is_drive": {
        "boxes": 1
      },
      "command_bonus": 0,
      "soft_dock_capacity": 9,
      "source_facts": [
        "warship, category 9 (7.7.1.1)",
        "veteran crew, combat skill 6 (7.7.1.1)",
        "sensor range 7 (7.7.1.3)",
        "has weapons with range >= 23 (7.7.1.3)"
      ],
      "aliases_in_source": [
        "Overlord (once, in the facing example)"
      ]
    },
    {
      "id": "jackal",
      "name": "Jackal",
      "class_name": "Jackal Frigate",
      "status": "provisional (not in source)",
      "side": "B",
      "category": 5,
      "crew_grade": "regular",
      "crew_points": 5,
      "redundancy": 3,
      "movement": {
        "speed_track": [
          12,
          11,
          10,
          8,
          6,
          4
        ],
        "turns_track": [
          4,
          3,
          3,
          2,
          1
        ],
        "turn_delay": 2
      },
      "sensor_track": [
        5,
        4,
        3,
        2
      ],
      "power": {
        "reactor": 10,
        "reactor_boxes": 2,
        "capacitor": 6,
        "capacitor_boxes": 2
      },
      "sections": {
        "F": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 3
            },
            {
              "threshold": 3,
              "boxes": 3
            },
            {
              "threshold": 2,
              "boxes": 3
            },
            {
              "threshold": 1,
              "boxes": 3
            }
          ],
          "structure": {
            "blocks": 7,
            "threshold": 1
          }
        },
        "P": {
          "armor_track": [
            {
              "threshold": 3,
              "boxes": 3
            },
            {
              "threshold": 2,
              "boxes": 3
            },
            {
              "threshold": 1,
              "boxes": 3
            }
          ],
          "structure": {
            "blocks": 6,
            "threshold": 1
          }
        },
        "S": {
          "armor_track": [
            {
              "threshold": 3,
              "boxes": 3
            },
            {
              "threshold": 2,
              "boxes": 3
            },
            {
              "threshold": 1,
              "boxes": 3
            }
          ],
          "structure": {
            "blocks": 6,
            "threshold": 1
          }
        },
        "A": {
          "armor_track": [
            {
              "threshold": 3,
              "boxes": 3
            },
            {
              "threshold": 2,
              "boxes": 3
            },
            {
              "threshold": 1,
              "boxes": 3
            }
          ],
          "structure": {
            "blocks": 5,
            "threshold": 1
          }
        }
      },
      "primary_structure": {
        "blocks": 12,
        "threshold": 3
      },
      "shields": {
        "type": "absorption",
        "projectors": {
          "F": {
            "absorption": 1,
            "capacity": 4
          },
          "P": {
            "absorption": 1,
            "capacity": 4
          },
          "S": {
            "absorption": 1,
            "capacity": 4
          },
          "A": {
            "absorption": 1,
            "capacity": 4
          }
        },
        "regeneration": 1,
        "generator_boxes": 2
      },
      "fields": null,
      "interceptors": {
        "type": "standard",
        "close_defense": 1,
        "assist": 0,
        "volley": 1,
        "aegis_range": 0,
        "damage_boxes": 1,
        "rule": "each interceptor hit reduces close_defense, assist and volley by 1 (min 0)"
      },
      "weapon_systems": [
        {
          "id": "W1",
          "weapon": "medium_plasma_cannon",
          "count": 1,
          "arc": "F/Q",
          "mount_section": "F",
          "energy_per_firing": 4.5
        },
        {
          "id": "W2",
          "weapon": "particle_cannon",
          "count": 2,
          "arc": "F/HALF",
          "mount_section": "F",
          "energy_per_firing": 3
        },
        {
          "id": "W3",
          "weapon": "pulse_cannon",
          "count": 2,
          "arc": "F/FULL",
          "mount_section": "A",
          "energy_per_firing": 2
        }
      ],
      "bays": [],
      "ammo_points": 0,
      "bridge_boxes": 3,
      "is_drive": {
        "boxes": 1
      },
      "command_bonus": 0,
      "soft_dock_capacity": 5
    },
    {
      "id": "basilisk",
      "name": "Basilisk",
      "class_name": "Basilisk Torpedo Cruiser",
      "status": "provisional (not in source)",
      "side": "B",
      "category": 8,
      "crew_grade": "regular",
      "crew_points": 8,
      "redundancy": 4,
      "movement": {
        "speed_track": [
          8,
          7,
          6,
          5,
          4,
          2
        ],
        "turns_track": [
          2,
          2,
          1,
          1
        ],
        "turn_delay": 2
      },
      "sensor_track": [
        6,
        5,
        4,
        3,
        2
      ],
      "power": {
        "reactor": 10,
        "reactor_boxes": 2,
        "capacitor": 6,
        "capacitor_boxes": 2
      },
      "sections": {
        "F": {
          "armor_track": [
            {
              "threshold": 5,
              "boxes": 4
            },
            {
              "threshold": 4,
              "boxes": 4
            },
            {
              "threshold": 3,
              "boxes": 4
            },
            {
              "threshold": 2,
              "boxes": 4
            },
            {
              "threshold": 1,
              "boxes": 4
            }
          ],
          "structure": {
            "blocks": 11,
            "threshold": 2
          }
        },
        "P": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 4
            },
            {
              "threshold": 3,
              "boxes": 4
            },
            {
              "threshold": 2,
              "boxes": 4
            },
            {
              "threshold": 1,
              "boxes": 4
            }
          ],
          "structure": {
            "blocks": 10,
            "threshold": 2
          }
        },
        "S": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 4
            },
            {
              "threshold": 3,
              "boxes": 4
            },
            {
              "threshold": 2,
              "boxes": 4
            },
            {
              "threshold": 1,
              "boxes": 4
            }
          ],
          "structure": {
            "blocks": 10,
            "threshold": 2
          }
        },
        "A": {
          "armor_track": [
            {
              "threshold": 4,
              "boxes": 4
            },
            {
              "threshold": 3,
              "boxes": 4
            },
            {
              "threshold": 2,
              "boxes": 4
            },
            {
              "threshold": 1,
              "boxes": 4
            }
          ],
          "structure": {
            "blocks": 8,
            "threshold": 2
          }
        }
      },
      "primary_structure": {
        "blocks": 20,
        "threshold": 4
      },
      "shields": {
        "type": "absorption",
        "projectors": {
          "F": {
            "absorption": 2,
            "capacity": 5
          },
          "P": {
            "absorption": 2,
            "capacity": 5
          },
          "S": {
            "absorption": 2,
            "capacity": 5
          },
          "A": {
            "absorption": 2,
            "capacity": 5
          }
        },
        "regeneration": 1,
        "generator_boxes": 3
      },
      "fields": null,
      "interceptors": {
        "type": "standard",
        "close_defense": 3,
        "assist": 1,
        "volley": 3,
        "aegis_range": 0,
        "damage_boxes": 3,
        "rule": "each interceptor hit reduces close_defense, assist and volley by 1 (min 0)"
      },
      "weapon_systems": [
        {
          "id": "W1",
          "weapon": "torpedo_tube",
          "count": 4,
          "arc": "F/HALF",
          "mount_section": "F",
          "energy_per_firing": 0
        },
        {
          "id": "W2",
          "weapon": "particle_cannon",
          "count": 2,
          "arc": "P/HALF",
          "mount_section": "P",
          "energy_per_firing": 3
        },
        {
          "id": "W3",
          "weapon": "particle_cannon",
          "count": 2,
          "arc": "S/HALF",
          "mount_section": "S",
          "energy_per_firing": 3
        },
        {
          "id": "W4",
          "weapon": "pulse_cannon",
          "count": 2,
          "arc": "A/HALF",
          "mount_section": "A",
          "energy_per_firing": 2
        }
      ],
      "bays": [],
      "ammo_points": 8,
      "bridge_boxes": 3,
      "is_drive": {
        "boxes": 1
      },
      "command_bonus": 0,
      "soft_dock_capacity": 8
    }
  ],
  "fighter_types": [
    {
      "id": "lancet_light_fighter",
      "name": "Lancet Light Fighter",
      "status": "provisional (not in source)",
      "side": "A",
      "size": "Small",
      "launch_cost": 2,
      "tech": 5,
      "defense_rating": 4,
      "armor": 8,
      "thrust": 12,
      "hits": 2,
      "range": 2,
      "weapon_design": "anti_fighter",
      "damage": {
        "dice": 1,
        "die": 8,
        "bonus": 0
      },
      "turrets": {
        "manned": 0,
        "automatic": 0
      },
      "shield": null,
      "equipment": [
        "afterburners"
      ],
      "fuel": 0
    },
    {
      "id": "talon_medium_fighter",
      "name": "Talon Medium Fighter",
      "status": "provisional (not in source)",
      "side": "B",
      "size": "Medium",
      "launch_cost": 3,
      "tech": 4,
      "defense_rating": 5,
      "armor": 7,
      "thrust": 10,
      "hits": 2,
      "range": 3,
      "weapon_design": "multi_purpose",
      "damage": {
        "dice": 2,
        "die": 8,
        "bonus": 0
      },
      "turrets": {
        "manned": 1,
        "automatic": 0
      },
      "shield": {
        "armor_bonus": 1,
        "power": 2
      },
      "equipment": [],
      "fuel": 0
    }
  ],
  "sides": {
    "A": {
      "name": "Terran Republic",
      "tech_profile": "technology.example_profile",
      "status": "source (tech profile)"
    },
    "B": {
      "name": "Kethri Hegemony",
      "status": "provisional (not in source)",
      "tech_profile": {
        "Base": 4,
        "Construction": 0,
        "Defenses (Active)": 0,
        "Defenses (Energy Fields)": 0,
        "Defenses (Passive)": 0,
        "Drives": 0,
        "Fighters": 0,
        "Weapons (Ballistic)": 0,
        "Weapons (Direct Fire)": 0,
        "Weapons (Energy Torpedoes)": 0
      }
    }
  },
  "scenario": {
    "id": "SE-SCN-1",
    "name": "Border Clash",
    "status": "provisional (not in source)",
    "rules_level": 1,
    "optional_level2": false,
    "table": {
      "width": 48,
      "length": 30,
      "origin": "south-west corner",
      "x_axis": "east (0..48)",
      "y_axis": "north (0..30)",
      "source": "48 x 30 map size referenced in 12.1.1"
    },
    "turn_limit": 10,
    "terrain": [],
    "squadrons": [
      {
        "id": "A-SQ1",
        "side": "A",
        "command_ship": "A1",
        "ships": [
          "A1",
          "A2",
          "A3"
        ]
      },
      {
        "id": "B-SQ1",
        "side": "B",
        "command_ship": "B1",
        "ships": [
          "B1",
          "B2",
          "B3"
        ]
      }
    ],
    "deployment": [
      {
        "ship_id": "A1",
        "design": "omicron",
        "x": 6,
        "y": 15,
        "heading": 2,
        "rolled": false
      },
      {
        "ship_id": "A2",
        "design": "marikai",
        "x": 4,
        "y": 19,
        "heading": 2,
        "rolled": false
      },
      {
        "ship_id": "A3",
        "design": "rapier",
        "x": 4,
        "y": 11,
        "heading": 2,
        "rolled": false
      },
      {
        "ship_id": "B1",
        "design": "hellcat",
        "x": 42,
        "y": 15,
        "heading": 6,
        "rolled": false
      },
      {
        "ship_id": "B2",
        "design": "jackal",
        "x": 44,
        "y": 11,
        "heading": 6,
        "rolled": false
      },
      {
        "ship_id": "B3",
        "design": "basilisk",
        "x": 44,
        "y": 19,
        "heading": 6,
        "rolled": false
      }
    ],
    "initial_state": {
      "weapon_charge": "full (ready)",
      "capacitors": "full",
      "shields": "full capacity",
      "ammo": "full"
    },
    "victory": {
      "sudden_death": "End Phase: a side with no ship in play loses; if both have none, draw (SE-END-3)",
      "turn_limit": "End Phase of turn 10: victory points; higher wins, equal is a draw (SE-END-5)",
      "victory_points": {
        "enemy_destroyed_or_derelict": "2 x category",
        "enemy_crippled_in_play": "1 x category",
        "enemy_disengaged": "1 x category"
      }
    }
  }
};
