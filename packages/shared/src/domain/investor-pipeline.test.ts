import { describe, expect, it } from 'vitest';
import { availableSteps, planStep, type PipelineState } from './investor-pipeline.js';

const none: PipelineState = { stage: null, isIndicationAccepted: false };
const pending: PipelineState = { stage: 'indication', isIndicationAccepted: false };
const accepted: PipelineState = { stage: 'indication', isIndicationAccepted: true };

describe('the investor pipeline', () => {
  it('walks interest → NDA → indication → accepted → committed → closed', () => {
    const steps = [
      ['express_interest', 'investor'],
      ['accept_nda', 'investor'],
      ['indicate', 'investor'],
      ['accept_indication', 'owner'],
      ['commit', 'investor'],
      ['close', 'owner'],
    ] as const;
    let state = none;
    for (const [step, actor] of steps) {
      const plan = planStep(state, step, actor);
      if (!plan.ok) throw new Error(`${step} refused: ${plan.reason}`);
      state = plan.next;
    }
    expect(state).toEqual({ stage: 'closed', isIndicationAccepted: true });
  });

  it('refuses each side the other side’s steps', () => {
    expect(planStep(pending, 'accept_indication', 'investor')).toEqual({ ok: false, reason: 'wrong_actor' });
    expect(planStep(none, 'express_interest', 'owner')).toEqual({ ok: false, reason: 'wrong_actor' });
  });

  it('refuses a commitment before the owner accepted the indication, and an indication before the NDA', () => {
    expect(planStep(pending, 'commit', 'investor')).toEqual({ ok: false, reason: 'wrong_state' });
    expect(planStep({ stage: 'interested', isIndicationAccepted: false }, 'indicate', 'investor')).toEqual({
      ok: false,
      reason: 'wrong_state',
    });
  });

  it('offers each side only the steps it may take', () => {
    expect(availableSteps(pending, 'owner')).toEqual(['accept_indication', 'decline_indication']);
    expect(availableSteps(accepted, 'investor')).toEqual(['indicate', 'commit', 'withdraw']);
    expect(availableSteps({ stage: 'closed', isIndicationAccepted: true }, 'investor')).toEqual([]);
    expect(availableSteps({ stage: 'declined', isIndicationAccepted: false }, 'investor')).toEqual([
      'express_interest',
      'accept_nda',
    ]);
  });
});
