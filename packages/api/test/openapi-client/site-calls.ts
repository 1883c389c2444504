// The site's calls (@corvane/contract's createApiClient) against a client generated from the
// OpenAPI document with openapi-typescript: openapi-client.test.ts generates `./openapi.ts` into
// a temporary folder beside a copy of this file and type-checks the two. Each line holds when
// what the site sends fits the operation's body, and what the operation answers is what the
// site's wire types say. (Not part of the workspace's typecheck: `./openapi` exists only there.)
import type {
  AnalyticsBatch,
  ApiClient,
  JobsListResponse,
  LoginResponse,
  MessageResponse,
  MsgResponse,
  ProfileResponse,
} from '@corvane/contract/client';
import type { paths } from './openapi';

type JsonBody<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : never;
type FormBody<Op> = Op extends { requestBody: { content: { 'multipart/form-data': infer B } } }
  ? B
  : never;
type Reply<Op, Status extends number> = Op extends {
  responses: { [S in Status]: { content: { 'application/json': infer R } } };
}
  ? R
  : never;

/** Compiles only when `From` can be used where `To` is expected (and neither is `never`). */
type Fits<From, To> = [From] extends [never] ? false : [From] extends [To] ? true : false;
const holds = <T extends true>(): T | undefined => undefined;

type Sent<Call extends keyof ApiClient> = Parameters<ApiClient[Call]>[0];

holds<Fits<Sent<'register'>, JsonBody<paths['/api/user/register']['post']>>>();
holds<Fits<Reply<paths['/api/user/register']['post'], 201>, MsgResponse>>();
holds<Fits<Sent<'verifyOtp'>, JsonBody<paths['/api/user/verify-otp']['post']>>>();
holds<Fits<Reply<paths['/api/user/verify-otp']['post'], 200>, MsgResponse>>();
holds<Fits<Sent<'resendOtp'>, JsonBody<paths['/api/user/resend-otp']['post']>>>();
holds<Fits<Reply<paths['/api/user/resend-otp']['post'], 200>, MsgResponse>>();
holds<Fits<Sent<'login'>, JsonBody<paths['/api/user/login']['post']>>>();
holds<Fits<Reply<paths['/api/user/login']['post'], 200>, LoginResponse>>();
holds<Fits<Sent<'forgotPassword'>, JsonBody<paths['/api/user/forgot-password']['post']>>>();
holds<Fits<Reply<paths['/api/user/forgot-password']['post'], 200>, MsgResponse>>();
holds<Fits<Sent<'resetPassword'>, JsonBody<paths['/api/user/reset-password']['post']>>>();
holds<Fits<Reply<paths['/api/user/reset-password']['post'], 200>, MsgResponse>>();
holds<Fits<Reply<paths['/api/user/profile']['get'], 200>, ProfileResponse>>();
holds<Fits<Reply<paths['/api/jobs/list']['get'], 200>, JobsListResponse>>();
holds<Fits<Reply<paths['/api/jobs/list']['get'], 503>, JobsListResponse>>();
// The application's text fields, each sent as a part of the multipart form.
holds<
  Fits<
    Sent<'submitApplication'>,
    Omit<FormBody<paths['/api/applications/submit']['post']>, 'resume'>
  >
>();
holds<Fits<Reply<paths['/api/applications/submit']['post'], 201>, MessageResponse>>();
holds<Fits<Sent<'sendContact'>, JsonBody<paths['/api/contact']['post']>>>();
holds<Fits<Reply<paths['/api/contact']['post'], 201>, MessageResponse>>();
holds<Fits<Sent<'subscribeNewsletter'>, JsonBody<paths['/api/newsletter']['post']>>>();
holds<Fits<Reply<paths['/api/newsletter']['post'], 200>, MsgResponse>>();
holds<Fits<Sent<'confirmNewsletter'>, JsonBody<paths['/api/newsletter/confirm']['post']>>>();
holds<Fits<Reply<paths['/api/newsletter/confirm']['post'], 200>, MsgResponse>>();
holds<
  Fits<Sent<'unsubscribeNewsletter'>, JsonBody<paths['/api/newsletter/unsubscribe']['post']>>
>();
holds<Fits<Reply<paths['/api/newsletter/unsubscribe']['post'], 200>, MsgResponse>>();
// The measurement beacon (site/app/analytics/measure.ts), sent as JSON text.
holds<Fits<AnalyticsBatch, JsonBody<paths['/api/analytics']['post']>>>();
