// `@corvane/contract/client`: everything a browser needs, without zod. The typed client, its
// error texts (spec section 8), the password policy, the country list, the resume types and the
// wire types. Validation with the zod schemas is the server's job (`@corvane/contract`).
export * from './analytics';
export * from './api-client';
export * from './call';
export * from './countries';
export * from './errors';
export * from './guards';
export * from './messages';
export * from './options';
export * from './password';
export * from './resume';
export type * from './wire';
export type * from './staff-wire';
