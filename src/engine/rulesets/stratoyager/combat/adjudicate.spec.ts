import {
  adjudicationDice,
  attackOdds,
  resolveAttack,
  suppliedFacesProblems,
  type AttackRequest,
  type AttackResolution,
} from './adjudicate.js';

const faces = (...f: number[]) => adjudicationDice({ faces: f });

function resolved(request: AttackRequest, dice: number[]): AttackResolution {
  const r = resolveAttack(request, faces(...dice));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r;
}

const guardianSalvo: AttackRequest = {
  weapon: 'MAIN_WEAPON',
  attacker: { typeId: 'guardian-151a', speed: 5 },
  defender: { typeId: 'blackbuck-mk-ii', speed: 3 },
  distance: 5,
  aspect: 'FORE_STAR',
};

describe('stateless adjudication: resolveAttack', () => {
  it('SY-EX-9: THT 5 at CLOSE with dice [3, 5] hits; damage 2D against full shields', () => {
    const r = resolved(guardianSalvo, [3, 5, 4, 6]);
    expect(r).toMatchObject({
      tht: 5,
      band: 'CLOSE',
      pool: { count: 2, keep: 'HIGHEST', notation: '2D keep highest' },
      toHitSucceeded: true,
      damage: { faces: [4, 6], armor: 4, points: 2 },
      shieldsBefore: 1,
      shieldsAfter: 0,
      absorbed: 1,
      structureBefore: 3,
      structureAfter: 2,
      result: 'DAMAGED',
    });
    expect(r.rolls.map((x) => x.faces)).toEqual([
      [3, 5],
      [4, 6],
    ]);
    expect(r.rolls[0].purpose).toMatch(/^to-hit: guardian-151a main weapon at blackbuck-mk-ii/);
  });

  it('SY-EX-9: at LONG [3, 5] keeps 3 and misses: no damage roll', () => {
    const r = resolved({ ...guardianSalvo, distance: 15 }, [3, 5]);
    expect(r).toMatchObject({ result: 'MISS', damage: null, structureAfter: 3, shieldsAfter: 1 });
    expect(r.rolls).toHaveLength(1);
  });

  it('SY-EX-15: statuses are inputs: an Evo at structure 2 and no shields is WRECKED or DESTROYED', () => {
    const evo = { typeId: 'evo-6-2', speed: 0, shields: 0, structure: 2 };
    const wreck = resolved(
      { ...guardianSalvo, attacker: { typeId: 'guardian-151a', speed: 3 }, defender: evo },
      [6, 6, 3, 4],
    );
    expect(wreck).toMatchObject({ structureAfter: 0, result: 'WRECKED' });
    const vulture = resolved(
      {
        weapon: 'DUMB_MISSILE',
        attacker: { typeId: 'vulture-mk-iv', speed: 0 },
        defender: { ...evo, structure: 2 },
        distance: 5,
        aspect: 'FORE',
      },
      [6, 3, 4, 6, 1],
    );
    expect(vulture).toMatchObject({
      damage: { points: 3 },
      structureAfter: -1,
      result: 'DESTROYED',
    });
  });

  it('SY-EX-12 / SY-LMD-3: a locked missile lands with the countermeasures save, unless landing is false', () => {
    const launch: AttackRequest = {
      weapon: 'LOCKED_MISSILE',
      attacker: { typeId: 'guardian-151a', speed: 5 },
      defender: { typeId: 'blackbuck-mk-ii', speed: 3, countermeasures: true, shields: 0 },
      distance: 10,
      aspect: 'FORE_STAR',
    };
    expect(resolved(launch, [4, 4])).toMatchObject({
      tht: 4,
      toHitSucceeded: true,
      countermeasuresRoll: 4,
      neutralised: true,
      damage: null,
      result: 'NEUTRALISED',
    });
    expect(resolved(launch, [4, 3, 5, 2, 6])).toMatchObject({
      countermeasuresRoll: 3,
      damage: { faces: [5, 2, 6], points: 2 },
      structureAfter: 1,
      result: 'DAMAGED',
    });
    const inFlight = resolved({ ...launch, landing: false }, [6]);
    expect(inFlight).toMatchObject({ result: 'IN_FLIGHT', damage: null, rolls: [{ faces: [6] }] });
    expect(resolved({ ...launch, landing: false }, [2]).result).toBe('MISS');
  });

  it('SY-DMG-3: shields alone may stop the points', () => {
    const r = resolved(
      { ...guardianSalvo, defender: { typeId: 'vulture-mk-iv', speed: 3 } },
      [6, 6, 5, 6],
    );
    expect(r).toMatchObject({
      damage: { armor: 5, points: 2 },
      absorbed: 2,
      result: 'SHIELDS_ONLY',
    });
    const none = resolved(guardianSalvo, [6, 6, 1, 2]);
    expect(none.result).toBe('NO_DAMAGE');
  });

  it('SY-HIT-1: rule refusals carry the §7.3 codes', () => {
    const refused = (request: AttackRequest) => {
      const r = resolveAttack(request, adjudicationDice({ seed: 'refusals' }));
      return r.ok ? null : r.problems.map((p) => p.code);
    };
    expect(refused({ ...guardianSalvo, inArc: false })).toEqual(['TARGET_NOT_IN_ARC']);
    expect(refused({ ...guardianSalvo, lineOfSight: false })).toEqual(['NO_LINE_OF_SIGHT']);
    expect(refused({ ...guardianSalvo, distance: 24.5 })).toEqual(['TARGET_OUT_OF_RANGE']);
    expect(refused({ ...guardianSalvo, defender: { typeId: 'evo-6-2', speed: 9 } })).toEqual([
      'THT_ABOVE_6',
    ]);
    expect(
      refused({
        ...guardianSalvo,
        attacker: { typeId: 'guardian-151a', speed: 0, stress: 'BLACKOUT' },
      }),
    ).toEqual(['UNIT_CANNOT_ACT']);
    const launch: AttackRequest = { ...guardianSalvo, weapon: 'LOCKED_MISSILE' };
    expect(refused({ ...launch, lock: 'NONE' })).toEqual(['NO_LOCK']);
    expect(refused({ ...launch, lock: 'NEW' })).toEqual(['LOCK_NOT_MATURE']);
    expect(refused({ ...launch, attacker: { typeId: 'vulture-mk-iv', speed: 0 } })).toEqual([
      'MISSILES_CANNOT_LOCK',
    ]);
    // A turret salvo ignores the arc.
    expect(
      refused({ ...guardianSalvo, attacker: { typeId: 'vulture-mk-iv', speed: 0 }, inArc: false }),
    ).toBeNull();
  });

  it('bad input gets specific problems and never throws', () => {
    const problems = (input: unknown) => {
      const r = resolveAttack(input, faces(1, 1, 1, 1));
      return r.ok ? [] : r.problems.map((p) => `${p.code} ${p.path}`);
    };
    expect(problems(null)).toEqual(['MALFORMED ']);
    expect(problems({ ...guardianSalvo, weapon: 'LASER' })).toEqual(['MALFORMED /weapon']);
    expect(problems({ ...guardianSalvo, distance: -1 })).toEqual(['MALFORMED /distance']);
    expect(problems({ ...guardianSalvo, attacker: { typeId: 'x-wing', speed: 1 } })).toEqual([
      'UNKNOWN_UNIT_TYPE /attacker/typeId',
    ]);
    expect(
      problems({ ...guardianSalvo, defender: { typeId: 'evo-6-2', speed: 1, shields: 2 } }),
    ).toEqual(['SHIELDS_OUT_OF_RANGE /defender/shields']);
    expect(
      problems({ ...guardianSalvo, defender: { typeId: 'evo-6-2', speed: 1, structure: 0 } }),
    ).toEqual(['MALFORMED /defender/structure']);
    expect(problems({ ...guardianSalvo, lock: 'MATURE' })).toEqual(['LOCK_NOT_APPLICABLE /lock']);
    const short = resolveAttack(guardianSalvo, faces(6, 6));
    expect(short.ok ? null : short.problems[0]).toMatchObject({
      code: 'DICE_NEEDED',
      path: '/dice',
    });
    expect(suppliedFacesProblems([1, 7, 2.5, '3'])).toEqual([
      { code: 'INVALID_ROLL', message: 'face 7 is not a d6 face', path: '/dice/1' },
      { code: 'INVALID_ROLL', message: 'face 2.5 is not a d6 face', path: '/dice/2' },
      { code: 'INVALID_ROLL', message: 'face "3" is not a d6 face', path: '/dice/3' },
    ]);
  });

  it('SY-RNG-1: seeded adjudication is deterministic', () => {
    const a = resolveAttack(guardianSalvo, adjudicationDice({ seed: 'table-7' }));
    const b = resolveAttack(guardianSalvo, adjudicationDice({ seed: 'table-7' }));
    expect(a).toEqual(b);
  });
});

