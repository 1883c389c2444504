/** What the header shows of the signed-in user (spec section 3: firstName and lastName only). */
export interface SessionUser {
  firstName: string;
  lastName: string;
}

export function fullName({ firstName, lastName }: SessionUser): string {
  return [firstName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The account menu button's name: the visible full name first (label in name). A backend may
 * send a profile without names (spec section 7 only lists them), and the button still has one.
 */
export function accountMenuLabel(user: SessionUser): string {
  const name = fullName(user);
  return name ? `${name}, account menu` : 'Account menu';
}

/** "Ann Lee" -> "AL": the first letter of each name, as the reader sees letters. */
export function initials({ firstName, lastName }: SessionUser): string {
  const first = (name: string) => [...name.trim()][0]?.toLocaleUpperCase() ?? '';
  return first(firstName) + first(lastName) || '?';
}
