import { PageLoadState, type PageLoadStateProps } from '../../shared/PageLoadState';

/** The account's activity before its data: "Cargando tu actividad", or it could not be loaded. */
export function SecurityLogLoadState(props: PageLoadStateProps) {
  return (
    <PageLoadState
      {...props}
      errorTitle="No pudimos cargar tu actividad"
      loadingLabel="Cargando tu actividad"
      className="mx-auto max-w-3xl space-y-4"
      blocks={['h-8 w-1/2', 'h-64']}
    />
  );
}
