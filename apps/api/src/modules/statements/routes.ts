import type { RouteResponse } from '@saf/contract';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';
import { limaDate } from '../../lib/lima';
import { certificateOf, heldFundDocuments, heldPeriods, ledgerOf, statementOf } from './ledger';

export const statementHandlers: HandlerMap = {
  statementPeriods: async (ctx, input): Promise<RouteResponse<'statementPeriods'>> => {
    const user = requireUser(input);
    return {
      periods: heldPeriods(await ledgerOf(ctx.db, user.id), limaDate(ctx.clock.now())),
    };
  },

  statementPdf: async (ctx, input): Promise<RouteResponse<'statementPdf'>> => {
    const user = requireUser(input);
    const now = ctx.clock.now();
    const { month } = input.params;
    const fund = input.query.fund;
    const statement = await statementOf(ctx.db, user.id, month, fund, now);
    // pdfkit and the fonts load on the first statement asked for, not with every start.
    const { renderStatement } = await import('./pdf');
    const pdf = await renderStatement(statement, now);
    const name = `estado-de-cuenta-${month}${fund ? `-${fund.toLowerCase()}` : ''}.pdf`;
    void input.reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`);
    return pdf as unknown as RouteResponse<'statementPdf'>;
  },

  heldFundDocuments: async (ctx, input): Promise<RouteResponse<'heldFundDocuments'>> =>
    heldFundDocuments(ctx.db, requireUser(input).id, ctx.clock.now()),

  participationCertificate: async (
    ctx,
    input,
  ): Promise<RouteResponse<'participationCertificate'>> => {
    const user = requireUser(input);
    const now = ctx.clock.now();
    const { code, series } = input.params;
    const certificate = await certificateOf(ctx.db, user.id, code, series, input.query.date, now);
    const { renderCertificate } = await import('./pdf');
    const pdf = await renderCertificate(certificate, now, ctx.config.MANAGER_NAME);
    const name = `certificado-de-participacion-${code.toLowerCase()}-${series}-${certificate.date}.pdf`;
    void input.reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`);
    return pdf as unknown as RouteResponse<'participationCertificate'>;
  },
};
