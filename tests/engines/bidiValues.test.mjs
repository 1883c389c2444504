// What the Firefox engine sends to a page function and reads back from it, in BiDi's forms.
import { describe, expect, it } from 'vitest';
import { FirefoxElement, deserialise, serialise } from './bidiValues.mjs';

describe("BiDi's values", () => {
  it('sends plain values, lists, objects and elements as LocalValues', () => {
    expect(
      serialise(['Menu', 100, true, null, undefined, { within: new FirefoxElement('n-1') }]),
    ).toEqual({
      type: 'array',
      value: [
        { type: 'string', value: 'Menu' },
        { type: 'number', value: 100 },
        { type: 'boolean', value: true },
        { type: 'null' },
        { type: 'undefined' },
        { type: 'object', value: [['within', { sharedId: 'n-1' }]] },
      ],
    });
    expect(serialise(Number.NaN)).toEqual({ type: 'number', value: 'NaN' });
    expect(serialise(-0)).toEqual({ type: 'number', value: '-0' });
  });

  it('reads RemoteValues back as plain values, with nodes as elements to send again', () => {
    const state = deserialise({
      type: 'object',
      value: [
        ['path', { type: 'string', value: '/careers' }],
        ['hydrated', { type: 'boolean', value: true }],
        ['selected', { type: 'number', value: -1 }],
        ['width', { type: 'number', value: 'Infinity' }],
        ['canonical', { type: 'null' }],
        ['errors', { type: 'array', value: [{ type: 'string', value: 'TypeError: x' }] }],
        ['button', { type: 'node', sharedId: 'n-2', value: { nodeType: 1 } }],
        ['map', { type: 'map', value: [] }],
      ],
    });
    expect(state).toEqual({
      path: '/careers',
      hydrated: true,
      selected: -1,
      width: Infinity,
      canonical: null,
      errors: ['TypeError: x'],
      button: new FirefoxElement('n-2'),
      map: undefined,
    });
    expect(serialise(state.button)).toEqual({ sharedId: 'n-2' });
  });
});
