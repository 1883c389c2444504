import { generateSecret, generateURI, verify } from 'otplib';
import { renderSVG } from 'uqr';
import type { Sealer } from '../outbox/seal';
import { STAFF_POLICY, TOTP_ISSUER } from './policy';

// Time-based one-time codes (RFC 6238: SHA-1, six digits, 30-second steps, what every
// authenticator app reads) with otplib; the QR code as SVG with uqr (no dependencies). The
// secret is stored sealed (AES-256-GCM, a key derived for this purpose alone).

export interface TotpEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** otpauth://totp/Corvane%20Staff:<email>?secret=...&issuer=Corvane%20Staff */
  uri: string;
  /** The URI as a QR code: black on white, a quiet zone of four modules. */
  qrSvg: string;
}

export class TotpSecrets {
  constructor(private readonly sealer: Sealer) {}

  /** A new 160-bit secret (RFC 4226's recommended length), the URI and its QR code. */
  enrolment(email: string): TotpEnrolment {
    const secret = generateSecret({ length: 20 });
    const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
    return { secret, uri, qrSvg: renderSVG(uri, { ecc: 'M', border: 4 }) };
  }

  seal(secret: string): Buffer {
    return this.sealer.seal(Buffer.from(secret, 'utf8'));
  }

  open(sealed: Buffer): string {
    return this.sealer.open(sealed).toString('utf8');
  }

  /**
   * The time step of the code when it is right within one step either side of `nowMs` and
   * later than `afterStep` (the last code accepted: a code works once); undefined otherwise.
   */
  async match(
    secret: string,
    code: string,
    nowMs: number,
    afterStep: number | null,
  ): Promise<number | undefined> {
    const token = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(token)) return undefined;
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(nowMs / 1000),
      period: STAFF_POLICY.totpPeriodSeconds,
      epochTolerance: STAFF_POLICY.totpPeriodSeconds * STAFF_POLICY.totpWindowSteps,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  }
}
