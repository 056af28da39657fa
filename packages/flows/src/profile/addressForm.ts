import { stepFormSchema } from '../participant/clientData';

// Loaded when the customer first edits the address (useEditAddress): the Residencia checks come
// with the client data's module, which the page does not need to paint.

export const addressFormSchema = /* @__PURE__ */ stepFormSchema('RESIDENCE');
