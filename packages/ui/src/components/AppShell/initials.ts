/**
 * The initials of a person's name for the header's avatar: the first letters of the first and
 * the last word ("Priya Raman" → "PR"), one letter for one word, uppercased in the name's own
 * script. Letters outside the first code unit (emoji, astral scripts) stay whole.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = (word: string) => Array.from(word)[0] ?? '';
  const letters = words.length === 1 ? first(words[0]!) : first(words[0]!) + first(words.at(-1)!);
  return letters.toLocaleUpperCase();
}
