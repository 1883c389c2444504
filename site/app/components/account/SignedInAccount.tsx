import { Button } from '@corvane/ui';
import { Link } from 'react-router';
import { fullName, type SessionUser } from '../../auth/names';
import { useSession } from '../../auth/session';
import { SignedInAs, UserMenu } from './UserMenu';

interface SignedInAccountProps {
  placement: 'bar' | 'menu';
  user: SessionUser;
}

/** What a signed-in visitor sees in the header: loaded only once someone is signed in. */
export default function SignedInAccount({ placement, user }: SignedInAccountProps) {
  const { signOut } = useSession();
  if (placement === 'bar') return <UserMenu user={user} onSignOut={signOut} />;
  // The phone menu: who is signed in, and the same two actions as the user menu.
  return (
    <div className="account-links">
      <p className="account-links__who">
        <SignedInAs name={fullName(user)} />
      </p>
      <Button asChild variant="inverse" fullWidth>
        <Link to="/profile">Profile</Link>
      </Button>
      <Button variant="outline" fullWidth className="button-on-dark" onClick={signOut}>
        Logout
      </Button>
    </div>
  );
}
