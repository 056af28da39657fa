import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { marriedFrame, singleFrame } from '../fixtures';
import { expectErrorSummary, participantScreen } from '../storyKit';
import {
  ClientDataReviewScreen,
  clientDataReviewIds,
  type ClientDataReviewScreenProps,
  type ReviewDeclaration,
  type ReviewSection,
} from './ClientDataReviewScreen';

const PATH = '/subscription/natural-client?paso=';
const REQUIRED = 'Debes confirmar esta declaración.';
const FACIAL_REQUIRED = 'Completa la validación facial para confirmar tus datos.';

const own: ReviewSection[] = [
  {
    id: 'documento',
    title: 'Documento',
    editHref: `${PATH}documento`,
    items: [
      { label: 'DNI', value: '10117410' },
      { label: 'Fecha de emisión', value: '15/03/2021' },
      { label: 'Fecha de caducidad', value: '15/03/2029' },
      { label: 'Fotos del documento', value: 'Anverso y reverso cargados' },
    ],
  },
  {
    id: 'identificacion',
    title: 'Identificación',
    editHref: `${PATH}identificacion`,
    items: [
      { label: 'Nombres', value: 'Ana Lucía' },
      { label: 'Apellidos', value: 'Quispe Mamani' },
      { label: 'Fecha de nacimiento', value: '27/07/1990' },
      { label: 'Sexo', value: 'Femenino' },
      { label: 'Lugar de nacimiento', value: 'Arequipa, Perú' },
      { label: 'Nacionalidad', value: 'Perú' },
      { label: 'Nivel de estudios', value: 'Universitaria completa' },
      { label: 'Estado civil', value: 'Casado(a)' },
    ],
  },
  {
    id: 'informacion',
    title: 'Información',
    editHref: `${PATH}informacion`,
    items: [
      { label: 'Situación laboral', value: 'Dependiente' },
      { label: 'Ocupación', value: 'Ingeniera civil' },
      { label: 'Empleador', value: 'Constructora Misti S.A.C.' },
      { label: 'Cargo', value: 'Jefa de obra' },
      { label: 'Ingreso mensual', value: 'De S/ 5,001 a S/ 10,000' },
      { label: 'Origen de los fondos', value: 'Sueldo o salario' },
      { label: 'Propósito de la inversión', value: 'Ahorro de mediano plazo' },
      { label: 'Monto que invertirás al año', value: 'De S/ 10,000 a S/ 50,000' },
    ],
  },
  {
    id: 'residencia',
    title: 'Residencia',
    editHref: `${PATH}residencia`,
    items: [
      { label: 'País', value: 'Perú' },
      { label: 'Distrito', value: 'Yanahuara, Arequipa, Arequipa' },
      { label: 'Dirección', value: 'Av. Ejército 710, dpto. 302' },
      { label: 'Referencia', value: 'Frente al parque Selva Alegre' },
    ],
  },
  {
    id: 'pep',
    title: 'PEP',
    editHref: `${PATH}pep`,
    items: [
      { label: '¿Eres PEP?', value: 'No' },
      { label: 'Familiar o colaborador de una PEP', value: 'No' },
    ],
  },
  {
    id: 'beneficiario-final',
    title: 'Beneficiario final',
    editHref: `${PATH}beneficiario-final`,
    items: [{ label: 'Invierte por cuenta propia', value: 'Sí' }],
  },
];

const spouse: ReviewSection[] = [
  {
    id: 'conyuge',
    title: 'Cónyuge',
    editHref: `${PATH}conyuge`,
    items: [
      { label: 'Nombres y apellidos', value: 'Jorge Luis Huamán Torres' },
      { label: 'Documento', value: 'DNI 40782213' },
      { label: 'Régimen patrimonial', value: 'Sociedad de gananciales' },
    ],
  },
  {
    id: 'conyuge-pep',
    title: 'PEP de tu cónyuge',
    editHref: `${PATH}conyuge-pep`,
    items: [
      { label: '¿Es PEP?', value: 'Sí' },
      { label: 'Institución', value: 'Poder Judicial' },
      { label: 'Cargo', value: 'Juez superior' },
      { label: 'Periodo', value: '02/01/2023 – a la fecha' },
      { label: 'Familiar o colaborador de una PEP', value: 'No' },
    ],
  },
  {
    id: 'conyuge-beneficiario-final',
    title: 'Beneficiario final de tu cónyuge',
    editHref: `${PATH}conyuge-beneficiario-final`,
    items: [{ label: 'Invierte por cuenta propia', value: 'Sí' }],
  },
];

const declarations = (checked: boolean, withErrors = false): ReviewDeclaration[] =>
  [
    ['truthful', 'Declaro que la información que he proporcionado es verdadera y está completa.'],
    ['lawful_funds', 'Declaro que los fondos que invertiré tienen origen lícito.'],
    [
      'update_duty',
      'Me comprometo a informar cualquier cambio en estos datos y a actualizarlos cada año.',
    ],
  ].map(([id, label]) => ({
    id: id!,
    label: label!,
    checked,
    error: withErrors && !checked ? REQUIRED : undefined,
  }));

