import { ProfileSplash } from '@saf/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../../paths';

/** A new email or mobile number is confirmed: the splash, back to the profile. */
export function ContactChanged({ type }: { type: 'email-changed' | 'phone-changed' }) {
  const navigate = useNavigate();
  return (
    <ProfileSplash type={type} primaryAction={{ onClick: () => void navigate(paths.profile()) }} />
  );
}
