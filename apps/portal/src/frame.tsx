import { BrandLogo } from '@saf/ui';
import { portalConfig } from './config';
import { paths } from './paths';

/** What every public page shows around its form: the brand and how to reach support. */
export const authFrame = {
  logo: <BrandLogo name={portalConfig.brandName} />,
  support: {
    phone: portalConfig.supportPhoneDisplay,
    email: portalConfig.supportEmail,
    hours: portalConfig.supportHours,
    // The accessibility statement, linked from the footer of every page.
    accessibilityHref: paths.accessibility(),
  },
};
