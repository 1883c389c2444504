import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconSprite, SPRITE_FILE, SPRITE_ICONS } from './icon-sprite.mjs';

describe('the icon sprite', () => {
  it('is exactly what the script writes (run it after changing SPRITE_ICONS)', async () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(await iconSprite());
  });

  it('draws each icon with the current colour, one symbol per name', async () => {
    const sprite = await iconSprite(['check']);
    expect(sprite).toMatch(
      /<symbol id="check" viewBox="0 0 24 24" fill="none" stroke="currentColor"/,
    );
    expect(sprite).not.toContain('key=');
    expect(SPRITE_ICONS).toContain('arrow-left');
  });

  it('refuses an icon lucide does not have', async () => {
    await expect(iconSprite(['no-such-icon'])).rejects.toThrow();
  });
});
