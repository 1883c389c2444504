const keys = new WeakMap<object, number>();
let last = 0;

/**
 * A React key for a message held in state: each new message object gets a new key, so the same
 * words shown again mount a new `Alert`, which is heard again (a second refusal, decision 082).
 */
export function messageKey(message: object): number {
  let key = keys.get(message);
  if (key === undefined) keys.set(message, (key = ++last));
  return key;
}
