import { XMLParser } from 'fast-xml-parser';

/**
 * The content models of the ISO 20022 schema types our files use, taken from the published XSDs
 * (camt.053/054.001.08, camt.054.001.02, pain.001.001.09, pain.002.001.10): for each element
 * that has children, the order of its sequence (`!` marks a required child) or the members of
 * its choice. A rule is found by `Parent/Name` first, then by `Name`. `schemaProblems` checks a
 * file against them without a schema validator.
 */

type Rule = { seq: string[] } | { choice: string[] };
type Rules = Record<string, Rule>;

const seq = (...names: string[]): Rule => ({ seq: names });
const choice = (...names: string[]): Rule => ({ choice: names });

const PARTY = seq('Nm', 'PstlAdr', 'Id', 'CtryOfRes', 'CtctDtls');
const ACCOUNT_ID = choice('IBAN', 'Othr');
const GENERIC_ID = seq('Id!', 'SchmeNm', 'Issr');
const CODE_OR_PROPRIETARY = choice('Cd', 'Prtry');
const DATE = choice('Dt', 'DtTm');
const AGENT = seq('FinInstnId!', 'BrnchId');
const INSTITUTION = seq('BICFI', 'ClrSysMmbId', 'LEI', 'Nm', 'PstlAdr', 'Othr');
const RELATED_PARTIES = seq(
  ...['InitgPty', 'Dbtr', 'DbtrAcct', 'UltmtDbtr', 'Cdtr', 'CdtrAcct', 'UltmtCdtr', 'TradgPty'],
  'Prtry',
);
const BATCH = seq('MsgId', 'PmtInfId', 'NbOfTxs', 'TtlAmt', 'CdtDbtInd');

const CAMT_COMMON: Rules = {
  Othr: GENERIC_ID,
  SchmeNm: CODE_OR_PROPRIETARY,
  'Acct/Id': ACCOUNT_ID,
  'DbtrAcct/Id': ACCOUNT_ID,
  'CdtrAcct/Id': ACCOUNT_ID,
  BookgDt: DATE,
  ValDt: DATE,
  BkTxCd: seq('Domn', 'Prtry'),
  Domn: seq('Cd!', 'Fmly!'),
  Fmly: seq('Cd!', 'SubFmlyCd!'),
  NtryDtls: seq('Btch', 'TxDtls'),
  Btch: BATCH,
  RltdPties: RELATED_PARTIES,
  RmtInf: seq('Ustrd', 'Strd'),
  Ownr: PARTY,
  Svcr: AGENT,
  FinInstnId: INSTITUTION,
};

