import { useGlobalConfig } from '@saf/flows';
import { AccessibilityStatementPage, ACCESSIBILITY_TITLE } from '@saf/ui';
import { authFrame } from '../../frame';
import { usePageTitle } from '../../usePageTitle';

/** The day this statement was last reviewed against the checks it describes. */
const REVIEWED_ON = '2026-11-23';

/**
 * The accessibility statement, public. How to report a barrier uses the support email and
 * phone of the global configuration; the portal's own contact shows until it has been read.
 */
export function Component() {
  usePageTitle(ACCESSIBILITY_TITLE);
  const config = useGlobalConfig();
  const support = {
    ...authFrame.support,
    ...(config.data ? { email: config.data.email, phone: config.data.phone_number } : {}),
  };
  return <AccessibilityStatementPage {...authFrame} support={support} reviewedOn={REVIEWED_ON} />;
}
