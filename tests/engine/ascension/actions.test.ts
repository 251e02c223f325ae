/**
 * The checks an action makes before it is played: Fortify and the Improve
 * actions against the Outpost's kind and level; a flux for a named action
 * against its roller, purpose and what must be in place (AM-57); a Treaty
 * against Siege and Assault; "no Society" (TL 0, AM-03) wherever a system's
 * Tech Level is asked.
 */
import { describe, expect, it } from 'vitest';
import { improveOutpost, tradeCheck, treatyCheck } from '../../../src/engine/ascension/economy/index.ts';
import { FLUX_PRESETS, factsFor, fluxOdds, sabotageOdds } from '../../../src/engine/ascension/flux/index.ts';
import { assaultForecast, assaultPass, siegeForecast, siegePass } from '../../../src/engine/ascension/planetary/index.ts';
import { withReadings } from '../../../src/engine/ascension/readings.ts';
import { text, value } from './helpers.ts';

describe('powering an Outpost', () => {
  const improve = (action: string, kind: string, level: number) => improveOutpost({ action, outpost: { kind, level } });

  it('raises each kind from the one level its Action allows', () => {
    expect(value(improve('fortify', 'defense', 0))).toEqual({ kind: 'defense', from: 0, to: 1 });
    expect(value(improve('improve-starport', 'starport', 0))).toEqual({ kind: 'starport', from: 0, to: 1 });
    expect(value(improve('improve-outpost', 'factory', 0))).toEqual({ kind: 'factory', from: 0, to: 1 });
    expect(value(improve('improve-technology', 'embassy', 1))).toEqual({ kind: 'embassy', from: 1, to: 2 });
  });

  it('refuses the wrong kind or level beside the field, with the rule', () => {
    expect(improve('fortify', 'starport', 0)).toMatchObject({ ok: false, field: 'outpost.kind', rule: 'ascension.a-8-2' });
    expect(improve('improve-starport', 'defense', 0)).toMatchObject({ ok: false, field: 'outpost.kind' });
    expect(improve('fortify', 'defense', 1)).toMatchObject({ ok: false, field: 'outpost.level', rule: 'ascension.a-8-2' });
    expect(improve('improve-outpost', 'factory', 1)).toMatchObject({ ok: false, field: 'outpost.level' });
    expect(improve('improve-technology', 'factory', 0)).toMatchObject({ ok: false, field: 'outpost.level' });
    expect(improve('improve-technology', 'factory', 2)).toMatchObject({ ok: false, field: 'outpost.level', rule: 'ascension.a-4-2-outposts' });
    expect(improve('repaint', 'factory', 0)).toMatchObject({ ok: false, field: 'action' });
  });
});

