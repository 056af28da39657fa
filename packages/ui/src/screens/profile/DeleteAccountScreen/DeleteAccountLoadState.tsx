import { PageLoadState, type PageLoadStateProps } from '../../shared/PageLoadState';

/** Deleting the account, while what is left to do is checked, or when it could not be. */
export function DeleteAccountLoadState(props: PageLoadStateProps) {
  return (
    <PageLoadState
      {...props}
      errorTitle="No pudimos revisar tu cuenta"
      loadingLabel="Revisando tu cuenta"
      className="mx-auto max-w-2xl space-y-4"
      blocks={['h-8 w-1/2', 'h-40']}
    />
  );
}
