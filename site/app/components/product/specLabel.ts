/**
 * A spec key as words, split at its capitals (spec 2.16): `userCapacity` -> "User Capacity",
 * `complianceStandards` -> "Compliance Standards". Runs of capitals stay together (`apiURL` ->
 * "Api URL").
 */
export function specLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
