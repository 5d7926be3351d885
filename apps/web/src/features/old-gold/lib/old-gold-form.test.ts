import { describe, expect, it } from 'vitest';
import { OLD_GOLD_MESSAGES as M } from '@aabhushan/shared/schemas/old-gold';
import { gramsOf, INITIAL_OLD_GOLD_VALUES, puritiesOf, readOldGoldForm, withMetal } from './old-gold-form';

describe('the old-gold form', () => {
  it('offers each metal its own purities', () => {
    expect(puritiesOf('gold')).toEqual(['24K', '22K', '18K', '14K']);
    expect(puritiesOf('silver')).toEqual(['925']);
    expect(puritiesOf('platinum')).toEqual(['950']);
  });

  it('keeps the purity when the new metal has it, else takes its first', () => {
    expect(withMetal(INITIAL_OLD_GOLD_VALUES, 'silver')).toMatchObject({ metal: 'silver', purity: '925' });
    expect(withMetal({ ...INITIAL_OLD_GOLD_VALUES, purity: '18K' }, 'gold').purity).toBe('18K');
    expect(withMetal({ metal: 'platinum', purity: '950', weight: '5' }, 'gold')).toEqual({ metal: 'gold', purity: '24K', weight: '5' });
  });

  it('reads grams with a point or a comma, and nothing else as a number', () => {
    expect(gramsOf(' 10.25 ')).toBe(10.25);
    expect(gramsOf('10,5')).toBe(10.5);
    expect(gramsOf('.5')).toBe(0.5);
    for (const text of ['', '10 g', '1e2', '-3', '1.2.3', '0x10']) expect(gramsOf(text), text).toBeNaN();
  });

  it('sends a weight within the limits, and says what is wrong with one outside them', () => {
    expect(readOldGoldForm({ ...INITIAL_OLD_GOLD_VALUES, weight: '10' })).toEqual({ body: { metal: 'gold', purity: '22K', weightGrams: 10 } });
    for (const weight of ['', 'ten', '0.05', '1000.5', '1.2345']) expect(readOldGoldForm({ ...INITIAL_OLD_GOLD_VALUES, weight }), weight).toEqual({ errors: { weight: M.weight } });
  });
});
