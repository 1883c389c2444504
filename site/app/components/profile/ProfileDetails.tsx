import { ApiError, MESSAGES, type ProfileReply } from '@corvane/contract/client';
import { Alert, Badge, LiveRegion, Skeleton, Spinner } from '@corvane/ui';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../auth/messages';
import { fullName } from '../../auth/names';
import { fetchProfile } from '../../auth/profile';
import { readToken } from '../../auth/token';
import { profileCopy as copy } from '../../content/profile';
import { phoneNumber } from './phoneNumber';

type State =
  | { status: 'loading' }
  | { status: 'loaded'; profile: ProfileReply }
  | { status: 'error'; message: string; offerSignIn: boolean };

const rows = [copy.fullName, copy.email, copy.phone, copy.country, copy.status];

/**
 * The signed-in user's profile (spec 2.15): loading, then the details or the red error box (the
 * server's msg, else 'Failed to fetch profile'). No client-side guard (spec section 6): without
 * a token the call is still made and the server's refusal shows, with a way to sign in. A reply
 * without some of the details still shows the others; each missing one says so.
 */
export function ProfileDetails() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchProfile(readToken(), controller.signal).then(
      (profile) => setState({ status: 'loaded', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: failureText(error, MESSAGES.profileFailed),
          offerSignIn: error instanceof ApiError && error.status === 401,
        });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <section
      className="profile-card"
      aria-labelledby="profile-heading"
      aria-busy={state.status === 'loading' || undefined}
    >
      <h2 id="profile-heading" className="profile-card__heading">
        {copy.heading}
      </h2>
      {state.status === 'loading' ? (
        <>
          <p className="profile-card__loading">
            <Spinner size="sm" label={null} /> {copy.loading}
          </p>
          {/* The same rows as the details, so nothing moves when they arrive. */}
          <dl className="profile-list" aria-hidden="true">
            {rows.map((label) => (
              <div key={label} className="profile-list__row">
                <dt>{label}</dt>
                <dd>
                  <Skeleton width="12em" />
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {/* A refusal is heard from here at once: the region is in the page before it. */}
      <LiveRegion assertive>
        {state.status === 'error' ? (
          <Alert tone="error" announce="off" className="profile-card__error">
            <p>{state.message}</p>
            {state.offerSignIn ? (
              <p>
                <Link to="/loginsignup">{copy.signInPrompt}</Link>
              </p>
            ) : null}
          </Alert>
        ) : null}
      </LiveRegion>
      {state.status === 'loaded' ? <ProfileList profile={state.profile} /> : null}
    </section>
  );
}

/** One detail: its value, or 'Not provided' when the reply did not carry it. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  const missing = children === undefined || children === '';
  return (
    <div className="profile-list__row">
      <dt>{label}</dt>
      <dd className={missing ? 'profile-list__missing' : undefined}>
        {missing ? copy.notProvided : children}
      </dd>
    </div>
  );
}

function ProfileList({ profile }: { profile: ProfileReply }) {
  const { firstName = '', lastName = '', countryCode, PhoneNo, isVerified } = profile;
  return (
    <dl className="profile-list">
      <Row label={copy.fullName}>{fullName({ firstName, lastName })}</Row>
      <Row label={copy.email}>{profile.email}</Row>
      <Row label={copy.phone}>
        {PhoneNo === undefined ? undefined : (
          <span dir="ltr">{phoneNumber(countryCode, PhoneNo)}</span>
        )}
      </Row>
      <Row label={copy.country}>{profile.country}</Row>
      <Row label={copy.status}>
        {isVerified === undefined ? undefined : (
          // Green or red, and always the words: colour is never the only signal.
          <Badge tone={isVerified ? 'success' : 'danger'}>
            {isVerified ? copy.verified : copy.notVerified}
          </Badge>
        )}
      </Row>
    </dl>
  );
}