describe('a flux for a named action', () => {
  const base = { systems: [{ societies: 1, resources: 1 }], yourTl: 10, systemTl: 10, roller: { kind: 'asset', dice: 2 } };

  it('needs a Shadow Agent already in the system for the Shadow actions (AM-57), and their targets', () => {
    for (const action of ['sedition', 'assassination', 'smuggling']) {
      expect(fluxOdds({ ...base, action }), action).toMatchObject({ ok: false, field: 'inPlace.agent', rule: 'ascension.AM-57' });
    }
    expect(value(fluxOdds({ ...base, action: 'sedition', inPlace: { agent: true } })).pass).toBeDefined();
    expect(fluxOdds({ ...base, systems: [{ societies: 0, resources: 2 }], systemTl: null, action: 'sedition', inPlace: { agent: true } })).toMatchObject({ ok: false, field: 'systems.0.societies' });
    expect(fluxOdds({ ...base, action: 'assassination', inPlace: { agent: true } })).toMatchObject({ ok: false, field: 'inPlace.enemyAsset' });
    expect(value(fluxOdds({ ...base, action: 'assassination', inPlace: { agent: true, enemyAsset: true } })).dice).toBe(2);
    const sabotage = { flux: { ...base, action: 'sabotage', mode: 'count' }, outpostLevel: 1 };
    expect(sabotageOdds(sabotage)).toMatchObject({ ok: false, field: 'flux.inPlace.agent' });
    expect(sabotageOdds({ ...sabotage, flux: { ...sabotage.flux, inPlace: { agent: true } } })).toMatchObject({ ok: false, field: 'flux.inPlace.outpost' });
    expect(sabotageOdds({ ...sabotage, flux: { ...sabotage.flux, inPlace: { agent: true, outpost: true } } }).ok).toBe(true);
  });

  it('needs a Diplomat or Shadow Agent in the system for Requisition, rolled by the Economic panel', () => {
    const requisition = { ...base, roller: { kind: 'faction-panel' }, action: 'requisition' };
    expect(fluxOdds(requisition)).toMatchObject({ ok: false, field: 'inPlace.diplomat', rule: 'ascension.a-8-2' });
    expect(text(value(fluxOdds({ ...requisition, inPlace: { agent: true } })).pass)).toBe('1/3');
    expect(fluxOdds({ ...requisition, roller: { kind: 'asset', dice: 3 }, inPlace: { agent: true } })).toMatchObject({ ok: false, field: 'roller.kind' });
  });

  it('takes an Embassy rolling as the presence a trade or Treaty needs', () => {
    expect(fluxOdds({ ...base, action: 'treaty', purpose: 'treaty' })).toMatchObject({ ok: false, field: 'inPlace.diplomat', rule: 'ascension.a-8-9-treaties' });
    expect(fluxOdds({ ...base, action: 'treaty', purpose: 'treaty', roller: { kind: 'embassy', level: 1 } }).ok).toBe(true);
    expect(fluxOdds({ ...base, action: 'treaty', inPlace: { diplomat: true } })).toMatchObject({ ok: false, field: 'purpose' });
  });

  it('ends a Revolt only with a Soldier on the Society in revolt, and counts dice only for Sabotage', () => {
    expect(fluxOdds({ ...base, action: 'martial-law', inPlace: { soldier: true } })).toMatchObject({ ok: false, field: 'inPlace.revolt' });
    expect(fluxOdds({ ...base, action: 'martial-law', inPlace: { revolt: true } })).toMatchObject({ ok: false, field: 'inPlace.soldierOnSociety' });
    expect(fluxOdds({ ...base, action: 'martial-law', inPlace: { revolt: true, soldierOnSociety: true } }).ok).toBe(true);
    expect(fluxOdds({ ...base, action: 'sabotage', inPlace: { agent: true, outpost: true } })).toMatchObject({ ok: false, field: 'mode' });
  });

  it('has no Security Detail roll unless AM-10 is switched to a flux', () => {
    const detail = { ...base, action: 'security-detail', inPlace: { soldier: true } };
    expect(fluxOdds(detail)).toMatchObject({ ok: false, field: 'action', rule: 'ascension.AM-10' });
    expect(fluxOdds(detail, withReadings({ securityDetailFlux: 'flux' })).ok).toBe(true);
  });

  it('names, for every action, the facts a form must ask about', () => {
    const asked = Object.fromEntries(FLUX_PRESETS.map((p) => [p.id, factsFor(p.needs)]));
    expect(asked).toMatchObject({ negotiate: [], requisition: ['diplomat', 'agent'], sabotage: ['agent', 'outpost'], sedition: ['agent'], 'martial-law': ['soldierOnSociety', 'revolt'] });
  });

  it('checks nothing about the action when none is named', () => {
    expect(fluxOdds(base).ok).toBe(true);
  });
});

describe('a system with no Society (AM-03)', () => {
  it('refuses a Tech Level that disagrees with the Societies of a one-system roll', () => {
    expect(fluxOdds({ systems: [{ societies: 1, resources: 0 }], yourTl: 10, systemTl: null, roller: { kind: 'faction-panel' } })).toMatchObject({ ok: false, field: 'systemTl', rule: 'ascension.AM-03' });
    expect(fluxOdds({ systems: [{ societies: 0, resources: 1 }], yourTl: 10, systemTl: 10, roller: { kind: 'faction-panel' } })).toMatchObject({ ok: false, field: 'systemTl', rule: 'ascension.AM-03' });
  });

  it('takes TL 0 for trade and Treaties too', () => {
    const trade = { route: 'within', tier: 1, ends: [{}, {}], systems: [{ societies: 0, resources: 2 }], roller: { kind: 'asset', dice: 1 }, yourTl: 1, systemTl: null };
    const r = tradeCheck(trade);
    expect(value(r).flux!.target.used).toBe(3);
    expect(r.ok && r.trace.some((s) => s.rule === 'ascension.AM-03')).toBe(true);
    const treaty = { worldPanels: [{ kind: 'resource', barFace: 1, owner: 'you' }], outposts: [{ kind: 'factory', level: 1, owner: 'you' }], roller: { kind: 'embassy', level: 0 }, yourTl: 2, systemTl: null };
    expect(value(treatyCheck(treaty)).flux!.target.used).toBe(3);
    expect(treatyCheck({ ...treaty, worldPanels: [{ kind: 'society', barFace: 1, owner: 'you' }] })).toMatchObject({ ok: false, field: 'systemTl' });
  });

  it('besieges a system of Defense Outposts only at TL 0, and refuses a Tech Level there', () => {
    const system = { societies: [], defenses: [{ level: 1, owner: 'defender' }] };
    const r = siegePass({ system, target: { kind: 'outpost', level: 0 }, societyTl: null, fleet: [{ missiles: 4, tl: 0, hull: 20 }] });
    // Rating 2; hit on 3 + 0 − 0 = 3: P(at least 2 of 4 dice at 1–3) = 11/16.
    expect(text(value(r).attack.success)).toBe('11/16');
    expect(r.ok && r.trace[0]!.rule).toBe('ascension.AM-03');
    expect(siegePass({ system, target: { kind: 'outpost', level: 0 }, societyTl: 10, fleet: [{ missiles: 4, tl: 0, hull: 20 }] })).toMatchObject({ ok: false, field: 'societyTl' });
    expect(assaultPass({ system: { societies: [{ siege: 1, battle: 1 }], defenses: [] }, target: { kind: 'world', barFace: 1 }, societyTl: null, soldiers: [{ dice: 2, tl: 10 }] })).toMatchObject({ ok: false, field: 'societyTl' });
  });
});

