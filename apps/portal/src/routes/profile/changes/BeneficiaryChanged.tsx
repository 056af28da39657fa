import { ProfileSplash } from '@saf/ui';
import { routerLink } from '../../../links';
import { paths } from '../../../paths';

/** The "final beneficiary" splash, back to the profile. */
export default function BeneficiaryChanged() {
  return (
    <ProfileSplash
      type="final-beneficiary"
      primaryAction={({ label, className }) =>
        routerLink({ href: paths.profile(), className, children: label })
      }
    />
  );
}
