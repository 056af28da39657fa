// Written by scripts/icons.mjs from lucide-react (ISC licence); do not edit.
import { createIcon } from './createIcon';

export const CreditCard = /* @__PURE__ */ createIcon('credit-card', [["rect",{"width":"20","height":"14","x":"2","y":"5","rx":"2"}],["line",{"x1":"2","x2":"22","y1":"10","y2":"10"}],["path",{"d":"M6 14h2"}]]);
