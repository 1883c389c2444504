import { describe, expect, it } from 'vitest';
import { specLabel } from './specLabel';

describe('specLabel', () => {
  it('splits camelCase keys at their capitals and capitalises the first word', () => {
    expect(specLabel('userCapacity')).toBe('User Capacity');
    expect(specLabel('complianceStandards')).toBe('Compliance Standards');
    expect(specLabel('flightTime')).toBe('Flight Time');
    expect(specLabel('battery')).toBe('Battery');
  });

  it('keeps runs of capitals together', () => {
    expect(specLabel('apiURL')).toBe('Api URL');
    expect(specLabel('SIEMSupport')).toBe('SIEM Support');
  });
});
