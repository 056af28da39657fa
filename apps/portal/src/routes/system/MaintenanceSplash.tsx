import { useEffect } from 'react';
import { useMaintenanceRetry } from '@saf/flows';
import { supportChatUrl, supportMessages, SystemSplash, systemSplashCopy } from '@saf/ui';
import { portalConfig } from '../../config';

/**
 * The spec's maintenance splash, shown over the page (kept as it was underneath) while the API
 * answers 503 MAINTENANCE: try again, or reach support. The page's title comes back with it.
 */
export default function MaintenanceSplash({
  onMaintenance,
}: {
  /** Root's switch of the splash: called with `false` once the API answers again. */
  onMaintenance: (on: boolean) => void;
}) {
  const { checking, onRetry } = useMaintenanceRetry({ onBack: () => onMaintenance(false) });
  useEffect(() => {
    const before = document.title;
    document.title = `${systemSplashCopy.maintenance.heading} | ${portalConfig.brandName}`;
    return () => {
      document.title = before;
    };
  }, []);
  return (
    <main aria-busy={checking || undefined}>
      <SystemSplash
        type="maintenance"
        primaryAction={{ onClick: onRetry }}
        secondaryAction={{
          href: supportChatUrl(portalConfig.supportPhone, supportMessages.maintenance),
        }}
      />
    </main>
  );
}
