import { describe, expect, it } from 'vitest';
import { joinIds } from './fieldIds';

describe('joinIds', () => {
  it('joins the ids that are set, in order', () => {
    expect(joinIds('hint', undefined, 'error')).toBe('hint error');
  });

  it('drops repeats, also inside lists the caller already joined', () => {
    expect(joinIds('hint error', 'error', 'extra')).toBe('hint error extra');
  });

  it('is undefined when nothing is set, so no empty attribute is rendered', () => {
    expect(joinIds(undefined, '', false, null)).toBeUndefined();
  });
});
