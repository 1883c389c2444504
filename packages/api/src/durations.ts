/** "30m", "24h", "7d", "2w" in seconds: how far back a `--since` reaches. Undefined otherwise, zero too. */
export function durationSeconds(raw: string): number | undefined {
  const match = /^(\d{1,6})\s*([mhdw])$/.exec(raw.trim());
  if (!match || Number(match[1]) === 0) return undefined;
  return Number(match[1]) * { m: 60, h: 3600, d: 86_400, w: 604_800 }[match[2] as 'm'];
}