describe('a Treaty system', () => {
  const system = { societies: [{ siege: 2, battle: 2 }], defenses: [] };
  it('refuses Siege and Assault, passes and whole actions alike', () => {
    const siege = { system, target: { kind: 'world', barFace: 1 }, societyTl: 10, treaty: true, fleet: [{ missiles: 4, tl: 10, hull: 20 }] };
    const assault = { system, target: { kind: 'world', barFace: 1 }, societyTl: 10, treaty: true, soldiers: [{ dice: 4, tl: 10 }] };
    for (const r of [siegePass(siege), siegeForecast(siege), assaultPass(assault), assaultForecast(assault)]) {
      expect(r).toMatchObject({ ok: false, field: 'treaty', rule: 'ascension.a-8-9-treaties' });
    }
    expect(siegePass({ ...siege, treaty: false }).ok).toBe(true);
  });
});

describe('the action check', async () => {
  const { actionCheck, CHECKED_CHOICE_IDS } = await import('../../../src/engine/ascension/checks/index.ts');

  it('decides a move by the jump reach, its refusals under `jump`', () => {
    const fleet = { choice: 'move-fleet', jump: { ships: [{ kind: 'destroyer', jump: 3 }, { kind: 'cruiser', jump: 2 }], distance: 2 } };
    expect(value(actionCheck(fleet)).reach).toMatchObject({ reach: 2, limitedBy: 1 });
    expect(actionCheck({ ...fleet, jump: { ...fleet.jump, distance: 3 } })).toMatchObject({ ok: false, field: 'jump.distance' });
    expect(actionCheck({ choice: 'explore', jump: { ships: [{ kind: 'destroyer', jump: 3 }] } })).toMatchObject({ ok: false, field: 'jump.ships.0.kind' });
    expect(actionCheck({ choice: 'move-scout', jump: { ships: [{ kind: 'scout', jump: 2 }, { kind: 'scout', jump: 2 }] } })).toMatchObject({ ok: false, field: 'jump.ships' });
    expect(value(actionCheck({ choice: 'move-agent', jump: { distance: 1 } })).reach!.reach).toBe(1);
  });

  it('lets only a Destroyer or Cruiser blockade, Treaty or not', () => {
    expect(actionCheck({ choice: 'blockade', jump: { ships: [{ kind: 'scout', jump: 2 }] } })).toMatchObject({ ok: false, field: 'jump.ships.0.kind' });
    expect(actionCheck({ choice: 'blockade', treaty: true, jump: { ships: [{ kind: 'cruiser', jump: 2 }], distance: 1 } }).ok).toBe(true);
  });

  it('refuses Siege and Assault on a Treaty system, and an Assault without Soldiers', () => {
    expect(actionCheck({ choice: 'siege', treaty: true })).toMatchObject({ ok: false, field: 'treaty', rule: 'ascension.a-8-9-treaties' });
    expect(value(actionCheck({ choice: 'siege' })).rolls).toBe('siege');
    expect(actionCheck({ choice: 'assault' })).toMatchObject({ ok: false, field: 'soldiersAboard' });
  });

  it('checks the Outpost for Fortify and the Improve actions', () => {
    expect(value(actionCheck({ choice: 'improve-technology', outpost: { kind: 'starport', level: 1 } })).improvement).toEqual({ kind: 'starport', from: 1, to: 2 });
    expect(actionCheck({ choice: 'fortify', outpost: { kind: 'defense', level: 1 } })).toMatchObject({ ok: false, field: 'outpost.level' });
  });

  it('checks what the Asset actions need, naming the fact', () => {
    expect(actionCheck({ choice: 'sedition', inPlace: { agent: true } })).toMatchObject({ ok: false, field: 'societies' });
    expect(value(actionCheck({ choice: 'sedition', inPlace: { agent: true }, societies: 1 })).rolls).toBe('flux');
    expect(actionCheck({ choice: 'smuggling', inPlace: { agent: true } })).toMatchObject({ ok: false, field: 'resources' });
    expect(actionCheck({ choice: 'requisition' })).toMatchObject({ ok: false, field: 'inPlace.diplomat' });
    expect(value(actionCheck({ choice: 'security-detail', inPlace: { soldier: true } })).rolls).toBeNull();
  });

  it('answers every choice it lists, and refuses one it does not', () => {
    for (const choice of CHECKED_CHOICE_IDS) {
      const r = actionCheck({ choice });
      expect(r.ok ? r.trace[0]!.rule : r.rule, choice).toMatch(/^ascension\./);
    }
    expect(actionCheck({ choice: 'steal' })).toMatchObject({ ok: false, field: 'choice' });
  });
});
