/**
 * The ISO 20022 external codes a bank returns in a pain.002 for credit transfers, each with a
 * short description for operators (our wording of the external code list's meaning).
 */

/** ExternalPaymentTransactionStatus1Code / ExternalPaymentGroupStatus1Code. */
export const PAYMENT_STATUSES: Record<string, string> = {
  RCVD: 'Received: the bank has the instruction and has not checked it yet.',
  ACTC: 'Accepted after technical validation (syntax and format).',
  ACCP: "Accepted after the checks of the customer's profile.",
  ACFC: 'Accepted: funds checked and available.',
  ACWC: 'Accepted with a change made by the bank.',
  ACWP: 'Accepted without posting to the creditor account.',
  ACSP: 'Accepted: settlement in process.',
  ACSC: "Accepted: settlement completed on the debtor's account.",
  ACCC: "Accepted: settlement completed on the creditor's account.",
  PDNG: 'Pending: further checks or settlement still to be done.',
  PART: 'Partially accepted: some transactions were accepted, others rejected.',
  RJCT: 'Rejected.',
  CANC: 'Cancelled.',
};

/** ExternalStatusReason1Code, the reasons banks give for credit transfers. */
export const STATUS_REASONS: Record<string, string> = {
  AC01: 'Incorrect account number: the account identifier is invalid or does not exist.',
  AC02: "Invalid debtor account number: the fund's account is wrong or does not exist.",
  AC03: "Invalid creditor account number: the customer's account is wrong or does not exist.",
  AC04: 'Closed account: the account has been closed.',
  AC06: 'Blocked account: the account is blocked, with no reason given.',
  AC13: 'Invalid debtor account type.',
  AG01: 'Transaction forbidden on this type of account.',
  AG02: 'Invalid bank operation code.',
  AM01: 'Zero amount.',
  AM02: 'Amount not allowed: above the maximum the bank accepts.',
  AM03: 'Currency not allowed for this transfer.',
  AM04: "Insufficient funds in the debtor's account.",
  AM05: 'Duplicate: this transfer was already received.',
  AM09: 'Wrong amount: not the amount agreed or expected.',
  BE01: "The creditor's identification does not match the account holder.",
  BE04: "The creditor's address is missing or incorrect.",
  BE05: 'The initiating party is not recognised.',
  BE06: 'The end customer is not known at the bank.',
  CNOR: "The creditor's bank is not registered in the clearing system.",
  CURR: 'Incorrect currency.',
  CUST: 'Cancelled at the request of the customer.',
  DT01: 'Invalid date (for example the requested execution date).',
  DUPL: 'Duplicate payment.',
  FF01: 'Invalid file format.',
  FOCR: 'Returned after a cancellation request.',
  MD07: 'The end customer is deceased.',
  MS02: 'Reason not specified, given by the customer.',
  MS03: 'Reason not specified, given by the bank.',
  NARR: 'See the additional information.',
  RC01: 'Incorrect bank identifier (BIC).',
  RR01: "Regulatory reason: the debtor's account or identification is missing.",
  RR02: "Regulatory reason: the debtor's name or address is missing.",
  RR03: "Regulatory reason: the creditor's name or address is missing.",
  RR04: 'Regulatory reason.',
  TM01: 'Received after the cut-off time.',
};
