// A signed-in visitor for pages measured as one (config: "signedIn": true): registers an account
// on the Lighthouse server, verifies it with the code from the server's outbox (no SMTP is set,
// so each mail is a file in DATA_DIR/outbox), signs in and returns the token.
import { codeIn, outboxMails } from '../support/mailbox.mjs';

async function post(origin, path, body) {
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${reply.msg ?? ''}`);
  return reply;
}

/** The verification code mailed to `email`, waiting a little for the outbox file. */
async function codeFromOutbox(dataDir, email, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = outboxMails(dataDir, email)
      .map((mail) => codeIn(mail, 'verify'))
      .find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification code for ${email} in ${dataDir}/outbox.`);
}

/** @param {{ origin: string, dataDir: string }} server */
export async function signedInToken(server) {
  const email = `lighthouse.${Date.now()}@example.com`;
  const password = 'Lighthouse#2025';
  await post(server.origin, '/api/user/register', {
    email,
    retypeEmail: email,
    password,
    retypePassword: password,
    firstName: 'Lena',
    lastName: 'Berg',
    countryCode: 'United Kingdom (+44)',
    PhoneNo: '7700900123',
    country: 'United Kingdom',
  });
  const otp = await codeFromOutbox(server.dataDir, email);
  await post(server.origin, '/api/user/verify-otp', { email, otp });
  const { token } = await post(server.origin, '/api/user/login', { email, password });
  return token;
}