/** camt.053.001.08 and camt.054.001.08. */
export const CAMT_08: Rules = {
  ...CAMT_COMMON,
  Document: choice('BkToCstmrStmt', 'BkToCstmrDbtCdtNtfctn'),
  BkToCstmrStmt: seq('GrpHdr!', 'Stmt!', 'SplmtryData'),
  BkToCstmrDbtCdtNtfctn: seq('GrpHdr!', 'Ntfctn!', 'SplmtryData'),
  GrpHdr: seq('MsgId!', 'CreDtTm!', 'MsgRcpt', 'MsgPgntn', 'OrgnlBizQry', 'AddtlInf'),
  MsgPgntn: seq('PgNb!', 'LastPgInd!'),
  Stmt: seq(
    ...['Id!', 'StmtPgntn', 'ElctrncSeqNb', 'RptgSeq', 'LglSeqNb', 'CreDtTm', 'FrToDt'],
    ...['CpyDplctInd', 'RptgSrc', 'Acct!', 'RltdAcct', 'Intrst', 'Bal!', 'TxsSummry', 'Ntry'],
    'AddtlStmtInf',
  ),
  Ntfctn: seq(
    ...['Id!', 'NtfctnPgntn', 'ElctrncSeqNb', 'RptgSeq', 'LglSeqNb', 'CreDtTm', 'FrToDt'],
    ...['CpyDplctInd', 'RptgSrc', 'Acct!', 'RltdAcct', 'Intrst', 'TxsSummry', 'Ntry'],
    'AddtlNtfctnInf',
  ),
  FrToDt: seq('FrDtTm!', 'ToDtTm!'),
  Acct: seq('Id!', 'Tp', 'Ccy', 'Nm', 'Prxy', 'Ownr', 'Svcr'),
  Bal: seq('Tp!', 'CdtLine', 'Amt!', 'CdtDbtInd!', 'Dt!', 'Avlbty'),
  'Bal/Tp': seq('CdOrPrtry!', 'SubTp'),
  'Bal/Dt': DATE,
  CdOrPrtry: CODE_OR_PROPRIETARY,
  TxsSummry: seq('TtlNtries', 'TtlCdtNtries', 'TtlDbtNtries', 'TtlNtriesPerBkTxCd'),
  TtlNtries: seq('NbOfNtries', 'Sum', 'TtlNetNtry'),
  TtlNetNtry: seq('Amt!', 'CdtDbtInd!'),
  TtlCdtNtries: seq('NbOfNtries', 'Sum'),
  TtlDbtNtries: seq('NbOfNtries', 'Sum'),
  Ntry: seq(
    ...['NtryRef', 'Amt!', 'CdtDbtInd!', 'RvslInd', 'Sts!', 'BookgDt', 'ValDt', 'AcctSvcrRef'],
    ...['Avlbty', 'BkTxCd!', 'ComssnWvrInd', 'AddtlInfInd', 'AmtDtls', 'Chrgs', 'TechInptChanl'],
    ...['Intrst', 'CardTx', 'NtryDtls', 'AddtlNtryInf'],
  ),
  'Ntry/Sts': CODE_OR_PROPRIETARY,
  // PaymentReturnReason5: a returned payment's details.
  RtrInf: seq('OrgnlBkTxCd', 'Orgtr', 'Rsn', 'AddtlInf'),
  'RtrInf/Rsn': CODE_OR_PROPRIETARY,
  TxDtls: seq(
    ...['Refs', 'Amt', 'CdtDbtInd', 'AmtDtls', 'Avlbty', 'BkTxCd', 'Chrgs', 'Intrst', 'RltdPties'],
    ...['RltdAgts', 'LclInstrm', 'Purp', 'RltdRmtInf', 'RmtInf', 'RltdDts', 'RltdPric'],
    ...['RltdQties', 'FinInstrmId', 'Tax', 'RtrInf', 'CorpActn', 'SfkpgAcct', 'CshDpst'],
    ...['CardTx', 'AddtlTxInf', 'SplmtryData'],
  ),
  Refs: seq(
    ...['MsgId', 'AcctSvcrRef', 'PmtInfId', 'InstrId', 'EndToEndId', 'UETR', 'TxId', 'MndtId'],
    ...['ChqNb', 'ClrSysRef', 'AcctOwnrTxId', 'AcctSvcrTxId', 'MktInfrstrctrTxId', 'PrcgId'],
    'Prtry',
  ),
  Dbtr: choice('Pty', 'Agt'),
  Cdtr: choice('Pty', 'Agt'),
  Pty: PARTY,
  DbtrAcct: seq('Id!', 'Tp', 'Ccy', 'Nm', 'Prxy'),
  CdtrAcct: seq('Id!', 'Tp', 'Ccy', 'Nm', 'Prxy'),
  Strd: seq(
    ...['RfrdDocInf', 'RfrdDocAmt', 'CdtrRefInf', 'Invcr', 'Invcee', 'TaxRmt', 'GrnshmtRmt'],
    'AddtlRmtInf',
  ),
  CdtrRefInf: seq('Tp', 'Ref'),
  'CdtrRefInf/Tp': seq('CdOrPrtry!', 'Issr'),
};

