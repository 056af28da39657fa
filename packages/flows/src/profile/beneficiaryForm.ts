import { stepFormSchema } from '../participant/clientData';

/** The change's form checks: the client-data step's own, loaded when the customer first acts. */
export const beneficiaryFormSchema = stepFormSchema('BENEFICIARY');