/** The declarations in state, as the flows hook keeps them; confirming counts the attempt. */
function Interactive(args: ClientDataReviewScreenProps) {
  const [checked, setChecked] = useState(() =>
    Object.fromEntries(args.declarations.map((d) => [d.id, d.checked])),
  );
  const [submitCount, setSubmitCount] = useState(args.submitCount);
  const [facialError, setFacialError] = useState(args.facial.error);
  return (
    <ClientDataReviewScreen
      {...args}
      declarations={args.declarations.map((d) => ({
        ...d,
        checked: Boolean(checked[d.id]),
        error: submitCount > 0 && !checked[d.id] ? REQUIRED : undefined,
      }))}
      facial={{ ...args.facial, error: facialError }}
      submitCount={submitCount}
      onDeclarationChange={(id, value) => {
        setChecked((current) => ({ ...current, [id]: value }));
        args.onDeclarationChange(id, value);
      }}
      onConfirm={() => {
        setSubmitCount((n) => n + 1);
        if (Object.values(checked).every(Boolean) && args.facial.state !== 'passed')
          setFacialError(FACIAL_REQUIRED);
        args.onConfirm();
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Partícipe/ClientDataReviewScreen',
  id: 'pantallas-participe-clientdatareviewscreen',
  component: ClientDataReviewScreen,
  tags: ['autodocs'],
  ...participantScreen,
  render: (args) => <Interactive {...args} />,
  args: {
    ...marriedFrame('validacion'),
    sections: [...own, ...spouse],
    declarations: declarations(false),
    onDeclarationChange: fn(),
    facial: { state: 'pending', href: '/subscription/biometric-validation?proposito=onboarding' },
    onConfirm: fn(),
    submitting: false,
    submitCount: 0,
  },
} satisfies Meta<typeof ClientDataReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A married customer's answers, the face not validated yet. */
export const FacialPending: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    // Every "Editar" says which step it opens.
    const edit = canvas.getByRole('link', { name: 'Editar PEP de tu cónyuge' });
    await expect(edit).toHaveAttribute('href', `${PATH}conyuge-pep`);
    await expect(canvas.getAllByRole('link', { name: /^Editar / })).toHaveLength(9);
    await expect(canvas.getByRole('link', { name: 'Validar mi rostro' })).toHaveAttribute(
      'href',
      '/subscription/biometric-validation?proposito=onboarding',
    );
    await expect(canvas.getByRole('button', { name: 'Confirmar mis datos' })).toBeVisible();
  },
};

/** The face validated and every declaration ticked: ready to confirm. */
export const FacialPassed: Story = {
  args: { facial: { state: 'passed', href: '/biometria' }, declarations: declarations(true) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Validamos tu rostro. Ya puedes confirmar tus datos.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Validar mi rostro' })).toBeNull();
  },
};

/** Out of attempts for today: when it can be tried again, in Lima time. */
export const FacialLimit: Story = {
  args: {
    facial: { state: 'limit', href: '/biometria', retryAt: '2025-11-22T05:00:00.000Z' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('el sábado 22 de noviembre')).toBeVisible();
  },
};

/** Confirming with nothing ticked and the face not validated. */
export const MissingConfirmations: Story = {
  args: {
    declarations: declarations(false, true).map((d, i) =>
      i === 0 ? { ...d, checked: true, error: undefined } : d,
    ),
    facial: { state: 'pending', href: '/biometria', error: FACIAL_REQUIRED },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    await expectErrorSummary(canvas, 3);
    await expect(
      canvas.getByRole('checkbox', { name: /origen lícito/ }),
    ).toHaveAccessibleDescription(REQUIRED);
  },
};

export const ServerError: Story = {
  args: {
    facial: { state: 'passed', href: '/biometria' },
    declarations: declarations(true),
    formError:
      'No pudimos confirmar tus datos en este momento. Inténtalo de nuevo en unos minutos.',
    submitCount: 1,
  },
};

export const Submitting: Story = {
  args: {
    facial: { state: 'passed', href: '/biometria' },
    declarations: declarations(true),
    submitting: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Confirmar mis datos/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A single customer: no spouse's steps. */
export const SingleCustomer: Story = {
  args: {
    ...singleFrame('validacion'),
    sections: own.map((s) =>
      s.id === 'identificacion'
        ? {
            ...s,
            items: s.items.map((i) =>
              i.label === 'Estado civil' ? { ...i, value: 'Soltero(a)' } : i,
            ),
          }
        : s,
    ),
  },
};

/** Confirming lists what is missing; its links lead to each declaration and to the face check. */
export const ConfirmWithErrors: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar mis datos' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
    // Ticking every declaration leaves the facial validation as the only thing missing.
    for (const box of canvas.getAllByRole('checkbox')) await userEvent.click(box);
    await expect(args.onDeclarationChange).toHaveBeenLastCalledWith('update_duty', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar mis datos' }));
    // The summary went away when the last declaration was ticked: this one is new.
    const again = await canvas.findByRole('alert');
    const link = within(again).getByRole('link', { name: FACIAL_REQUIRED });
    await userEvent.click(link);
    await expect(document.getElementById(clientDataReviewIds.facial)).toHaveFocus();
    await expect(within(again).getAllByRole('link')).toHaveLength(1);
  },
};
