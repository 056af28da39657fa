import { PageLoadState, type PageLoadStateProps } from '../../shared/PageLoadState';

/** The profile before its data: "Cargando tu perfil", or it could not be loaded. */
export function ProfileLoadState(props: PageLoadStateProps) {
  return (
    <PageLoadState
      {...props}
      errorTitle="No pudimos cargar tu perfil"
      loadingLabel="Cargando tu perfil"
      className="mx-auto max-w-3xl space-y-4"
      blocks={['h-8 w-1/3', 'h-48', 'h-32']}
    />
  );
}