/** camt.054.001.02. */
export const CAMT_054_02: Rules = {
  ...CAMT_COMMON,
  Document: seq('BkToCstmrDbtCdtNtfctn!'),
  BkToCstmrDbtCdtNtfctn: seq('GrpHdr!', 'Ntfctn!'),
  GrpHdr: seq('MsgId!', 'CreDtTm!', 'MsgRcpt', 'MsgPgntn', 'AddtlInf'),
  Ntfctn: seq(
    ...['Id!', 'ElctrncSeqNb', 'LglSeqNb', 'CreDtTm!', 'FrToDt', 'CpyDplctInd', 'RptgSrc'],
    ...['Acct!', 'RltdAcct', 'Intrst', 'TxsSummry', 'Ntry', 'AddtlNtfctnInf'],
  ),
  Acct: seq('Id!', 'Tp', 'Ccy', 'Nm', 'Ownr', 'Svcr'),
  Ntry: seq(
    ...['NtryRef', 'Amt!', 'CdtDbtInd!', 'RvslInd', 'Sts!', 'BookgDt', 'ValDt', 'AcctSvcrRef'],
    ...['Avlbty', 'BkTxCd!', 'ComssnWvrInd', 'AddtlInfInd', 'AmtDtls', 'Chrgs', 'TechInptChanl'],
    ...['Intrst', 'NtryDtls', 'AddtlNtryInf'],
  ),
  TxDtls: seq(
    ...['Refs', 'AmtDtls', 'Avlbty', 'BkTxCd', 'Chrgs', 'Intrst', 'RltdPties', 'RltdAgts'],
    ...['Purp', 'RltdRmtInf', 'RmtInf', 'RltdDts', 'RltdPric', 'RltdQties', 'FinInstrmId'],
    ...['Tax', 'RtrInf', 'CorpActn', 'SfkpgAcct', 'AddtlTxInf'],
  ),
  Refs: seq(
    ...['MsgId', 'AcctSvcrRef', 'PmtInfId', 'InstrId', 'EndToEndId', 'TxId', 'MndtId', 'ChqNb'],
    ...['ClrSysRef', 'Prtry'],
  ),
  AmtDtls: seq('InstdAmt', 'TxAmt', 'CntrValAmt', 'AnncdPstngAmt', 'PrtryAmt'),
  TxAmt: seq('Amt!', 'CcyXchg'),
  Dbtr: PARTY,
  Cdtr: PARTY,
  DbtrAcct: seq('Id!', 'Tp', 'Ccy', 'Nm'),
  CdtrAcct: seq('Id!', 'Tp', 'Ccy', 'Nm'),
};

/** pain.002.001.10. */
export const PAIN002_10: Rules = {
  Document: seq('CstmrPmtStsRpt!'),
  CstmrPmtStsRpt: seq('GrpHdr!', 'OrgnlGrpInfAndSts!', 'OrgnlPmtInfAndSts', 'SplmtryData'),
  GrpHdr: seq('MsgId!', 'CreDtTm!', 'InitgPty', 'FwdgAgt', 'DbtrAgt', 'CdtrAgt'),
  DbtrAgt: AGENT,
  FinInstnId: INSTITUTION,
  OrgnlGrpInfAndSts: seq(
    ...['OrgnlMsgId!', 'OrgnlMsgNmId!', 'OrgnlCreDtTm', 'OrgnlNbOfTxs', 'OrgnlCtrlSum'],
    ...['GrpSts', 'StsRsnInf', 'NbOfTxsPerSts'],
  ),
  NbOfTxsPerSts: seq('DtldNbOfTxs!', 'DtldSts!', 'DtldCtrlSum'),
  OrgnlPmtInfAndSts: seq(
    ...['OrgnlPmtInfId!', 'OrgnlNbOfTxs', 'OrgnlCtrlSum', 'PmtInfSts', 'StsRsnInf'],
    ...['NbOfTxsPerSts', 'TxInfAndSts'],
  ),
  TxInfAndSts: seq(
    ...['StsId', 'OrgnlInstrId', 'OrgnlEndToEndId', 'OrgnlUETR', 'TxSts', 'StsRsnInf'],
    ...['ChrgsInf', 'AccptncDtTm', 'AcctSvcrRef', 'ClrSysRef', 'OrgnlTxRef', 'SplmtryData'],
  ),
  StsRsnInf: seq('Orgtr', 'Rsn', 'AddtlInf'),
  Rsn: CODE_OR_PROPRIETARY,
};

