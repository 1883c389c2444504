// Values across WebDriver BiDi's script.callFunction: arguments as its LocalValue, results from
// its RemoteValue, and the page's elements as the shared references both use.

/** An element of the page, as BiDi shares it. */
export class FirefoxElement {
  constructor(sharedId) {
    this.sharedId = sharedId;
  }
}

/** A value for script.callFunction's arguments (BiDi's LocalValue). */
export function serialise(value) {
  if (value instanceof FirefoxElement) return { sharedId: value.sharedId };
  if (value === undefined) return { type: 'undefined' };
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return { type: 'array', value: value.map(serialise) };
  if (typeof value === 'object')
    return {
      type: 'object',
      value: Object.entries(value).map(([key, item]) => [key, serialise(item)]),
    };
  // BiDi writes the numbers JSON has no form for as text.
  if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0)))
    return { type: 'number', value: Object.is(value, -0) ? '-0' : String(value) };
  return { type: typeof value, value };
}

/** What script.callFunction returned (BiDi's RemoteValue), as plain values and elements. */
export function deserialise(remote) {
  switch (remote.type) {
    case 'undefined':
      return undefined;
    case 'null':
      return null;
    case 'string':
    case 'boolean':
      return remote.value;
    case 'number':
      return Number(remote.value);
    case 'array':
      return remote.value.map(deserialise);
    case 'object':
      return Object.fromEntries(
        remote.value.map(([key, item]) => [
          typeof key === 'string' ? key : deserialise(key),
          deserialise(item),
        ]),
      );
    case 'node':
      return new FirefoxElement(remote.sharedId);
    default:
      return undefined;
  }
}
