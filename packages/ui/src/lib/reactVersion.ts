import { version } from 'react';

/** The major version of the React this package runs with (the peer range is ^18 || ^19). */
export const reactMajor = Number.parseInt(version, 10);
