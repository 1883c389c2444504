/** Joins element ids for `aria-describedby`, skipping empty ones and repeats; undefined when none. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const unique = [...new Set(ids.flatMap((id) => (id ? id.split(/\s+/) : [])).filter(Boolean))];
  return unique.length > 0 ? unique.join(' ') : undefined;
}
