import { useEffect } from 'react';
import { portalConfig } from './config';

/** The page's title; prefixed with "Error:" while the page shows errors (GOV.UK's habit). */
export function usePageTitle(title: string, hasErrors = false) {
  useEffect(() => {
    document.title = `${hasErrors ? 'Error: ' : ''}${title} | ${portalConfig.brandName}`;
  }, [title, hasErrors]);
}