describe('stateless adjudication: attackOdds', () => {
  it('SY-HIT-3 / SY-HIT-5: exact chance and damage distribution for SY-EX-9', () => {
    const odds = attackOdds(guardianSalvo);
    if (!odds.ok) throw new Error('refused');
    expect(odds.toHit).toEqual({ numerator: '5', denominator: '9', value: 5 / 9 });
    // 2D vs armor 4 on a hit: 0, 1, 2 points with 1/4, 1/2, 1/4; a miss is 0 points.
    expect(odds.damagePoints.map((p) => `${p.numerator}/${p.denominator}`)).toEqual([
      '7/12',
      '5/18',
      '5/36',
    ]);
    // One shield level soaks the first point.
    expect(odds.structureDamage.map((p) => `${p.numerator}/${p.denominator}`)).toEqual([
      '31/36',
      '5/36',
    ]);
    expect(odds.wrecked.value).toBe(0);
    expect(odds.expectedStructureDamage).toMatchObject({ numerator: '5', denominator: '36' });
  });

  it('SY-LMD-3: the countermeasures save halves the chance a locked missile lands', () => {
    const launch: AttackRequest = {
      weapon: 'LOCKED_MISSILE',
      attacker: { typeId: 'guardian-151a', speed: 5 },
      defender: { typeId: 'blackbuck-mk-ii', speed: 3, countermeasures: true },
      distance: 10,
      aspect: 'FORE_STAR',
    };
    const odds = attackOdds(launch);
    if (!odds.ok) throw new Error('refused');
    expect(odds.toHit).toMatchObject({ numerator: '1', denominator: '2' });
    expect(odds.hit).toMatchObject({ numerator: '1', denominator: '4' });
    const inFlight = attackOdds({ ...launch, landing: false });
    expect(inFlight.ok && inFlight.hit.value).toBe(0);
  });

  it('refuses what resolveAttack refuses', () => {
    expect(attackOdds({ ...guardianSalvo, distance: 31 })).toMatchObject({
      ok: false,
      problems: [{ code: 'TARGET_OUT_OF_RANGE' }],
    });
  });
});

describe('stateless adjudication: fragshell requests', () => {
  it('SY-FEAT-6 / SY-HIT-6: one target per request; THT above 6 misses without dice; beyond CLOSE is refused', () => {
    const frag: AttackRequest = {
      weapon: 'FRAGSHELL',
      attacker: { typeId: 'evo-6-2', speed: 2 },
      defender: { typeId: 'guardian-151a', speed: 8 },
      distance: 4,
      aspect: 'FORE',
    };
    const miss = resolveAttack(frag, faces());
    expect(miss).toMatchObject({ ok: true, tht: 7, result: 'MISS', rolls: [], toHit: null });
    const odds = attackOdds(frag);
    expect(odds.ok && odds.toHit.value).toBe(0);
    expect(resolveAttack({ ...frag, distance: 6.5 }, faces())).toMatchObject({
      ok: false,
      problems: [{ code: 'TARGET_OUT_OF_RANGE' }],
    });
  });
});
