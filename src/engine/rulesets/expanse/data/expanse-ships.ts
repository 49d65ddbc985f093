/**
 * The Expanse ships, crews and tables: a verbatim copy of the digest's companion file
 * `expanse-ships.json` (schema 3), kept in the project so nothing reads ../shared at run or test
 * time. `tables.ts` types and reads it; nothing else should index into it directly.
 */
import type { ExpanseDataFile } from './file.js';

// prettier-ignore
export const EXPANSE_DATA: ExpanseDataFile = {
  "schema_version": "1.0",
  "title": "The Expanse (AGE) ship combat: default ships, crews and scenario",
  "companion_rules": "expanse.md",
  "provenance": {
    "summary": "Ship stat blocks and quality effects transcribed from public Foundry VTT compendium data (S10) and checked against the size and competence tables (S5). Fields marked provisional are designed for the engine (not in source).",
    "sources": {
      "R": "The Expanse space-combat steps reference (seven steps, ranges table, stunt tables)",
      "S1": "https://greenronin.com/blog/2019/01/28/the-expanse-space-combat/",
      "S2": "https://hackmd.io/@startgamecrusaders/rJKox4DII",
      "S3": "https://hackmd.io/@startgamecrusaders/rJiyh4qI8",
      "S4": "https://hackmd.io/@startgamecrusaders/rytPoE5UI",
      "S5": "https://damom73.github.io/diomedes-spear/rules/spaceships",
      "S6": "https://damom73.github.io/diomedes-spear/rules/ability-tests",
      "S7": "https://cthulhuawakensrpg.com/what-is-age-the-adventure-game-engine/",
      "S8": "https://www.starshipsandsteel.com/2018/07/the-expanse-rpg-fortune-favors-bold.html",
      "S9": "https://pdfcoffee.com/the-expanse-rpg-game-masterx27s-kit-screen-back-pdf-free.html",
      "S10": "https://github.com/schlosrat/expanse-ships-pack (packs/ships.db, packs/ship-qualities.db, packs/ship-flaws.db, packs/ship-weapons.db; generic ships in packs/actors.db before commit c40d37c)",
      "S11": "https://github.com/Foxfyre/expanse (module/ship-sheet.js, template.json, lang/en.json)",
      "S12": "https://expanserpgcommunity.com/2025/09/03/starship-collections-updated",
      "S13": "http://wiki.rpol.net/?id=75716/Ship+Combat"
    }
  },
  "tables": {
    "sizes": [
      {
        "size": 1,
        "name": "Tiny",
        "length_m": 5,
        "hull": "1",
        "hull_dice_count": 1,
        "crew_min": 1,
        "crew_typical": 2
      },
      {
        "size": 2,
        "name": "Small",
        "length_m": 10,
        "hull": "1d3",
        "hull_dice_count": 1,
        "crew_min": 1,
        "crew_typical": 2
      },
      {
        "size": 3,
        "name": "Medium",
        "length_m": 25,
        "hull": "1d6",
        "hull_dice_count": 1,
        "crew_min": 2,
        "crew_typical": 4
      },
      {
        "size": 4,
        "name": "Large",
        "length_m": 50,
        "hull": "2d6",
        "hull_dice_count": 2,
        "crew_min": 4,
        "crew_typical": 16
      },
      {
        "size": 5,
        "name": "Huge",
        "length_m": 100,
        "hull": "3d6",
        "hull_dice_count": 3,
        "crew_min": 16,
        "crew_typical": 64
      },
      {
        "size": 6,
        "name": "Gigantic",
        "length_m": 250,
        "hull": "4d6",
        "hull_dice_count": 4,
        "crew_min": 64,
        "crew_typical": 512
      },
      {
        "size": 7,
        "name": "Colossal",
        "length_m": 500,
        "hull": "5d6",
        "hull_dice_count": 5,
        "crew_min": 256,
        "crew_typical": 2048
      },
      {
        "size": 8,
        "name": "Titanic",
        "length_m": 1000,
        "hull": "6d6",
        "hull_dice_count": 6,
        "crew_min": 1024,
        "crew_typical": 8192
      }
    ],
    "sizes_provenance": {
      "sources": [
        "S5"
      ],
      "provisional_fields": [
        "hull_dice_count"
      ],
      "note": "length_m 1000 means 1 km or more"
    },
    "competence": [
      {
        "id": "incompetent",
        "bonus": 0
      },
      {
        "id": "poor",
        "bonus": 1
      },
      {
        "id": "average",
        "bonus": 2
      },
      {
        "id": "capable",
        "bonus": 3
      },
      {
        "id": "skilled",
        "bonus": 4
      },
      {
        "id": "elite",
        "bonus": 5
      }
    ],
    "competence_provenance": {
      "sources": [
        "S5"
      ]
    },
    "bands": [
      {
        "id": "XC",
        "index": 0,
        "name": "X-close",
        "distance": "< 1 km"
      },
      {
        "id": "C",
        "index": 1,
        "name": "Close",
        "distance": "1-5 km"
      },
      {
        "id": "M",
        "index": 2,
        "name": "Medium",
        "distance": "5-100 km"
      },
      {
        "id": "L",
        "index": 3,
        "name": "Long",
        "distance": "100-1,000 km"
      },
      {
        "id": "BEYOND",
        "index": 4,
        "name": "Disengaged",
        "distance": "> 1,000 km"
      }
    ],
    "weapon_types": {
      "pdc": {
        "damage": "2d6",
        "min_band": "XC",
        "max_band": "C",
        "evasion_base": {
          "XC": 10,
          "C": 10
        },
        "dual_use_evasion_base": 8,
        "point_defence_base": 10,
        "point_defence_base_dual_use": 12,
        "targetable": true
      },
      "railgun": {
        "damage": "3d6",
        "min_band": "XC",
        "max_band": "M",
        "evasion_base": {
          "XC": 15,
          "C": 12,
          "M": 10
        },
        "targetable": true,
        "note": "XC and C bases resolve inconsistency I-1 (EX-Q-2)"
      },
      "torpedo": {
        "damage": "4d6",
        "min_band": "C",
        "max_band": "L",
        "evasion_base_by_launch_band": {
          "C": 10,
          "M": 12,
          "L": "auto_hit"
        },
        "time_to_impact_rounds": {
          "C": 0,
          "M": 1,
          "L": 2
        },
        "targetable": false,
        "launches_per_round": 1
      },
      "grappler": {
        "damage": null,
        "min_band": "XC",
        "max_band": "C",
        "evasion_base": {
          "XC": "auto_hit",
          "C": 10
        },
        "targetable": false,
        "effect": "grapple: pair band becomes XC and is locked (EX-ATK-10, provisional)"
      }
    },
    "weapon_types_provenance": {
      "sources": [
        "R",
        "S10",
        "S12"
      ],
      "provisional_fields": [
        "railgun.evasion_base.XC",
        "railgun.evasion_base.C",
        "torpedo.launches_per_round",
        "grappler.effect",
        "*.targetable"
      ]
    },
    "loss_tables": {
      "normal_d6": {
        "1": "collateral",
        "2": "hull",
        "3": "manoeuvrability",
        "4": "sensors",
        "5": "weapons",
        "6": "reroll"
      },
      "serious_d6": {
        "1": "reactor_offline",
        "2": "reactor_offline",
        "3": "reactor_offline",
        "4": "weapons_offline",
        "5": "weapons_offline",
        "6": "weapons_offline"
      },
      "conditions_to_losses": {
        "1": {
          "normal": 2
        },
        "2": {
          "normal": 4,
          "or_serious": 1
        }
      },
      "provenance": {
        "sources": [
          "R",
          "S11"
        ]
      }
    },
    "targeted_attack": {
      "collateral": {
        "tn": 11,
        "hull_factor": 0.75
      },
      "manoeuvrability": {
        "tn": 13,
        "hull_factor": 0.3333333333
      },
      "sensors": {
        "tn": 15,
        "hull_factor": 0.5
      },
      "weapons": {
        "tn": 15,
        "hull_factor": 0.5
      },
      "rounding": "hull' = ceil(hull_total * hull_factor)",
      "provenance": {
        "sources": [
          "R"
        ],
        "provisional_fields": [
          "rounding"
        ]
      }
    },
    "fixed_tns": {
      "command": 11,
      "planning": 13,
      "ew": 11,
      "gunnery_sp_roll": 11,
      "damage_control_repair": 11,
      "restore_offline": 13,
      "remove_hack": 15,
      "stamina_base": 8,
      "regain_control": 15,
      "dauntless_target": 15,
      "dauntless_user": 17,
      "skimming": 17,
      "too_close": 15,
      "burn_them": 19,
      "weapon_online": 14,
      "quick_start": 14,
      "patch": 17,
      "misdirect_tech": 17,
      "reacquire": 11,
      "suppress_system_damage": 11,
      "dc_threshold_per_loss": 5,
      "quick_start_threshold": 15,
      "provenance": {
        "sources": [
          "R",
          "S1"
        ],
        "provisional_fields": [
          "regain_control timing",
          "suppress_system_damage"
        ]
      }
    }
  },
  "qualities_and_flaws": [
    {
      "id": "advanced_sensor_package",
      "kind": "quality",
      "combat_effect": true,
      "effect": "+1 Sensors per level (included in sensors_base); usually at most 6",
      "params": {
        "level": "1-3"
      },
      "provenance": {
        "sources": [
          "S10"
        ]
      }
    },
    {
      "id": "hull_plating",
      "kind": "quality",
      "combat_effect": true,
      "effect": "+1 hull total per level; level <= hull dice count",
      "params": {
        "level": "1-3"
      },
      "provenance": {
        "sources": [
          "S10"
        ]
      }
    },
    {
      "id": "maneuverable",
      "kind": "quality",
      "combat_effect": true,
      "effect": "one size category smaller for range contests; +1 evasion",
      "params": {
        "maneuverable_steps": 1
      },
      "provenance": {
        "sources": [
          "S10"
        ],
        "provisional_fields": [
          "evasion bonus"
        ]
      }
    },
    {
      "id": "highly_maneuverable",
      "kind": "quality",
      "combat_effect": true,
      "effect": "two size categories smaller for range contests; +2 evasion",
      "params": {
        "maneuverable_steps": 2
      },
      "provenance": {
        "sources": [
          "S10"
        ],
        "provisional_fields": [
          "evasion bonus"
        ]
      }
    },
    {
      "id": "good_juice",
      "kind": "quality",
      "combat_effect": true,
      "effect": "+2 to Stamina tests against high-g",
      "params": {
        "juice_mod": 2
      },
      "provenance": {
        "sources": [
          "S10",
          "R"
        ]
      }
    },
    {
      "id": "torpedoes_plasma",
      "kind": "quality",
      "combat_effect": true,
      "effect": "torpedo damage 3d6; target hull one size category lower against it",
      "params": {
        "warhead": "plasma"
      },
      "provenance": {
        "sources": [
          "S10"
        ]
      }
    },
    {
      "id": "torpedoes_flechette",
      "kind": "quality",
      "combat_effect": true,
      "effect": "torpedo damage 3d6; target hull one size category lower against it",
      "params": {
        "warhead": "flechette"
      },
      "provenance": {
        "sources": [
          "S10"
        ]
      }
    },
    {
      "id": "improved_stores",
      "kind": "quality",
      "combat_effect": false,
      "effect": "no effect in ship combat",
      "provenance": {
        "sources": [
          "S10"
        ]
      }
    },
    {
      "id": "medical_expert_system",
      "kind": "quality",
      "combat_effect": false,
      "effect": "no effect in ship combat",
      "provenance": {
        "sources": [
          "S10"
        ]
      }
    },
    {
      "id": "hidden_compartments",
      "kind": "quality",
      "combat_effect": false,
      "effect": "no effect in ship combat",
      "provenance": {
        "sources": [
          "S10"
        ]
      }
    },
    {
      "id": "lumbering",
      "kind": "flaw",
      "combat_effect": true,
      "effect": "one size category larger for range contests; -1 evasion",
      "params": {
        "lumbering_steps": 1
      },
      "provenance": {
        "sources": [
          "S10"
        ],
        "provisional_fields": [
          "evasion penalty"
        ]
      }
    },
    {
      "id": "bad_juice",
      "kind": "flaw",
      "combat_effect": true,
      "effect": "-1 to Stamina tests against high-g (reference says -2; EX-Q-5)",
      "params": {
        "juice_mod": -1
      },
      "provenance": {
        "sources": [
          "S10",
          "R"
        ]
      }
    },
    {
      "id": "fragile",
      "kind": "flaw",
      "combat_effect": true,
      "effect": "hull dice of the size one category smaller; applied once when a class hull is built and already included in ship_classes[*].hull (expr, dice_count); never applied again at run time (EX-Q-55)",
      "params": {
        "hull_size_step": -1,
        "applies_at": "class_build"
      },
      "provenance": {
        "sources": [
          "S10"
        ],
        "provisional_fields": [
          "params.applies_at"
        ]
      }
    },
    {
      "id": "vulnerable_systems",
      "kind": "flaw",
      "combat_effect": true,
      "effect": "+1 normal loss whenever loss conditions are taken",
      "params": {
        "extra_losses": 1
      },
      "provenance": {
        "sources": [
          "S10"
        ]
      }
    },
    {
      "id": "faulty_system",
      "kind": "flaw",
      "combat_effect": true,
      "effect": "first use in a combat: roll 1d6, on 1-2 the named system goes offline (repair as EX-DC-2)",
      "params": {
        "system": "manoeuvrability|sensors|weapons"
      },
      "provenance": {
        "sources": [
          "S10"
        ],
        "provisional_fields": [
          "offline mapping"
        ]
      }
    }
  ],
  "ship_classes": [
    {
      "id": "mcrn_corvette",
      "name": "MCRN corvette-class light frigate (Rocinante type)",
      "size": 4,
      "size_name": "Large",
      "hull": {
        "expr": "2d6",
        "dice_count": 2,
        "plating": 2
      },
      "sensors_base": 2,
      "sensors_breakdown": {
        "class_base": 0,
        "advanced_sensor_package": 2
      },
      "crew_min": 4,
      "crew_typical": 16,
      "crew_current": 16,
      "default_competence": "capable",
      "juice": "good",
      "qualities": [
        {
          "id": "advanced_sensor_package",
          "level": 2
        },
        {
          "id": "hull_plating",
          "level": 2
        },
        {
          "id": "good_juice"
        },
        {
          "id": "medical_expert_system"
        }
      ],
      "flaws": [],
      "weapons": [
        {
          "id": "railgun",
          "type": "railgun",
          "arc": "fore",
          "damage": "3d6",
          "magazine": null
        },
        {
          "id": "pdc_fore",
          "type": "pdc",
          "arc": "fore",
          "damage": "2d6",
          "magazine": null
        },
        {
          "id": "pdc_aft",
          "type": "pdc",
          "arc": "aft",
          "damage": "2d6",
          "magazine": null
        },
        {
          "id": "torpedo_1",
          "type": "torpedo",
          "arc": "turret",
          "damage": "4d6",
          "magazine": 8,
          "warhead": "he"
        }
      ],
      "provenance": {
        "status": "sourced_with_provisional_fields",
        "sources": [
          "S10 packs/ships.db: 'Rocinante (Roci)' and 'MCRN Corvette-Class Light Frigate' (size 4, hull 2d6+2, crew min 4 / typical 16, competence 3, PDC forward and aft 2d6, torpedo launcher, rail gun 3d6, Advanced Sensor Package II, Good Juice, Hull Plating II, Medical Expert System)"
        ],
        "provisional_fields": [
          "weapons[*].arc",
          "weapons[torpedo_1].magazine",
          "weapons[torpedo_1].damage (blank in source; reference default 4d6)",
          "crew_current"
        ]
      }
    },
    {
      "id": "frigate",
      "name": "Frigate (generic)",
      "size": 4,
      "size_name": "Large",
      "hull": {
        "expr": "2d6",
        "dice_count": 2,
        "plating": 0
      },
      "sensors_base": 1,
      "sensors_breakdown": {
        "class_base": 1,
        "advanced_sensor_package": 0
      },
      "crew_min": 4,
      "crew_typical": 16,
      "crew_current": 16,
      "default_competence": "capable",
      "juice": "good",
      "qualities": [
        {
          "id": "good_juice"
        },
        {
          "id": "improved_stores"
        },
        {
          "id": "medical_expert_system"
        }
      ],
      "flaws": [],
      "weapons": [
        {
          "id": "torpedo_1",
          "type": "torpedo",
          "arc": "turret",
          "damage": "4d6",
          "magazine": 8,
          "warhead": "he"
        },
        {
          "id": "pdc_port",
          "type": "pdc",
          "arc": "port",
          "damage": "2d6",
          "magazine": null
        },
        {
          "id": "pdc_starboard",
          "type": "pdc",
          "arc": "starboard",
          "damage": "2d6",
          "magazine": null
        }
      ],
      "provenance": {
        "status": "sourced_with_provisional_fields",
        "sources": [
          "S10 packs/actors.db (before commit c40d37c), 'Frigate' in the Green Ronin generics (size 4, competence 3, sensors 1, torpedo launcher 4d6, PDC port and starboard 2d6, Good Juice, Improved Stores, Medical Expert System)",
          "S5 size table for hull 2d6 and crew 4/16"
        ],
        "provisional_fields": [
          "weapons[*].arc",
          "weapons[torpedo_1].magazine",
          "crew_current"
        ]
      }
    },
    {
      "id": "light_freighter",
      "name": "Small/light freighter (generic, unarmed)",
      "size": 4,
      "size_name": "Large",
      "hull": {
        "expr": "1d6",
        "dice_count": 1,
        "plating": 0
      },
      "sensors_base": 0,
      "sensors_breakdown": {
        "class_base": 0,
        "advanced_sensor_package": 0
      },
      "crew_min": 4,
      "crew_typical": 16,
      "crew_current": 16,
      "default_competence": "poor",
      "juice": "standard",
      "qualities": [
        {
          "id": "improved_stores"
        }
      ],
      "flaws": [
        {
          "id": "fragile"
        }
      ],
      "weapons": [],
      "provenance": {
        "status": "sourced_with_provisional_fields",
        "sources": [
          "S10 packs/actors.db (before commit c40d37c), 'Small Freighter' in the Green Ronin generics (size 4, competence 1, sensors 0, Fragile, Improved Stores, no weapons)",
          "S5 size table; Fragile = Medium hull 1d6"
        ],
        "provisional_fields": [
          "juice",
          "crew_current"
        ]
      }
    },
    {
      "id": "armed_light_freighter",
      "name": "Armed light freighter (OPAS Tynan type)",
      "size": 4,
      "size_name": "Large",
      "hull": {
        "expr": "2d6",
        "dice_count": 2,
        "plating": 1
      },
      "sensors_base": 0,
      "sensors_breakdown": {
        "class_base": 0,
        "advanced_sensor_package": 0
      },
      "crew_min": 4,
      "crew_typical": 16,
      "crew_current": 16,
      "default_competence": "poor",
      "juice": "standard",
      "qualities": [
        {
          "id": "hull_plating",
          "level": 1
        },
        {
          "id": "improved_stores"
        },
        {
          "id": "hidden_compartments"
        }
      ],
      "flaws": [],
      "weapons": [
        {
          "id": "torpedo_1",
          "type": "torpedo",
          "arc": "turret",
          "damage": "4d6",
          "magazine": 4,
          "warhead": "he"
        },
        {
          "id": "pdc_port",
          "type": "pdc",
          "arc": "port",
          "damage": "2d6",
          "magazine": null
        },
        {
          "id": "pdc_starboard",
          "type": "pdc",
          "arc": "starboard",
          "damage": "2d6",
          "magazine": null
        }
      ],
      "provenance": {
        "status": "sourced_with_provisional_fields",
        "sources": [
          "S10 packs/ships.db: 'OPAS Tynan' (size 4, hull 2d6+1, crew min 4 / typical 16, competence 1, sensors 0, light torpedo tube 4d6, PDC port and starboard 2d6, Improved Stores, Hidden Compartments, Hull Plating I)"
        ],
        "provisional_fields": [
          "weapons[*].arc",
          "weapons[torpedo_1].magazine",
          "juice",
          "crew_current"
        ]
      }
    }
  ],
  "crew_templates": [
    {
      "id": "incompetent",
      "competence_bonus": 0,
      "fortune": 5,
      "members": [
        {
          "id_suffix": "captain",
          "roles": [
            "captain"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [],
          "fortune": 5,
          "toughness": 0
        },
        {
          "id_suffix": "pilot",
          "roles": [
            "pilot"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [],
          "fortune": 5,
          "toughness": 0
        },
        {
          "id_suffix": "comms",
          "roles": [
            "comms"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [],
          "fortune": 5,
          "toughness": 0
        },
        {
          "id_suffix": "weapons",
          "roles": [
            "weapons"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [],
          "fortune": 5,
          "toughness": 0
        },
        {
          "id_suffix": "engineer",
          "roles": [
            "engineer"
          ],
          "station": "engineering",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [],
          "fortune": 5,
          "toughness": 0
        }
      ],
      "roster_order": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "succession": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "primary_score_check": 0,
      "provenance": {
        "status": "provisional",
        "basis": "S5 competence bonus used as each role's primary score (ability + focus); split, Fortune and Toughness provisional (not in source)"
      }
    },
    {
      "id": "poor",
      "competence_bonus": 1,
      "fortune": 7,
      "members": [
        {
          "id_suffix": "captain",
          "roles": [
            "captain"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 1,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [],
          "fortune": 7,
          "toughness": 0
        },
        {
          "id_suffix": "pilot",
          "roles": [
            "pilot"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 1,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [],
          "fortune": 7,
          "toughness": 0
        },
        {
          "id_suffix": "comms",
          "roles": [
            "comms"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 1,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [],
          "fortune": 7,
          "toughness": 0
        },
        {
          "id_suffix": "weapons",
          "roles": [
            "weapons"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 1,
            "CON": 0
          },
          "focuses": [],
          "fortune": 7,
          "toughness": 0
        },
        {
          "id_suffix": "engineer",
          "roles": [
            "engineer"
          ],
          "station": "engineering",
          "abilities": {
            "COMM": 0,
            "INT": 1,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [],
          "fortune": 7,
          "toughness": 0
        }
      ],
      "roster_order": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "succession": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "primary_score_check": 1,
      "provenance": {
        "status": "provisional",
        "basis": "S5 competence bonus used as each role's primary score (ability + focus); split, Fortune and Toughness provisional (not in source)"
      }
    },
    {
      "id": "average",
      "competence_bonus": 2,
      "fortune": 9,
      "members": [
        {
          "id_suffix": "captain",
          "roles": [
            "captain"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [
            "Leadership"
          ],
          "fortune": 9,
          "toughness": 0
        },
        {
          "id_suffix": "pilot",
          "roles": [
            "pilot"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [
            "Piloting"
          ],
          "fortune": 9,
          "toughness": 0
        },
        {
          "id_suffix": "comms",
          "roles": [
            "comms"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [
            "Technology"
          ],
          "fortune": 9,
          "toughness": 0
        },
        {
          "id_suffix": "weapons",
          "roles": [
            "weapons"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [
            "Gunnery"
          ],
          "fortune": 9,
          "toughness": 0
        },
        {
          "id_suffix": "engineer",
          "roles": [
            "engineer"
          ],
          "station": "engineering",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [
            "Engineering"
          ],
          "fortune": 9,
          "toughness": 0
        }
      ],
      "roster_order": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "succession": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "primary_score_check": 2,
      "provenance": {
        "status": "provisional",
        "basis": "S5 competence bonus used as each role's primary score (ability + focus); split, Fortune and Toughness provisional (not in source)"
      }
    },
    {
      "id": "capable",
      "competence_bonus": 3,
      "fortune": 11,
      "members": [
        {
          "id_suffix": "captain",
          "roles": [
            "captain"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 1,
            "INT": 0,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [
            "Leadership",
            "Tactics"
          ],
          "fortune": 11,
          "toughness": 0
        },
        {
          "id_suffix": "pilot",
          "roles": [
            "pilot"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 1,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [
            "Piloting"
          ],
          "fortune": 11,
          "toughness": 0
        },
        {
          "id_suffix": "comms",
          "roles": [
            "comms"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 1,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [
            "Technology"
          ],
          "fortune": 11,
          "toughness": 0
        },
        {
          "id_suffix": "weapons",
          "roles": [
            "weapons"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 0,
            "INT": 0,
            "DEX": 0,
            "ACC": 1,
            "CON": 0
          },
          "focuses": [
            "Gunnery"
          ],
          "fortune": 11,
          "toughness": 0
        },
        {
          "id_suffix": "engineer",
          "roles": [
            "engineer"
          ],
          "station": "engineering",
          "abilities": {
            "COMM": 0,
            "INT": 1,
            "DEX": 0,
            "ACC": 0,
            "CON": 0
          },
          "focuses": [
            "Engineering",
            "Technology"
          ],
          "fortune": 11,
          "toughness": 0
        }
      ],
      "roster_order": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "succession": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "primary_score_check": 3,
      "provenance": {
        "status": "provisional",
        "basis": "S5 competence bonus used as each role's primary score (ability + focus); split, Fortune and Toughness provisional (not in source)"
      }
    },
    {
      "id": "skilled",
      "competence_bonus": 4,
      "fortune": 13,
      "members": [
        {
          "id_suffix": "captain",
          "roles": [
            "captain"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 2,
            "INT": 1,
            "DEX": 1,
            "ACC": 1,
            "CON": 1
          },
          "focuses": [
            "Leadership",
            "Tactics"
          ],
          "fortune": 13,
          "toughness": 1
        },
        {
          "id_suffix": "pilot",
          "roles": [
            "pilot"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 1,
            "INT": 1,
            "DEX": 2,
            "ACC": 1,
            "CON": 1
          },
          "focuses": [
            "Piloting",
            "Stamina"
          ],
          "fortune": 13,
          "toughness": 1
        },
        {
          "id_suffix": "comms",
          "roles": [
            "comms"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 1,
            "INT": 2,
            "DEX": 1,
            "ACC": 1,
            "CON": 1
          },
          "focuses": [
            "Technology"
          ],
          "fortune": 13,
          "toughness": 1
        },
        {
          "id_suffix": "weapons",
          "roles": [
            "weapons"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 1,
            "INT": 1,
            "DEX": 1,
            "ACC": 2,
            "CON": 1
          },
          "focuses": [
            "Gunnery"
          ],
          "fortune": 13,
          "toughness": 1
        },
        {
          "id_suffix": "engineer",
          "roles": [
            "engineer"
          ],
          "station": "engineering",
          "abilities": {
            "COMM": 1,
            "INT": 2,
            "DEX": 1,
            "ACC": 1,
            "CON": 1
          },
          "focuses": [
            "Engineering",
            "Technology"
          ],
          "fortune": 13,
          "toughness": 1
        }
      ],
      "roster_order": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "succession": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "primary_score_check": 4,
      "provenance": {
        "status": "provisional",
        "basis": "S5 competence bonus used as each role's primary score (ability + focus); split, Fortune and Toughness provisional (not in source)"
      }
    },
    {
      "id": "elite",
      "competence_bonus": 5,
      "fortune": 15,
      "members": [
        {
          "id_suffix": "captain",
          "roles": [
            "captain"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 3,
            "INT": 2,
            "DEX": 2,
            "ACC": 2,
            "CON": 2
          },
          "focuses": [
            "Leadership",
            "Tactics",
            "Stamina"
          ],
          "fortune": 15,
          "toughness": 2
        },
        {
          "id_suffix": "pilot",
          "roles": [
            "pilot"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 2,
            "INT": 2,
            "DEX": 3,
            "ACC": 2,
            "CON": 2
          },
          "focuses": [
            "Piloting",
            "Stamina"
          ],
          "fortune": 15,
          "toughness": 2
        },
        {
          "id_suffix": "comms",
          "roles": [
            "comms"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 2,
            "INT": 3,
            "DEX": 2,
            "ACC": 2,
            "CON": 2
          },
          "focuses": [
            "Technology",
            "Stamina"
          ],
          "fortune": 15,
          "toughness": 2
        },
        {
          "id_suffix": "weapons",
          "roles": [
            "weapons"
          ],
          "station": "ops",
          "abilities": {
            "COMM": 2,
            "INT": 2,
            "DEX": 2,
            "ACC": 3,
            "CON": 2
          },
          "focuses": [
            "Gunnery",
            "Stamina"
          ],
          "fortune": 15,
          "toughness": 2
        },
        {
          "id_suffix": "engineer",
          "roles": [
            "engineer"
          ],
          "station": "engineering",
          "abilities": {
            "COMM": 2,
            "INT": 3,
            "DEX": 2,
            "ACC": 2,
            "CON": 2
          },
          "focuses": [
            "Engineering",
            "Technology",
            "Stamina"
          ],
          "fortune": 15,
          "toughness": 2
        }
      ],
      "roster_order": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "succession": [
        "captain",
        "pilot",
        "comms",
        "weapons",
        "engineer"
      ],
      "primary_score_check": 5,
      "provenance": {
        "status": "provisional",
        "basis": "S5 competence bonus used as each role's primary score (ability + focus); split, Fortune and Toughness provisional (not in source)"
      }
    }
  ],
  "scenarios": [
    {
      "id": "EX-SCN-1",
      "name": "Intercept",
      "sides": [
        {
          "id": "A",
          "name": "Hunter",
          "objective": "take_out_or_make_helpless"
        },
        {
          "id": "B",
          "name": "Runner",
          "objective": "escape_beyond_long"
        }
      ],
      "ships": [
        {
          "id": "A1",
          "name": "Hunter",
          "side": "A",
          "class": "mcrn_corvette",
          "crew_template": "capable",
          "scenario_index": 0
        },
        {
          "id": "B1",
          "name": "Runner",
          "side": "B",
          "class": "armed_light_freighter",
          "crew_template": "average",
          "scenario_index": 1,
          "note": "crew template overrides the class default (poor) for balance; provisional"
        }
      ],
      "pairs": [
        {
          "ships": [
            "A1",
            "B1"
          ],
          "band": "M"
        }
      ],
      "terrain": [],
      "round_limit": 10,
      "initial_state": {
        "sp": "all pools 0",
        "bank": [],
        "losses": "none",
        "effects": [],
        "magazines": "full",
        "weapons": "online"
      },
      "victory": {
        "checks": [
          "S2_END",
          "S6_END",
          "ROUND_END of round 10"
        ],
        "runner_wins": [
          "pair A1-B1 at BEYOND at S2_END",
          "A1 taken out or helpless at S6_END while B1 is not"
        ],
        "hunter_wins": [
          "B1 taken out or helpless at S6_END while A1 is not"
        ],
        "draw": [
          "both taken out or helpless at the same check",
          "no result after ROUND_END of round 10"
        ]
      },
      "derived_for_test_vectors": {
        "A1": {
          "sensors_eff": 2,
          "targeting": 3,
          "pilot_score": 3,
          "comms_score": 3,
          "captain_command_score": 3,
          "engineer_score": 3,
          "hull": "2d6+2",
          "stamina_mod": 2,
          "fortune_each": 11
        },
        "B1": {
          "sensors_eff": 0,
          "targeting": 2,
          "pilot_score": 2,
          "comms_score": 2,
          "captain_command_score": 2,
          "engineer_score": 2,
          "hull": "2d6+1",
          "stamina_mod": 0,
          "fortune_each": 9
        }
      },
      "provenance": {
        "status": "provisional",
        "basis": "designed for this engine; ships from S10; objectives read from the reference's 'taken out or disengaged beyond Long range'"
      }
    }
  ]
};
