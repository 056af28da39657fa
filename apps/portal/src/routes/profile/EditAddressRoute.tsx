import { useEditAddress } from '@saf/flows';
import { EditAddressScreen, EDIT_ADDRESS_TITLES } from '@saf/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

const AddressSaved = lazy(() => import('./AddressSaved'));
const preloadSaved = () => void import('./AddressSaved').catch(() => undefined);

/** `/profile/edit`: the home address, with Residencia's lists and checks; "profile updated". */
export function Component() {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const flow = useEditAddress({ onSaved: () => setSaved(true) });
  // The splash's code comes while the customer fills the form, not after saving.
  if (flow.submitCount === 1) preloadSaved();
  usePageTitle(EDIT_ADDRESS_TITLES[saved ? 'saved' : 'form'], flow.hasErrors);
  if (saved)
    return (
      <Suspense fallback={null}>
        <AddressSaved onDone={() => void navigate(paths.profile())} />
      </Suspense>
    );
  return (
    <EditAddressScreen
      {...flow}
      onRetry={flow.retry}
      clientDataHref={paths.typeParticipate()}
      backHref={paths.profile()}
      renderLink={routerLink}
    />
  );
}
