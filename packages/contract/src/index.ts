// `@corvane/contract`: the zod-free part (also published alone as `@corvane/contract/client`)
// plus the zod schemas the server validates requests with.
export * from './client';
export * from './schemas/analytics';
export * from './schemas/fields';
export * from './schemas/forms';
export * from './schemas/jobs';
export * from './schemas/newsletter';
export * from './schemas/replies';
export * from './schemas/staff';
export * from './schemas/staff-recruiting';
export * from './schemas/user';
