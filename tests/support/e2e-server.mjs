#!/usr/bin/env node
// The end-to-end suite's web server: a loopback SMTP server that captures every mail, and the
// real API server (serving the built site) sending its mail there. Each mail is written to
// E2E_MAILBOX as one JSON file ({ to, raw }) for the tests to read codes from.
// Stops the API server and itself on SIGTERM/SIGINT, and exits with the API server.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const mailbox = process.env.E2E_MAILBOX;
if (!mailbox) throw new Error('E2E_MAILBOX must name the folder for captured mail.');
mkdirSync(mailbox, { recursive: true });

let sequence = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const name = `${String(++sequence).padStart(6, '0')}.json`;
      const mail = {
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      // Written whole, then renamed: a reader never sees half a mail.
      writeFileSync(join(mailbox, `.${name}`), JSON.stringify(mail));
      renameSync(join(mailbox, `.${name}`), join(mailbox, name));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address();

const apiMain = new URL('../../packages/api/dist/main.js', import.meta.url).pathname;
const api = spawn(process.execPath, [apiMain], {
  env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}` },
  stdio: 'inherit',
});

const stop = (signal) => {
  if (api.exitCode === null) api.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
api.on('exit', (code, signal) => {
  smtp.close(() => process.exit(code ?? (signal ? 0 : 1)));
});