/** pain.001.001.09. */
export const PAIN001_09: Rules = {
  Document: seq('CstmrCdtTrfInitn!'),
  CstmrCdtTrfInitn: seq('GrpHdr!', 'PmtInf!', 'SplmtryData'),
  GrpHdr: seq('MsgId!', 'CreDtTm!', 'Authstn', 'NbOfTxs!', 'CtrlSum', 'InitgPty!', 'FwdgAgt'),
  PmtInf: seq(
    ...['PmtInfId!', 'PmtMtd!', 'BtchBookg', 'NbOfTxs', 'CtrlSum', 'PmtTpInf', 'ReqdExctnDt!'],
    ...['PoolgAdjstmntDt', 'Dbtr!', 'DbtrAcct!', 'DbtrAgt!', 'DbtrAgtAcct', 'InstrForDbtrAgt'],
    ...['UltmtDbtr', 'ChrgBr', 'ChrgsAcct', 'ChrgsAcctAgt', 'CdtTrfTxInf!'],
  ),
  ReqdExctnDt: DATE,
  InitgPty: PARTY,
  Dbtr: PARTY,
  Cdtr: PARTY,
  'InitgPty/Id': choice('OrgId', 'PrvtId'),
  'Dbtr/Id': choice('OrgId', 'PrvtId'),
  'Cdtr/Id': choice('OrgId', 'PrvtId'),
  OrgId: seq('AnyBIC', 'LEI', 'Othr'),
  PrvtId: seq('DtAndPlcOfBirth', 'Othr'),
  Othr: GENERIC_ID,
  SchmeNm: CODE_OR_PROPRIETARY,
  DbtrAcct: seq('Id!', 'Tp', 'Ccy', 'Nm', 'Prxy'),
  CdtrAcct: seq('Id!', 'Tp', 'Ccy', 'Nm', 'Prxy'),
  'DbtrAcct/Id': ACCOUNT_ID,
  'CdtrAcct/Id': ACCOUNT_ID,
  DbtrAgt: AGENT,
  FinInstnId: INSTITUTION,
  CdtTrfTxInf: seq(
    ...['PmtId!', 'PmtTpInf', 'Amt!', 'XchgRateInf', 'ChrgBr', 'ChqInstr', 'UltmtDbtr'],
    ...['IntrmyAgt1', 'IntrmyAgt1Acct', 'IntrmyAgt2', 'IntrmyAgt2Acct', 'IntrmyAgt3'],
    ...['IntrmyAgt3Acct', 'CdtrAgt', 'CdtrAgtAcct', 'Cdtr', 'CdtrAcct', 'UltmtCdtr'],
    ...['InstrForCdtrAgt', 'InstrForDbtrAgt', 'Purp', 'RgltryRptg', 'Tax', 'RltdRmtInf'],
    ...['RmtInf', 'SplmtryData'],
  ),
  PmtId: seq('InstrId', 'EndToEndId!', 'UETR'),
  'CdtTrfTxInf/Amt': choice('InstdAmt', 'EqvtAmt'),
  RmtInf: seq('Ustrd', 'Strd'),
};

type Ordered = Record<string, unknown>[];

const ordered = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
});

const nameOf = (node: Record<string, unknown>): string =>
  Object.keys(node).find((key) => key !== ':@')!;

function check(node: Record<string, unknown>, parent: string, rules: Rules, out: string[]): void {
  const name = nameOf(node);
  const children = (node[name] as Ordered).filter((child) => nameOf(child) !== '#text');
  if (children.length === 0) return;
  const where = `${parent}/${name}`;
  const rule = rules[`${parent.split('/').pop()}/${name}`] ?? rules[name];
  const names = children.map(nameOf);
  if (!rule) {
    out.push(`${where}: no rule for an element with children`);
  } else if ('choice' in rule) {
    if (names.length !== 1 || !rule.choice.includes(names[0]!)) {
      out.push(`${where}: expected one of ${rule.choice.join('|')}, found ${names.join(',')}`);
    }
  } else {
    const order = rule.seq.map((entry) => entry.replace('!', ''));
    let last = -1;
    for (const child of names) {
      const index = order.indexOf(child);
      if (index < 0) out.push(`${where}: ${child} is not part of this type`);
      else if (index < last) out.push(`${where}: ${child} comes after ${order[last]}`);
      else last = index;
    }
    for (const required of rule.seq.filter((entry) => entry.endsWith('!'))) {
      const child = required.slice(0, -1);
      if (!names.includes(child)) out.push(`${where}: required ${child} is missing`);
    }
  }
  for (const child of children) check(child, where, rules, out);
}

/** Every element out of the schema's order, unknown to its type, or missing though required. */
export function schemaProblems(xml: string, rules: Rules): string[] {
  const roots = (ordered.parse(xml) as Ordered).filter((node) => nameOf(node) === 'Document');
  const out: string[] = [];
  for (const root of roots) check(root, '', rules, out);
  return out;
}
